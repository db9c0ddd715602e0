import type { Services } from '../../app/services';
import { createUser } from '../../test/factories';
import { createTestServices } from '../../test/services';
import { remotiveAdapter } from '../adapters/remotive.adapter';
import type { NormalizedPosting } from '../board-adapter';
import { ingestPayload } from '../ingest-payload';
import { type IngestingBoard, upsertPostings } from '../store/posting-store';
import { remotiveFeed } from './fixtures/remotive-feed';

let services: Services;
let remoteOk: IngestingBoard;
let remotive: IngestingBoard;

beforeAll(async () => {
  services = await createTestServices();
  const boards: { id: string; name: string; apply_via_board: boolean }[] = await services.db.query(
    `SELECT id, name, apply_via_board FROM job_boards WHERE name IN ('Remote OK', 'Remotive')`,
  );
  const board = (name: string) => {
    const row = boards.find((b) => b.name === name)!;
    return { id: row.id, applyViaBoard: row.apply_via_board };
  };
  remoteOk = board('Remote OK');
  remotive = board('Remotive');
});

beforeEach(async () => {
  await services.db.query(`TRUNCATE jobs, companies, tags, job_sources CASCADE`);
});

afterAll(async () => {
  await services.close();
});

const DAY = 86_400_000;

function posting(n: number, overrides: Partial<NormalizedPosting> = {}): NormalizedPosting {
  const datePosted = new Date(Date.UTC(2026, 10, 1) - n * 3_600_000);
  return {
    externalId: `ext-${n}`,
    title: `Backend Engineer ${n}`,
    companyName: `Company ${n % 7}`,
    companyImage: null,
    companyUrl: null,
    applyUrl: `https://jobs.example/${n}/apply`,
    boardJobUrl: `https://board.example/jobs/${n}`,
    descriptionHtml: `<p>Posting ${n}</p>`,
    category: 'Programming',
    tags: ['go', `tag${n % 5}`],
    location: null,
    worldwide: false,
    regionalRestriction: null,
    eligibility: { anywhere: false, countries: [], timezones: null },
    jobType: 'Full-Time',
    seniority: null,
    salary: { min: 90000.4, max: 120000, currency: 'USD', period: 'year' },
    datePosted,
    validThrough: new Date(datePosted.getTime() + 30 * DAY),
    ...overrides,
  };
}

const stamps = async () =>
  (await services.db.query(`SELECT external_id, updated_at, content_hash FROM jobs ORDER BY external_id`)) as {
    external_id: string;
    updated_at: Date;
  }[];

describe('upsertPostings: company logos', () => {
  const logoOf = async (name: string) =>
    (await services.db.query(`SELECT logo_source, logo_due_at <= now() AS due FROM companies WHERE name = $1`, [name]))[0] as { logo_source: string | null; due: boolean };

  it('makes a new company due for the logo worker, with the address its feed gave', async () => {
    await upsertPostings(services.db, remoteOk, [posting(1, { companyImage: 'https://cdn.example/one.png' })]);
    expect(await logoOf('Company 1')).toEqual({ logo_source: 'https://cdn.example/one.png', due: true });
  });

  it('gives a known company a new address only while it has no copy of ours, or its copy fails', async () => {
    await upsertPostings(services.db, remoteOk, [posting(1, { companyImage: 'https://cdn.example/one.png' }), posting(2, { companyImage: null })]);
    await services.db.query(`UPDATE companies SET logo_key = 'logos/companies/x.webp', logo_due_at = now() + interval '30 days' WHERE name = 'Company 1'`);
    await services.db.query(`UPDATE companies SET logo_due_at = now() + interval '30 days' WHERE name = 'Company 2'`);

    await upsertPostings(services.db, remotive, [posting(8, { companyImage: 'https://other.example/one.png' }), posting(9, { companyImage: 'https://other.example/two.png' })]);

    expect(await logoOf('Company 1')).toEqual({ logo_source: 'https://cdn.example/one.png', due: false });
    expect(await logoOf('Company 2')).toEqual({ logo_source: 'https://other.example/two.png', due: true });
  });
});

