import { createJob } from '@remotehunt/services/test/factories';
import { bearer, createTestGateway, type TestGateway, type TestUser } from '../../test/test-gateway';

// Issue 48, item 2: tasks have due times, and entering a status makes a default follow-up task,
// each over REST and GraphQL (docs/api-tracking.md, "Due dates and follow-ups").

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
interface Task {
  _id: string;
  content: string;
  done: boolean;
  dueAt: string | null;
  dueTimeZone: string | null;
  followUp: string | null;
}

const TASK_FIELDS = '_id appliedJobId content done dueAt dueTimeZone followUp createdAt updatedAt';
const MISSING = '00000000-0000-4000-8000-000000000000';

function fromGraphQL(body: { data?: Record<string, unknown> | null; errors?: { message: string; extensions: { status: number } }[] }, field: string, ok = 200): Answer {
  const error = body.errors?.[0];
  if (error) return { status: error.extensions.status, body: { message: error.message } };
  return { status: ok, body: body.data![field] as Record<string, unknown> };
}

/** Each call as the transport makes it, answered as {status, body}. */
function client(via: Transport, user: TestUser) {
  const base = `/api/v1/users/${user.userId}`;
  const gql = async (query: string, variables: Record<string, unknown>, field: string, ok = 200) =>
    fromGraphQL((await gw.graphql(query, variables, user.token)).body, field, ok);
  const rest = async (req: ReturnType<typeof gw.request.get>) => {
    const res = await req.set(bearer(user));
    return { status: res.status, body: res.body } as Answer;
  };
  return {
    addTask: (appliedJobId: string, input: Record<string, unknown>) =>
      via === 'REST'
        ? rest(gw.request.post(`${base}/applied_jobs/${appliedJobId}/job_tasks`).send(input))
        : gql(`mutation ($a: ID!, $input: JobTaskInput!) { addJobTask(appliedJobId: $a, input: $input) { ${TASK_FIELDS} } }`, { a: appliedJobId, input }, 'addJobTask', 201),
    updateTask: (appliedJobId: string, id: string, input: Record<string, unknown>) =>
      via === 'REST'
        ? rest(gw.request.put(`${base}/applied_jobs/${appliedJobId}/job_tasks/${id}`).send(input))
        : gql(
            `mutation ($a: ID!, $id: ID!, $input: JobTaskInput!) { updateJobTask(appliedJobId: $a, id: $id, input: $input) { ${TASK_FIELDS} } }`,
            { a: appliedJobId, id, input },
            'updateJobTask',
          ),
    async tasks(appliedJobId: string): Promise<Task[]> {
      const answer =
        via === 'REST'
          ? await rest(gw.request.get(`${base}/applied_jobs/${appliedJobId}/job_tasks?limit=100`))
          : await gql(`query ($a: ID!) { jobTasks(appliedJobId: $a, limit: 100) { data { ${TASK_FIELDS} } } }`, { a: appliedJobId }, 'jobTasks');
      expect(answer.status).toBe(200);
      return answer.body.data as Task[];
    },
    settings: () =>
      via === 'REST' ? rest(gw.request.get(`${base}/follow_up_settings`)) : gql(`query { followUpSettings { enabled appliedDays interviewDays } }`, {}, 'followUpSettings'),
    setSettings: (input: Record<string, unknown>) =>
      via === 'REST'
        ? rest(gw.request.put(`${base}/follow_up_settings`).send(input))
        : gql(
            `mutation ($input: FollowUpSettingsInput!) { updateFollowUpSettings(input: $input) { enabled appliedDays interviewDays } }`,
            { input },
            'updateFollowUpSettings',
          ),
    /** A job typed in by hand, applied (on `appliedAt`) or saved. */
    track: (body: Record<string, unknown>) =>
      via === 'REST'
        ? rest(gw.request.post(`${base}/applied_jobs`).send(body))
        : gql(
            `mutation ($job: TrackedJobInput!, $appliedAt: String, $saved: Boolean) { trackJob(job: $job, appliedAt: $appliedAt, saved: $saved) { _id appliedAt } }`,
            body,
            'trackJob',
            201,
          ),
    /** A catalogue job marked applied, as the job list does; answers {_id, appliedAt}. */
    async markApplied(jobId: string): Promise<Answer> {
      if (via === 'REST') return rest(gw.request.post(`${base}/applied_jobs`).send({ jobId }));
      const marked = await gql(`mutation ($jobId: ID!) { markApplied(jobId: $jobId) { _id } }`, { jobId }, 'markApplied', 201);
      if (marked.status !== 201) return marked;
      const { body } = await gql(`query ($id: ID!) { appliedJob(id: $id) { _id appliedAt } }`, { id: marked.body._id }, 'appliedJob');
      return { status: 201, body };
    },
    move: (id: string, input: { status: string; applied?: boolean }) =>
      via === 'REST'
        ? rest(gw.request.put(`${base}/applied_jobs/${id}`).send(input))
        : gql(
            `mutation ($id: ID!, $status: ID!, $applied: Boolean) { updateAppliedJobStatus(id: $id, status: $status, applied: $applied) { _id status statusChangedAt } }`,
            { id, ...input },
            'updateAppliedJobStatus',
          ),
    setTimeZone: async (timezone: string) => {
      await gw.request.put(base).set(bearer(user)).send({ timezone }).expect(200);
    },
  };
}

