import { createJob } from '@remotehunt/services/test/factories';
import { bearer, createTestGateway, type TestGateway, type TestUser } from '../../test/test-gateway';

/**
 * Lists count exactly up to 1,000 jobs and page up to the 1,000th (README, "Where we depart"),
 * over REST and GraphQL alike: one rule, decided by the jobs service.
 */
let gw: TestGateway;
let user: TestUser;
const BROAD = 1_010;

beforeAll(async () => {
  gw = await createTestGateway();
  await gw.services.db.query(`TRUNCATE jobs, companies, tags, shortlisted_jobs, applied_jobs, job_visits CASCADE`);
  user = await gw.signUp();
  const { id } = await createJob(gw.services, { tags: ['broad'], companyName: 'Big Remote Co', title: 'Broad 0' });
  // 1,009 more like it, a minute apart, in one statement.
  await gw.services.db.query(
    `INSERT INTO jobs (board_id, external_id, company_id, title, company_name, category_slug, tags, apply_url, date_posted, valid_through)
     SELECT board_id, 'broad-' || n, company_id, 'Broad ' || n, company_name, category_slug, tags, apply_url,
            now() - n * interval '1 minute', now() + interval '30 days'
       FROM jobs, generate_series(1, $2::int - 1) n WHERE id = $1`,
    [id, BROAD],
  );
  for (const [i, title] of ['Narrow A', 'Narrow B', 'Narrow C'].entries()) {
    await createJob(gw.services, { tags: ['narrow'], title, datePosted: new Date(Date.now() - (i + 1) * 3600_000) });
  }
});
afterAll(() => gw.close());

const JOBS = `query Jobs($filter: JobFilterInput, $page: Int, $limit: Int) {
  jobs(filter: $filter, page: $page, limit: $limit) { total totalIsExact data { jobTitle } }
}`;
const COMPANY_JOBS = `query CompanyJobs($companyName: String!, $page: Int, $limit: Int) {
  companyJobs(companyName: $companyName, page: $page, limit: $limit) { total totalIsExact data { jobTitle } }
}`;

interface ListAnswer {
  total: number;
  totalIsExact: boolean;
  titles: string[];
}

type Transport = (filter: object, page: number) => Promise<ListAnswer>;

const rest: Transport = async (filter, page) => {
  const res = await gw.request.post(`/api/v1/users/${user.userId}/remotejobs/filter?page=${page}&limit=20`).set(bearer(user)).send(filter);
  expect(res.status).toBe(200);
  return { total: res.body.total, totalIsExact: res.body.totalIsExact, titles: res.body.data.map((j: { jobTitle: string }) => j.jobTitle) };
};

const graphql: Transport = async (filter, page) => {
  const res = await gw.graphql(JOBS, { filter, page, limit: 20 }, user.token);
  expect(res.body.errors).toBeUndefined();
  const { total, totalIsExact, data } = res.body.data.jobs;
  return { total, totalIsExact, titles: data.map((j: { jobTitle: string }) => j.jobTitle) };
};

const broadTitles = (from: number, to: number) => Array.from({ length: to - from }, (_, i) => `Broad ${from + i}`);

describe.each([
  ['REST', rest],
  ['GraphQL', graphql],
])('job list reach over %s', (_name, list) => {
  it('counts a list of up to 1,000 jobs exactly', async () => {
    await expect(list({ tags: ['narrow'] }, 1)).resolves.toEqual({ total: 3, totalIsExact: true, titles: ['Narrow A', 'Narrow B', 'Narrow C'] });
  });

  it('says "1,000+" past 1,000 jobs, with or without an indexed filter', async () => {
    for (const filter of [{ tags: ['broad'] }, {}, { tags: ['broad', 'narrow'] }]) {
      const answer = await list(filter, 1);
      expect([answer.total, answer.totalIsExact]).toEqual([1000, false]);
    }
    expect((await list({ tags: ['broad'] }, 1)).titles).toEqual(broadTitles(0, 20));
  });

  it('shows every page up to the 1,000th job, newest first, and nothing past it', async () => {
    expect((await list({ tags: ['broad'] }, 2)).titles).toEqual(broadTitles(20, 40));
    expect((await list({ tags: ['broad'] }, 50)).titles).toEqual(broadTitles(980, 1000));
    await expect(list({ tags: ['broad'] }, 51)).resolves.toEqual({ total: 1000, totalIsExact: false, titles: [] });
    await expect(list({}, 10_000)).resolves.toEqual({ total: 1000, totalIsExact: false, titles: [] });
  });
});

describe('a company’s jobs', () => {
  it('follow the same reach over REST and GraphQL', async () => {
    const res = await gw.request.post(`/api/v1/users/${user.userId}/Big%20Remote%20Co/jobs/filter?page=50&limit=20`).set(bearer(user)).send({});
    expect([res.body.total, res.body.totalIsExact, res.body.data.length]).toEqual([1000, false, 20]);
    const gql = await gw.graphql(COMPANY_JOBS, { companyName: 'Big Remote Co', page: 51, limit: 20 }, user.token);
    expect(gql.body.data.companyJobs).toEqual({ total: 1000, totalIsExact: false, data: [] });
  });
});
