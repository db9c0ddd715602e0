import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createJob } from '@remotehunt/services/test/factories';
import { jobPagePath } from '@remotehunt/services/public-pages/job-url';
import { bearer, createTestGateway, type TestGateway, type TestUser } from '../../test/test-gateway';

// Issue 47, item 2: a pasted link read into a prefilled job, over REST and GraphQL, from a local
// site that stands for the web (pages, an applicant tracking system's API, redirects, failures).

const JOB_PAGE = `<!doctype html><html><head><title>Senior Go Engineer at Umbrella | Umbrella Careers</title>
<link rel="canonical" href="/careers/senior-go-engineer">
<script type="application/ld+json">{"@context":"https://schema.org","@type":"JobPosting","title":"Senior Go Engineer",
"hiringOrganization":{"@type":"Organization","name":"Umbrella"},"jobLocationType":"TELECOMMUTE",
"applicantLocationRequirements":{"@type":"Country","name":"Germany"},"employmentType":"FULL_TIME",
"baseSalary":{"@type":"MonetaryAmount","currency":"EUR","value":{"@type":"QuantitativeValue","minValue":80000,"maxValue":95000,"unitText":"YEAR"}},
"description":"<p>Write Go.</p>","datePosted":"2026-11-20"}</script></head><body><h1>Senior Go Engineer</h1></body></html>`;
const NOT_A_JOB = `<!doctype html><html><head><title>Our engineering blog</title><meta property="og:title" content="Why we love Postgres"></head><body></body></html>`;
const GREENHOUSE_ANSWER = {
  id: 4012345,
  title: 'Staff Data Engineer',
  company_name: 'Hooli',
  location: { name: 'Remote - US' },
  absolute_url: 'https://boards.greenhouse.io/hooli/jobs/4012345',
  content: '&lt;p&gt;Build pipelines.&lt;/p&gt;',
  updated_at: '2026-11-21T10:00:00-05:00',
};

let site: http.Server;
let siteUrl: string;
const hits = new Map<string, number>();
let gw: TestGateway;

beforeAll(async () => {
  site = http.createServer((req, res) => {
    const path = req.url ?? '/';
    hits.set(path, (hits.get(path) ?? 0) + 1);
    if (path.startsWith('/job')) return void res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(JOB_PAGE);
    if (path === '/blog') return void res.writeHead(200, { 'content-type': 'text/html' }).end(NOT_A_JOB);
    if (path === '/moved') return void res.writeHead(301, { location: '/job-after-redirect' }).end();
    if (path === '/loop') return void res.writeHead(302, { location: '/loop' }).end();
    if (path === '/huge') return void res.writeHead(200, { 'content-type': 'text/html' }).end(`<html><title>x</title>${'<p>padding</p>'.repeat(300_000)}</html>`);
    if (path === '/v1/boards/hooli/jobs/4012345?pay_transparency=true') return void res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(GREENHOUSE_ANSWER));
    res.writeHead(404, { 'content-type': 'text/html' }).end('<title>Not found</title>');
  });
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  siteUrl = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
  gw = await createTestGateway({
    INGESTION_ALLOW_PRIVATE_ADDRESSES: 'true',
    JOB_LINK_ATS_API_BASES: JSON.stringify({ greenhouse: siteUrl }),
    JOB_LINK_MAX_BYTES: String(1024 * 1024),
    RATE_LIMIT_LINK_PREVIEWS_PER_HOUR: '8',
  });
});
afterAll(async () => {
  await gw.close();
  await new Promise((resolve) => site.close(resolve));
});

type Transport = 'REST' | 'GraphQL';
interface PreviewBody {
  message?: string;
  url?: string;
  matchedJobId?: string | null;
  alreadyTracked?: Record<string, unknown> | null;
  job?: Record<string, unknown>;
}
type Answer = { status: number; body: PreviewBody };

