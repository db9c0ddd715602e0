import { randomUUID } from 'node:crypto';
import { sanitizeDescription } from '@remotehunt/services/ingestion/normalize/html';
import { createCompanyLogo, createJob } from '@remotehunt/services/test/factories';
import { jobPagePath, shortIdOf } from '@remotehunt/services/public-pages/job-url';
import { createTestGateway, type TestGateway } from '../../test/test-gateway';

/**
 * Public job pages (issue 21, item 1): server-rendered HTML with schema.org JobPosting for the
 * jobs of boards whose terms allow it, 410 once a job is no longer open, nothing for the others.
 */
let gw: TestGateway;
beforeAll(async () => {
  gw = await createTestGateway();
});
afterAll(() => gw.close());

const HOUR = 3_600_000;
const publicUrl = () => gw.services.config.publicUrl;

/** The page's JSON-LD, parsed: exactly one JobPosting script. */
function jobPostingOf(html: string): Record<string, unknown> {
  const scripts = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)];
  expect(scripts).toHaveLength(1);
  return JSON.parse(scripts[0][1]);
}

describe('a public job page', () => {
  it('is the job in HTML with the JobPosting search engines read: pay, where it can be done from, type, and the canonical address', async () => {
    const title = `Staff <script>alert(1)</script> Engineer ${randomUUID().slice(0, 6)}`;
    const { id, companyId } = await createJob(gw.services, {
      title,
      companyName: 'Página & Co',
      board: 'RemoteOK',
      category: 'programming',
      // As ingestion stores it: through the allow-list, which drops the script and the tracker.
      description: sanitizeDescription('<p>Build <strong>remote</strong> things.</p><img src="https://tracker.example/pixel.gif"><script>steal()</script>', {
        baseUrl: 'https://remoteok.com/',
      }),
      salary: { min: 120_000, max: 150_000, currency: 'USD', period: 'year' },
      eligibility: { anywhere: false, countries: ['CA', 'US'], timezones: null },
      jobType: 'Full-Time',
    });
    const logo = await createCompanyLogo(gw.services, companyId);
    const path = jobPagePath({ id, title, companyName: 'Página & Co' });
    expect(path).toMatch(new RegExp(`^/jobs/staff-script-alert-1-script-engineer-[a-z0-9]+-at-pagina-co-${shortIdOf(id)}$`));
    const res = await gw.request.get(path);
    expect(res.status).toBe(200);
    expect(res.type).toBe('text/html');
    // Everything from the posting is escaped, and the description is the one the allow-list let through.
    expect(res.text).not.toContain('<script>alert(1)');
    expect(res.text).toContain('Staff &lt;script&gt;alert(1)&lt;/script&gt; Engineer');
    expect(res.text).not.toContain('steal()');
    expect(res.text).not.toContain('tracker.example');
    expect(res.text).toContain('<p>Build <strong>remote</strong> things.</p>');
    const url = `${publicUrl()}${path}`;
    expect(res.text).toContain(`<link rel="canonical" href="${url}" />`);
    expect(res.text).toContain('<meta name="twitter:card" content="summary" />');
    expect(res.text).toContain('<meta property="og:title" content="Staff &lt;script&gt;alert(1)&lt;/script&gt; Engineer');
    expect(res.text).toMatch(/<a class="apply" href="https:\/\/example\.com\/apply" rel="nofollow noopener">Apply now<\/a>/);
    // The card's words for the seeker's first questions.
    for (const fact of ['Canada or US', '$120K–$150K a year', 'Full-Time']) expect(res.text).toContain(fact);

    const posting = jobPostingOf(res.text);
    expect(posting).toMatchObject({
      '@context': 'https://schema.org/',
      '@type': 'JobPosting',
      title,
      description: '<p>Build <strong>remote</strong> things.</p>',
      identifier: { '@type': 'PropertyValue', name: 'Página & Co', value: id },
      employmentType: ['FULL_TIME'],
      // Our own copy of the logo, by its whole address; never the board's.
      hiringOrganization: { '@type': 'Organization', name: 'Página & Co', sameAs: 'https://example.com', logo: `${publicUrl()}${logo}` },
      jobLocationType: 'TELECOMMUTE',
      applicantLocationRequirements: [
        { '@type': 'Country', name: 'CA' },
        { '@type': 'Country', name: 'US' },
      ],
      baseSalary: { '@type': 'MonetaryAmount', currency: 'USD', value: { '@type': 'QuantitativeValue', minValue: 120_000, maxValue: 150_000, unitText: 'YEAR' } },
      directApply: false,
      url,
    });
    expect(new Date(posting.datePosted as string).getTime()).toBeLessThanOrEqual(Date.now());
    expect(new Date(posting.validThrough as string).getTime()).toBeGreaterThan(Date.now());
    expect(res.text).toContain(`<img class="logo" src="${logo.replace('&', '&amp;')}" width="56" height="56" alt="" />`);
    expect(res.text).toContain(`<meta property="og:image" content="${publicUrl()}${logo}" />`);
  });

  it('shows a monogram drawn on the page for a company without our copy of its logo, and names no logo: links to it show our share card', async () => {
    const { id } = await createJob(gw.services, { title: 'Designer', companyName: 'ümlaut studio', companyImage: 'https://board.example/hotlinked.png' });
    const res = await gw.request.get(jobPagePath({ id, title: 'Designer', companyName: 'ümlaut studio' }));
    expect(res.text).toMatch(/<span class="logo mono" style="background:#[0-9a-f]{6}" aria-hidden="true">Ü<\/span>/);
    expect(res.text).not.toContain('board.example');
    expect(res.text).toContain(`<meta property="og:image" content="${publicUrl()}/og/remotehunt.png" />`);
    expect(jobPostingOf(res.text).hiringOrganization).not.toHaveProperty('logo');
  });

  it('says nothing it does not know: no salary, and no location requirement for a job open to anywhere', async () => {
    const { id } = await createJob(gw.services, { title: 'Support Lead', eligibility: { anywhere: true, countries: [], timezones: null }, salary: null, jobType: null });
    const posting = jobPostingOf((await gw.request.get(jobPagePath({ id, title: 'Support Lead', companyName: 'Acme Remote' }))).text);
    expect(posting).not.toHaveProperty('baseSalary');
    expect(posting).not.toHaveProperty('applicantLocationRequirements');
    expect(posting).not.toHaveProperty('employmentType');
    expect(posting.jobLocationType).toBe('TELECOMMUTE');
  });

  it('does not exist for a board whose terms keep its jobs off third-party sites (Remotive, Himalayas)', async () => {
    for (const board of ['Remotive', 'Himalayas']) {
      const { id } = await createJob(gw.services, { title: 'Product Designer', board });
      const res = await gw.request.get(jobPagePath({ id, title: 'Product Designer', companyName: 'Acme Remote' }));
      expect([board, res.status]).toEqual([board, 404]);
      expect(res.text).not.toContain('application/ld+json');
    }
  });

  it('answers 410 once the job is filled or has ended, with similar live jobs and no JobPosting', async () => {
    const similar = await createJob(gw.services, { title: 'Recent Data Analyst', category: 'data-entry', datePosted: new Date(Date.now() + HOUR) });
    const filled = await createJob(gw.services, { title: 'Filled Data Analyst', category: 'data-entry', filled: true });
    const ended = await createJob(gw.services, { title: 'Ended Data Analyst', category: 'data-entry', datePosted: new Date(Date.now() - 40 * 24 * HOUR), validThrough: new Date(Date.now() - HOUR) });
    for (const [job, title] of [
      [filled, 'Filled Data Analyst'],
      [ended, 'Ended Data Analyst'],
    ] as const) {
      const res = await gw.request.get(jobPagePath({ id: job.id, title, companyName: 'Acme Remote' }));
      expect(res.status).toBe(410);
      expect(res.text).toContain('This job is no longer open');
      expect(res.text).toContain('<meta name="robots" content="noindex" />');
      expect(res.text).not.toContain('application/ld+json');
      expect(res.text).toContain(`<a href="${jobPagePath({ id: similar.id, title: 'Recent Data Analyst', companyName: 'Acme Remote' })}">Recent Data Analyst</a>`);
    }
  });

  it('is gzipped for a browser that takes gzip, and the same page uncompressed for one that does not', async () => {
    const title = 'Compressed Page Engineer';
    const { id } = await createJob(gw.services, { title, description: `<p>${'Ship remote things. '.repeat(100)}</p>` });
    const path = jobPagePath({ id, title, companyName: 'Acme Remote' });
    const gzipped = await gw.request.get(path).set('accept-encoding', 'gzip, deflate, br');
    expect([gzipped.status, gzipped.headers['content-encoding'], gzipped.headers.vary]).toEqual([200, 'gzip', 'Accept-Encoding']);
    expect(Number(gzipped.headers['content-length'])).toBeLessThan(Buffer.byteLength(gzipped.text) / 2);
    const plain = await gw.request.get(path).set('accept-encoding', 'identity');
    expect([plain.status, plain.headers['content-encoding']]).toEqual([200, undefined]);
    expect(plain.text).toBe(gzipped.text);
  });

  it('sends an outdated slug to the current address, and answers 404 for an address that names no job', async () => {
    const { id } = await createJob(gw.services, { title: 'Backend Engineer' });
    const old = await gw.request.get(`/jobs/frontend-engineer-${shortIdOf(id)}`);
    expect(old.status).toBe(301);
    expect(old.headers.location).toBe(jobPagePath({ id, title: 'Backend Engineer', companyName: 'Acme Remote' }));
    for (const path of [`/jobs/no-such-job-${shortIdOf(randomUUID())}`, '/jobs/not-a-job', `/jobs/${'z'.repeat(22)}`, `/jobs/${'a-'.repeat(5000)}`, '/jobs/%E2%80%AE%00']) {
      const res = await gw.request.get(path);
      expect([path.slice(0, 40), res.status]).toEqual([path.slice(0, 40), 404]);
      expect(res.type).toBe('text/html');
    }
  });
});

