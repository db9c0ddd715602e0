import { minimalDocx, minimalPdf } from '@remotehunt/services/test/document-files';
import { createJob } from '@remotehunt/services/test/factories';
import { bearer, createTestGateway, type TestGateway, type TestUser } from '../../test/test-gateway';

// The tracking operations of docs/api-tracking.md over GraphQL: each answers what the
// matching REST route answers (both call the same services), and refusals keep the
// service's message with a code.

let gw: TestGateway;
let user: TestUser;
let base: string;
let statuses: { _id: string; title: string }[];
const status = (title: string) => statuses.find((s) => s.title === title)!._id;
const MISSING = '00000000-0000-4000-8000-000000000000';

beforeAll(async () => {
  gw = await createTestGateway();
});
afterAll(() => gw.close());
beforeEach(async () => {
  user = await gw.signUp();
  base = `/api/v1/users/${user.userId}`;
  statuses ??= (await gw.request.get(`${base}/job/statuses`).set(bearer(user))).body.data;
  // Here every task is the user's own: the default follow-ups have their own file (follow-ups.int-spec.ts).
  await gw.request.put(`${base}/follow_up_settings`).set(bearer(user)).send({ enabled: false }).expect(200);
});

const APPLIED_JOB_FIELDS = `
  _id appliedJobId jobId status userId appliedAt statusChangedAt
  jobInfo { jobTitle companyName companyImage applyUrl description datePosted validThrough tags worldwide source { name url } }`;
const TASK_FIELDS = '_id appliedJobId content done dueAt dueTimeZone followUp createdAt updatedAt';
const CONTACT_FIELDS = '_id appliedJobId name email jobTitle linkedInUrl twitterUrl createdAt updatedAt';
const NOTE_FIELDS = '_id appliedJobId title description createdAt updatedAt';
const DOCUMENT_FIELDS = `
  _id userId type title file { name size contentType } appliedJobId appliedJob { jobTitle companyName } createdAt
  shareableLink { url views createdAt lastViewedAt }`;

/** Runs an operation as the user and answers its data, after checking there was no error. */
async function run(query: string, variables: Record<string, unknown> = {}) {
  const res = await gw.graphql(query, variables, user.token);
  expect(res.body.errors).toBeUndefined();
  expect(res.status).toBe(200);
  return res.body.data;
}
/** Runs an operation that must fail and answers its one error. */
async function fail(query: string, variables: Record<string, unknown> = {}) {
  const res = await gw.graphql(query, variables, user.token);
  expect(res.body.errors).toHaveLength(1);
  return res.body.errors[0] as { message: string; extensions: { code: string; status: number } };
}
const rest = async (path: string) => {
  const res = await gw.request.get(`${base}${path}`).set(bearer(user));
  expect(res.status).toBe(200);
  return res.body;
};

/** The fields GraphQL gives an applied job, taken from a REST applied job (which also has the old client's top-level copies). */
const asGraphQL = (job: Record<string, unknown> & { jobInfo: Record<string, unknown> & { source: { name: string; url: string } } }) => ({
  _id: job._id,
  appliedJobId: job.appliedJobId,
  jobId: job.jobId,
  status: job.status,
  userId: job.userId,
  appliedAt: job.appliedAt,
  statusChangedAt: job.statusChangedAt,
  jobInfo: { ...job.jobInfo, source: { name: job.jobInfo.source.name, url: job.jobInfo.source.url } },
});

async function apply(title = 'Senior Engineer') {
  const job = await createJob(gw.services, { title, companyName: 'Initech', tags: ['go'] });
  const res = await gw.request.post(`${base}/applied_jobs`).set(bearer(user)).send({ jobId: job.id });
  expect(res.status).toBe(201);
  return res.body._id as string;
}

function upload(title: string, bytes: Buffer, name: string, appliedJobId?: string) {
  const req = gw.request.post(`${base}/file`).set(bearer(user)).field('type', 'resume').field('title', title);
  if (appliedJobId) req.field('appliedJobId', appliedJobId);
  return req.attach('resume', bytes, name).expect(201);
}