describe('upsertPostings', () => {
  it('stores new postings once, with their companies and tags', async () => {
    const postings = Array.from({ length: 30 }, (_, i) => posting(i));
    await expect(upsertPostings(services.db, remoteOk, postings)).resolves.toEqual({ created: 30, updated: 0, unchanged: 0, duplicates: 0 });

    const [counts] = await services.db.query(
      `SELECT (SELECT count(*)::int FROM jobs) AS jobs, (SELECT count(*)::int FROM companies) AS companies,
              (SELECT job_count FROM tags WHERE name = 'go') AS go`,
    );
    expect(counts).toEqual({ jobs: 30, companies: 7, go: 30 });
    const [job] = await services.db.query(`SELECT title, salary_min, category_slug, tags, apply_url FROM jobs WHERE external_id = 'ext-3'`);
    // Pay is kept to the cent: an hourly $18.50 is what the card must show.
    expect(job).toEqual({ title: 'Backend Engineer 3', salary_min: 90000.4, category_slug: 'programming', tags: ['go', 'tag3'], apply_url: 'https://jobs.example/3/apply' });
  });

  it('stores where a job can be done from, its pay with the annual USD equivalent, and its seniority', async () => {
    const [{ usd_per: eur }] = await services.db.query(`SELECT usd_per FROM exchange_rates WHERE currency = 'EUR'`);
    await upsertPostings(services.db, remoteOk, [
      posting(1, {
        eligibility: { anywhere: false, countries: ['CA', 'US'], timezones: { minUtcOffset: -8, maxUtcOffset: -5 } },
        salary: { min: 60000, max: 75000, currency: 'EUR', period: 'year' },
        seniority: 'senior',
      }),
      posting(2, { eligibility: { anywhere: true, countries: [], timezones: null }, salary: { min: 40, max: 55.5, currency: 'USD', period: 'hour' } }),
      posting(3, { salary: { min: 5000, max: null, currency: null, period: 'month' } }),
    ]);
    const rows = await services.db.query(
      `SELECT external_id, eligible_anywhere, eligible_countries, utc_min, utc_max, salary_min, salary_max, salary_currency, salary_period,
              salary_annual_usd_min, salary_annual_usd_max, seniority FROM jobs ORDER BY external_id`,
    );
    expect(rows).toEqual([
      {
        external_id: 'ext-1', eligible_anywhere: false, eligible_countries: ['CA', 'US'], utc_min: -8, utc_max: -5,
        salary_min: 60000, salary_max: 75000, salary_currency: 'EUR', salary_period: 'year',
        salary_annual_usd_min: Math.round(60000 * eur), salary_annual_usd_max: Math.round(75000 * eur), seniority: 'senior',
      },
      {
        external_id: 'ext-2', eligible_anywhere: true, eligible_countries: [], utc_min: null, utc_max: null,
        salary_min: 40, salary_max: 55.5, salary_currency: 'USD', salary_period: 'hour',
        salary_annual_usd_min: 83200, salary_annual_usd_max: 115440, seniority: null,
      },
      // No currency: no honest USD figure.
      {
        external_id: 'ext-3', eligible_anywhere: false, eligible_countries: [], utc_min: null, utc_max: null,
        salary_min: 5000, salary_max: null, salary_currency: null, salary_period: 'month',
        salary_annual_usd_min: null, salary_annual_usd_max: null, seniority: null,
      },
    ]);
  });

  it('writes nothing when the same postings come again', async () => {
    const postings = Array.from({ length: 20 }, (_, i) => posting(i));
    await upsertPostings(services.db, remoteOk, postings);
    const before = await stamps();
    const [{ version: versionBefore }] = await services.db.query(`SELECT last_value::text AS version FROM job_catalogue_version`);

    await expect(upsertPostings(services.db, remoteOk, postings)).resolves.toEqual({ created: 0, updated: 0, unchanged: 20, duplicates: 0 });
    expect(await stamps()).toEqual(before);
    // Not one statement wrote to jobs (the catalogue version moves on any).
    const [{ version: versionAfter }] = await services.db.query(`SELECT last_value::text AS version FROM job_catalogue_version`);
    expect(versionAfter).toBe(versionBefore);
  });

  it('updates a changed posting in place', async () => {
    await upsertPostings(services.db, remoteOk, [posting(1), posting(2)]);
    const [before] = await services.db.query(`SELECT id, updated_at FROM jobs WHERE external_id = 'ext-2'`);

    const counts = await upsertPostings(services.db, remoteOk, [posting(1), posting(2, { title: 'Staff Engineer', tags: ['rust'] })]);
    expect(counts).toEqual({ created: 0, updated: 1, unchanged: 1, duplicates: 0 });
    const [after] = await services.db.query(`SELECT id, title, tags, updated_at FROM jobs WHERE external_id = 'ext-2'`);
    expect(after).toMatchObject({ id: before.id, title: 'Staff Engineer', tags: ['rust'] });
    expect(after.updated_at.getTime()).toBeGreaterThan(before.updated_at.getTime());
    expect(Number((await services.db.query(`SELECT count(*) FROM jobs`))[0].count)).toBe(2);
  });

  it('shows a job two boards list once, keeping both sources', async () => {
    await upsertPostings(services.db, remoteOk, [posting(1, { companyName: 'Acme, Inc.', title: 'Senior Go Engineer' })]);
    const second = posting(1, { externalId: 'remotive-9', companyName: 'ACME', title: 'Senior Go Engineer!', datePosted: new Date(Date.UTC(2026, 9, 25)) });
    await expect(upsertPostings(services.db, remotive, [second])).resolves.toEqual({ created: 0, updated: 0, unchanged: 0, duplicates: 1 });

    const jobs = await services.db.query(`SELECT id, board_id FROM jobs`);
    expect(jobs).toEqual([{ id: expect.any(String), board_id: remoteOk.id }]);
    const sources = await services.db.query(`SELECT board_id, external_id, job_id FROM job_sources`);
    expect(sources).toEqual([{ board_id: remotive.id, external_id: 'remotive-9', job_id: jobs[0].id }]);

    // Seen again, the second listing is unchanged, not a new job.
    await expect(upsertPostings(services.db, remotive, [second])).resolves.toMatchObject({ unchanged: 1, created: 0, duplicates: 0 });
  });

  it('keeps the same title at the same company apart when posted more than 14 days apart', async () => {
    await upsertPostings(services.db, remoteOk, [posting(1, { title: 'Designer' })]);
    const later = posting(1, { externalId: 'remotive-1', title: 'Designer', datePosted: new Date(Date.UTC(2026, 11, 1)) });
    await expect(upsertPostings(services.db, remotive, [later])).resolves.toMatchObject({ created: 1, duplicates: 0 });
  });

  it('sends Apply to the board’s page when its terms ask for it', async () => {
    await upsertPostings(services.db, { ...remotive, applyViaBoard: true }, [posting(5)]);
    const [job] = await services.db.query(`SELECT apply_url, board_job_url FROM jobs`);
    expect(job).toEqual({ apply_url: 'https://board.example/jobs/5', board_job_url: 'https://board.example/jobs/5' });
  });

  it('gives each stored job its board’s credit and the link back to the posting there', async () => {
    await upsertPostings(services.db, remoteOk, [posting(8)]);
    const [{ id }] = await services.db.query(`SELECT id FROM jobs`);
    const { owner } = await createUser(services);
    const job = await services.jobs.getJob(owner, id);
    expect(job.source).toEqual({ name: 'Remote OK', url: 'https://remoteok.com', attribution: 'Source: Remote OK', jobUrl: 'https://board.example/jobs/8' });
  });

  it('stores a hostile description without scripts, handlers, javascript: links or iframes', async () => {
    const feed = JSON.stringify({
      jobs: [
        {
          id: 77,
          url: 'https://remotive.com/remote-jobs/software-dev/hostile-77',
          title: 'Platform Engineer',
          company_name: 'Harbor Lights',
          company_logo: '',
          category: 'Software Development',
          tags: ['go'],
          job_type: 'full_time',
          publication_date: '2026-10-30T10:00:00',
          candidate_required_location: 'Worldwide',
          salary: '',
          description:
            '<p onclick="steal()">Hello<script>alert(1)</script></p><img src=x onerror="alert(2)"><a href="javascript:alert(3)">apply</a>' +
            '<iframe src="https://evil.example"></iframe><a href="https://harbor.example">site</a>',
        },
      ],
    });
    const parsed = remotiveAdapter.parse(feed, { boardUrl: 'https://remotive.com', now: new Date('2026-11-01T00:00:00Z') });
    expect(parsed.postings).toHaveLength(1);
    await upsertPostings(services.db, remotive, parsed.postings);

    const [{ description }] = await services.db.query(`SELECT description FROM jobs`);
    expect(description).toContain('Hello');
    expect(description).toContain('https://harbor.example');
    expect(description).not.toMatch(/<script|alert\(1\)|onerror|onclick|javascript:|<iframe|evil\.example/i);
  });
});

