import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createJob } from '@remotehunt/services/test/factories';
import { createTestGateway, bearer, type TestGateway, type TestUser } from '../../test/test-gateway';

// User B against everything of user A's tracking: every route of the tracking API doc, and every
// tracking GraphQL operation, with A's ids. Each must answer 403 (A's path) or 404 (B's own path,
// A's ids) and carry none of A's data; afterwards A's data is as it was.

const SECRET = 'alice-secret-7f3a';
const PDF = Buffer.from(`%PDF-1.4\n% ${SECRET}\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n`);

let gw: TestGateway;
let alice: TestUser;
let bob: TestUser;
const ids: Record<string, string> = {};
let shareUrlPath: string;

beforeAll(async () => {
  gw = await createTestGateway();
  [alice, bob] = await Promise.all([gw.signUp({ name: 'Alice' }), gw.signUp({ name: 'Bob' })]);
  const job = await createJob(gw.services, { title: `Engineer ${SECRET}` });
  const as = (path: string) => `/api/v1/users/${alice.userId}${path}`;
  ids.appliedJobId = (await gw.request.post(as('/applied_jobs')).set(bearer(alice)).send({ jobId: job.id })).body._id;
  const base = `/applied_jobs/${ids.appliedJobId}`;
  ids.taskId = (await gw.request.post(as(`${base}/job_tasks`)).set(bearer(alice)).send({ content: `Task ${SECRET}` })).body._id;
  ids.contactId = (
    await gw.request.post(as(`${base}/job_contacts`)).set(bearer(alice)).send({ name: `Contact ${SECRET}`, email: 'c@example.com' })
  ).body._id;
  ids.noteId = (await gw.request.post(as(`${base}/job_notes`)).set(bearer(alice)).send({ title: `Note ${SECRET}` })).body._id;
  const upload = await gw.request
    .post(as('/file'))
    .set(bearer(alice))
    .field('type', 'resume')
    .field('title', `Resume ${SECRET}`)
    .field('appliedJobId', ids.appliedJobId)
    .attach('resume', PDF, `${SECRET}.pdf`);
  expect(upload.status).toBe(201);
  ids.fileId = upload.body._id;
  const link = await gw.request.post(as(`/files/${ids.fileId}/shareable_link`)).set(bearer(alice));
  shareUrlPath = new URL(link.body.url).pathname;
  expect(Object.values(ids)).toHaveLength(5);
});
afterAll(() => gw.close());

interface Route {
  method: 'get' | 'post' | 'put' | 'delete';
  template: string;
}

/** Every /users/{userId} route the tracking doc lists, read from the doc so a new one is not forgotten. */
const TRACKING_ROUTES: Route[] = [
  ...readFileSync(path.resolve(__dirname, '../../../../docs/api-tracking.md'), 'utf8').matchAll(
    /^\| (GET|POST|PUT|DELETE) \| (\/users\/\{userId\}[^ |?]*)[^ |]* \|/gm,
  ),
].map(([, method, template]) => ({ method: method.toLowerCase() as Route['method'], template }));
// Download lives in the foundation doc; it serves documents too.
TRACKING_ROUTES.push({ method: 'get', template: '/users/{userId}/file/{fileId}' });

const name = (r: Route) => `${r.method.toUpperCase()} ${r.template}`;

/** The request a real caller would send: bodies that would change A's data if they got through. */
function call(route: Route, pathOwner: TestUser, caller: TestUser) {
  const url = `/api/v1${route.template
    .replace('{userId}', pathOwner.userId)
    .replace(/\{(\w+)\}/g, (_m, key: string) => ids[key])}`;
  const req = gw.request[route.method](url).set(bearer(caller));
  if (route.template.endsWith('/file')) {
    return req.field('type', 'resume').field('title', 'Hijack').attach('resume', PDF, 'hijack.pdf');
  }
  if (route.method === 'put') return req.send({ status: '5f0c6c1e-0000-4000-8000-000000000007', done: true, title: 'Hijacked', name: 'Hijacked', content: 'Hijacked' });
  if (route.method === 'post') return req.send({ content: 'Hijack', name: 'Hijack', email: 'h@example.com', title: 'Hijack' });
  return req;
}

const noDataOfAlice = (res: { text: string; body: unknown }) => {
  expect(res.text).not.toContain(SECRET);
  expect(res.text).not.toContain(ids.appliedJobId);
  expect(res.body).toEqual({ message: expect.any(String) });
};

it('covers the tracking routes of the doc (and the shared download)', () => {
  expect(TRACKING_ROUTES.length).toBeGreaterThanOrEqual(30);
});

describe.each(TRACKING_ROUTES.map((r) => [name(r), r] as const))('%s', (_name, route) => {
  it("answers 403 with no data when user B calls it on user A's path", async () => {
    const res = await call(route, alice, bob);
    expect(res.status).toBe(403);
    noDataOfAlice(res);
  });
});

const ROUTES_WITH_IDS = TRACKING_ROUTES.filter((r) => /\{(appliedJobId|taskId|contactId|noteId|fileId)\}/.test(r.template));

