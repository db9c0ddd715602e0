import { parse } from 'csv-parse/sync';
import { minimalPdf } from '@remotehunt/services/test/document-files';
import { createJob } from '@remotehunt/services/test/factories';
import { bearer, createTestGateway, type TestGateway, type TestUser } from '../../test/test-gateway';

// Issue 47, item 1: a job found anywhere is tracked like one from our board, over REST and GraphQL.

let gw: TestGateway;
let statuses: { _id: string; title: string }[];
const status = (title: string) => statuses.find((s) => s.title === title)!._id;

beforeAll(async () => {
  gw = await createTestGateway();
  const someone = await gw.signUp();
  statuses = (await gw.request.get(`/api/v1/users/${someone.userId}/job/statuses`).set(bearer(someone))).body.data;
});
afterAll(() => gw.close());

type Transport = 'REST' | 'GraphQL';
const TRANSPORTS: Transport[] = ['REST', 'GraphQL'];
type Answer = { status: number; body: Record<string, unknown> & { message?: string } };

const APPLIED_JOB_FIELDS = `_id jobId status saved origin appliedAt trackedAt statusChangedAt
  jobInfo { jobTitle companyName companyImage applyUrl description datePosted validThrough tags worldwide location salary employmentType source { name url } }`;

/** POST /applied_jobs with `job`, or trackJob: the answer as {status, body}, a GraphQL error as its status and message. */
async function track(via: Transport, user: TestUser, body: Record<string, unknown>): Promise<Answer> {
  if (via === 'REST') {
    const res = await gw.request.post(`/api/v1/users/${user.userId}/applied_jobs`).set(bearer(user)).send(body);
    return { status: res.status, body: res.body };
  }
  const res = await gw.graphql(
    `mutation ($job: TrackedJobInput!, $status: ID, $appliedAt: String, $saved: Boolean, $origin: String) {
       trackJob(job: $job, status: $status, appliedAt: $appliedAt, saved: $saved, origin: $origin) { ${APPLIED_JOB_FIELDS} }
     }`,
    body,
    user.token,
  );
  return fromGraphQL(res.body, 'trackJob', 201);
}

function fromGraphQL(body: { data?: Record<string, unknown> | null; errors?: { message: string; extensions: { status: number } }[] }, field: string, ok = 200): Answer {
  const error = body.errors?.[0];
  if (error) return { status: error.extensions.status, body: { message: error.message } };
  return { status: ok, body: body.data![field] as Record<string, unknown> };
}

async function apply(via: Transport, user: TestUser, id: string, input: { status: string; applied?: boolean; appliedAt?: string }): Promise<Answer> {
  if (via === 'REST') {
    const res = await gw.request.put(`/api/v1/users/${user.userId}/applied_jobs/${id}`).set(bearer(user)).send(input);
    return { status: res.status, body: res.body };
  }
  const res = await gw.graphql(
    `mutation ($id: ID!, $status: ID!, $applied: Boolean, $appliedAt: String) {
       updateAppliedJobStatus(id: $id, status: $status, applied: $applied, appliedAt: $appliedAt) { ${APPLIED_JOB_FIELDS} }
     }`,
    { id, ...input },
    user.token,
  );
  return fromGraphQL(res.body, 'updateAppliedJobStatus');
}

async function list(via: Transport, user: TestUser, stage?: string): Promise<{ _id: string; saved: boolean }[]> {
  if (via === 'REST') {
    const res = await gw.request.get(`/api/v1/users/${user.userId}/applied_jobs`).query({ limit: 100, ...(stage ? { stage } : {}) }).set(bearer(user));
    expect(res.status).toBe(200);
    return res.body.data;
  }
  const res = await gw.graphql(`query ($stage: String) { appliedJobs(limit: 100, stage: $stage) { data { _id saved } } }`, stage ? { stage } : {}, user.token);
  return res.body.data.appliedJobs.data;
}

const HAND_JOB = {
  applyUrl: 'https://careers.acme.example/jobs/42-platform-engineer?utm_source=linkedin',
  jobTitle: 'Platform Engineer',
  companyName: 'Acme',
  location: 'Remote (EU)',
  salary: '€70k–€85k',
  employmentType: 'full-time',
  description: 'Build the platform.\n\nKubernetes, Go.',
  source: 'A referral',
};

