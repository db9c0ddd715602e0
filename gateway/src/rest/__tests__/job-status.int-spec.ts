import { createJob } from '@remotehunt/services/test/factories';
import { bearer, createTestGateway, type TestGateway, type TestUser } from '../../test/test-gateway';

// Issue 47, item 5: a job both shortlisted and applied has one status, its application's; a job
// only shortlisted keeps its shortlisted job's. Over REST and GraphQL, in every answer with the job.

let gw: TestGateway;
let user: TestUser;
let base: string;
const status: Record<string, string> = {};
let applied: { jobId: string; shortlistedJobId: string; appliedJobId: string };
let shortlisted: { jobId: string; shortlistedJobId: string };

beforeAll(async () => {
  gw = await createTestGateway();
  const rows: { id: string; title: string }[] = await gw.services.db.query(`SELECT id, title FROM job_statuses`);
  for (const row of rows) status[row.title] = row.id;
});
afterAll(() => gw.close());

beforeEach(async () => {
  await gw.services.db.query(`TRUNCATE jobs, companies, tags, shortlisted_jobs, applied_jobs, job_visits CASCADE`);
  user = await gw.signUp();
  base = `/api/v1/users/${user.userId}`;
  const shortlist = async (title: string, daysAgo: number) => {
    const job = await createJob(gw.services, { title, datePosted: new Date(Date.now() - daysAgo * 86_400_000) });
    const res = await gw.request.post(`${base}/shortlist_job`).set(bearer(user)).send({ jobId: job.id });
    // Both shortlisted jobs are at Offer, so a job showing its shortlist's status is told apart.
    await gw.request.put(`${base}/shortlist_job/${res.body._id}`).set(bearer(user)).send({ status: status.Offer });
    return { jobId: job.id, shortlistedJobId: res.body._id as string };
  };
  const both = await shortlist('Shortlisted and applied', 1);
  shortlisted = await shortlist('Only shortlisted', 2);
  const marked = await gw.request.post(`${base}/applied_jobs`).set(bearer(user)).send({ jobId: both.jobId });
  expect(marked.status).toBe(201);
  applied = { ...both, appliedJobId: marked.body.appliedJobId };
});

/** What REST answers of each job: the list, the job's details, the shortlist and the shortlisted job's page. */
async function restStatuses(jobId: string, shortlistedJobId: string) {
  const list = await gw.request.post(`${base}/remotejobs/filter`).set(bearer(user)).send({});
  const details = await gw.request.get(`${base}/remotejobs/${jobId}`).set(bearer(user));
  const shortlist = await gw.request.get(`${base}/shortlist_jobs`).set(bearer(user));
  const page = await gw.request.get(`${base}/shortlist_job/${shortlistedJobId}`).set(bearer(user));
  const inList = (res: { body: { data: { _id: string; status: string | null }[] } }) => res.body.data.find((job) => job._id === jobId)?.status;
  return { list: inList(list), details: details.body.status, shortlist: inList(shortlist), shortlistedJobPage: page.body.job.status };
}

const everywhere = (id: string) => ({ list: id, details: id, shortlist: id, shortlistedJobPage: id });

describe('REST', () => {
  it("gives an applied job its application's status, and a job only shortlisted its shortlist's", async () => {
    expect(await restStatuses(applied.jobId, applied.shortlistedJobId)).toEqual(everywhere(status.Applied));

    const moved = await gw.request.put(`${base}/applied_jobs/${applied.appliedJobId}`).set(bearer(user)).send({ status: status['Phone Screen'] });
    expect(moved.status).toBe(200);

    expect(await restStatuses(applied.jobId, applied.shortlistedJobId)).toEqual(everywhere(status['Phone Screen']));
    expect(await restStatuses(shortlisted.jobId, shortlisted.shortlistedJobId)).toEqual(everywhere(status.Offer));
  });

  it('names the application, where an applied job’s status is changed, beside the spec’s flags', async () => {
    const details = await gw.request.get(`${base}/remotejobs/${applied.jobId}`).set(bearer(user));
    expect(details.body).toMatchObject({ applied: true, shortlisted: true, shortlistedJobId: applied.shortlistedJobId, appliedJobId: applied.appliedJobId });
    const onlyShortlisted = await gw.request.get(`${base}/remotejobs/${shortlisted.jobId}`).set(bearer(user));
    expect(onlyShortlisted.body).toMatchObject({ applied: false, appliedJobId: null });
  });

  it('leaves the shortlisted job record its own status', async () => {
    const page = await gw.request.get(`${base}/shortlist_job/${applied.shortlistedJobId}`).set(bearer(user));
    expect(page.body).toMatchObject({ _id: applied.shortlistedJobId, status: status.Offer, job: { status: status.Applied } });
  });
});

const JOB_FIELDS = '_id status applied appliedJobId shortlistedJobId';
const STATUSES = `query Statuses($id: ID!) {
  jobs { data { ${JOB_FIELDS} } }
  job(id: $id) { ${JOB_FIELDS} }
  shortlistedJobs { data { ${JOB_FIELDS} } }
}`;

async function graphqlViews(jobId: string) {
  const res = await gw.graphql(STATUSES, { id: jobId }, user.token);
  expect(res.body.errors).toBeUndefined();
  const { jobs, job, shortlistedJobs } = res.body.data;
  const find = (page: { data: { _id: string }[] }) => page.data.find((j) => j._id === jobId);
  return { list: find(jobs), details: job, shortlist: find(shortlistedJobs) };
}

describe('GraphQL', () => {
  it("gives an applied job its application's status and id, changed through updateAppliedJobStatus", async () => {
    const moved = await gw.graphql(
      `mutation Move($id: ID!, $status: ID!) { updateAppliedJobStatus(id: $id, status: $status) { _id status } }`,
      { id: applied.appliedJobId, status: status.Interviewing },
      user.token,
    );
    expect(moved.body.errors).toBeUndefined();

    const job = { _id: applied.jobId, status: status.Interviewing, applied: true, appliedJobId: applied.appliedJobId, shortlistedJobId: applied.shortlistedJobId };
    expect(await graphqlViews(applied.jobId)).toEqual({ list: job, details: job, shortlist: job });
  });

  it("gives a job only shortlisted its shortlist's status, changed through updateShortlistedJob, and no application", async () => {
    const moved = await gw.graphql(
      `mutation Move($id: ID!, $status: ID!) { updateShortlistedJob(id: $id, status: $status) { _id status } }`,
      { id: shortlisted.shortlistedJobId, status: status.Assessment },
      user.token,
    );
    expect(moved.body.errors).toBeUndefined();

    const job = { _id: shortlisted.jobId, status: status.Assessment, applied: false, appliedJobId: null, shortlistedJobId: shortlisted.shortlistedJobId };
    expect(await graphqlViews(shortlisted.jobId)).toEqual({ list: job, details: job, shortlist: job });
  });
});
