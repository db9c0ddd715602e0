import type { Pool } from 'pg';
import type { PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver';
import { jobListKeyPattern } from '@remotehunt/services/jobs/job-list-cache';
import { createJob } from '@remotehunt/services/test/factories';
import { bearer, createTestGateway, type TestGateway, type TestUser } from '../../test/test-gateway';

let gw: TestGateway;
let user: TestUser;

beforeAll(async () => {
  gw = await createTestGateway();
});
afterAll(() => gw.close());
beforeEach(async () => {
  await gw.services.db.query(`TRUNCATE jobs, companies, tags, shortlisted_jobs, applied_jobs, job_visits CASCADE`);
  user = await gw.signUp();
});

const JOBS = `query Jobs($filter: JobFilterInput, $page: Int, $limit: Int) {
  jobs(filter: $filter, page: $page, limit: $limit) {
    total
    data { _id jobTitle category source { name } description shortlisted shortlistedJobId status visited applied worldwide expired }
  }
}`;

describe('GraphQL job discovery', () => {
  it('answers the same jobs and flags as REST for the same filter', async () => {
    const a = await createJob(gw.services, { title: 'React dev', tags: ['react'] });
    await createJob(gw.services, { title: 'Go dev', tags: ['go'] });
    await gw.request.post(`/api/v1/users/${user.userId}/visit_job`).set(bearer(user)).send({ jobId: a.id });

    const filter = { tags: ['react'], categories: ['Programming'] };
    const rest = await gw.request.post(`/api/v1/users/${user.userId}/remotejobs/filter`).set(bearer(user)).send(filter);
    const gql = await gw.graphql(JOBS, { filter }, user.token);
    expect(gql.body.errors).toBeUndefined();
    expect(gql.body.data.jobs.total).toBe(rest.body.total);
    expect(gql.body.data.jobs.data).toEqual([
      {
        _id: a.id,
        jobTitle: 'React dev',
        category: 'Programming',
        source: { name: 'Remote OK' },
        description: '<p>Build remote things.</p>',
        shortlisted: false,
        shortlistedJobId: null,
        status: null,
        visited: true,
        applied: false,
        worldwide: false,
        expired: false,
      },
    ]);
  });

  it('loads a page of jobs with flags and descriptions in a fixed number of queries, whatever the page size', async () => {
    for (let i = 0; i < 12; i++) await createJob(gw.services, { title: `Job ${i}` });
    // Through TypeORM, or straight on its pool for the prepared statements.
    const pool = (gw.services.db.driver as PostgresDriver).master as Pool;
    const spies = [jest.spyOn(gw.services.db, 'query'), jest.spyOn(pool, 'query')];
    const countQueries = async (limit: number) => {
      // Both lists read from the database, not from the list cache.
      const cached = await gw.services.redis.keys(jobListKeyPattern(gw.services.config.redisPrefix));
      if (cached.length) await gw.services.redis.del(...cached);
      spies.forEach((spy) => spy.mockClear());
      const res = await gw.graphql(JOBS, { limit }, user.token);
      expect(res.body.data.jobs.data).toHaveLength(limit);
      // Authentication's session lookup is one of them.
      return spies.reduce((sum, spy) => sum + spy.mock.calls.length, 0);
    };
    const small = await countQueries(2);
    const large = await countQueries(12);
    spies.forEach((spy) => spy.mockRestore());
    expect(large).toBe(small);
    // Session, filter names and cache versions, page ids, jobs with flags, total, saved filters, descriptions.
    expect(large).toBeLessThanOrEqual(7);
  });

  it('shortlists, changes status, marks applied, records a visit and lists shortlisted and viewed jobs', async () => {
    const job = await createJob(gw.services, { title: 'Target' });
    const shortlisted = await gw.graphql(`mutation($id: ID!) { shortlistJob(jobId: $id) { _id jobId status } }`, { id: job.id }, user.token);
    const shortlistedId = shortlisted.body.data.shortlistJob._id;
    const [status] = await gw.services.db.query(`SELECT id FROM job_statuses WHERE title = 'Offer'`);
    const updated = await gw.graphql(
      `mutation($id: ID!, $status: ID!) { updateShortlistedJob(id: $id, status: $status) { status } }`,
      { id: shortlistedId, status: status.id },
      user.token,
    );
    expect(updated.body.data.updateShortlistedJob.status).toBe(status.id);
    const applied = await gw.graphql(`mutation($id: ID!) { markApplied(jobId: $id) { appliedJobId jobId status } }`, { id: job.id }, user.token);
    expect(applied.body.data.markApplied.jobId).toBe(job.id);
    expect((await gw.graphql(`mutation($id: ID!) { recordVisit(jobId: $id) }`, { id: job.id }, user.token)).body.data.recordVisit).toBe(true);

    const lists = await gw.graphql(
      `{ shortlistedJobs { total data { jobTitle shortlisted status applied visited } } viewedJobs { total data { jobTitle } } }`,
      {},
      user.token,
    );
    // Once applied, the job's status is its application's, not the shortlist's Offer (issue 47).
    expect(lists.body.data.shortlistedJobs).toEqual({
      total: 1,
      data: [{ jobTitle: 'Target', shortlisted: true, status: applied.body.data.markApplied.status, applied: true, visited: true }],
    });
    expect(applied.body.data.markApplied.status).not.toBe(status.id);
    expect(lists.body.data.viewedJobs).toEqual({ total: 1, data: [{ jobTitle: 'Target' }] });

    expect((await gw.graphql(`mutation($id: ID!) { delistJob(id: $id) }`, { id: shortlistedId }, user.token)).body.data.delistJob).toBe(true);
    const again = await gw.graphql(`mutation($id: ID!) { delistJob(id: $id) }`, { id: shortlistedId }, user.token);
    expect(again.body.errors[0].extensions).toEqual({ code: 'NOT_FOUND', status: 404 });
  });

  it('answers companies, boards, tags, a job, company jobs and public stats', async () => {
    const job = await createJob(gw.services, { companyName: 'Umbrella', tags: ['rust'] });
    const res = await gw.graphql(
      `query($id: ID!, $company: ID!) {
        job(id: $id) { jobTitle description }
        companyJobs(companyName: "umbrella") { total }
        remoteCompanies { total data { name jobCount } }
        remoteCompany(id: $company) { name }
        jobBoards(limit: 3) { total data { name } }
        tags(query: "ru") { title }
        clientStats { jobs companies jobBoards }
      }`,
      { id: job.id, company: job.companyId },
      user.token,
    );
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data).toEqual({
      job: { jobTitle: 'Senior Engineer', description: '<p>Build remote things.</p>' },
      companyJobs: { total: 1 },
      remoteCompanies: { total: 1, data: [{ name: 'Umbrella', jobCount: 1 }] },
      remoteCompany: { name: 'Umbrella' },
      jobBoards: { total: 8, data: [{ name: 'Arbeitnow' }, { name: 'Himalayas' }, { name: 'Jobicy' }] },
      tags: [{ title: 'rust' }],
      clientStats: { jobs: 1, companies: 1, jobBoards: 8 },
    });
  });
});