describe('applied jobs', () => {
  const APPLIED_JOBS = `query AppliedJobs($page: Int, $limit: Int) {
    appliedJobs(page: $page, limit: $limit) { total page limit data { ${APPLIED_JOB_FIELDS} } }
  }`;
  const APPLIED_JOB = `query AppliedJob($id: ID!) {
    appliedJob(id: $id) { ${APPLIED_JOB_FIELDS} statusHistory { fromStatus toStatus changedAt evidence } }
  }`;
  const UPDATE_STATUS = `mutation UpdateStatus($id: ID!, $status: ID!) { updateAppliedJobStatus(id: $id, status: $status) { ${APPLIED_JOB_FIELDS} } }`;
  const DELETE = `mutation Delete($id: ID!) { deleteAppliedJob(id: $id) }`;

  it('appliedJobs answers the REST list page by page, 10 by default', async () => {
    for (let i = 0; i < 12; i++) await apply(`Job ${i}`);
    const first = (await run(APPLIED_JOBS)).appliedJobs;
    const restFirst = await rest('/applied_jobs');
    expect(first).toEqual({ total: 12, page: 1, limit: 10, data: restFirst.data.map(asGraphQL) });
    const second = (await run(APPLIED_JOBS, { page: 2, limit: 5 })).appliedJobs;
    expect(second).toEqual({ total: 12, page: 2, limit: 5, data: (await rest('/applied_jobs?page=2&limit=5')).data.map(asGraphQL) });
    const all = (await run(APPLIED_JOBS, { limit: 10000 })).appliedJobs;
    expect(all.data).toHaveLength(12);
    expect(all.limit).toBe(10000);
  });

  it('appliedJob answers the REST applied job with its status history; updateAppliedJobStatus moves it', async () => {
    const id = await apply();
    const moved = (await run(UPDATE_STATUS, { id, status: status('Offer') })).updateAppliedJobStatus;
    expect(moved).toEqual(asGraphQL(await rest(`/applied_jobs/${id}`)));
    expect(moved.status).toBe(status('Offer'));

    const { appliedJob } = await run(APPLIED_JOB, { id });
    const { statusHistory, ...job } = appliedJob;
    expect(job).toEqual(moved);
    expect(statusHistory).toEqual((await rest(`/applied_jobs/${id}/status_history`)).data);
    expect(statusHistory.map((c: { fromStatus: string | null; toStatus: string }) => [c.fromStatus, c.toStatus])).toEqual([
      [null, status('Applied')],
      [status('Applied'), status('Offer')],
    ]);
  });

  it('refuses an invalid status as BAD_USER_INPUT with the message; an unknown applied job is NOT_FOUND', async () => {
    const id = await apply();
    for (const bad of [MISSING, 'Offer']) {
      expect(await fail(UPDATE_STATUS, { id, status: bad })).toMatchObject({
        message: 'Please choose a valid job status',
        extensions: { code: 'BAD_USER_INPUT', status: 400 },
      });
    }
    expect(await fail(APPLIED_JOB, { id: MISSING })).toMatchObject({
      message: 'The applied job was not found',
      extensions: { code: 'NOT_FOUND', status: 404 },
    });
  });

  it('appliedJobStats answers the REST stats', async () => {
    const id = await apply();
    await apply();
    await run(UPDATE_STATUS, { id, status: status('Interviewing') });
    const { appliedJobStats } = await run(`{ appliedJobStats { byStatus { status title count } byWeek { weekStart count } } }`);
    expect(appliedJobStats).toEqual(await rest('/applied_jobs/stats'));
    expect(appliedJobStats.byWeek).toHaveLength(12);
    expect(appliedJobStats.byStatus.find((s: { title: string }) => s.title === 'Interviewing').count).toBe(1);
  });

  it('deleteAppliedJob answers true and the applied job is gone from REST as well', async () => {
    const id = await apply();
    await gw.request.post(`${base}/applied_jobs/${id}/job_tasks`).set(bearer(user)).send({ content: 'Gone too' }).expect(201);
    expect(await run(DELETE, { id })).toEqual({ deleteAppliedJob: true });
    expect((await gw.request.get(`${base}/applied_jobs/${id}`).set(bearer(user))).status).toBe(404);
    expect((await fail(DELETE, { id })).extensions.code).toBe('NOT_FOUND');
  });
});