describe.each(TRANSPORTS)('over %s', (via) => {
  let user: TestUser;
  let base: string;
  beforeEach(async () => {
    user = await gw.signUp();
    base = `/api/v1/users/${user.userId}`;
  });
  const get = (path: string) => gw.request.get(`${base}${path}`).set(bearer(user));
  const post = (path: string, body: object) => gw.request.post(`${base}${path}`).set(bearer(user)).send(body);

  it('tracks a job typed in by hand, which then works with every tracker feature', async () => {
    const tracked = await track(via, user, { job: HAND_JOB, appliedAt: '2026-11-02' });
    expect(tracked.status).toBe(201);
    const id = tracked.body._id as string;
    expect(tracked.body).toMatchObject({
      jobId: null,
      status: status('Applied'),
      saved: false,
      origin: 'manual',
      appliedAt: '2026-11-02T12:00:00.000Z',
      jobInfo: {
        jobTitle: 'Platform Engineer',
        companyName: 'Acme',
        companyImage: null,
        applyUrl: HAND_JOB.applyUrl,
        description: '<p>Build the platform.</p>\n<p>Kubernetes, Go.</p>',
        datePosted: null,
        validThrough: null,
        tags: [],
        worldwide: false,
        location: 'Remote (EU)',
        salary: '€70k–€85k',
        employmentType: 'full-time',
        source: { name: 'A referral', url: 'https://careers.acme.example' },
      },
    });

    // The kanban's list and the detail page.
    expect((await list(via, user)).map((j) => j._id)).toEqual([id]);
    expect((await get(`/applied_jobs/${id}`)).body).toMatchObject({ _id: id, jobTitle: 'Platform Engineer', companyName: 'Acme', datePosted: null });

    // Tasks, contacts, notes and a document.
    expect((await post(`/applied_jobs/${id}/job_tasks`, { content: 'Prepare the system design' })).status).toBe(201);
    expect((await post(`/applied_jobs/${id}/job_contacts`, { name: 'Ann', email: 'ann@acme.example' })).status).toBe(201);
    expect((await post(`/applied_jobs/${id}/job_notes`, { title: 'Referred by Bo' })).status).toBe(201);
    const upload = await gw.request
      .post(`${base}/applied_jobs/${id}/file`)
      .set(bearer(user))
      .field('type', 'resume')
      .field('title', 'CV for Acme')
      .attach('resume', minimalPdf(), 'cv.pdf');
    expect(upload.status).toBe(201);
    expect((await get(`/applied_jobs/${id}/files`)).body.data.map((f: { title: string }) => f.title)).toEqual(['CV for Acme']);

    // Status moves, its history and the charts.
    expect((await apply(via, user, id, { status: status('Interviewing') })).body).toMatchObject({ status: status('Interviewing') });
    const history = (await get(`/applied_jobs/${id}/status_history`)).body.data;
    expect(history.map((c: { toStatus: string }) => c.toStatus)).toEqual([status('Applied'), status('Interviewing')]);
    expect(history[0].changedAt).toBe('2026-11-02T12:00:00.000Z');
    const stats = (await get('/applied_jobs/stats')).body;
    expect(stats.byStatus.find((s: { title: string }) => s.title === 'Interviewing').count).toBe(1);

    // The export carries what was typed.
    const exported = (await get('/applied_jobs/export?format=json')).body.appliedJobs;
    expect(exported).toHaveLength(1);
    expect(exported[0]).toMatchObject({
      _id: id,
      origin: 'manual',
      // The move to Interviewing swapped Applied's default follow-up for its own (follow-ups.int-spec.ts).
      tasks: [{ content: 'Prepare the system design', followUp: null }, { content: 'Send a thank-you note to Acme', followUp: 'interview' }],
      contacts: [{ name: 'Ann' }],
      notes: [{ title: 'Referred by Bo' }],
    });
    expect(exported[0].statusHistory.map((c: { toStatusTitle: string }) => c.toStatusTitle)).toEqual(['Applied', 'Interviewing']);
    const [header, row] = parse((await get('/applied_jobs/export?format=csv')).text, { bom: true }) as string[][];
    const cell = (column: string) => row[header.indexOf(column)];
    expect([cell('Job title'), cell('Company'), cell('Location'), cell('Salary'), cell('Employment type'), cell('Source'), cell('Saved, not applied')]).toEqual([
      'Platform Engineer',
      'Acme',
      'Remote (EU)',
      '€70k–€85k',
      'full-time',
      'A referral',
      'no',
    ]);

    // Deleting it works as for any application.
    expect((await gw.request.delete(`${base}/applied_jobs/${id}`).set(bearer(user))).status).toBe(200);
    expect((await get(`/applied_jobs/${id}`)).status).toBe(404);
  });

  it('saves a job for later: outside the applications and their charts until it is applied to', async () => {
    const saved = await track(via, user, { job: { jobTitle: 'Data Engineer', companyName: 'Initech', applyUrl: 'https://jobs.example/initech/7' }, saved: true });
    expect(saved.status).toBe(201);
    expect(saved.body).toMatchObject({ saved: true, appliedAt: null, jobInfo: { source: { name: 'jobs.example', url: 'https://jobs.example' } } });
    const id = saved.body._id as string;

    expect(await list(via, user)).toEqual([]);
    expect(await list(via, user, 'saved')).toEqual([expect.objectContaining({ _id: id, saved: true })]);
    expect(await list(via, user, 'all')).toHaveLength(1);
    expect((await get(`/applied_jobs/${id}/status_history`)).body.data).toEqual([]);
    expect((await get('/applied_jobs/stats')).body.byStatus.every((s: { count: number }) => s.count === 0)).toBe(true);
    // Notes before applying are what saving is for.
    expect((await post(`/applied_jobs/${id}/job_notes`, { title: 'Ask Bo about the team' })).status).toBe(201);

    const applied = await apply(via, user, id, { status: status('Phone Screen'), applied: true, appliedAt: '2026-11-20' });
    expect(applied.status).toBe(200);
    expect(applied.body).toMatchObject({ saved: false, appliedAt: '2026-11-20T12:00:00.000Z', status: status('Phone Screen') });
    expect((await list(via, user)).map((j) => j._id)).toEqual([id]);
    expect((await get(`/applied_jobs/${id}/status_history`)).body.data).toEqual([
      { fromStatus: null, toStatus: status('Phone Screen'), changedAt: '2026-11-20T12:00:00.000Z', evidence: null },
    ]);
  });

  it('tracks one address once: the same job from another link is the same entry, and applying to a saved one applies it', async () => {
    const first = await track(via, user, { job: { ...HAND_JOB }, saved: true });
    const again = await track(via, user, {
      job: { jobTitle: 'Platform Engineer (edited)', companyName: 'Acme', applyUrl: 'http://www.careers.acme.example/jobs/42-platform-engineer/#apply' },
    });
    expect(again.status).toBe(201);
    expect(again.body).toMatchObject({ _id: first.body._id, saved: false, jobInfo: { jobTitle: 'Platform Engineer' } });
    expect(await list(via, user, 'all')).toHaveLength(1);

    // Twenty presses at once make one entry.
    const job = { jobTitle: 'SRE', companyName: 'Globex', applyUrl: 'https://globex.example/jobs/sre' };
    const answers = await Promise.all(Array.from({ length: 20 }, () => track(via, user, { job })));
    expect(new Set(answers.map((a) => a.status))).toEqual(new Set([201]));
    expect(new Set(answers.map((a) => a.body._id)).size).toBe(1);
    expect(await list(via, user, 'all')).toHaveLength(2);
  });

  it("keeps someone else's tracked job out of reach: 404 for it and for what hangs off it", async () => {
    const other = await gw.signUp();
    const theirs = await track(via, other, { job: HAND_JOB });
    const id = theirs.body._id as string;
    expect((await get(`/applied_jobs/${id}`)).status).toBe(404);
    expect((await apply(via, user, id, { status: status('Offer') })).status).toBe(404);
    expect((await post(`/applied_jobs/${id}/job_notes`, { title: 'Mine now' })).status).toBe(404);
    expect((await gw.request.delete(`${base}/applied_jobs/${id}`).set(bearer(user))).status).toBe(404);
    expect((await gw.request.get(`/api/v1/users/${other.userId}/applied_jobs/${id}`).set(bearer(other))).body.status).toBe(status('Applied'));
  });

  it.each([
    ['a title with a NUL', { job: { ...HAND_JOB, jobTitle: 'Engineer\u0000' } }, /jobTitle/],
    ['a title with a line break', { job: { ...HAND_JOB, jobTitle: 'Engineer\nat Acme' } }, /^jobTitle: the job title must be one line/],
    ['no title', { job: { companyName: 'Acme' } }, /^jobTitle: /],
    ['a blank company', { job: { jobTitle: 'Engineer', companyName: '   ' } }, /^companyName: please provide the company$/],
    ['a huge title', { job: { ...HAND_JOB, jobTitle: 'x'.repeat(5000) } }, /^jobTitle: please keep the job title under 200 characters$/],
    ['a huge description', { job: { ...HAND_JOB, description: 'x'.repeat(100_001) } }, /^description: /],
    ['a script address', { job: { ...HAND_JOB, applyUrl: 'javascript:alert(1)' } }, /^applyUrl: /],
    ['an unknown employment type', { job: { ...HAND_JOB, employmentType: 'gig' } }, /^employmentType: please choose one of/],
    ['a date in the future', { job: HAND_JOB, appliedAt: '2099-01-01' }, /^appliedAt: please give a date between 2000 and today$/],
    ['a date that is not one', { job: HAND_JOB, appliedAt: 'last tuesday' }, /^appliedAt: /],
    ['a status that does not exist', { job: HAND_JOB, status: '00000000-0000-4000-8000-000000000000' }, /^Please choose a valid job status$/],
    ['an origin it does not know', { job: HAND_JOB, origin: 'import' }, /^origin must be one of/],
  ])('refuses %s with a 400 naming the field, and stores nothing', async (_case, body, message) => {
    const answer = await track(via, user, body);
    expect(answer.status).toBe(400);
    expect(answer.body.message).toMatch(message);
    expect(await list(via, user, 'all')).toEqual([]);
  });

  it('shows a description as safe HTML: scripts, handlers and script links removed', async () => {
    const tracked = await track(via, user, {
      job: { ...HAND_JOB, description: '<p onclick="steal()">Hi<script>alert(1)</script> <a href="javascript:alert(2)">x</a> <a href="/team">team</a></p><img src="https://t.example/p.gif">' },
    });
    expect(tracked.status).toBe(201);
    expect((tracked.body.jobInfo as { description: string }).description).toBe(
      '<p>Hi <a>x</a> <a href="https://careers.acme.example/team" rel="nofollow noopener" target="_blank">team</a></p>',
    );
  });
});

