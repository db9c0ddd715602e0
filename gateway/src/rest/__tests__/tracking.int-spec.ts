import { parse } from 'csv-parse/sync';
import { createJob, type JobOverrides } from '@remotehunt/services/test/factories';
import { minimalPdf } from '@remotehunt/services/test/document-files';
import { bearer, createTestGateway, type TestGateway, type TestUser } from '../../test/test-gateway';

// The applied-jobs contract of docs/api-tracking.md as a REST caller sees it:
// applied jobs, their status history and stats, tasks, contacts, notes and the export.

let gw: TestGateway;
let user: TestUser;
let base: string;
let statuses: { _id: string; title: string }[];
const status = (title: string) => statuses.find((s) => s.title === title)!._id;

const DAY = 24 * 3600 * 1000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const ISO = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;
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
  await put('/follow_up_settings', { enabled: false }).expect(200);
});

const get = (path: string) => gw.request.get(`${base}${path}`).set(bearer(user));
const post = (path: string, body: object) => gw.request.post(`${base}${path}`).set(bearer(user)).send(body);
const put = (path: string, body: object) => gw.request.put(`${base}${path}`).set(bearer(user)).send(body);
const del = (path: string) => gw.request.delete(`${base}${path}`).set(bearer(user));

/** Creates a posting and marks it applied, the way the job list does; answers the applied job. */
async function apply(overrides: JobOverrides = {}) {
  const job = await createJob(gw.services, overrides);
  const res = await post('/applied_jobs', { jobId: job.id });
  expect(res.status).toBe(201);
  return { ...res.body, job } as AppliedJob & { job: { id: string } };
}

interface AppliedJob {
  _id: string;
  status: string;
  jobInfo: Record<string, unknown>;
  appliedAt: string;
  statusChangedAt: string;
}
type Item = Record<string, unknown> & { _id: string };
const byId = <T extends { _id: string }>(list: T[]) => [...list].sort((a, b) => a._id.localeCompare(b._id));

describe('GET /users/{userId}/applied_jobs', () => {
  it('answers {data, total, page, limit}, 10 a page by default, newest first', async () => {
    for (let i = 0; i < 12; i++) await apply({ title: `Job ${i}` });
    const first = await get('/applied_jobs');
    expect(first.status).toBe(200);
    expect(Object.keys(first.body).sort()).toEqual(['data', 'limit', 'page', 'total']);
    expect(first.body).toMatchObject({ total: 12, page: 1, limit: 10 });
    expect(first.body.data.map((j: { jobTitle: string }) => j.jobTitle)).toEqual(
      ['Job 11', 'Job 10', 'Job 9', 'Job 8', 'Job 7', 'Job 6', 'Job 5', 'Job 4', 'Job 3', 'Job 2'],
    );
    const second = await get('/applied_jobs?page=2');
    expect(second.body).toMatchObject({ total: 12, page: 2, limit: 10 });
    expect(second.body.data.map((j: { jobTitle: string }) => j.jobTitle)).toEqual(['Job 1', 'Job 0']);
  });

  it('answers everything in one page for limit 10000, as the kanban asks', async () => {
    for (let i = 0; i < 12; i++) await apply({ title: `Job ${i}` });
    const all = await get('/applied_jobs?limit=10000');
    expect(all.status).toBe(200);
    expect(all.body).toMatchObject({ total: 12, page: 1, limit: 10000 });
    expect(all.body.data).toHaveLength(12);
    expect((await get('/applied_jobs?limit=0')).status).toBe(400);
  });

  it('gives each applied job its snapshot under jobInfo and the old client\'s top-level copies', async () => {
    const datePosted = new Date(Date.now() - 3 * DAY);
    const validThrough = new Date(Date.now() + 27 * DAY);
    const applied = await apply({
      title: 'Staff Engineer',
      companyName: 'Globex',
      companyImage: 'https://remoteok.com/logos/globex.png',
      tags: ['typescript', 'worldwide'],
      description: '<p>Work from anywhere.</p>',
      datePosted,
      validThrough,
    });
    const res = await get('/applied_jobs');
    const [item] = res.body.data;
    const jobInfo = {
      jobTitle: 'Staff Engineer',
      companyName: 'Globex',
      // The board's hot-linked logo is not ours: the snapshot keeps only our own copy's address.
      companyImage: null,
      applyUrl: 'https://example.com/apply',
      description: '<p>Work from anywhere.</p>',
      datePosted: datePosted.toISOString(),
      validThrough: validThrough.toISOString(),
      tags: ['typescript', 'worldwide'],
      worldwide: true,
      source: expect.objectContaining({ name: 'Remote OK', url: 'https://remoteok.com' }),
    };
    expect(item).toEqual({
      _id: applied._id,
      appliedJobId: applied._id,
      jobId: applied.job.id,
      status: status('Applied'),
      userId: user.userId,
      jobInfo,
      jobTitle: 'Staff Engineer',
      companyName: 'Globex',
      companyImage: null,
      datePosted: datePosted.toISOString(),
      validThrough: validThrough.toISOString(),
      description: '<p>Work from anywhere.</p>',
      appliedAt: expect.stringMatching(ISO),
      saved: false,
      origin: 'catalogue',
      trackedAt: item.appliedAt,
      statusChangedAt: item.appliedAt,
    });
    expect(item._id).toMatch(UUID);
    expect(Math.abs(Date.parse(item.appliedAt) - Date.now())).toBeLessThan(60_000);
  });

  it('lists only the caller\'s own applied jobs', async () => {
    await apply({ title: 'Mine' });
    const other = await gw.signUp();
    const job = await createJob(gw.services, { title: 'Theirs' });
    await gw.request.post(`/api/v1/users/${other.userId}/applied_jobs`).set(bearer(other)).send({ jobId: job.id }).expect(201);
    const res = await get('/applied_jobs');
    expect(res.body.total).toBe(1);
    expect(res.body.data[0].jobTitle).toBe('Mine');
  });
});

