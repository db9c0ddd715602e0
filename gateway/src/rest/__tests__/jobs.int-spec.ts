import { createCompanyLogo, createJob } from '@remotehunt/services/test/factories';
import { bearer, createTestGateway, type TestGateway, type TestUser } from '../../test/test-gateway';

let gw: TestGateway;
let user: TestUser;
const DAY = 24 * 3600 * 1000;
const daysAgo = (n: number) => new Date(Date.now() - n * DAY);

beforeAll(async () => {
  gw = await createTestGateway();
});
afterAll(() => gw.close());
beforeEach(async () => {
  await gw.services.db.query(`TRUNCATE jobs, companies, tags, shortlisted_jobs, applied_jobs, job_visits CASCADE`);
  user = await gw.signUp();
});

const filter = (body: object, query = '') =>
  gw.request.post(`/api/v1/users/${user.userId}/remotejobs/filter${query}`).set(bearer(user)).send(body);
const titles = (res: { body: { data: { jobTitle: string }[] } }) => res.body.data.map((j) => j.jobTitle);

describe('POST /users/{userId}/remotejobs/filter', () => {
  it('answers {data, total} with the job shape and the caller flags, pinned first then newest', async () => {
    await createJob(gw.services, { title: 'Old', datePosted: daysAgo(5) });
    await createJob(gw.services, { title: 'New', datePosted: daysAgo(1) });
    await createJob(gw.services, { title: 'Pinned', datePosted: daysAgo(9), pinTill: new Date(Date.now() + 3 * DAY) });
    await createJob(gw.services, { title: 'Pin ended', datePosted: daysAgo(3), pinTill: daysAgo(1) });

    const res = await filter({});
    expect(res.status).toBe(200);
    expect(res.body.total).toBe(4);
    expect(titles(res)).toEqual(['Pinned', 'New', 'Pin ended', 'Old']);
    const job = res.body.data[1];
    expect(job).toMatchObject({
      _id: expect.any(String),
      jobTitle: 'New',
      companyName: 'Acme Remote',
      // The board's hot-linked logo is never shown: only our own copy, which this company lacks.
      companyImage: null,
      source: { name: 'Remote OK', url: 'https://remoteok.com' },
      tags: ['typescript'],
      category: 'Programming',
      applyUrl: 'https://example.com/apply',
      metadata: { highlight: false, pinTill: null },
      company: expect.objectContaining({ description: 'Acme Remote builds things remotely.', websiteUrl: 'https://example.com' }),
      worldwide: false,
      expired: false,
      filled: false,
      isSubscription: false,
      shortlisted: false,
      shortlistedJobId: null,
      status: null,
      visited: false,
      applied: false,
    });
    expect(job.description).toBeUndefined();
  });

  it('pages with page and limit (default 10) and leaves expired and filled jobs out', async () => {
    for (let i = 0; i < 12; i++) await createJob(gw.services, { title: `Job ${i}`, datePosted: daysAgo(i) });
    await createJob(gw.services, { title: 'Expired', datePosted: daysAgo(40), validThrough: daysAgo(10) });
    await createJob(gw.services, { title: 'Filled', filled: true });
    const first = await filter({});
    expect(first.body.total).toBe(12);
    expect(first.body.data).toHaveLength(10);
    const second = await filter({}, '?page=2&limit=5');
    expect(titles(second)).toEqual(['Job 5', 'Job 6', 'Job 7', 'Job 8', 'Job 9']);
    expect((await filter({}, '?limit=0')).status).toBe(400);
  });

  it("ORs values within a filter and ANDs across filters", async () => {
    await createJob(gw.services, { title: 'Design + figma', category: 'design', tags: ['figma'] });
    await createJob(gw.services, { title: 'Programming + react', category: 'programming', tags: ['react'] });
    await createJob(gw.services, { title: 'Programming + go', category: 'programming', tags: ['go'] });
    await createJob(gw.services, { title: 'QA + react', category: 'qa', tags: ['react'], board: 'Remotive' });

    expect(titles(await filter({ categories: ['Design', 'Programming'] })).sort()).toEqual(['Design + figma', 'Programming + go', 'Programming + react']);
    expect(titles(await filter({ tags: ['react', 'figma'] })).sort()).toEqual(['Design + figma', 'Programming + react', 'QA + react']);
    expect(titles(await filter({ categories: ['Programming', 'QA'], tags: ['React'] })).sort()).toEqual(['Programming + react', 'QA + react']);
    expect(titles(await filter({ sources: ['Remotive'] }))).toEqual(['QA + react']);
    expect(titles(await filter({ categories: ['Virtual Assitant'] }))).toEqual([]);
  });

  it('filters worldwide jobs by the tag rule and finds jobs by keyword', async () => {
    await createJob(gw.services, { title: 'Anywhere job', tags: ['Anywhere (100% remote) only'] });
    await createJob(gw.services, { title: 'US job', tags: ['usa'] });
    await createJob(gw.services, { title: 'Kubernetes platform engineer', description: '<p>Operate clusters</p>' });
    await createJob(gw.services, { title: 'Writer', description: '<p>Write about <b>kubernetes</b> for developers</p>' });

    const worldwide = await filter({ worldwide: true });
    expect(titles(worldwide)).toEqual(['Anywhere job']);
    expect(worldwide.body.data[0].worldwide).toBe(true);
    expect(titles(await filter({ query: 'kubernetes' })).sort()).toEqual(['Kubernetes platform engineer', 'Writer']);
    expect(titles(await filter({ query: 'kubernetes -writer' }))).toEqual(['Kubernetes platform engineer']);
  });

  it('hides viewed jobs on request and saves the filters in the session', async () => {
    const seen = await createJob(gw.services, { title: 'Seen' });
    await createJob(gw.services, { title: 'Unseen' });
    await gw.request.post(`/api/v1/users/${user.userId}/visit_job`).set(bearer(user)).send({ jobId: seen.id }).expect(200);

    const res = await filter({ hideViewedJobs: true, tags: ['TypeScript'], categories: ['Programming'] });
    expect(titles(res)).toEqual(['Unseen']);
    const me = await gw.request.get(`/api/v1/users/${user.userId}`).set(bearer(user));
    expect(me.body.session).toEqual({ tags: ['typescript'], categories: ['Programming'], sources: [], hideViewedJobs: true, worldwide: false });
  });

  it('saves each new filter over the last one, over REST and GraphQL, and paging keeps it', async () => {
    const session = async () => (await gw.request.get(`/api/v1/users/${user.userId}`).set(bearer(user))).body.session;
    await filter({ tags: ['golang'], worldwide: true });
    expect(await session()).toEqual({ tags: ['golang'], categories: [], sources: [], hideViewedJobs: false, worldwide: true });
    const listed = await gw.graphql(`{ jobs(filter: { categories: ["Design"] }, page: 2) { total } }`, {}, user.token);
    expect(listed.body.errors).toBeUndefined();
    expect(await session()).toEqual({ tags: [], categories: ['Design'], sources: [], hideViewedJobs: false, worldwide: false });
    await gw.request.post(`/api/v1/users/${user.userId}/remotejobs/filter?page=3`).set(bearer(user)).send({ categories: ['Design'] }).expect(200);
    await filter({ tags: ['golang'], worldwide: true });
    expect(await session()).toEqual({ tags: ['golang'], categories: [], sources: [], hideViewedJobs: false, worldwide: true });
  });

  it('lists a view of the list (a category page) without saving it, over REST and GraphQL (issue 23, item 7)', async () => {
    const session = async () => (await gw.request.get(`/api/v1/users/${user.userId}`).set(bearer(user))).body.session;
    await filter({ tags: ['golang'] });
    const saved = { tags: ['golang'], categories: [], sources: [], hideViewedJobs: false, worldwide: false };
    expect(await session()).toEqual(saved);

    const listed = await gw.graphql(`{ jobs(filter: { categories: ["Design"] }, saveAsSession: false) { total } }`, {}, user.token);
    expect(listed.body.errors).toBeUndefined();
    await gw.request.post(`/api/v1/users/${user.userId}/remotejobs/filter?saveAsSession=false`).set(bearer(user)).send({ categories: ['Design'] }).expect(200);
    expect(await session()).toEqual(saved);
  });

  it('refuses a saveAsSession that is not true or false, over REST and GraphQL, saving nothing', async () => {
    const session = async () => (await gw.request.get(`/api/v1/users/${user.userId}`).set(bearer(user))).body.session;
    await filter({ tags: ['golang'] });
    const before = await session();
    for (const query of ['saveAsSession=no', 'saveAsSession=', 'saveAsSession=false&saveAsSession=true']) {
      const res = await gw.request.post(`/api/v1/users/${user.userId}/remotejobs/filter?${query}`).set(bearer(user)).send({ categories: ['Design'] });
      expect([query, res.status, res.body.message]).toEqual([query, 400, 'saveAsSession must be true or false']);
    }
    const graphql = await gw.graphql(`{ jobs(filter: { categories: ["Design"] }, saveAsSession: "no") { total } }`, {}, user.token);
    expect(graphql.status).toBe(400);
    expect(graphql.body.errors[0].message).toMatch(/Boolean cannot represent/);
    expect(await session()).toEqual(before);
  });

  it('rejects malformed filters with a readable 400', async () => {
    const res = await filter({ categories: 'Programming' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('categories must be a list of names');
    expect((await filter({ hideViewedJobs: 'yes' })).body.message).toBe('hideViewedJobs must be true or false');
  });
});

describe('jobs by company and job detail', () => {
  it('lists one company\'s jobs and answers the detail with its description', async () => {
    const job = await createJob(gw.services, { title: 'At Globex', companyName: 'Globex', companyImage: 'https://remoteok.com/logos/globex.png' });
    const logo = await createCompanyLogo(gw.services, job.companyId);
    await createJob(gw.services, { title: 'Elsewhere' });
    const list = await gw.request.post(`/api/v1/users/${user.userId}/Globex/jobs/filter`).set(bearer(user)).send({});
    expect(list.status).toBe(200);
    expect(titles(list)).toEqual(['At Globex']);
    expect(list.body.total).toBe(1);

    const detail = await gw.request.get(`/api/v1/users/${user.userId}/remotejobs/${job.id}`).set(bearer(user));
    expect(detail.status).toBe(200);
    expect(detail.body.description).toBe('<p>Build remote things.</p>');
    expect(detail.body.companyImage).toBe(logo);
    expect(list.body.data[0].companyImage).toBe(logo);
    expect((await gw.request.get(`/api/v1/users/${user.userId}/remotejobs/not-a-job`).set(bearer(user))).status).toBe(404);
  });
});

describe('shortlist', () => {
  it('shortlists, reads, changes status, lists (20 per page) and delists, with the flags following', async () => {
    const job = await createJob(gw.services, { title: 'Keep me' });
    const base = `/api/v1/users/${user.userId}`;
    const created = await gw.request.post(`${base}/shortlist_job`).set(bearer(user)).send({ jobId: job.id });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({ _id: expect.any(String), jobId: job.id, status: null });
    const id = created.body._id;

    const [statusRow] = await gw.services.db.query(`SELECT id FROM job_statuses WHERE title = 'Interviewing'`);
    const updated = await gw.request.put(`${base}/shortlist_job/${id}`).set(bearer(user)).send({ status: statusRow.id });
    expect(updated.body).toEqual({ _id: id, jobId: job.id, status: statusRow.id });

    const got = await gw.request.get(`${base}/shortlist_job/${id}`).set(bearer(user));
    expect(got.body).toMatchObject({ _id: id, jobId: job.id, status: statusRow.id, job: { jobTitle: 'Keep me', shortlisted: true } });

    const listed = await gw.request.get(`${base}/shortlist_jobs`).set(bearer(user));
    expect(listed.body.total).toBe(1);
    expect(listed.body.data[0]).toMatchObject({ jobTitle: 'Keep me', shortlisted: true, shortlistedJobId: id, status: statusRow.id });
    expect((await filter({})).body.data[0]).toMatchObject({ shortlisted: true, shortlistedJobId: id });

    expect((await gw.request.put(`${base}/shortlist_job/${id}`).set(bearer(user)).send({ status: 'nope' })).body.message).toBe(
      'Please choose a valid job status',
    );
    expect((await gw.request.delete(`${base}/shortlist_job/${id}`).set(bearer(user))).body).toEqual({ success: true });
    expect((await gw.request.get(`${base}/shortlist_jobs`).set(bearer(user))).body).toEqual({ data: [], total: 0 });
  });

  it("another user's shortlisted job cannot be read, changed or deleted", async () => {
    const job = await createJob(gw.services);
    const other = await gw.signUp();
    const theirs = await gw.request.post(`/api/v1/users/${other.userId}/shortlist_job`).set(bearer(other)).send({ jobId: job.id });
    const id = theirs.body._id;
    // Through their path: the ownership check refuses.
    expect((await gw.request.get(`/api/v1/users/${other.userId}/shortlist_job/${id}`).set(bearer(user))).status).toBe(403);
    // Through one's own path: it does not exist for this user.
    const mine = `/api/v1/users/${user.userId}/shortlist_job/${id}`;
    expect((await gw.request.get(mine).set(bearer(user))).status).toBe(404);
    expect((await gw.request.put(mine).set(bearer(user)).send({ status: null })).status).toBe(400);
    const [statusRow] = await gw.services.db.query(`SELECT id FROM job_statuses LIMIT 1`);
    expect((await gw.request.put(mine).set(bearer(user)).send({ status: statusRow.id })).status).toBe(404);
    expect((await gw.request.delete(mine).set(bearer(user))).status).toBe(404);
    const still = await gw.request.get(`/api/v1/users/${other.userId}/shortlist_job/${id}`).set(bearer(other));
    expect(still.status).toBe(200);
    expect(still.body.status).toBeNull();
  });
});

describe('mark applied, visits and viewed jobs', () => {
  it('marking applied creates the applied job with a snapshot, once', async () => {
    const job = await createJob(gw.services, { title: 'Apply here', tags: ['worldwide'] });
    const base = `/api/v1/users/${user.userId}`;
    const res = await gw.request.post(`${base}/applied_jobs`).set(bearer(user)).send({ jobId: job.id });
    expect(res.status).toBe(201);
    const [first] = await gw.services.db.query(`SELECT id FROM job_statuses ORDER BY position LIMIT 1`);
    expect(res.body).toMatchObject({
      _id: expect.any(String),
      appliedJobId: res.body._id,
      jobId: job.id,
      status: first.id,
      jobInfo: { jobTitle: 'Apply here', companyName: 'Acme Remote', tags: ['worldwide'], worldwide: true, description: '<p>Build remote things.</p>' },
    });
    const again = await gw.request.post(`${base}/applied_jobs`).set(bearer(user)).send({ jobId: job.id });
    expect(again.body._id).toBe(res.body._id);
    expect((await filter({})).body.data[0].applied).toBe(true);
    expect((await gw.request.post(`${base}/applied_jobs`).set(bearer(user)).send({ jobId: 'x' })).status).toBe(400);
  });

  it('records visits and lists viewed jobs, most recent first', async () => {
    const a = await createJob(gw.services, { title: 'A' });
    const b = await createJob(gw.services, { title: 'B' });
    const base = `/api/v1/users/${user.userId}`;
    await gw.request.post(`${base}/visit_job`).set(bearer(user)).send({ jobId: a.id }).expect(200);
    await gw.request.post(`${base}/visit_job`).set(bearer(user)).send({ jobId: b.id }).expect(200);
    const viewed = await gw.request.get(`${base}/viewed_jobs`).set(bearer(user));
    expect(viewed.body.total).toBe(2);
    expect(titles(viewed)).toEqual(['B', 'A']);
    expect(viewed.body.data.every((j: { visited: boolean }) => j.visited)).toBe(true);
    const missing = await gw.request.post(`${base}/visit_job`).set(bearer(user)).send({ jobId: '00000000-0000-4000-8000-000000000000' });
    expect(missing.status).toBe(404);
  });
});

describe('companies, boards, tags and stats', () => {
  it('lists companies with their live job counts and answers one company', async () => {
    const job = await createJob(gw.services, { companyName: 'Initech' });
    await createJob(gw.services, { companyName: 'Initech', title: 'Second' });
    const list = await gw.request.get(`/api/v1/users/${user.userId}/remote_companies`).set(bearer(user));
    expect(list.body.total).toBe(1);
    expect(list.body.data[0]).toMatchObject({ _id: job.companyId, name: 'Initech', jobCount: 2, description: expect.any(String) });
    const one = await gw.request.get(`/api/v1/users/${user.userId}/remote_companies/${job.companyId}`).set(bearer(user));
    expect(one.body).toMatchObject({ name: 'Initech', url: 'https://example.com', careersPage: null });
  });

  it('lists the job boards ten to a page', async () => {
    const res = await gw.request.get(`/api/v1/users/${user.userId}/jobboards`).set(bearer(user));
    expect(res.body.total).toBe(8);
    expect(res.body.data).toHaveLength(8);
    expect(res.body.data[0]).toEqual({ _id: expect.any(String), name: 'Arbeitnow', url: 'https://www.arbeitnow.com', logo: expect.any(String), favicon: expect.any(String), description: expect.any(String) });
    expect((await gw.request.get(`/api/v1/users/${user.userId}/jobboards?page=2&limit=5`).set(bearer(user))).body.data).toHaveLength(3);
  });

  it('finds tags by prefix, most used first, and nothing for a blank query', async () => {
    await createJob(gw.services, { tags: ['react', 'redux'] });
    await createJob(gw.services, { tags: ['react'] });
    const res = await gw.request.get(`/api/v1/users/${user.userId}/tags?query=Re&page=1&limit=10`).set(bearer(user));
    expect(res.body.data).toEqual([{ title: 'react' }, { title: 'redux' }]);
    expect((await gw.request.get(`/api/v1/users/${user.userId}/tags?query=%20`).set(bearer(user))).body.data).toEqual([]);
    expect((await gw.request.get(`/api/v1/users/${user.userId}/tags?query=%25`).set(bearer(user))).body.data).toEqual([]);
  });

  it('answers public client stats without a token', async () => {
    await createJob(gw.services);
    await createJob(gw.services, { datePosted: daysAgo(3), companyName: 'Other Co' });
    const res = await gw.request.get('/api/v1/client/stats');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ jobs: 2, companies: 2, jobBoards: 8, jobsToday: 1 });
  });
});
