import type { Services } from '../../app/services';
import { isWorldwide } from '../../jobs/job-rules';
import { resetDatabase } from '../../test/database';
import { createTestServices } from '../../test/services';
import { generateCatalogue } from '../catalogue-generator';
import { resetCatalogue, seedCatalogue, seedIfEmpty } from '../seed-catalogue';

const NOW = new Date('2026-03-01T12:00:00Z');
const SLOW = 180_000;

let services: Services;
beforeAll(async () => {
  services = await createTestServices();
});
beforeEach(async () => {
  await resetDatabase(services.db);
});
afterAll(async () => {
  await services.close();
});

async function count(table: 'jobs' | 'companies' | 'tags'): Promise<number> {
  const [{ n }] = await services.db.query(`SELECT count(*)::int AS n FROM ${table}`);
  return n;
}

/** Tags whose stored job_count differs from a recount over the jobs table. */
async function tagCountMismatches(): Promise<unknown[]> {
  return services.db.query(`
    SELECT coalesce(t.name, c.tag) AS tag, t.job_count, c.n
    FROM tags t FULL JOIN (SELECT tag, count(*)::int AS n FROM jobs, unnest(tags) AS tag GROUP BY tag) c ON c.tag = t.name
    WHERE t.job_count IS DISTINCT FROM c.n`);
}