describe('a category page', () => {
  it('lists the category’s newest live public jobs with their facts, how many it has, and the way into the app', async () => {
    const newest = await createJob(gw.services, {
      title: 'Newest <b>Legal</b> Counsel',
      category: 'legal',
      datePosted: new Date(Date.now() + 2 * HOUR),
      salary: { min: 90_000, max: 110_000, currency: 'EUR', period: 'year' },
    });
    const hidden = await createJob(gw.services, { title: 'Remotive Legal Counsel', category: 'legal', board: 'Remotive', datePosted: new Date(Date.now() + 3 * HOUR) });
    const filled = await createJob(gw.services, { title: 'Filled Legal Counsel', category: 'legal', filled: true, datePosted: new Date(Date.now() + 3 * HOUR) });
    const res = await gw.request.get('/remote-legal-jobs');
    expect(res.status).toBe(200);
    expect(res.type).toBe('text/html');
    expect(res.text).toContain('<h1>Remote Legal jobs</h1>');
    expect(res.text).toContain(`<link rel="canonical" href="${publicUrl()}/remote-legal-jobs" />`);
    // The first listed job is the newest, its title escaped and its pay in its own currency.
    const first = res.text.match(/<ul class="jobs"><li><a href="([^"]+)"><strong>([^<]*)<\/strong><\/a>/);
    expect(first?.slice(1)).toEqual([jobPagePath({ id: newest.id, title: 'Newest <b>Legal</b> Counsel', companyName: 'Acme Remote' }), 'Newest &lt;b&gt;Legal&lt;/b&gt; Counsel']);
    expect(res.text).toContain('€90K–€110K a year');
    for (const [job, title] of [
      [hidden, 'Remotive Legal Counsel'],
      [filled, 'Filled Legal Counsel'],
    ] as const)
      expect(res.text).not.toContain(jobPagePath({ id: job.id, title, companyName: 'Acme Remote' }));
    // The count is the category's live public jobs, as the database holds them.
    const [{ n }] = await gw.services.db.query(
      `SELECT count(*)::int AS n FROM jobs j JOIN job_boards b ON b.id = j.board_id
        WHERE j.category_slug = 'legal' AND NOT j.filled AND j.valid_through > now() AND j.expired_at IS NULL AND b.public_pages`,
    );
    const count = `${n.toLocaleString('en-US')} ${n === 1 ? 'job' : 'jobs'}`;
    expect(res.text).toContain(`<a href="/#/remote-jobs/legal">Filter all ${count} by board, tags, pay and where you can work from</a>`);
    // A visitor is invited to sign up, a member goes straight to the app's filters.
    expect(res.text).toContain(`<a class="apply" href="/#/signup">Sign up to filter all ${count}</a>`);
  });

  it('pages past its 50 newest jobs, each page canonical with its number, and refuses pages it does not have', async () => {
    const start = Date.now() - 100 * HOUR;
    for (let n = 1; n <= 53; n++) {
      await createJob(gw.services, { title: `Teacher ${String(n).padStart(2, '0')}`, category: 'teaching', datePosted: new Date(start - n * HOUR) });
    }
    const titles = (html: string) => [...html.matchAll(/<li><a href="\/jobs\/[^"]+"><strong>(Teacher \d+)<\/strong>/g)].map((m) => m[1]);
    const first = await gw.request.get('/remote-teaching-jobs');
    expect(titles(first.text)).toHaveLength(50);
    expect(first.text).toContain('<a href="/remote-teaching-jobs?page=2" rel="next">Next</a>');
    const second = await gw.request.get('/remote-teaching-jobs?page=2');
    expect(second.status).toBe(200);
    expect(titles(second.text)).toEqual(['Teacher 51', 'Teacher 52', 'Teacher 53']);
    expect(second.text).toContain(`<link rel="canonical" href="${publicUrl()}/remote-teaching-jobs?page=2" />`);
    expect(second.text).toContain('<a href="/remote-teaching-jobs" rel="prev">Previous</a>');
    expect((await gw.request.get('/remote-teaching-jobs?page=3')).status).toBe(404);
    for (const page of ['0', 'two', '21']) expect((await gw.request.get(`/remote-teaching-jobs?page=${page}`)).status).toBe(400);
  });

  it('answers 404 for a category that does not exist', async () => {
    for (const path of ['/remote-astronaut-jobs', `/remote-${'a'.repeat(61)}-jobs`]) {
      const res = await gw.request.get(path);
      expect([path.slice(0, 30), res.status]).toEqual([path.slice(0, 30), 404]);
    }
  });
});

describe("a job's public page in the API", () => {
  it('REST and GraphQL give each job its page’s path, null where its board keeps its jobs inside the app', async () => {
    const user = await gw.signUp();
    const open = await createJob(gw.services, { title: 'Shared Engineer', board: 'We Work Remotely' });
    const kept = await createJob(gw.services, { title: 'Kept Engineer', board: 'Himalayas' });
    for (const [job, title, want] of [
      [open, 'Shared Engineer', jobPagePath({ id: open.id, title: 'Shared Engineer', companyName: 'Acme Remote' })],
      [kept, 'Kept Engineer', null],
    ] as const) {
      const rest = await gw.request.get(`/api/v1/users/${user.userId}/remotejobs/${job.id}`).set('authorization', `Bearer ${user.token}`);
      expect([title, rest.status, rest.body.pagePath]).toEqual([title, 200, want]);
      const graphql = await gw.graphql(`query($id: ID!) { job(id: $id) { pagePath } }`, { id: job.id }, user.token);
      expect([title, graphql.body.errors, graphql.body.data?.job.pagePath]).toEqual([title, undefined, want]);
      if (want) expect((await gw.request.get(want)).status).toBe(200);
    }
  });
});