describe.each([
  {
    kind: 'task',
    list: 'jobTasks',
    path: 'job_tasks',
    fields: TASK_FIELDS,
    add: 'addJobTask',
    update: 'updateJobTask',
    remove: 'deleteJobTask',
    input: 'JobTaskInput',
    create: { content: 'Send references' },
    change: { done: true },
    changed: { content: 'Send references', done: true },
  },
  {
    kind: 'contact',
    list: 'jobContacts',
    path: 'job_contacts',
    fields: CONTACT_FIELDS,
    add: 'addJobContact',
    update: 'updateJobContact',
    remove: 'deleteJobContact',
    input: 'JobContactInput',
    create: { name: 'Ann', email: 'ann@example.com', linkedInUrl: 'https://www.linkedin.com/in/ann' },
    change: { jobTitle: 'Recruiter' },
    changed: { name: 'Ann', email: 'ann@example.com', jobTitle: 'Recruiter', linkedInUrl: 'https://www.linkedin.com/in/ann', twitterUrl: '' },
  },
  {
    kind: 'note',
    list: 'jobNotes',
    path: 'job_notes',
    fields: NOTE_FIELDS,
    add: 'addJobNote',
    update: 'updateJobNote',
    remove: 'deleteJobNote',
    input: 'JobNoteInput',
    create: { title: 'Salary', description: 'Ask about equity' },
    change: { title: 'Compensation' },
    changed: { title: 'Compensation', description: 'Ask about equity' },
  },
])('$list', (k) => {
  const LIST = `query List($appliedJobId: ID!, $page: Int, $limit: Int) {
    ${k.list}(appliedJobId: $appliedJobId, page: $page, limit: $limit) { total page limit data { ${k.fields} } }
  }`;
  const ADD = `mutation Add($appliedJobId: ID!, $input: ${k.input}!) { ${k.add}(appliedJobId: $appliedJobId, input: $input) { ${k.fields} } }`;
  const UPDATE = `mutation Update($appliedJobId: ID!, $id: ID!, $input: ${k.input}!) {
    ${k.update}(appliedJobId: $appliedJobId, id: $id, input: $input) { ${k.fields} }
  }`;
  const REMOVE = `mutation Remove($appliedJobId: ID!, $id: ID!) { ${k.remove}(appliedJobId: $appliedJobId, id: $id) }`;

  it(`adds, lists 5 a page, updates only the fields given and deletes, as REST sees it`, async () => {
    const appliedJobId = await apply();
    const added = (await run(ADD, { appliedJobId, input: k.create }))[k.add];
    expect(added).toMatchObject({ appliedJobId, ...k.create });
    expect(added).toEqual(await rest(`/applied_jobs/${appliedJobId}/${k.path}/${added._id}`));

    for (let i = 0; i < 6; i++) await run(ADD, { appliedJobId, input: k.create });
    const first = (await run(LIST, { appliedJobId }))[k.list];
    expect(first).toEqual(await rest(`/applied_jobs/${appliedJobId}/${k.path}`));
    expect(first).toMatchObject({ total: 7, page: 1, limit: 5 });
    expect(first.data).toHaveLength(5);
    const second = (await run(LIST, { appliedJobId, page: 2 }))[k.list];
    expect(second).toEqual(await rest(`/applied_jobs/${appliedJobId}/${k.path}?page=2`));
    expect(second.data.at(-1)._id).toBe(added._id);

    const updated = (await run(UPDATE, { appliedJobId, id: added._id, input: k.change }))[k.update];
    expect(updated).toMatchObject(k.changed);
    expect(updated).toEqual(await rest(`/applied_jobs/${appliedJobId}/${k.path}/${added._id}`));

    expect(await run(REMOVE, { appliedJobId, id: added._id })).toEqual({ [k.remove]: true });
    expect((await gw.request.get(`${base}/applied_jobs/${appliedJobId}/${k.path}/${added._id}`).set(bearer(user))).status).toBe(404);
    expect(await fail(REMOVE, { appliedJobId, id: added._id })).toMatchObject({
      message: `The ${k.kind} was not found`,
      extensions: { code: 'NOT_FOUND', status: 404 },
    });
  });

  it('answers NOT_FOUND for an applied job that does not exist', async () => {
    expect(await fail(LIST, { appliedJobId: MISSING })).toMatchObject({
      message: 'The applied job was not found',
      extensions: { code: 'NOT_FOUND' },
    });
  });
});