async function preview(via: Transport, user: TestUser, url: string): Promise<Answer> {
  if (via === 'REST') {
    const res = await gw.request.post(`/api/v1/users/${user.userId}/job_links/preview`).set(bearer(user)).send({ url });
    return { status: res.status, body: res.body };
  }
  const res = await gw.graphql(
    `query ($url: String!) { previewJobLink(url: $url) {
       url matchedJobId alreadyTracked { appliedJobId saved appliedAt shortlistedJobId }
       job { jobTitle companyName location description salary employmentType applyUrl canonicalUrl datePosted source isJobPage } } }`,
    { url },
    user.token,
  );
  const error = res.body.errors?.[0];
  return error ? { status: error.extensions.status, body: { message: error.message } } : { status: 200, body: res.body.data.previewJobLink };
}

describe.each<Transport>(['REST', 'GraphQL'])('over %s', (via) => {
  let user: TestUser;
  beforeEach(async () => {
    user = await gw.signUp();
  });

  it('reads a job page’s JobPosting into the form’s fields, following a redirect', async () => {
    const answer = await preview(via, user, `${siteUrl}/moved`);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      url: `${siteUrl}/moved`,
      matchedJobId: null,
      alreadyTracked: null,
      job: {
        jobTitle: 'Senior Go Engineer',
        companyName: 'Umbrella',
        location: expect.stringContaining('Remote'),
        employmentType: 'full-time',
        salary: expect.stringMatching(/80,?000/),
        description: expect.stringContaining('Write Go.'),
        canonicalUrl: `${siteUrl}/careers/senior-go-engineer`,
        isJobPage: true,
      },
    });
  });

  it('reads a Greenhouse link from its public API, without fetching the page', async () => {
    const answer = await preview(via, user, 'https://boards.greenhouse.io/hooli/jobs/4012345');
    expect(answer.status).toBe(200);
    expect(answer.body.job).toMatchObject({ jobTitle: 'Staff Data Engineer', location: 'Remote - US', description: expect.stringContaining('Build pipelines.'), isJobPage: true });
  });

  it('gives a page that is not a job its title and link, so the form can still be filled', async () => {
    const answer = await preview(via, user, `${siteUrl}/blog`);
    expect(answer.status).toBe(200);
    expect(answer.body.job).toMatchObject({ isJobPage: false, jobTitle: expect.stringMatching(/Postgres|engineering blog/) });
  });

  it.each([
    ['a page that does not exist', '/gone', /^url: the site says this page does not exist \(404\)/],
    ['a redirect loop', '/loop', /^url: the page redirects too many times/],
    ['a page over the size cap', '/huge', /^url: the page is too large to read/],
  ])('answers %s with a 400 saying why', async (_case, path, message) => {
    const answer = await preview(via, user, `${siteUrl}${path}`);
    expect(answer.status).toBe(400);
    expect(answer.body.message).toMatch(message);
  });

  it.each([
    ['nothing', '', /^url: please paste the job’s address$/],
    ['a script address', 'javascript:alert(1)', /^url: please paste a web address/],
    ['a NUL', `${'https://example.com/'}\u0000`, /url/],
  ])('refuses %s as the address', async (_case, url, message) => {
    const answer = await preview(via, user, url);
    expect(answer.status).toBe(400);
    expect(answer.body.message).toMatch(message);
  });

  it('names the RemoteHunt job a link is, from its apply address or its public page, and what the user already has of it', async () => {
    const job = await createJob(gw.services, { title: 'Catalogue Role', companyName: 'Initech' });
    await gw.services.db.query(`UPDATE jobs SET apply_url = $2 WHERE id = $1`, [job.id, `${siteUrl}/job-in-catalogue`]);
    const byApplyUrl = await preview(via, user, `${siteUrl}/job-in-catalogue/`);
    expect(byApplyUrl.body).toMatchObject({ matchedJobId: job.id, alreadyTracked: null });

    const publicPage = `${gw.services.config.publicUrl}${jobPagePath({ id: job.id, title: 'Catalogue Role', companyName: 'Initech' })}`;
    await gw.request.post(`/api/v1/users/${user.userId}/applied_jobs`).set(bearer(user)).send({ jobId: job.id }).expect(201);
    const byPage = await preview(via, user, publicPage);
    expect(byPage.body).toMatchObject({ matchedJobId: job.id, job: { jobTitle: 'Catalogue Role', companyName: 'Initech' } });
    expect(byPage.body.alreadyTracked).toMatchObject({ saved: false, appliedAt: expect.any(String) });
  });

  it('says when the link is a job the user tracks already', async () => {
    const url = `${siteUrl}/job-tracked-${via}`;
    const tracked = await gw.request
      .post(`/api/v1/users/${user.userId}/applied_jobs`)
      .set(bearer(user))
      .send({ job: { jobTitle: 'Senior Go Engineer', companyName: 'Umbrella', applyUrl: url }, saved: true });
    const answer = await preview(via, user, `${url}?utm_source=newsletter`);
    expect(answer.body.alreadyTracked).toEqual({ appliedJobId: tracked.body._id, saved: true, appliedAt: null, shortlistedJobId: null });
  });
});