describe('POST /users/{userId}/applied_jobs keeps the spec’s { jobId } form', () => {
  it('marks a catalogue job applied as before, takes a status and a date, and refuses a mix of both forms', async () => {
    const user = await gw.signUp();
    const base = `/api/v1/users/${user.userId}`;
    const job = await createJob(gw.services);
    const applied = await gw.request.post(`${base}/applied_jobs`).set(bearer(user)).send({ jobId: job.id, status: status('Assessment'), appliedAt: '2026-11-10' });
    expect(applied.status).toBe(201);
    expect(applied.body).toMatchObject({ jobId: job.id, origin: 'catalogue', status: status('Assessment'), appliedAt: '2026-11-10T12:00:00.000Z', saved: false });
    const mixed = await gw.request.post(`${base}/applied_jobs`).set(bearer(user)).send({ jobId: job.id, job: HAND_JOB });
    expect(mixed.status).toBe(400);
    expect(mixed.body.message).toMatch(/^job: give either jobId/);
    const savedCatalogue = await gw.request.post(`${base}/applied_jobs`).set(bearer(user)).send({ jobId: job.id, saved: true });
    expect(savedCatalogue.status).toBe(400);
    expect(savedCatalogue.body.message).toMatch(/shortlist/);
    const bad = await gw.request.post(`${base}/applied_jobs`).set(bearer(user)).send({ jobId: 'nope' });
    expect(bad.body.message).toBe('Please provide a valid jobId');
  });
});