describe('validation over GraphQL', () => {
  it.each([
    ['a task without content', 'addJobTask', 'JobTaskInput', {}, 'Please provide the task'],
    ['a task with blank content', 'addJobTask', 'JobTaskInput', { content: ' ' }, 'Please provide the task'],
    ['a contact without a name', 'addJobContact', 'JobContactInput', { email: 'a@example.com' }, 'Please provide the contact name'],
    ['a contact without an email', 'addJobContact', 'JobContactInput', { name: 'Ann' }, 'Please provide the contact email'],
    ['a contact with an invalid email', 'addJobContact', 'JobContactInput', { name: 'Ann', email: 'nope' }, 'Please provide a valid contact email'],
    ['a note without a title', 'addJobNote', 'JobNoteInput', { description: 'text' }, 'Please provide the note title'],
  ])('refuses %s as BAD_USER_INPUT with the message', async (_label, mutation, input, value, message) => {
    const appliedJobId = await apply();
    const error = await fail(`mutation ($appliedJobId: ID!, $input: ${input}!) { ${mutation}(appliedJobId: $appliedJobId, input: $input) { _id } }`, {
      appliedJobId,
      input: value,
    });
    expect(error).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT', status: 400 } });
  });

  it('refuses an update that changes nothing, and one that blanks a required field', async () => {
    const appliedJobId = await apply();
    const { addJobTask } = await run(`mutation ($a: ID!) { addJobTask(appliedJobId: $a, input: { content: "Keep" }) { _id } }`, { a: appliedJobId });
    const update = `mutation ($a: ID!, $id: ID!, $input: JobTaskInput!) { updateJobTask(appliedJobId: $a, id: $id, input: $input) { content done } }`;
    expect(await fail(update, { a: appliedJobId, id: addJobTask._id, input: {} })).toMatchObject({
      message: 'Please provide something to change',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    expect(await fail(update, { a: appliedJobId, id: addJobTask._id, input: { content: '' } })).toMatchObject({
      message: 'Please provide the task',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    expect((await run(update, { a: appliedJobId, id: addJobTask._id, input: { done: true } })).updateJobTask).toEqual({ content: 'Keep', done: true });
  });

  it('takes a field sent as null as not given', async () => {
    const appliedJobId = await apply();
    const add = `mutation ($a: ID!, $input: JobContactInput!) { addJobContact(appliedJobId: $a, input: $input) { _id name email jobTitle twitterUrl } }`;
    const { addJobContact } = await run(add, { a: appliedJobId, input: { name: 'Ann', email: 'ann@example.com', jobTitle: null, twitterUrl: null } });
    expect(addJobContact).toMatchObject({ name: 'Ann', jobTitle: '', twitterUrl: '' });
    const { addJobTask } = await run(`mutation ($a: ID!) { addJobTask(appliedJobId: $a, input: { content: "Keep", done: null }) { _id done } }`, { a: appliedJobId });
    expect(addJobTask.done).toBe(false);
    const toggle = `mutation ($a: ID!, $id: ID!) { updateJobTask(appliedJobId: $a, id: $id, input: { content: null, done: true }) { content done } }`;
    expect((await run(toggle, { a: appliedJobId, id: addJobTask._id })).updateJobTask).toEqual({ content: 'Keep', done: true });
    // Only nulls is nothing to change.
    const nothing = `mutation ($a: ID!, $id: ID!) { updateJobTask(appliedJobId: $a, id: $id, input: { content: null }) { content } }`;
    expect((await fail(nothing, { a: appliedJobId, id: addJobTask._id })).message).toBe('Please provide something to change');
  });
});

describe('documents', () => {
  const DOCUMENTS = `query Documents($page: Int, $limit: Int) { documents(page: $page, limit: $limit) { total page limit data { ${DOCUMENT_FIELDS} } } }`;
  const APPLIED_JOB_DOCUMENTS = `query AppliedJobDocuments($appliedJobId: ID!, $page: Int) {
    appliedJobDocuments(appliedJobId: $appliedJobId, page: $page) { total page limit data { ${DOCUMENT_FIELDS} } }
  }`;
  const CREATE_LINK = `mutation ($documentId: ID!) { createShareableLink(documentId: $documentId) { url views createdAt lastViewedAt } }`;
  const REVOKE_LINK = `mutation ($documentId: ID!) { revokeShareableLink(documentId: $documentId) }`;
  const DELETE_DOCUMENT = `mutation ($id: ID!) { deleteDocument(id: $id) }`;

  it('documents answers the REST list, 10 a page', async () => {
    for (let i = 0; i < 11; i++) await upload(`Doc ${i}`, minimalPdf(), `doc${i}.pdf`);
    const first = (await run(DOCUMENTS)).documents;
    expect(first).toEqual(await rest('/files'));
    expect(first).toMatchObject({ total: 11, page: 1, limit: 10 });
    expect((await run(DOCUMENTS, { page: 2 })).documents).toEqual(await rest('/files?page=2'));
  });

  it('appliedJobDocuments answers the REST list of an applied job, 5 a page', async () => {
    const appliedJobId = await apply('Linked job');
    for (let i = 0; i < 6; i++) await upload(`Linked ${i}`, minimalDocx(), `l${i}.docx`, appliedJobId);
    await upload('Unlinked', minimalPdf(), 'u.pdf');
    const first = (await run(APPLIED_JOB_DOCUMENTS, { appliedJobId })).appliedJobDocuments;
    expect(first).toEqual(await rest(`/applied_jobs/${appliedJobId}/files`));
    expect(first).toMatchObject({ total: 6, page: 1, limit: 5 });
    expect(first.data[0].appliedJob).toEqual({ jobTitle: 'Linked job', companyName: 'Initech' });
    expect((await run(APPLIED_JOB_DOCUMENTS, { appliedJobId, page: 2 })).appliedJobDocuments).toEqual(
      await rest(`/applied_jobs/${appliedJobId}/files?page=2`),
    );
    expect((await fail(APPLIED_JOB_DOCUMENTS, { appliedJobId: MISSING })).extensions.code).toBe('NOT_FOUND');
  });

  it('createShareableLink answers the REST link (the same url); revokeShareableLink stops it', async () => {
    const doc = (await upload('Shared', minimalPdf(), 'shared.pdf')).body;
    const { createShareableLink: link } = await run(CREATE_LINK, { documentId: doc._id });
    expect(link).toEqual({ url: expect.stringMatching(/\/api\/v1\/shared_files\/[A-Za-z0-9_-]{43}$/), views: 0, createdAt: expect.any(String), lastViewedAt: null });
    const viaRest = await gw.request.post(`${base}/files/${doc._id}/shareable_link`).set(bearer(user));
    expect(viaRest.body).toEqual(link);
    const publicPath = new URL(link.url).pathname;
    await gw.request.get(publicPath).expect(200);
    expect((await run(DOCUMENTS)).documents.data[0].shareableLink).toMatchObject({ url: link.url, views: 1 });

    expect(await run(REVOKE_LINK, { documentId: doc._id })).toEqual({ revokeShareableLink: true });
    expect((await gw.request.get(publicPath)).status).toBe(404);
    expect((await run(DOCUMENTS)).documents.data[0].shareableLink).toBeNull();
    const fresh = (await run(CREATE_LINK, { documentId: doc._id })).createShareableLink;
    expect(fresh.url).not.toBe(link.url);
  });

  it('deleteDocument answers true; the document, its download and its link are gone', async () => {
    const doc = (await upload('Doomed', minimalPdf(), 'doomed.pdf')).body;
    const { createShareableLink: link } = await run(CREATE_LINK, { documentId: doc._id });
    expect(await run(DELETE_DOCUMENT, { id: doc._id })).toEqual({ deleteDocument: true });
    expect((await run(DOCUMENTS)).documents.total).toBe(0);
    expect((await gw.request.get(`${base}/file/${doc._id}`).set(bearer(user))).status).toBe(404);
    expect((await gw.request.get(new URL(link.url).pathname)).status).toBe(404);
    expect(await fail(DELETE_DOCUMENT, { id: doc._id })).toMatchObject({
      message: 'The document was not found',
      extensions: { code: 'NOT_FOUND', status: 404 },
    });
    expect((await fail(CREATE_LINK, { documentId: doc._id })).extensions.code).toBe('NOT_FOUND');
  });
});