describe('GET /users/{userId}/applied_jobs/all and /{appliedJobId}', () => {
  it('all answers {data, total} with every applied job, the same items as the list', async () => {
    for (let i = 0; i < 11; i++) await apply({ title: `Job ${i}` });
    const all = await get('/applied_jobs/all');
    expect(all.status).toBe(200);
    expect(Object.keys(all.body).sort()).toEqual(['data', 'total']);
    expect(all.body.total).toBe(11);
    expect(all.body.data).toEqual((await get('/applied_jobs?limit=10000')).body.data);
  });

  it('one answers the applied job, the same as in the list with its next event; an unknown or malformed id is 404', async () => {
    const applied = await apply({ title: 'Just one' });
    const one = await get(`/applied_jobs/${applied._id}`);
    expect(one.status).toBe(200);
    expect(one.body).toEqual({ ...(await get('/applied_jobs')).body.data[0], nextEvent: null });

    const missing = await get(`/applied_jobs/${MISSING}`);
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ message: 'The applied job was not found' });
    expect((await get('/applied_jobs/not-an-id')).status).toBe(404);
  });
});

describe('PUT /users/{userId}/applied_jobs/{appliedJobId}', () => {
  it('moves the status freely and records every move in status_history', async () => {
    const applied = await apply();
    const moved = await put(`/applied_jobs/${applied._id}`, { status: status('Interviewing') });
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({ _id: applied._id, status: status('Interviewing'), appliedAt: applied.appliedAt });
    expect(Date.parse(moved.body.statusChangedAt)).toBeGreaterThan(Date.parse(applied.statusChangedAt));
    // Backwards is allowed too.
    await put(`/applied_jobs/${applied._id}`, { status: status('Applied') }).expect(200);
    const rejected = await put(`/applied_jobs/${applied._id}`, { status: status('Rejected') });
    // The same status again is no move.
    await put(`/applied_jobs/${applied._id}`, { status: status('Rejected') }).expect(200);

    expect((await get(`/applied_jobs/${applied._id}`)).body).toEqual({ ...rejected.body, nextEvent: null });
    const history = await get(`/applied_jobs/${applied._id}/status_history`);
    expect(history.status).toBe(200);
    expect(history.body.data.map((c: { fromStatus: string | null; toStatus: string }) => [c.fromStatus, c.toStatus])).toEqual([
      [null, status('Applied')],
      [status('Applied'), status('Interviewing')],
      [status('Interviewing'), status('Applied')],
      [status('Applied'), status('Rejected')],
    ]);
    const times = history.body.data.map((c: { changedAt: string }) => c.changedAt);
    for (const t of times) expect(t).toMatch(ISO);
    expect([...times].sort()).toEqual(times);
    expect(times[0]).toBe(applied.appliedAt);
    expect(times[3]).toBe(rejected.body.statusChangedAt);
  });

  it.each([
    ['a status id that is not a job status', { status: MISSING }],
    ['a malformed status id', { status: 'Interviewing' }],
    ['no status', {}],
  ])('answers 400 "Please choose a valid job status" for %s and keeps the status', async (_label, body) => {
    const applied = await apply();
    const res = await put(`/applied_jobs/${applied._id}`, body);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: 'Please choose a valid job status' });
    expect((await get(`/applied_jobs/${applied._id}`)).body.status).toBe(status('Applied'));
    expect((await get(`/applied_jobs/${applied._id}/status_history`)).body.data).toHaveLength(1);
  });

  it('answers 404 for an applied job that does not exist', async () => {
    const res = await put(`/applied_jobs/${MISSING}`, { status: status('Offer') });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: 'The applied job was not found' });
  });
});

