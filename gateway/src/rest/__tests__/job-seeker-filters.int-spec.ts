import { randomUUID } from 'node:crypto';
import { createJob } from '@remotehunt/services/test/factories';
import { bearer, createTestGateway, type TestGateway, type TestUser } from '../../test/test-gateway';

/**
 * Issue #19's list filters and sort, and hidden companies, over both transports: every case asks
 * REST (`POST …/remotejobs/filter`) and GraphQL (`jobs(filter)`) and expects the same titles.
 */
let gw: TestGateway;
let user: TestUser;

beforeAll(async () => {
  // The request's country comes from a trusted CDN header, as pricing's does.
  gw = await createTestGateway({ GEO_COUNTRY_HEADER: 'cf-ipcountry' });
});
afterAll(() => gw.close());
beforeEach(async () => {
  await gw.services.db.query(`TRUNCATE jobs, companies, tags, shortlisted_jobs, applied_jobs, job_visits CASCADE`);
  user = await gw.signUp();
});

type Filter = Record<string, unknown>;

/** The list's titles in order and its total, over REST; `headers` as the browser sends them. */
async function restList(filter: Filter, as: TestUser = user, headers: Record<string, string> = {}) {
  const res = await gw.request.post(`/api/v1/users/${as.userId}/remotejobs/filter?limit=50`).set(bearer(as)).set(headers).send(filter);
  expect(res.status).toBe(200);
  return { titles: res.body.data.map((j: { jobTitle: string }) => j.jobTitle), total: res.body.total };
}

async function graphqlList(filter: Filter, as: TestUser = user, headers: Record<string, string> = {}) {
  const res = await gw.request
    .post('/graphql')
    .set('content-type', 'application/json')
    .set(bearer(as))
    .set(headers)
    .send({ query: `query ($filter: JobFilterInput) { jobs(filter: $filter, limit: 50) { data { jobTitle } total } }`, variables: { filter } });
  expect(res.body.errors).toBeUndefined();
  return { titles: res.body.data.jobs.data.map((j: { jobTitle: string }) => j.jobTitle), total: res.body.data.jobs.total };
}

/** The same list over both transports: the titles (sorted unless `ordered`). */
async function titles(filter: Filter, { ordered = false, as = user, headers = {} as Record<string, string> } = {}): Promise<string[]> {
  const [rest, graphql] = [await restList(filter, as, headers), await graphqlList(filter, as, headers)];
  expect(graphql).toEqual(rest);
  expect(rest.total).toBe(rest.titles.length);
  return ordered ? rest.titles : [...rest.titles].sort();
}

/** The same refusal over both transports: REST's 400 message, GraphQL's error message. */
async function refused(filter: Filter): Promise<string> {
  const rest = await gw.request.post(`/api/v1/users/${user.userId}/remotejobs/filter`).set(bearer(user)).send(filter);
  expect(rest.status).toBe(400);
  const graphql = await gw.graphql(`query ($filter: JobFilterInput) { jobs(filter: $filter) { total } }`, { filter }, user.token);
  expect(graphql.body.errors?.[0]?.message).toBe(rest.body.message);
  return rest.body.message;
}

const setPlace = (place: Filter, as: TestUser = user) => gw.request.put(`/api/v1/users/${as.userId}`).set(bearer(as)).send(place).expect(200);

async function placedJobs() {
  await createJob(gw.services, { title: 'US only', location: 'USA Only' });
  await createJob(gw.services, { title: 'Europe', location: 'Europe' });
  await createJob(gw.services, { title: 'Anywhere', location: 'Anywhere in the World' });
  await createJob(gw.services, { title: 'Unsaid', location: 'Remote' });
  await createJob(gw.services, { title: 'US hours', location: 'Remote (UTC-8 to UTC-5)' });
}