describe('seedCatalogue', () => {
  it('inserts the generated catalogue as generated', async () => {
    const result = await seedCatalogue(services.db, { jobs: 500, seed: 5, now: NOW });
    const tagCount = await count('tags');
    expect(result).toEqual({ companies: 100, jobs: 500, tags: tagCount });
    expect([await count('jobs'), await count('companies')]).toEqual([500, 100]);

    const expected = generateCatalogue({ jobs: 500, seed: 5, now: NOW, boards: 8 });
    const boards: { id: string }[] = await services.db.query('SELECT id FROM job_boards ORDER BY id');
    const rows: Record<string, unknown>[] = await services.db.query(`
      SELECT j.external_id, j.board_id, j.title, j.company_name, j.company_image, j.category_slug, j.tags, j.description,
             j.apply_url, j.date_posted, j.valid_through, j.highlight, j.pin_till, j.job_type, j.regional_restriction,
             j.salary_min, j.salary_max, j.salary_currency, j.salary_period, j.location, j.seniority, c.normalized_name, c.hq, c.careers_page
      FROM jobs j JOIN companies c ON c.id = j.company_id
      ORDER BY j.external_id`);
    rows.forEach((row, i) => {
      const job = expected.jobs[i];
      const company = expected.companies[job.companyIndex];
      expect(row).toEqual({
        external_id: job.externalId,
        board_id: boards[job.boardIndex].id,
        title: job.title,
        company_name: job.companyName,
        company_image: null,
        category_slug: job.categorySlug,
        tags: job.tags,
        description: job.description,
        apply_url: job.applyUrl,
        date_posted: job.datePosted,
        valid_through: job.validThrough,
        highlight: job.highlight,
        pin_till: job.pinTill,
        job_type: job.jobType,
        regional_restriction: job.regionalRestriction,
        salary_min: job.salary?.min ?? null,
        salary_max: job.salary?.max ?? null,
        salary_currency: job.salary?.currency ?? null,
        salary_period: job.salary?.period ?? null,
        location: job.location,
        seniority: job.seniority,
        normalized_name: company.normalizedName,
        hq: company.hq,
        careers_page: company.careersPage,
      });
    });
  });

  it('keeps the rules the job views rely on', async () => {
    await seedCatalogue(services.db, { jobs: 1000, seed: 6 });
    const [stats] = await services.db.query(`
      SELECT
        count(*) FILTER (WHERE category_slug NOT IN (SELECT slug FROM job_categories))::int AS off_list,
        count(*) FILTER (WHERE valid_through <> date_posted + interval '30 days')::int AS wrong_validity,
        count(*) FILTER (WHERE valid_through <= now())::int AS expired,
        count(*) FILTER (WHERE valid_through > now())::int AS live,
        count(*) FILTER (WHERE pin_till > now() AND highlight)::int AS pinned,
        count(*) FILTER (WHERE pin_till IS NOT NULL OR highlight)::int AS pinned_or_highlighted,
        count(DISTINCT board_id)::int AS boards,
        count(DISTINCT category_slug)::int AS categories
      FROM jobs`);
    expect(stats).toMatchObject({ off_list: 0, wrong_validity: 0, pinned: 10, pinned_or_highlighted: 10, boards: 8, categories: 22 });
    expect(stats.expired).toBeGreaterThan(200);
    expect(stats.live).toBeGreaterThan(500);

    const flags: { tags: string[]; worldwide: boolean }[] = await services.db.query('SELECT tags, worldwide FROM jobs');
    expect(flags.filter((j) => j.worldwide !== isWorldwide(j.tags))).toEqual([]);
    expect(flags.some((j) => j.worldwide)).toBe(true);
    expect(await tagCountMismatches()).toEqual([]);

    // Where a job can be done from and its pay, as `npm start` shows them on cards.
    const [facts] = await services.db.query(`
      SELECT
        count(*) FILTER (WHERE eligible_anywhere)::int AS anywhere,
        count(*) FILTER (WHERE 'US' = ANY(eligible_countries))::int AS open_to_us,
        count(*) FILTER (WHERE 'DE' = ANY(eligible_countries))::int AS open_to_de,
        count(*) FILTER (WHERE utc_min IS NOT NULL)::int AS with_hours,
        count(*) FILTER (WHERE NOT eligible_anywhere AND eligible_countries = '{}' AND utc_min IS NULL)::int AS unknown,
        count(*) FILTER (WHERE salary_min IS NOT NULL)::int AS paid,
        count(*) FILTER (WHERE salary_annual_usd_min IS NOT NULL)::int AS with_annual_usd,
        count(*) FILTER (WHERE salary_period = 'hour')::int AS hourly,
        count(DISTINCT salary_currency)::int AS currencies,
        count(*) FILTER (WHERE seniority IS NOT NULL)::int AS with_seniority
      FROM jobs`);
    for (const kind of ['anywhere', 'open_to_us', 'open_to_de', 'with_hours', 'unknown', 'hourly', 'with_seniority']) expect(facts[kind]).toBeGreaterThan(0);
    expect(facts.paid).toBeGreaterThan(300);
    expect(facts.with_annual_usd).toBe(facts.paid);
    expect(facts.currencies).toBeGreaterThanOrEqual(4);
  });

  it('adds nothing for a seed already seeded, and counts tags across seeds', async () => {
    const first = await seedCatalogue(services.db, { jobs: 300, seed: 7, now: NOW });
    expect(await seedCatalogue(services.db, { jobs: 300, seed: 7, now: NOW })).toEqual({ companies: 0, jobs: 0, tags: 0 });
    expect(await count('jobs')).toBe(300);

    const second = await seedCatalogue(services.db, { jobs: 300, seed: 8, now: NOW });
    expect(second.jobs).toBe(300);
    expect(await count('jobs')).toBe(600);
    expect(await count('companies')).toBe(first.companies + second.companies);
    // Companies the second seed shares by name with the first are reused, not duplicated.
    const [{ orphans }] = await services.db.query(
      `SELECT count(*)::int AS orphans FROM companies c WHERE NOT EXISTS (SELECT 1 FROM jobs j WHERE j.company_id = c.id)`,
    );
    expect(orphans).toBe(0);
    expect(await tagCountMismatches()).toEqual([]);
  });

  it(
    'seeds 5,000 jobs side by side on two connections, with the same result as one',
    async () => {
      const result = await seedCatalogue(services.db, { jobs: 5000, seed: 9, now: NOW, parallel: 2 });
      expect(result).toEqual({ companies: 1000, jobs: 5000, tags: await count('tags') });
      expect(await tagCountMismatches()).toEqual([]);
      const sideBySide = await services.db.query('SELECT external_id, title, tags FROM jobs ORDER BY external_id');

      await resetDatabase(services.db);
      expect(await seedCatalogue(services.db, { jobs: 5000, seed: 9, now: NOW })).toEqual(result);
      expect(await services.db.query('SELECT external_id, title, tags FROM jobs ORDER BY external_id')).toEqual(sideBySide);
    },
    SLOW,
  );

  it('leaves nothing behind when an insert fails, on one connection or several', async () => {
    await services.db.query(`
      CREATE FUNCTION seed_test_fail() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'refused by test trigger'; END $$`);
    await services.db.query(`
      CREATE TRIGGER seed_test_fail BEFORE INSERT ON jobs FOR EACH ROW
      WHEN (NEW.external_id = 'seed10-0002500') EXECUTE FUNCTION seed_test_fail()`);
    try {
      for (const parallel of [1, 2, 3]) {
        await expect(seedCatalogue(services.db, { jobs: 3000, seed: 10, now: NOW, parallel })).rejects.toThrow(
          'refused by test trigger',
        );
        expect([await count('jobs'), await count('companies'), await count('tags')]).toEqual([0, 0, 0]);
      }
    } finally {
      await services.db.query('DROP TRIGGER seed_test_fail ON jobs');
      await services.db.query('DROP FUNCTION seed_test_fail()');
    }
  }, SLOW);

  it('needs at least 7 job boards', async () => {
    // TypeORM answers a DELETE with [rows, count].
    const [removed]: [Record<string, unknown>[], number] = await services.db.query(
      'DELETE FROM job_boards WHERE id IN (SELECT id FROM job_boards WHERE listed ORDER BY id DESC LIMIT 2) RETURNING *',
    );
    try {
      await expect(seedCatalogue(services.db, { jobs: 10 })).rejects.toThrow(
        'Seeding needs at least 7 job boards but job_boards has 6; run the migrations first',
      );
      expect(await count('companies')).toBe(0);
    } finally {
      // Every column back as it was, whatever columns job_boards has by now.
      await services.db.query(`INSERT INTO job_boards SELECT * FROM jsonb_populate_recordset(NULL::job_boards, $1::jsonb)`, [JSON.stringify(removed)]);
    }
  });
});

describe('seedIfEmpty', () => {
  it('seeds the starter catalogue once, then leaves the jobs alone', async () => {
    const first = await seedIfEmpty(services.db);
    expect(first).toMatchObject({ companies: 100, jobs: 500 });
    expect(await seedIfEmpty(services.db)).toBeNull();
    expect(await seedIfEmpty(services.db, { jobs: 50, seed: 99 })).toBeNull();
    expect([await count('jobs'), await count('companies')]).toEqual([500, 100]);
  });

  it('seeds one at a time when processes start together', async () => {
    const results = await Promise.all([seedIfEmpty(services.db), seedIfEmpty(services.db), seedIfEmpty(services.db)]);
    expect(results.filter((r) => r !== null)).toHaveLength(1);
    expect(await count('jobs')).toBe(500);
  });
});

it('resetCatalogue deletes jobs, companies and tags', async () => {
  await seedCatalogue(services.db, { jobs: 200 });
  const tags = await count('tags');
  expect(await resetCatalogue(services.db)).toEqual({ jobs: 200, companies: 40, tags });
  expect([await count('jobs'), await count('companies'), await count('tags')]).toEqual([0, 0, 0]);
});