describe('DELETE /users/{userId}/applied_jobs/{appliedJobId}', () => {
  it('deletes the application with its tasks, contacts and notes; a linked document stays, unlinked', async () => {
    const applied = await apply({ title: 'Going away' });
    const kept = await apply({ title: 'Staying' });
    const task = await post(`/applied_jobs/${applied._id}/job_tasks`, { content: 'Follow up' }).expect(201);
    const contact = await post(`/applied_jobs/${applied._id}/job_contacts`, { name: 'Ann', email: 'ann@example.com' }).expect(201);
    const note = await post(`/applied_jobs/${applied._id}/job_notes`, { title: 'Salary' }).expect(201);
    const keptTask = await post(`/applied_jobs/${kept._id}/job_tasks`, { content: 'Keep me' }).expect(201);
    const doc = await gw.request
      .post(`${base}/applied_jobs/${applied._id}/file`)
      .set(bearer(user))
      .field('type', 'resume')
      .field('title', 'My resume')
      .attach('resume', minimalPdf(), 'resume.pdf');
    expect(doc.status).toBe(201);
    expect(doc.body).toMatchObject({ appliedJobId: applied._id, appliedJob: { jobTitle: 'Going away', companyName: 'Acme Remote' } });

    const res = await del(`/applied_jobs/${applied._id}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true });

    expect((await get(`/applied_jobs/${applied._id}`)).status).toBe(404);
    expect((await get(`/applied_jobs/${applied._id}/job_tasks`)).status).toBe(404);
    expect((await get('/applied_jobs')).body.data.map((j: { _id: string }) => j._id)).toEqual([kept._id]);
    const rows = async (table: string, id: string) => (await gw.services.db.query(`SELECT id FROM ${table} WHERE id = $1`, [id])).length;
    expect(await rows('applied_job_tasks', task.body._id)).toBe(0);
    expect(await rows('applied_job_contacts', contact.body._id)).toBe(0);
    expect(await rows('applied_job_notes', note.body._id)).toBe(0);
    expect((await get(`/applied_jobs/${kept._id}/job_tasks/${keptTask.body._id}`)).status).toBe(200);

    const documents = await get('/files');
    expect(documents.body.total).toBe(1);
    expect(documents.body.data[0]).toMatchObject({ _id: doc.body._id, title: 'My resume', appliedJobId: null, appliedJob: null });
    const download = await get(`/file/${doc.body._id}`).buffer(true);
    expect(download.status).toBe(200);
    expect(Buffer.compare(download.body, minimalPdf())).toBe(0);

    const again = await del(`/applied_jobs/${applied._id}`);
    expect(again.status).toBe(404);
    expect(again.body).toEqual({ message: 'The applied job was not found' });
  });
});

describe('the snapshot', () => {
  it('survives the posting being deleted: jobId becomes null, jobInfo stays as it was', async () => {
    const applied = await apply({ title: 'Expired soon', companyName: 'Initech', tags: ['go'] });
    const before = (await get(`/applied_jobs/${applied._id}`)).body;
    await gw.services.db.query(`DELETE FROM jobs WHERE id = $1`, [applied.job.id]);

    const after = await get(`/applied_jobs/${applied._id}`);
    expect(after.status).toBe(200);
    expect(after.body).toEqual({ ...before, jobId: null });
    expect(after.body.jobInfo).toMatchObject({ jobTitle: 'Expired soon', companyName: 'Initech', tags: ['go'] });
    const { nextEvent: _next, ...listed } = after.body;
    expect((await get('/applied_jobs')).body.data).toEqual([listed]);
    // Its status still moves and its items still work.
    await put(`/applied_jobs/${applied._id}`, { status: status('Offer') }).expect(200);
    await post(`/applied_jobs/${applied._id}/job_notes`, { title: 'Still here' }).expect(201);
  });
});

describe('GET /users/{userId}/applied_jobs/stats', () => {
  /** The Monday (UTC) of the week a time falls in, as YYYY-MM-DD. */
  const weekStart = (time: number) => {
    const d = new Date(time);
    d.setUTCHours(0, 0, 0, 0);
    d.setUTCDate(d.getUTCDate() - ((d.getUTCDay() + 6) % 7));
    return d.toISOString().slice(0, 10);
  };

  it('answers every status in order with zeros and the last 12 weeks, oldest first, for a new user', async () => {
    const res = await get('/applied_jobs/stats');
    expect(res.status).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual(['byStatus', 'byWeek']);
    expect(res.body.byStatus).toEqual(statuses.map((s) => ({ status: s._id, title: s.title, count: 0 })));
    expect(res.body.byWeek).toHaveLength(12);
    expect(res.body.byWeek.map((w: { weekStart: string }) => w.weekStart)).toEqual(
      Array.from({ length: 12 }, (_, i) => weekStart(Date.now() - (11 - i) * 7 * DAY)),
    );
    for (const w of res.body.byWeek) expect(w.count).toBe(0);
  });

  it('counts the caller\'s applications per status and per week', async () => {
    const a = await apply();
    const b = await apply();
    const c = await apply();
    const old = await apply();
    const tooOld = await apply();
    await put(`/applied_jobs/${a._id}`, { status: status('Interviewing') }).expect(200);
    await put(`/applied_jobs/${b._id}`, { status: status('Interviewing') }).expect(200);
    await gw.services.db.query(`UPDATE applied_jobs SET created_at = $2, applied_at = $2 WHERE id = $1`, [old._id, new Date(Date.now() - 21 * DAY)]);
    await gw.services.db.query(`UPDATE applied_jobs SET created_at = $2, applied_at = $2 WHERE id = $1`, [tooOld._id, new Date(Date.now() - 90 * DAY)]);
    // Someone else's application does not count.
    const other = await gw.signUp();
    const job = await createJob(gw.services);
    await gw.request.post(`/api/v1/users/${other.userId}/applied_jobs`).set(bearer(other)).send({ jobId: job.id }).expect(201);

    const res = await get('/applied_jobs/stats');
    const counts = Object.fromEntries(res.body.byStatus.map((s: { title: string; count: number }) => [s.title, s.count]));
    expect(counts).toEqual({ ...Object.fromEntries(statuses.map((s) => [s.title, 0])), Applied: 3, Interviewing: 2 });
    expect(c.status).toBe(status('Applied'));

    const weeks = Object.fromEntries(res.body.byWeek.map((w: { weekStart: string; count: number }) => [w.weekStart, w.count]));
    expect(res.body.byWeek).toHaveLength(12);
    expect(weeks[weekStart(Date.now())]).toBe(3);
    expect(weeks[weekStart(Date.now() - 21 * DAY)]).toBe(1);
    expect(res.body.byWeek.reduce((sum: number, w: { count: number }) => sum + w.count, 0)).toBe(4);
  });
});

/** What each kind of item needs, for the tests every kind shares. */
const KINDS = [
  {
    path: 'job_tasks',
    label: 'task',
    create: (i: number) => ({ content: `Task ${i}` }),
    created: (i: number) => ({ content: `Task ${i}`, done: false, dueAt: null, dueTimeZone: null, followUp: null }),
    change: { content: 'Changed task' },
  },
  {
    path: 'job_contacts',
    label: 'contact',
    create: (i: number) => ({ name: `Contact ${i}`, email: `contact${i}@example.com` }),
    created: (i: number) => ({ name: `Contact ${i}`, email: `contact${i}@example.com`, jobTitle: '', linkedInUrl: '', twitterUrl: '' }),
    change: { jobTitle: 'Recruiter' },
  },
  {
    path: 'job_notes',
    label: 'note',
    create: (i: number) => ({ title: `Note ${i}` }),
    created: (i: number) => ({ title: `Note ${i}`, description: '' }),
    change: { description: 'Changed description' },
  },
];

describe.each(KINDS)('/applied_jobs/{appliedJobId}/$path', (kind) => {
  it('lists 5 a page, newest first, as {data, total, page, limit}', async () => {
    const applied = await apply();
    for (let i = 0; i < 7; i++) await post(`/applied_jobs/${applied._id}/${kind.path}`, kind.create(i)).expect(201);
    const first = await get(`/applied_jobs/${applied._id}/${kind.path}`);
    expect(first.status).toBe(200);
    expect(Object.keys(first.body).sort()).toEqual(['data', 'limit', 'page', 'total']);
    expect(first.body).toMatchObject({ total: 7, page: 1, limit: 5 });
    expect(first.body.data).toEqual([6, 5, 4, 3, 2].map((i) => expect.objectContaining(kind.created(i))));
    const second = await get(`/applied_jobs/${applied._id}/${kind.path}?page=2`);
    expect(second.body).toMatchObject({ total: 7, page: 2, limit: 5 });
    expect(second.body.data).toEqual([1, 0].map((i) => expect.objectContaining(kind.created(i))));
    const past = await get(`/applied_jobs/${applied._id}/${kind.path}?page=3`);
    expect(past.body).toEqual({ data: [], total: 7, page: 3, limit: 5 });
  });

  it('creates (201), gets, changes only the fields given and deletes', async () => {
    const applied = await apply();
    const created = await post(`/applied_jobs/${applied._id}/${kind.path}`, kind.create(1));
    expect(created.status).toBe(201);
    expect(created.body).toEqual({
      _id: expect.stringMatching(UUID),
      appliedJobId: applied._id,
      ...kind.created(1),
      createdAt: expect.stringMatching(ISO),
      updatedAt: expect.stringMatching(ISO),
    });
    const item = `/applied_jobs/${applied._id}/${kind.path}/${created.body._id}`;
    expect((await get(item)).body).toEqual(created.body);

    const changed = await put(item, kind.change);
    expect(changed.status).toBe(200);
    expect(changed.body).toEqual({ ...created.body, ...kind.change, updatedAt: expect.stringMatching(ISO) });
    expect(Date.parse(changed.body.updatedAt)).toBeGreaterThan(Date.parse(created.body.updatedAt));
    expect((await get(item)).body).toEqual(changed.body);

    const empty = await put(item, {});
    expect(empty.status).toBe(400);
    expect(empty.body).toEqual({ message: 'Please provide something to change' });

    const deleted = await del(item);
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({ success: true });
    const gone = await get(item);
    expect(gone.status).toBe(404);
    expect(gone.body).toEqual({ message: `The ${kind.label} was not found` });
    expect((await del(item)).status).toBe(404);
    expect((await put(item, kind.change)).status).toBe(404);
    expect((await get(`/applied_jobs/${applied._id}/${kind.path}`)).body.total).toBe(0);
  });

  it('answers 404 for an item under another applied job or an applied job that does not exist', async () => {
    const applied = await apply();
    const elsewhere = await apply();
    const created = await post(`/applied_jobs/${applied._id}/${kind.path}`, kind.create(1)).expect(201);
    expect((await get(`/applied_jobs/${elsewhere._id}/${kind.path}/${created.body._id}`)).status).toBe(404);
    expect((await del(`/applied_jobs/${elsewhere._id}/${kind.path}/${created.body._id}`)).status).toBe(404);
    expect((await get(`/applied_jobs/${applied._id}/${kind.path}/${created.body._id}`)).status).toBe(200);
    const missing = await post(`/applied_jobs/${MISSING}/${kind.path}`, kind.create(2));
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ message: 'The applied job was not found' });
    expect((await get(`/applied_jobs/${MISSING}/${kind.path}`)).status).toBe(404);
  });
});

describe('tasks', () => {
  it('toggles done with {done} alone and keeps the content; changes the content and keeps done', async () => {
    const applied = await apply();
    const created = await post(`/applied_jobs/${applied._id}/job_tasks`, { content: 'Send portfolio' });
    const item = `/applied_jobs/${applied._id}/job_tasks/${created.body._id}`;
    const toggled = await put(item, { done: true });
    expect(toggled.body).toMatchObject({ content: 'Send portfolio', done: true });
    const renamed = await put(item, { content: 'Send portfolio and references' });
    expect(renamed.body).toMatchObject({ content: 'Send portfolio and references', done: true });
    expect((await put(item, { done: false })).body).toMatchObject({ content: 'Send portfolio and references', done: false });
    const doneAtOnce = await post(`/applied_jobs/${applied._id}/job_tasks`, { content: 'Already done', done: true });
    expect(doneAtOnce.body).toMatchObject({ content: 'Already done', done: true });
  });

  it.each([
    ['no content', {}, 'Please provide the task'],
    ['blank content', { content: '   ' }, 'Please provide the task'],
    ['done that is not a boolean', { content: 'x', done: 'yes' }, 'done must be true or false'],
  ])('answers 400 with a message for %s', async (_label, body, message) => {
    const applied = await apply();
    const res = await post(`/applied_jobs/${applied._id}/job_tasks`, body);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message });
    expect((await get(`/applied_jobs/${applied._id}/job_tasks`)).body.total).toBe(0);
  });

  it('refuses to blank the content of an existing task', async () => {
    const applied = await apply();
    const created = await post(`/applied_jobs/${applied._id}/job_tasks`, { content: 'Keep' });
    const res = await put(`/applied_jobs/${applied._id}/job_tasks/${created.body._id}`, { content: '' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: 'Please provide the task' });
  });
});

describe('contacts', () => {
  it('keeps every contact field', async () => {
    const applied = await apply();
    const contact = {
      name: 'Grace Hopper',
      email: 'grace@example.com',
      jobTitle: 'Engineering Manager',
      linkedInUrl: 'https://www.linkedin.com/in/grace',
      twitterUrl: 'https://twitter.com/grace',
    };
    const created = await post(`/applied_jobs/${applied._id}/job_contacts`, contact);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject(contact);
    const changed = await put(`/applied_jobs/${applied._id}/job_contacts/${created.body._id}`, { email: 'grace@navy.example.com' });
    expect(changed.body).toMatchObject({ ...contact, email: 'grace@navy.example.com' });
  });

  it.each([
    ['no name', { email: 'a@example.com' }, 'Please provide the contact name'],
    ['a blank name', { name: ' ', email: 'a@example.com' }, 'Please provide the contact name'],
    ['no email', { name: 'Ann' }, 'Please provide the contact email'],
    ['an empty email', { name: 'Ann', email: '' }, 'Please provide the contact email'],
    ['an invalid email', { name: 'Ann', email: 'not-an-email' }, 'Please provide a valid contact email'],
    ['a LinkedIn address that is not a web address', { name: 'Ann', email: 'a@example.com', linkedInUrl: 'javascript:alert(1)' }, 'Please provide a valid LinkedIn address (https://…)'],
  ])('answers 400 with a message for %s', async (_label, body, message) => {
    const applied = await apply();
    const res = await post(`/applied_jobs/${applied._id}/job_contacts`, body);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message });
  });

  it('refuses an invalid email on update and keeps the old one', async () => {
    const applied = await apply();
    const created = await post(`/applied_jobs/${applied._id}/job_contacts`, { name: 'Ann', email: 'ann@example.com' });
    const item = `/applied_jobs/${applied._id}/job_contacts/${created.body._id}`;
    const res = await put(item, { email: 'nope' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: 'Please provide a valid contact email' });
    expect((await get(item)).body.email).toBe('ann@example.com');
  });
});

describe('notes', () => {
  it.each([
    ['no title', { description: 'text' }],
    ['a blank title', { title: '  ', description: 'text' }],
  ])('answers 400 "Please provide the note title" for %s', async (_label, body) => {
    const applied = await apply();
    const res = await post(`/applied_jobs/${applied._id}/job_notes`, body);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: 'Please provide the note title' });
  });

  it('are deleted through job_notes; the contact route deletes contacts and not notes', async () => {
    const applied = await apply();
    const note = await post(`/applied_jobs/${applied._id}/job_notes`, { title: 'Call notes', description: 'Went well' });
    const contact = await post(`/applied_jobs/${applied._id}/job_contacts`, { name: 'Ann', email: 'ann@example.com' });

    // The old client's mistake: a note id on the contact route deletes nothing.
    expect((await del(`/applied_jobs/${applied._id}/job_contacts/${note.body._id}`)).status).toBe(404);
    expect((await get(`/applied_jobs/${applied._id}/job_notes/${note.body._id}`)).status).toBe(200);

    const deleted = await del(`/applied_jobs/${applied._id}/job_notes/${note.body._id}`);
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({ success: true });
    expect((await get(`/applied_jobs/${applied._id}/job_notes`)).body.total).toBe(0);
    expect((await get(`/applied_jobs/${applied._id}/job_contacts`)).body.total).toBe(1);

    expect((await del(`/applied_jobs/${applied._id}/job_contacts/${contact.body._id}`)).body).toEqual({ success: true });
    expect((await get(`/applied_jobs/${applied._id}/job_contacts`)).body.total).toBe(0);
  });
});

describe('GET /users/{userId}/applied_jobs/export', () => {
  /** Two applied jobs with tasks, contacts and notes, one of them with a title that would run as a formula. */
  async function track() {
    const plain = await apply({ title: 'Backend Engineer', companyName: 'Initech', tags: ['go', 'postgres'] });
    const formula = await apply({ title: '=HYPERLINK("https://evil.example","Click")', companyName: '+Globex', tags: ['worldwide'] });
    await put(`/applied_jobs/${plain._id}`, { status: status('Interviewing') }).expect(200);
    const t1 = await post(`/applied_jobs/${plain._id}/job_tasks`, { content: 'Prepare system design' });
    await post(`/applied_jobs/${plain._id}/job_tasks`, { content: 'Send references' });
    await put(`/applied_jobs/${plain._id}/job_tasks/${t1.body._id}`, { done: true }).expect(200);
    await post(`/applied_jobs/${plain._id}/job_contacts`, { name: 'Ann', email: 'ann@initech.example', jobTitle: 'Recruiter' }).expect(201);
    await post(`/applied_jobs/${plain._id}/job_notes`, { title: 'Salary', description: '120k' }).expect(201);
    await post(`/applied_jobs/${formula._id}/job_notes`, { title: '-1 for the commute' }).expect(201);
    return { plain, formula };
  }

  it('answers a CSV download: the header row, then one row per applied job', async () => {
    const { plain, formula } = await track();
    const res = await get('/applied_jobs/export?format=csv');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="?applied-jobs-\d{4}-\d\d-\d\d\.csv"?$/);
    expect(res.headers['cache-control']).toBe('private, no-store');

    const rows: string[][] = parse(res.text, { bom: true });
    expect(rows[0]).toEqual([
      'Applied job id',
      'Job title',
      'Company',
      'Status',
      'Applied at',
      'Status changed at',
      'Saved, not applied',
      'Location',
      'Salary',
      'Employment type',
      'Source',
      'Apply URL',
      'Date posted',
      'Valid through',
      'Tags',
      'Worldwide',
      'Tasks',
      'Contacts',
      'Notes',
    ]);
    expect(rows).toHaveLength(3);
    const [, newest, oldest] = rows;
    expect(newest[0]).toBe(formula._id);
    expect(oldest[0]).toBe(plain._id);
    const one = (await get(`/applied_jobs/${plain._id}`)).body;
    expect(oldest).toEqual([
      plain._id,
      'Backend Engineer',
      'Initech',
      'Interviewing',
      one.appliedAt,
      one.statusChangedAt,
      'no',
      '',
      '',
      '',
      one.jobInfo.source.name,
      'https://example.com/apply',
      one.datePosted,
      one.validThrough,
      'go, postgres',
      'no',
      '[x] Prepare system design\n[ ] Send references',
      'Ann <ann@initech.example> Recruiter',
      'Salary: 120k',
    ]);
    // Cells that a spreadsheet would run as formulas are turned into text.
    expect(newest[1]).toBe(`'=HYPERLINK("https://evil.example","Click")`);
    expect(newest[2]).toBe(`'+Globex`);
    expect(newest[3]).toBe('Applied');
    expect(newest[15]).toBe('yes');
    expect(newest[18]).toBe(`'-1 for the commute`);
    for (const cell of rows.flat()) expect(cell).not.toMatch(/^[=+\-@]/);
  });

  it('answers only the header row when nothing is tracked', async () => {
    const rows = parse((await get('/applied_jobs/export?format=csv')).text, { bom: true });
    expect(rows).toHaveLength(1);
    expect(rows[0][0]).toBe('Applied job id');
  });

  it('answers a JSON download that equals what the list and item APIs answer', async () => {
    await track();
    const res = await get('/applied_jobs/export?format=json');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="?applied-jobs-\d{4}-\d\d-\d\d\.json"?$/);
    const exported = JSON.parse(res.text);
    expect(Object.keys(exported).sort()).toEqual(['appliedJobs', 'exportedAt']);
    expect(Math.abs(Date.parse(exported.exportedAt) - Date.now())).toBeLessThan(60_000);

    const list: (AppliedJob & { _id: string })[] = (await get('/applied_jobs?limit=10000')).body.data;
    const items = async (id: string, path: string) => byId((await get(`/applied_jobs/${id}/${path}?limit=100`)).body.data as Item[]);
    const expected = [];
    for (const job of list) {
      expected.push({
        ...job,
        statusTitle: statuses.find((s) => s._id === job.status)!.title,
        tasks: await items(job._id, 'job_tasks'),
        contacts: await items(job._id, 'job_contacts'),
        notes: await items(job._id, 'job_notes'),
        statusHistory: ((await get(`/applied_jobs/${job._id}/status_history`)).body.data as { fromStatus: string | null; toStatus: string }[]).map((change) => ({
          ...change,
          fromStatusTitle: statuses.find((s) => s._id === change.fromStatus)?.title ?? null,
          toStatusTitle: statuses.find((s) => s._id === change.toStatus)!.title,
        })),
      });
    }
    const actual = exported.appliedJobs.map((job: { tasks: Item[]; contacts: Item[]; notes: Item[] }) => ({
      ...job,
      tasks: byId(job.tasks),
      contacts: byId(job.contacts),
      notes: byId(job.notes),
    }));
    expect(actual).toEqual(expected);
    expect(expected.map((j) => [j.tasks.length, j.contacts.length, j.notes.length])).toEqual([
      [0, 0, 1],
      [2, 1, 1],
    ]);
    // JSON is the default format.
    expect(JSON.parse((await get('/applied_jobs/export')).text).appliedJobs).toEqual(exported.appliedJobs);
  });

  it('answers 400 for a format it does not know', async () => {
    const res = await get('/applied_jobs/export?format=xml');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: 'format must be csv or json' });
  });
});