describe('jobs I can take from my country', () => {
  it('is off until the user sets a country, then on by default: refused jobs go, unknown ones stay', async () => {
    await placedJobs();
    const everything = ['Anywhere', 'Europe', 'US hours', 'US only', 'Unsaid'];
    expect(await titles({})).toEqual(everything);
    await setPlace({ country: 'DE' });
    expect(await titles({})).toEqual(['Anywhere', 'Europe', 'Unsaid']);
    expect(await titles({ eligibility: 'confirmed' })).toEqual(['Anywhere', 'Europe']);
    expect(await titles({ eligibility: 'any' })).toEqual(everything);
    // Another country asked for in the filter.
    expect(await titles({ eligibility: 'confirmed', country: 'us' })).toEqual(['Anywhere', 'US hours', 'US only']);
  });

  it('judges the hours of a job by the user’s own time zone', async () => {
    await placedJobs();
    await setPlace({ country: 'US', timezone: 'America/New_York' });
    expect(await titles({ eligibility: 'confirmed' })).toEqual(['Anywhere', 'US hours', 'US only']);
    await setPlace({ timezone: 'Pacific/Honolulu' });
    expect(await titles({ eligibility: 'confirmed' })).toEqual(['Anywhere', 'US only']);
  });

  it('looks from the request’s country when the user has not said theirs', async () => {
    await placedJobs();
    expect(await titles({ eligibility: 'confirmed' }, { headers: { 'cf-ipcountry': 'DE' } })).toEqual(['Anywhere', 'Europe']);
    expect(await titles({ eligibility: 'confirmed' }, { headers: { 'cf-ipcountry': 'US' } })).toEqual(['Anywhere', 'US hours', 'US only']);
  });

  it('refuses an unknown filter or country with the field named', async () => {
    expect(await refused({ eligibility: 'everywhere' })).toBe('eligibility must be one of any, open, confirmed');
    expect(await refused({ eligibility: 'open', country: 'Germany' })).toBe('country must be an ISO 3166-1 alpha-2 code');
  });
});

describe('what a job pays', () => {
  beforeEach(async () => {
    await createJob(gw.services, { title: 'No pay' });
    await createJob(gw.services, { title: '$120k-150k', salary: { min: 120_000, max: 150_000, currency: 'USD', period: 'year' } });
    await createJob(gw.services, { title: '€60k-75k', salary: { min: 60_000, max: 75_000, currency: 'EUR', period: 'year' } });
    await createJob(gw.services, { title: '$50 an hour', salary: { min: 50, max: null, currency: 'USD', period: 'hour' } });
    await createJob(gw.services, { title: '$40k', salary: { min: 40_000, max: null, currency: 'USD', period: 'year' } });
  });

  it('keeps jobs whose range reaches a minimum annual pay, in USD or another rated currency', async () => {
    // $50 an hour is $104,000 a year; €75,000 is about $85,000 at the seeded rate.
    expect(await titles({ minPay: 100_000 })).toEqual(['$120k-150k', '$50 an hour']);
    expect(await titles({ minPay: 80_000 })).toEqual(['$120k-150k', '$50 an hour', '€60k-75k']);
    expect(await titles({ minPay: 80_000, payCurrency: 'eur' })).toEqual(['$120k-150k', '$50 an hour']);
    expect(await refused({ minPay: 80_000, payCurrency: 'XYZ' })).toBe('payCurrency: there is no exchange rate for XYZ');
    expect(await refused({ minPay: -1 })).toBe('minPay must be 0 or more');
    // GraphQL's Int refuses a fraction before the service sees it; REST gets the service's word.
    const fraction = await gw.request.post(`/api/v1/users/${user.userId}/remotejobs/filter`).set(bearer(user)).send({ minPay: 1.5 });
    expect([fraction.status, fraction.body.message]).toEqual([400, 'minPay must be a whole number']);
  });

  it('hides jobs without pay, and sorts by pay with the unpaid last', async () => {
    expect(await titles({ withPayOnly: true })).toEqual(['$120k-150k', '$40k', '$50 an hour', '€60k-75k']);
    expect(await titles({ sort: 'pay' }, { ordered: true })).toEqual(['$120k-150k', '$50 an hour', '€60k-75k', '$40k', 'No pay']);
    expect(await refused({ sort: 'salary' })).toBe('sort must be one of date, pay');
  });
});

describe('what kind of job', () => {
  it('filters by employment type and seniority, any of each', async () => {
    await createJob(gw.services, { title: 'Senior contract', jobType: 'Contract', seniority: 'senior' });
    await createJob(gw.services, { title: 'Junior full-time', jobType: 'Full-Time', seniority: 'junior' });
    await createJob(gw.services, { title: 'Lead full-time', jobType: 'Full-Time', seniority: 'lead' });
    await createJob(gw.services, { title: 'Unsaid' });
    expect(await titles({ jobTypes: ['full-time'] })).toEqual(['Junior full-time', 'Lead full-time']);
    expect(await titles({ jobTypes: ['Full-Time', 'Contract'], seniorities: ['senior', 'lead'] })).toEqual(['Lead full-time', 'Senior contract']);
    expect(await refused({ jobTypes: ['gig'] })).toBe('jobTypes must be a list of Full-Time, Part-Time, Contract, Freelance, Internship, Temporary, Volunteer');
    expect(await refused({ seniorities: ['ninja'] })).toBe('seniorities must be a list of intern, junior, mid, senior, lead, principal, manager, director');
  });
});