/** 09:00 on the day `days` after the day `at` falls on in a zone `offsetHours` from UTC that keeps no daylight saving. */
function nineAm(at: string | number, days: number, offsetHours: number): string {
  const local = new Date(new Date(at).getTime() + offsetHours * 3600_000);
  return new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate() + days, 9 - offsetHours)).toISOString();
}

const ACME = { jobTitle: 'Platform Engineer', companyName: 'Acme' };

describe.each(TRANSPORTS)('over %s', (via) => {
  let user: TestUser;
  let api: ReturnType<typeof client>;
  beforeEach(async () => {
    user = await gw.signUp();
    api = client(via, user);
  });

  /** An application (a job typed in), with the default follow-ups off unless `followUps`. */
  async function application(followUps = false, job: Record<string, unknown> = ACME): Promise<string> {
    if (!followUps) expect((await api.setSettings({ enabled: false })).status).toBe(200);
    const tracked = await api.track({ job });
    expect(tracked.status).toBe(201);
    return tracked.body._id as string;
  }

  describe('task due dates', () => {
    it('sets a due time given in a zone, answers the instant with the zone, keeps it through other changes and clears it', async () => {
      const id = await application();
      const added = await api.addTask(id, { content: 'Send the portfolio', dueAt: '2026-12-03T09:00', dueTimeZone: 'Europe/Berlin' });
      expect(added.status).toBe(201);
      expect(added.body).toMatchObject({ content: 'Send the portfolio', done: false, dueAt: '2026-12-03T08:00:00.000Z', dueTimeZone: 'Europe/Berlin', followUp: null });
      const taskId = added.body._id as string;

      const toggled = await api.updateTask(id, taskId, { done: true });
      expect(toggled.body).toMatchObject({ done: true, dueAt: '2026-12-03T08:00:00.000Z', dueTimeZone: 'Europe/Berlin' });

      const moved = await api.updateTask(id, taskId, { dueAt: '2026-12-04T17:30:00+01:00' });
      expect(moved.status).toBe(200);
      expect(moved.body).toMatchObject({ dueAt: '2026-12-04T16:30:00.000Z', dueTimeZone: null, done: true });

      const cleared = await api.updateTask(id, taskId, { dueAt: null });
      expect(cleared.status).toBe(200);
      expect(cleared.body).toMatchObject({ content: 'Send the portfolio', dueAt: null, dueTimeZone: null });
      expect(await api.tasks(id)).toEqual([cleared.body]);
    });

    it('keeps the list newest first whatever the due times', async () => {
      const id = await application();
      for (const [content, dueAt] of [
        ['First', '2026-12-10T09:00:00Z'],
        ['Second', null],
        ['Third', '2026-12-01T09:00:00Z'],
      ] as const) {
        expect((await api.addTask(id, { content, dueAt })).status).toBe(201);
      }
      expect((await api.tasks(id)).map((t) => [t.content, t.dueAt])).toEqual([
        ['Third', '2026-12-01T09:00:00.000Z'],
        ['Second', null],
        ['First', '2026-12-10T09:00:00.000Z'],
      ]);
    });

    it.each([
      ['a time zone that does not exist, naming it', { dueAt: '2026-12-03T09:00', dueTimeZone: 'Mars/Olympus' }, '"Mars/Olympus" is not a time zone we know: dueTimeZone must be a time zone name such as Europe/Berlin'],
      ['a date that is not one', { dueAt: '2026-02-30T09:00' }, 'dueAt must be a date and time such as 2026-12-03T09:00 (read in dueTimeZone) or 2026-12-03T09:00:00Z'],
      ['words for a date', { dueAt: 'next Tuesday' }, 'dueAt must be a date and time such as 2026-12-03T09:00 (read in dueTimeZone) or 2026-12-03T09:00:00Z'],
      ['a year out of range', { dueAt: '1999-06-01T09:00:00Z' }, 'dueAt must be between the years 2000 and 2999'],
      ['a zone without a due time', { dueTimeZone: 'Europe/Berlin' }, 'dueTimeZone comes with dueAt: send both, or dueAt alone for UTC'],
    ])('answers 400 for %s, on adding and on changing, and stores nothing', async (_label, due, message) => {
      const id = await application();
      const refused = await api.addTask(id, { content: 'Call back', ...due });
      expect(refused).toEqual({ status: 400, body: { message } });
      const kept = await api.addTask(id, { content: 'Call back', dueAt: '2026-12-03T09:00:00Z' });
      expect((await api.updateTask(id, kept.body._id as string, due)).body).toEqual({ message });
      expect(await api.tasks(id)).toEqual([kept.body]);
    });

    it("answers 404 for another user's task or application, and leaves them alone", async () => {
      const other = client(via, await gw.signUp());
      expect((await other.setSettings({ enabled: false })).status).toBe(200);
      const theirs = await other.track({ job: ACME });
      const theirTask = await other.addTask(theirs.body._id as string, { content: 'Theirs', dueAt: '2026-12-03T09:00:00Z' });
      const mine = await application();

      expect(await api.updateTask(theirs.body._id as string, theirTask.body._id as string, { dueAt: null })).toEqual({
        status: 404,
        body: { message: 'The task was not found' },
      });
      expect(await api.updateTask(mine, theirTask.body._id as string, { dueAt: null })).toMatchObject({ status: 404 });
      expect(await api.addTask(theirs.body._id as string, { content: 'Mine', dueAt: '2026-12-03T09:00:00Z' })).toEqual({
        status: 404,
        body: { message: 'The applied job was not found' },
      });
      expect(await api.addTask(MISSING, { content: 'Mine' })).toMatchObject({ status: 404 });
      expect(await other.tasks(theirs.body._id as string)).toEqual([theirTask.body]);
    });
  });

  describe('follow-ups', () => {
    it('are on by default: enabled, 7 days after Applied, 1 after an interview', async () => {
      expect(await api.settings()).toEqual({ status: 200, body: { enabled: true, appliedDays: 7, interviewDays: 1 } });
    });

    it('a new application gets "Follow up with {company}" 7 days after the day applied, at 09:00 in the user\'s time zone', async () => {
      await api.setTimeZone('America/New_York');
      const tracked = await api.track({ job: ACME, appliedAt: '2026-11-02' });
      expect(tracked.body.appliedAt).toBe('2026-11-02T12:00:00.000Z');
      expect(await api.tasks(tracked.body._id as string)).toEqual([
        expect.objectContaining({
          content: 'Follow up with Acme',
          done: false,
          // 2 November, 07:00 in New York (EST, UTC−5): due 9 November, 09:00 there.
          dueAt: '2026-11-09T14:00:00.000Z',
          dueTimeZone: 'America/New_York',
          followUp: 'applied',
        }),
      ]);
    });

    it('a catalogue job marked applied, and a saved job applied to, get one too (UTC without a time zone)', async () => {
      const job = await createJob(gw.services, { companyName: 'Globex' });
      const marked = await api.markApplied(job.id);
      expect(marked.status).toBe(201);
      expect(await api.tasks(marked.body._id as string)).toEqual([
        expect.objectContaining({ content: 'Follow up with Globex', dueAt: nineAm(marked.body.appliedAt as string, 7, 0), dueTimeZone: 'UTC', followUp: 'applied' }),
      ]);

      const saved = await api.track({ job: { jobTitle: 'Designer', companyName: 'Initech' }, saved: true });
      expect(await api.tasks(saved.body._id as string)).toEqual([]);
      expect((await api.move(saved.body._id as string, { status: status('Applied'), applied: true })).status).toBe(200);
      const [task] = await api.tasks(saved.body._id as string);
      expect(task).toMatchObject({ content: 'Follow up with Initech', followUp: 'applied' });
    });

    it.each(['Phone Screen', 'Interviewing'])('entering %s makes "Send a thank-you note to {company}" due the next day at 09:00, in place of the Applied one', async (title) => {
      await api.setTimeZone('Asia/Tokyo');
      const id = await application(true);
      const moved = await api.move(id, { status: status(title) });
      expect(moved.status).toBe(200);
      const tasks = await api.tasks(id);
      expect(tasks).toEqual([
        expect.objectContaining({
          content: 'Send a thank-you note to Acme',
          done: false,
          dueAt: nineAm(moved.body.statusChangedAt as string, 1, 9),
          dueTimeZone: 'Asia/Tokyo',
          followUp: 'interview',
        }),
      ]);
    });

    it('are not made while turned off, nor for a rule set to 0 days', async () => {
      expect(await api.setSettings({ enabled: false })).toEqual({ status: 200, body: { enabled: false, appliedDays: 7, interviewDays: 1 } });
      const off = await application(true);
      await api.move(off, { status: status('Interviewing') });
      expect(await api.tasks(off)).toEqual([]);

      expect(await api.setSettings({ enabled: true, appliedDays: 0 })).toEqual({ status: 200, body: { enabled: true, appliedDays: 0, interviewDays: 1 } });
      const noApplied = await application(true);
      expect(await api.tasks(noApplied)).toEqual([]);
      await api.move(noApplied, { status: status('Phone Screen') });
      expect((await api.tasks(noApplied)).map((t) => t.followUp)).toEqual(['interview']);

      expect((await api.setSettings({ interviewDays: 0 })).body).toEqual({ enabled: true, appliedDays: 0, interviewDays: 0 });
      const none = await application(true);
      await api.move(none, { status: status('Interviewing') });
      expect(await api.tasks(none)).toEqual([]);
    });

    it('one not done is removed when the application moves on; a done one, and the user\'s own tasks, are kept', async () => {
      const moving = await application(true);
      const own = await api.addTask(moving, { content: 'Research the team' });
      await api.move(moving, { status: status('Offer') });
      expect((await api.tasks(moving)).map((t) => t.content)).toEqual(['Research the team']);
      expect(own.body.followUp).toBeNull();

      const done = await application(true);
      const [followUp] = await api.tasks(done);
      expect((await api.updateTask(done, followUp._id, { done: true })).status).toBe(200);
      await api.move(done, { status: status('Rejected') });
      expect(await api.tasks(done)).toEqual([expect.objectContaining({ _id: followUp._id, content: 'Follow up with Acme', done: true, followUp: 'applied' })]);
    });

    it('respects changed days, and moving back to Applied makes a new one', async () => {
      await api.setTimeZone('Asia/Tokyo');
      expect((await api.setSettings({ appliedDays: 3, interviewDays: 2 })).body).toEqual({ enabled: true, appliedDays: 3, interviewDays: 2 });
      expect((await api.settings()).body).toEqual({ enabled: true, appliedDays: 3, interviewDays: 2 });
      const tracked = await api.track({ job: ACME });
      const id = tracked.body._id as string;
      expect((await api.tasks(id))[0]).toMatchObject({ followUp: 'applied', dueAt: nineAm(tracked.body.appliedAt as string, 3, 9) });

      const interview = await api.move(id, { status: status('Interviewing') });
      expect(await api.tasks(id)).toEqual([expect.objectContaining({ followUp: 'interview', dueAt: nineAm(interview.body.statusChangedAt as string, 2, 9) })]);
      const back = await api.move(id, { status: status('Applied') });
      expect(await api.tasks(id)).toEqual([expect.objectContaining({ followUp: 'applied', dueAt: nineAm(back.body.statusChangedAt as string, 3, 9) })]);
    });

    it.each([
      ['more than 60 days', { appliedDays: 61 }, 'appliedDays must be a whole number of days from 1 to 60, or 0 to turn it off'],
      ['a negative number', { interviewDays: -1 }, 'interviewDays must be a whole number of days from 1 to 60, or 0 to turn it off'],
      ['nothing to change', {}, 'Please provide something to change'],
    ])('settings answer 400 for %s and keep what they were', async (_label, input, message) => {
      expect(await api.setSettings(input)).toEqual({ status: 400, body: { message } });
      expect((await api.settings()).body).toEqual({ enabled: true, appliedDays: 7, interviewDays: 1 });
    });

    it('twenty moves at once to the same status make one follow-up, as do twenty applications of the same job', async () => {
      const id = await application(true);
      const moves = await Promise.all(Array.from({ length: 20 }, () => api.move(id, { status: status('Interviewing') })));
      expect(moves.map((m) => m.status)).toEqual(Array(20).fill(200));
      expect((await api.tasks(id)).map((t) => t.followUp)).toEqual(['interview']);

      const job = await createJob(gw.services, { companyName: 'Hooli' });
      const marks = await Promise.all(Array.from({ length: 20 }, () => api.markApplied(job.id)));
      expect(new Set(marks.map((m) => m.body._id)).size).toBe(1);
      expect((await api.tasks(marks[0].body._id as string)).map((t) => t.content)).toEqual(['Follow up with Hooli']);
    });
  });
});

it('the settings are per user', async () => {
  const [alice, bob] = await Promise.all([gw.signUp(), gw.signUp()]);
  expect((await client('REST', alice).setSettings({ enabled: false })).status).toBe(200);
  expect((await client('GraphQL', bob).settings()).body).toEqual({ enabled: true, appliedDays: 7, interviewDays: 1 });
  expect((await client('GraphQL', alice).settings()).body).toEqual({ enabled: false, appliedDays: 7, interviewDays: 1 });
});
