import { createJob } from '@remotehunt/services/test/factories';
import { bearer, createTestGateway, type TestGateway, type TestUser } from '../../test/test-gateway';

/**
 * The filter panel's counts (README, "Counts beside every filter option"): each option counts
 * the list it would give if it were the only one chosen in its group, capped like list totals,
 * and REST (GET and POST) and GraphQL (jobFacets and jobs { facets }) answer the same.
 */
let gw: TestGateway;
let user: TestUser;
const DAY = 24 * 3600_000;
const BULK = 1_005;

beforeAll(async () => {
  gw = await createTestGateway();
  await gw.services.db.query(`TRUNCATE jobs, companies, tags, shortlisted_jobs, applied_jobs, job_visits CASCADE`);
  user = await gw.signUp();
  const ago = (days: number) => new Date(Date.now() - days * DAY);
  await createJob(gw.services, { title: 'Go on Remote OK', board: 'Remote OK', category: 'programming', tags: ['golang', 'backend'], worldwide: true });
  await createJob(gw.services, { title: 'Go on Remotive', board: 'Remotive', category: 'programming', tags: ['golang'], datePosted: ago(1) });
  await createJob(gw.services, { title: 'Excel in Sales', board: 'Himalayas', category: 'sales-marketing', tags: ['excel'], worldwide: true });
  await createJob(gw.services, { title: 'Figma designer', board: 'Himalayas', category: 'design', tags: ['figma'], datePosted: ago(2) });
  const visited = await createJob(gw.services, { title: 'Seen golang job', board: 'Jobicy', category: 'programming', tags: ['golang'], datePosted: ago(3) });
  await createJob(gw.services, { title: 'Pinned golang job', board: 'Jobicy', category: 'devops-sysadmin', tags: ['golang'], pinTill: new Date(Date.now() + DAY) });
  // Neither counts anywhere: the lists leave out expired and filled postings.
  await createJob(gw.services, { title: 'Expired legal job', board: 'Arbeitnow', category: 'legal', tags: ['golang'], datePosted: ago(40), validThrough: ago(10) });
  await createJob(gw.services, { title: 'Filled legal job', board: 'Arbeitnow', category: 'legal', tags: ['golang'], filled: true });
  await gw.request.post(`/api/v1/users/${user.userId}/visit_job`).set(bearer(user)).send({ jobId: visited.id });
  // More than a list counts: writing jobs past 1,000 say "1,000+", as the list's total does.
  const { id } = await createJob(gw.services, { title: 'Writer 0', board: 'Working Nomads', category: 'writing', tags: ['bulk'], datePosted: ago(5) });
  await gw.services.db.query(
    `INSERT INTO jobs (board_id, external_id, company_id, title, company_name, category_slug, tags, apply_url, date_posted, valid_through)
     SELECT board_id, 'bulk-' || n, company_id, 'Writer ' || n, company_name, category_slug, tags, apply_url,
            date_posted - n * interval '1 minute', valid_through
       FROM jobs, generate_series(1, $2::int - 1) n WHERE id = $1`,
    [id, BULK],
  );
  await gw.services.db.query(`UPDATE tags SET job_count = 5000 WHERE name = 'bulk'`);
});
afterAll(() => gw.close());

interface Count {
  count: number;
  countIsExact: boolean;
}
interface Option extends Count {
  value: string;
}
interface Facets {
  boards: Option[];
  categories: Option[];
  tags: Option[];
  worldwide: Count;
}
type Filter = { categories?: string[]; sources?: string[]; tags?: string[]; hideViewedJobs?: boolean; worldwide?: boolean; query?: string };

const FACETS_FIELDS = `boards { value count countIsExact } categories { value count countIsExact } tags { value count countIsExact } worldwide { count countIsExact }`;
const FACETS = `query Facets($filter: JobFilterInput) { jobFacets(filter: $filter) { ${FACETS_FIELDS} } }`;
const JOBS_WITH_FACETS = `query Jobs($filter: JobFilterInput) { jobs(filter: $filter, page: 1, limit: 1) { total facets { ${FACETS_FIELDS} } } }`;
const COMPANY_JOBS = `query { companyJobs(companyName: "Acme Remote") { total facets { worldwide { count } } } }`;

const restPost = async (filter: Filter): Promise<Facets> => {
  const res = await gw.request.post(`/api/v1/users/${user.userId}/remotejobs/facets`).set(bearer(user)).send(filter);
  expect(res.status).toBe(200);
  return res.body;
};

const restGet = async (filter: Filter): Promise<Facets> => {
  const res = await gw.request.get(`/api/v1/users/${user.userId}/remotejobs/facets`).set(bearer(user)).query(filter);
  expect(res.status).toBe(200);
  return res.body;
};

const graphqlFacets = async (filter: Filter): Promise<Facets> => {
  const res = await gw.graphql(FACETS, { filter }, user.token);
  expect(res.body.errors).toBeUndefined();
  return res.body.data.jobFacets;
};

const graphqlPageFacets = async (filter: Filter): Promise<Facets> => {
  const res = await gw.graphql(JOBS_WITH_FACETS, { filter }, user.token);
  expect(res.body.errors).toBeUndefined();
  return res.body.data.jobs.facets;
};