describe('also on', () => {
  it('the board filter finds a job on the board that lists it as a second source', async () => {
    const { id } = await createJob(gw.services, { title: 'First on Remotive', board: 'Remotive' });
    await createJob(gw.services, { title: 'Only Remote OK', board: 'Remote OK' });
    await createJob(gw.services, { title: 'Only Remotive', board: 'Remotive' });
    const [remoteOk] = await gw.services.db.query(`SELECT id FROM job_boards WHERE name = 'Remote OK'`);
    await gw.services.db.query(
      `INSERT INTO job_sources (board_id, external_id, job_id, board_job_url, apply_url, content_hash) VALUES ($1, $2, $3, 'https://remoteok.com/x', 'https://example.com/apply', 'h')`,
      [remoteOk.id, randomUUID(), id],
    );
    expect(await titles({ sources: ['Remote OK'] })).toEqual(['First on Remotive', 'Only Remote OK']);
    // Its board's count in the panel holds it too.
    const facets = await gw.request.post(`/api/v1/users/${user.userId}/remotejobs/facets`).set(bearer(user)).send({});
    expect(facets.body.boards.find((b: { value: string }) => b.value === 'Remote OK').count).toBe(2);
    // Gone from the second board's feed: the board no longer finds it.
    await gw.services.db.query(`DELETE FROM job_sources WHERE job_id = $1`, [id]);
    expect(await titles({ sources: ['Remote OK'] })).toEqual(['Only Remote OK']);
  });
});

describe('one name per board (issue 23, item 10)', () => {
  it('lists the board as "Remote OK" and credits it so on its cards; our own postings say "Source: RemoteHunt"', async () => {
    await createJob(gw.services, { title: 'On the board', board: 'Remote OK' });
    await createJob(gw.services, { title: 'Posted here', board: 'RemoteHunt' });
    const rest = await gw.request.post(`/api/v1/users/${user.userId}/remotejobs/filter?limit=50`).set(bearer(user)).send({});
    const graphql = await gw.graphql(`{ jobs(limit: 50) { data { jobTitle source { name attribution } } } }`, {}, user.token);
    const credits = (jobs: { jobTitle: string; source: { name: string; attribution: string } }[]) =>
      Object.fromEntries(jobs.map((j) => [j.jobTitle, [j.source.name, j.source.attribution]]));
    const expected = { 'On the board': ['Remote OK', 'Source: Remote OK'], 'Posted here': ['RemoteHunt', 'Source: RemoteHunt'] };
    expect(credits(rest.body.data)).toEqual(expected);
    expect(credits(graphql.body.data.jobs.data)).toEqual(expected);
    const facets = await gw.request.post(`/api/v1/users/${user.userId}/remotejobs/facets`).set(bearer(user)).send({});
    expect(facets.body.boards.map((b: { value: string }) => b.value)).toContain('Remote OK');
    expect(facets.body.boards.map((b: { value: string }) => b.value)).not.toContain('RemoteOK');
  });

  it('still finds the board by the spelling stored filters, old links and REST callers use', async () => {
    await createJob(gw.services, { title: 'On the board', board: 'Remote OK' });
    await createJob(gw.services, { title: 'Elsewhere', board: 'Remotive' });
    for (const spelling of ['Remote OK', 'RemoteOK', 'remoteok', ' remote  ok ']) {
      expect(await titles({ sources: [spelling] })).toEqual(['On the board']);
    }
    expect(await titles({ sources: ['Remote'] })).toEqual([]);
  });
});