describe.each(ROUTES_WITH_IDS.map((r) => [name(r), r] as const))('%s', (_name, route) => {
  it("answers 404 with no data when user B names A's ids on B's own path", async () => {
    const res = await call(route, bob, bob);
    expect(res.status).toBe(404);
    noDataOfAlice(res);
  });
});

describe('on GraphQL, B naming A\'s ids', () => {
  const operations: Record<string, string> = {
    appliedJob: `query($a: ID!) { appliedJob(id: $a) { _id jobInfo { jobTitle } } }`,
    updateAppliedJobStatus: `mutation($a: ID!) { updateAppliedJobStatus(id: $a, status: "5f0c6c1e-0000-4000-8000-000000000007") { _id } }`,
    deleteAppliedJob: `mutation($a: ID!) { deleteAppliedJob(id: $a) }`,
    jobTasks: `query($a: ID!) { jobTasks(appliedJobId: $a) { data { content } } }`,
    addJobTask: `mutation($a: ID!) { addJobTask(appliedJobId: $a, input: { content: "x" }) { _id } }`,
    updateJobTask: `mutation($a: ID!, $t: ID!) { updateJobTask(appliedJobId: $a, id: $t, input: { done: true }) { content } }`,
    deleteJobTask: `mutation($a: ID!, $t: ID!) { deleteJobTask(appliedJobId: $a, id: $t) }`,
    jobContacts: `query($a: ID!) { jobContacts(appliedJobId: $a) { data { name } } }`,
    addJobContact: `mutation($a: ID!) { addJobContact(appliedJobId: $a, input: { name: "x", email: "x@example.com" }) { _id } }`,
    updateJobContact: `mutation($a: ID!, $c: ID!) { updateJobContact(appliedJobId: $a, id: $c, input: { name: "y" }) { name } }`,
    deleteJobContact: `mutation($a: ID!, $c: ID!) { deleteJobContact(appliedJobId: $a, id: $c) }`,
    jobNotes: `query($a: ID!) { jobNotes(appliedJobId: $a) { data { title } } }`,
    addJobNote: `mutation($a: ID!) { addJobNote(appliedJobId: $a, input: { title: "x" }) { _id } }`,
    updateJobNote: `mutation($a: ID!, $n: ID!) { updateJobNote(appliedJobId: $a, id: $n, input: { title: "y" }) { title } }`,
    deleteJobNote: `mutation($a: ID!, $n: ID!) { deleteJobNote(appliedJobId: $a, id: $n) }`,
    appliedJobDocuments: `query($a: ID!) { appliedJobDocuments(appliedJobId: $a) { data { title } } }`,
    deleteDocument: `mutation($f: ID!) { deleteDocument(id: $f) }`,
    createShareableLink: `mutation($f: ID!) { createShareableLink(documentId: $f) { url } }`,
    revokeShareableLink: `mutation($f: ID!) { revokeShareableLink(documentId: $f) }`,
  };

  it.each(Object.entries(operations))('%s answers NOT_FOUND and no data', async (_op, query) => {
    const res = await gw.graphql(query, { a: ids.appliedJobId, t: ids.taskId, c: ids.contactId, n: ids.noteId, f: ids.fileId }, bob.token);
    expect(res.body.data).toBeNull();
    expect(res.body.errors[0].extensions).toMatchObject({ code: 'NOT_FOUND', status: 404 });
    expect(res.text).not.toContain(SECRET);
  });

  it("B's own lists hold nothing of A's", async () => {
    const res = await gw.graphql('query { appliedJobs(limit: 10000) { total data { _id } } documents { total data { _id } } }', {}, bob.token);
    expect(res.body.data).toEqual({ appliedJobs: { total: 0, data: [] }, documents: { total: 0, data: [] } });
  });
});

describe("afterwards, A's data", () => {
  it('is all there, unchanged', async () => {
    const as = (p: string) => gw.request.get(`/api/v1/users/${alice.userId}${p}`).set(bearer(alice));
    const base = `/applied_jobs/${ids.appliedJobId}`;
    const applied = await as(base);
    expect(applied.body.status).toBe('5f0c6c1e-0000-4000-8000-000000000001');
    // Her own task, beside the follow-up the application made when she applied.
    expect((await as(`${base}/job_tasks`)).body.data.filter((t: { followUp: string | null }) => !t.followUp)).toEqual([expect.objectContaining({ content: `Task ${SECRET}`, done: false })]);
    expect((await as(`${base}/job_contacts`)).body.data).toEqual([expect.objectContaining({ name: `Contact ${SECRET}` })]);
    expect((await as(`${base}/job_notes`)).body.data).toEqual([expect.objectContaining({ title: `Note ${SECRET}` })]);
    expect((await as(`${base}/files`)).body.total).toBe(1);
    const download = await as(`/file/${ids.fileId}`).buffer(true);
    expect(download.status).toBe(200);
    expect(Buffer.compare(download.body as Buffer, PDF)).toBe(0);
    // Still the same link, still working.
    const shared = await gw.request.get(shareUrlPath).buffer(true);
    expect(shared.status).toBe(200);
  });
});