describe('fetching other sites', () => {
  it('fetches a page once for a double click and for whoever reads it again within minutes', async () => {
    const [a, b] = [await gw.signUp(), await gw.signUp()];
    const path = '/job-double-click';
    const answers = await Promise.all([preview('REST', a, `${siteUrl}${path}`), preview('GraphQL', a, `${siteUrl}${path}`), preview('REST', b, `${siteUrl}${path}`)]);
    expect(answers.map((x) => x.status)).toEqual([200, 200, 200]);
    expect(hits.get(path)).toBe(1);
  });

  it('has a budget per user, shared by both transports; pages read from the cache do not spend it', async () => {
    const user = await gw.signUp();
    for (let i = 0; i < 8; i++) expect((await preview(i % 2 ? 'GraphQL' : 'REST', user, `${siteUrl}/job-budget-${i}`)).status).toBe(200);
    const refused = await preview('REST', user, `${siteUrl}/job-budget-8`);
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(/^Too many links were read for this account/);
    expect((await preview('GraphQL', user, `${siteUrl}/job-budget-9`)).status).toBe(429);
    expect(hits.get('/job-budget-8')).toBeUndefined();
    // Already read: answered from the cache.
    expect((await preview('GraphQL', user, `${siteUrl}/job-budget-3`)).status).toBe(200);
  });

  it('has a budget per network address too, across the users behind it', async () => {
    // Its own counters: the other tests here read links from this address too.
    const shared = await createTestGateway({ INGESTION_ALLOW_PRIVATE_ADDRESSES: 'true', RATE_LIMIT_LINK_PREVIEWS_PER_IP_PER_HOUR: '3', REDIS_PREFIX: `${process.env.REDIS_PREFIX}network-budget:` });
    try {
      const [a, b] = [await shared.signUp(), await shared.signUp()];
      const ask = (user: TestUser, n: number) => shared.request.post(`/api/v1/users/${user.userId}/job_links/preview`).set(bearer(user)).send({ url: `${siteUrl}/job-network-${n}` });
      expect([(await ask(a, 1)).status, (await ask(b, 2)).status, (await ask(a, 3)).status]).toEqual([200, 200, 200]);
      const refused = await ask(b, 4);
      expect(refused.status).toBe(429);
      expect(refused.body.message).toMatch(/^Too many links were read from this network/);
      expect(hits.get('/job-network-4')).toBeUndefined();
    } finally {
      await shared.close();
    }
  });

  it('never reads a private address unless INGESTION_ALLOW_PRIVATE_ADDRESSES allows it', async () => {
    const strict = await createTestGateway({ INGESTION_ALLOW_PRIVATE_ADDRESSES: 'false' });
    try {
      const user = await strict.signUp();
      for (const url of [`${siteUrl}/job-private`, 'http://localhost/admin', 'http://[::1]/', 'http://169.254.169.254/latest/meta-data/']) {
        const res = await strict.request.post(`/api/v1/users/${user.userId}/job_links/preview`).set(bearer(user)).send({ url });
        expect({ url, status: res.status, message: res.body.message }).toEqual({ url, status: 400, message: expect.stringMatching(/^url: that address is on a private network/) });
      }
      expect(hits.get('/job-private')).toBeUndefined();
    } finally {
      await strict.close();
    }
  });

  it("answers someone else's userId with 403", async () => {
    const [user, other] = [await gw.signUp(), await gw.signUp()];
    const res = await gw.request.post(`/api/v1/users/${other.userId}/job_links/preview`).set(bearer(user)).send({ url: `${siteUrl}/job` });
    expect(res.status).toBe(403);
  });
});