describe('hidden companies', () => {
  beforeEach(async () => {
    await createJob(gw.services, { title: 'Agency job 1', companyName: 'Spammy Agency' });
    await createJob(gw.services, { title: 'Agency job 2', companyName: 'Spammy Agency' });
    await createJob(gw.services, { title: 'Real job', companyName: 'Real Co' });
  });

  it('hides a company’s jobs from my lists and counts only, over REST and GraphQL, until I unhide it', async () => {
    const other = await gw.signUp();
    const hidden = await gw.request.post(`/api/v1/users/${user.userId}/hidden_companies`).set(bearer(user)).send({ companyName: 'spammy agency' });
    expect(hidden.status).toBe(201);
    expect(hidden.body).toMatchObject({ name: 'Spammy Agency' });
    expect(await titles({})).toEqual(['Real job']);
    const facets = await gw.request.post(`/api/v1/users/${user.userId}/remotejobs/facets`).set(bearer(user)).send({});
    expect(facets.body.categories.find((c: { value: string }) => c.value === 'Programming').count).toBe(1);
    // Another user's lists are theirs.
    expect(await titles({}, { as: other })).toEqual(['Agency job 1', 'Agency job 2', 'Real job']);
    // Listed in Account Settings over both transports.
    const rest = await gw.request.get(`/api/v1/users/${user.userId}/hidden_companies`).set(bearer(user));
    const graphql = await gw.graphql(`{ hiddenCompanies { companyId name } }`, {}, user.token);
    expect(rest.body.map((c: { name: string }) => c.name)).toEqual(['Spammy Agency']);
    expect(graphql.body.data.hiddenCompanies).toEqual([{ companyId: hidden.body.companyId, name: 'Spammy Agency' }]);
    // Unhidden over GraphQL: the jobs come back.
    const unhide = await gw.graphql(`mutation ($id: ID!) { unhideCompany(companyId: $id) }`, { id: hidden.body.companyId }, user.token);
    expect(unhide.body.data.unhideCompany).toBe(true);
    expect(await titles({})).toEqual(['Agency job 1', 'Agency job 2', 'Real job']);
  });

  it('hides by id over GraphQL, and keeps each user’s list their own', async () => {
    const other = await gw.signUp();
    const [{ company_id: companyId }] = await gw.services.db.query(`SELECT company_id FROM jobs WHERE title = 'Real job'`);
    const hide = await gw.graphql(`mutation ($id: ID!) { hideCompany(companyId: $id) { name } }`, { id: companyId }, user.token);
    expect(hide.body.data.hideCompany).toEqual({ name: 'Real Co' });
    expect(await titles({})).toEqual(['Agency job 1', 'Agency job 2']);
    // Another user can neither read nor change my list.
    expect((await gw.request.get(`/api/v1/users/${user.userId}/hidden_companies`).set(bearer(other))).status).toBe(403);
    expect((await gw.request.delete(`/api/v1/users/${user.userId}/hidden_companies/${companyId}`).set(bearer(other))).status).toBe(403);
    // Their own unhide of a company they never hid is a 404, and mine stays hidden.
    expect((await gw.request.delete(`/api/v1/users/${other.userId}/hidden_companies/${companyId}`).set(bearer(other))).status).toBe(404);
    expect(await titles({})).toEqual(['Agency job 1', 'Agency job 2']);
  });

  it('refuses a company that does not exist, a missing name and hostile input with clear answers', async () => {
    const post = (body: unknown) => gw.request.post(`/api/v1/users/${user.userId}/hidden_companies`).set(bearer(user)).send(body as object);
    expect((await post({ companyName: 'Nobody Inc' })).status).toBe(404);
    expect((await post({})).body.message).toBe('Please provide the companyId or companyName');
    expect((await post({ companyName: 'x'.repeat(5_000) })).body.message).toBe('companyName must be at most 200 characters');
    expect((await post({ companyId: 'not-a-uuid' })).status).toBe(404);
    expect((await gw.request.delete(`/api/v1/users/${user.userId}/hidden_companies/not-a-uuid`).set(bearer(user))).status).toBe(404);
  });

  it('stops at 500 hidden companies with a 400 naming the field', async () => {
    await gw.services.db.query(
      `WITH made AS (INSERT INTO companies (name, normalized_name) SELECT 'Co ' || n, 'co ' || n FROM generate_series(1, 500) n RETURNING id)
       INSERT INTO hidden_companies (user_id, company_id) SELECT $1, id FROM made`,
      [user.userId],
    );
    const res = await gw.request.post(`/api/v1/users/${user.userId}/hidden_companies`).set(bearer(user)).send({ companyName: 'Real Co' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('You can hide at most 500 companies; unhide one in Account Settings first');
  });
});