const listTotal = async (filter: Filter): Promise<Count> => {
  const res = await gw.request.post(`/api/v1/users/${user.userId}/remotejobs/filter?limit=1`).set(bearer(user)).send(filter);
  expect(res.status).toBe(200);
  return { count: res.body.total, countIsExact: res.body.totalIsExact };
};

const FILTERS: [string, Filter][] = [
  ['no filter', {}],
  ['a tag', { tags: ['golang'] }],
  ['two boards', { sources: ['Remote OK', 'Jobicy'] }],
  ['a category and a tag rare in it', { categories: ['Sales & Marketing'], tags: ['golang'] }],
  ['a keyword', { query: 'golang' }],
  ['hide viewed, worldwide', { hideViewedJobs: true, worldwide: true }],
  ['a broad tag', { tags: ['bulk'] }],
];

const pick = (facets: Facets, group: 'boards' | 'categories' | 'tags', value: string) => facets[group].find((o) => o.value === value);

describe.each([
  ['REST POST', restPost],
  ['REST GET', restGet],
  ['GraphQL jobFacets', graphqlFacets],
  ['GraphQL jobs { facets }', graphqlPageFacets],
])('filter panel counts over %s', (_name, facetsOf) => {
  it.each(FILTERS)('equal, for %s, the total of the list with each option picked alone in its group', async (_f, filter) => {
    const facets = await facetsOf(filter);
    const groups = [
      ['boards', 'sources'],
      ['categories', 'categories'],
      ['tags', 'tags'],
    ] as const;
    for (const [group, field] of groups) {
      for (const option of facets[group]) {
        const { value, ...count } = option;
        await expect(listTotal({ ...filter, [field]: [value] }).then((total) => ({ value, ...total }))).resolves.toEqual({ value, ...count });
      }
    }
    expect(facets.worldwide).toEqual(await listTotal({ ...filter, worldwide: true }));
  });

  it('offer every listed board, every category, the chosen tags and the most used ones', async () => {
    const facets = await facetsOf({ tags: ['figma'] });
    expect(facets.boards.map((o) => o.value)).toEqual([
      'Arbeitnow',
      'Himalayas',
      'Jobicy',
      'Remote OK',
      'RemoteJobs.org',
      'Remotive',
      'We Work Remotely',
      'Working Nomads',
    ]);
    expect(facets.categories).toHaveLength(22);
    expect(facets.tags.map((o) => o.value).slice(0, 3)).toEqual(['figma', 'bulk', 'golang']);
  });

  it('count each option as if chosen alone in its group, the other groups as they are', async () => {
    const facets = await facetsOf({ sources: ['Remote OK'], tags: ['golang'] });
    // Remotive's count ignores the Remote OK already chosen, but keeps the golang tag.
    expect(pick(facets, 'boards', 'Remotive')).toEqual({ value: 'Remotive', count: 1, countIsExact: true });
    expect(pick(facets, 'boards', 'Jobicy')).toEqual({ value: 'Jobicy', count: 2, countIsExact: true });
    expect(pick(facets, 'boards', 'Working Nomads')).toEqual({ value: 'Working Nomads', count: 0, countIsExact: true });
    // Programming within Remote OK + golang: the one Remote OK Go job.
    expect(pick(facets, 'categories', 'Programming')).toEqual({ value: 'Programming', count: 1, countIsExact: true });
    // Expired and filled jobs count nowhere; past 1,000 a count says "1,000+".
    const all = await facetsOf({});
    expect(pick(all, 'categories', 'Legal')).toEqual({ value: 'Legal', count: 0, countIsExact: true });
    expect(pick(all, 'categories', 'Writing')).toEqual({ value: 'Writing', count: 1000, countIsExact: false });
  });
});

describe('filter panel counts', () => {
  it('answer the same over REST and GraphQL', async () => {
    for (const [, filter] of FILTERS) {
      const answers = await Promise.all([restPost(filter), restGet(filter), graphqlFacets(filter), graphqlPageFacets(filter)]);
      for (const answer of answers.slice(1)) expect(answer).toEqual(answers[0]);
    }
  });

  it('are not offered on a company’s list', async () => {
    const res = await gw.graphql(COMPANY_JOBS, {}, user.token);
    expect(res.body.data.companyJobs.facets).toBeNull();
  });

  it('refuse a bad filter with 400 naming the field, on both transports', async () => {
    const base = `/api/v1/users/${user.userId}/remotejobs/facets`;
    const get = await gw.request.get(`${base}?worldwide=maybe`).set(bearer(user));
    expect([get.status, get.body.message]).toEqual([400, expect.stringContaining('worldwide')]);
    const tooMany = Array.from({ length: 21 }, (_, i) => `tag${i}`);
    const post = await gw.request.post(base).set(bearer(user)).send({ tags: tooMany });
    expect([post.status, post.body.message]).toEqual([400, expect.stringContaining('tags')]);
    const long = await gw.request.get(base).query({ query: 'x'.repeat(201) }).set(bearer(user));
    expect([long.status, long.body.message]).toEqual([400, expect.stringContaining('query')]);
    const gql = await gw.graphql(FACETS, { filter: { tags: tooMany } }, user.token);
    expect(gql.body.errors[0].message).toContain('tags');
  });

  it('need app access, as the list does', async () => {
    const res = await gw.request.post(`/api/v1/users/${user.userId}/remotejobs/facets`).send({});
    expect(res.status).toBe(401);
  });
});