describe('ingestPayload', () => {
  const context = { boardUrl: 'https://remotive.com', now: new Date('2026-11-01T00:00:00Z') };
  const catalogueVersion = async () => (await services.db.query(`SELECT last_value::text AS v FROM job_catalogue_version`))[0].v;

  it('stores a payload, then on the same payload normalizes nothing and writes nothing', async () => {
    const body = remotiveFeed(1200);
    const first = await ingestPayload(services.db, remotive, remotiveAdapter, body, context);
    expect(first).toMatchObject({ postings: 1200, created: 1200, unchanged: 0, skipped: 0 });

    const normalize = jest.spyOn(remotiveAdapter, 'normalize');
    const before = await catalogueVersion();
    const again = await ingestPayload(services.db, remotive, remotiveAdapter, body, context);
    expect(again).toMatchObject({ postings: 1200, created: 0, updated: 0, unchanged: 1200 });
    expect(normalize.mock.calls.every(([entries]) => entries.length === 0)).toBe(true);
    normalize.mockRestore();
    expect(await catalogueVersion()).toBe(before);
    expect(Number((await services.db.query(`SELECT count(*) FROM jobs`))[0].count)).toBe(1200);
  });

  it('updates only the postings the board changed', async () => {
    await ingestPayload(services.db, remotive, remotiveAdapter, remotiveFeed(10), context);
    const changed = JSON.parse(remotiveFeed(10));
    changed.jobs[3].title = 'Principal Engineer';
    const outcome = await ingestPayload(services.db, remotive, remotiveAdapter, JSON.stringify(changed), context);
    expect(outcome).toMatchObject({ created: 0, updated: 1, unchanged: 9 });
    const [job] = await services.db.query(`SELECT title FROM jobs WHERE external_id = $1`, [String(changed.jobs[3].id)]);
    expect(job.title).toBe('Principal Engineer');
  });

  it('stores a posting the board lists twice, in different batches, once and as its later entry', async () => {
    const feed = JSON.parse(remotiveFeed(600));
    // Batches hold 500 postings: the repeat is in the batch after the first listing, read while that one is being stored.
    feed.jobs.push({ ...feed.jobs[10], title: 'Staff Engineer (reposted)' });
    const outcome = await ingestPayload(services.db, remotive, remotiveAdapter, JSON.stringify(feed), context);
    expect(outcome).toMatchObject({ postings: 601, created: 600, unchanged: 1, skipped: 0 });
    const rows = await services.db.query(`SELECT title FROM jobs WHERE external_id = $1`, [String(feed.jobs[10].id)]);
    expect(rows).toEqual([{ title: 'Staff Engineer (reposted)' }]);
  });

  it('reports progress batch by batch, in order, up to every posting', async () => {
    const seen: number[] = [];
    await ingestPayload(services.db, remotive, remotiveAdapter, remotiveFeed(1200), context, (done, total) => {
      expect(total).toBe(1200);
      seen.push(done);
    });
    expect(seen).toEqual([500, 1000, 1200]);
  });

  it('stops at a batch the database refuses, keeping the batches before it and leaving nothing writing', async () => {
    // A category the database does not know fails the second batch's insert (foreign key).
    const normalize = remotiveAdapter.normalize.bind(remotiveAdapter);
    let calls = 0;
    const spy = jest.spyOn(remotiveAdapter, 'normalize').mockImplementation((entries, ctx) => {
      const result = normalize(entries, ctx);
      if (++calls === 2) for (const p of result.postings) p.category = 'Not a category' as never;
      return result;
    });
    try {
      await expect(ingestPayload(services.db, remotive, remotiveAdapter, remotiveFeed(1200), context)).rejects.toThrow();
    } finally {
      spy.mockRestore();
    }
    expect(calls).toBeLessThanOrEqual(3);
    const [{ count }] = await services.db.query(`SELECT count(*)::int AS count FROM jobs`);
    expect(count).toBe(500);
  });
});
