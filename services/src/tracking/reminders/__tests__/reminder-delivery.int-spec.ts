import type { Services } from '../../../app/services';
import { createUser } from '../../../test/factories';
import { ACCEPTED_BEFORE_KILL, withKilledWorker } from '../../../test/killed-worker';
import { createTestServices } from '../../../test/services';
import { type SmtpSink, startSmtpSink } from '../../../test/smtp-sink';
import { type RunningWorkers, startWorkers } from '../../../workers/start-workers';
import { enqueueReminderRun } from '../reminders.job';

const MINUTE = 60_000;
const at = (iso: string) => new Date(iso);
const isReminder = (subject: string) => subject.startsWith('Reminder: ') || / due today$/.test(subject);

const reminders = (sink: SmtpSink, email: string) => sink.to(email).filter((m) => isReminder(m.subject));

/** A user in `zone` with one application; events and tasks are added through the services, as the app does. */
async function seeker(services: Services, zone: string | null) {
  const user = await createUser(services, { email: `reminded-${Math.random().toString(36).slice(2)}@example.com` });
  await services.db.query(`UPDATE users SET timezone = $2 WHERE id = $1`, [user.owner.userId, zone]);
  const job = await services.appliedJobs.markApplied(user.owner, { job: { jobTitle: 'Platform Engineer', companyName: 'Acme' } });
  // Only the tasks each case adds: not the follow-up applying made.
  await services.db.query(`DELETE FROM applied_job_tasks WHERE applied_job_id = $1`, [job._id]);
  const event = (startsAt: string, timeZone: string) => services.appliedJobEvents.create(user.owner, job._id, { kind: 'technical', startsAt, timeZone });
  const task = (dueAt: string, dueTimeZone: string) => services.jobTasks.create(user.owner, job._id, { content: 'Send the take-home', dueAt, dueTimeZone });
  return { user, email: user.userInfo.email, job, event, task };
}

/** Waits until every reminder recorded has been settled by the mail worker (on the rows, not a timer). */
async function remindersSettled(services: Services): Promise<void> {
  for (;;) {
    const [{ unsent }] = await services.db.query(
      `SELECT count(*)::int AS unsent FROM mail_messages WHERE template IN ('interview-reminder', 'tasks-due-reminder') AND status NOT IN ('sent', 'suppressed')`,
    );
    if (unsent === 0) return;
    await new Promise((resolve) => setImmediate(resolve));
  }
}

describe('reminders by email, sent through the queue to a real SMTP server', () => {
  let sink: SmtpSink;
  let services: Services;
  let workers: RunningWorkers;
  beforeAll(async () => {
    sink = await startSmtpSink();
    services = await createTestServices({ SMTP_URL: sink.url, WORKER_QUEUES: 'mail' });
    workers = await startWorkers(services);
  });
  afterAll(async () => {
    await workers.close();
    await services.queues.mail.obliterate({ force: true });
    await services.close();
    await sink.close();
  });
  beforeEach(async () => {
    sink.clear();
    // Each case's reminders only: another case's events would be due at its times too.
    await services.db.query(`DELETE FROM applied_jobs`);
  });

  /** Runs a minute before `due` (nothing of it goes) and at `due` (it goes, once). */
  async function expectDueAt(due: Date, kind: 'interviews' | 'tasks') {
    expect(await services.reminders.run(new Date(due.getTime() - MINUTE))).toEqual({ interviews: 0, tasks: 0 });
    expect(await services.reminders.run(due)).toEqual({ interviews: kind === 'interviews' ? 1 : 0, tasks: kind === 'tasks' ? 1 : 0 });
    expect(await services.reminders.run(due)).toEqual({ interviews: 0, tasks: 0 });
  }

  it.each([
    // Berlin springs forward on Sunday 28 March 2027 (CET +1 → CEST +2).
    {
      zone: 'Europe/Berlin',
      startsAt: '2027-03-28T08:00:00Z', // Sunday 10:00 CEST
      dayBefore: '2027-03-27T17:00:00Z', // Saturday 18:00 CET
      hourBefore: '2027-03-28T07:00:00Z',
      taskDue: '2027-03-28T13:00:00Z', // Sunday 15:00 CEST
      morning: '2027-03-28T06:00:00Z', // Sunday 08:00 CEST
      morningBefore: '2027-03-27T07:00:00Z', // Saturday 08:00 CET
    },
    // Berlin falls back on Sunday 31 October 2027 (CEST +2 → CET +1).
    {
      zone: 'Europe/Berlin',
      startsAt: '2027-10-31T09:00:00Z', // Sunday 10:00 CET
      dayBefore: '2027-10-30T16:00:00Z', // Saturday 18:00 CEST
      hourBefore: '2027-10-31T08:00:00Z',
      taskDue: '2027-10-31T14:00:00Z', // Sunday 15:00 CET
      morning: '2027-10-31T07:00:00Z', // Sunday 08:00 CET
      morningBefore: '2027-10-30T06:00:00Z', // Saturday 08:00 CEST
    },
    // New York springs forward on Sunday 14 March 2027 (EST -5 → EDT -4).
    {
      zone: 'America/New_York',
      startsAt: '2027-03-14T14:00:00Z', // Sunday 10:00 EDT
      dayBefore: '2027-03-13T23:00:00Z', // Saturday 18:00 EST
      hourBefore: '2027-03-14T13:00:00Z',
      taskDue: '2027-03-14T19:00:00Z', // Sunday 15:00 EDT
      morning: '2027-03-14T12:00:00Z', // Sunday 08:00 EDT
      morningBefore: '2027-03-13T13:00:00Z', // Saturday 08:00 EST
    },
    // ... and falls back on Sunday 7 November 2027 (EDT -4 → EST -5).
    {
      zone: 'America/New_York',
      startsAt: '2027-11-07T15:00:00Z', // Sunday 10:00 EST
      dayBefore: '2027-11-06T22:00:00Z', // Saturday 18:00 EDT
      hourBefore: '2027-11-07T14:00:00Z',
      taskDue: '2027-11-07T20:00:00Z', // Sunday 15:00 EST
      morning: '2027-11-07T13:00:00Z', // Sunday 08:00 EST
      morningBefore: '2027-11-06T12:00:00Z', // Saturday 08:00 EDT
    },
  ])('reminds a user in $zone of an event at $startsAt at 18:00 the evening before and an hour before, and of tasks at 08:00, across the clock change', async (c) => {
    const { email, event, task } = await seeker(services, c.zone);
    // Given in another zone: the reminders follow the user's clock.
    await event(c.startsAt, 'Asia/Tokyo');
    await task(c.taskDue, 'Asia/Tokyo');

    // The morning before has no task due that day.
    expect(await services.reminders.run(at(c.morningBefore))).toEqual({ interviews: 0, tasks: 0 });
    await expectDueAt(at(c.dayBefore), 'interviews');
    await expectDueAt(at(c.morning), 'tasks');
    await expectDueAt(at(c.hourBefore), 'interviews');

    const mails = await sink.waitFor(3, (m) => m.to.includes(email) && isReminder(m.subject));
    await remindersSettled(services);
    expect(reminders(sink, email).map((m) => m.subject).sort()).toEqual(['1 task due today', 'Reminder: technical interview with Acme in an hour', 'Reminder: technical interview with Acme tomorrow']);
    const dayBefore = mails.find((m) => m.subject.endsWith('tomorrow'))!;
    expect(dayBefore.text).toContain('Sunday');
    expect(dayBefore.text).toContain('10:00');
    expect(mails.find((m) => m.subject.endsWith('today'))!.text).toContain('15:00');
    expect(dayBefore.headers.get('list-unsubscribe')).toMatch(/^<http:\/\/localhost:4000\/api\/v1\/unsubscribe\/[\w-]+\?token=[\w-]+&kind=reminders>$/);
    expect(dayBefore.headers.get('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
  });

  it('reminds of a moved event at its new time only, never at the old one', async () => {
    const { email, user, event } = await seeker(services, 'Europe/Berlin');
    const created = await event('2027-06-10T14:00', 'Europe/Berlin'); // 12:00Z
    // The evening before's reminder for the first time goes; then the event moves a day later.
    expect(await services.reminders.run(at('2027-06-09T16:00:00Z'))).toEqual({ interviews: 1, tasks: 0 });
    // Sent before the move (one still waiting then would not go: stale-reminder.int-spec.ts).
    await sink.waitFor(1, (m) => m.to.includes(email) && isReminder(m.subject));
    await services.appliedJobEvents.update(user.owner, created.appliedJobId, created._id, { startsAt: '2027-06-11T14:00' });

    // The old time's hour-before is never sent.
    expect(await services.reminders.run(at('2027-06-10T11:00:00Z'))).toEqual({ interviews: 0, tasks: 0 });
    expect(await services.reminders.run(at('2027-06-10T11:59:00Z'))).toEqual({ interviews: 0, tasks: 0 });
    await expectDueAt(at('2027-06-10T16:00:00Z'), 'interviews');
    await expectDueAt(at('2027-06-11T11:00:00Z'), 'interviews');

    await sink.waitFor(3, (m) => m.to.includes(email) && isReminder(m.subject));
    await remindersSettled(services);
    const texts = reminders(sink, email).map((m) => m.text);
    expect(texts).toHaveLength(3);
    expect(texts.filter((t) => t.includes('Friday 11 June'))).toHaveLength(2);
  });

  it('sends nothing for a deleted event', async () => {
    const { user, event } = await seeker(services, 'America/New_York');
    const created = await event('2027-06-10T14:00', 'America/New_York');
    await services.appliedJobEvents.delete(user.owner, created.appliedJobId, created._id);
    for (const time of ['2027-06-09T22:00:00Z', '2027-06-10T17:00:00Z', '2027-06-10T17:59:00Z']) {
      expect(await services.reminders.run(at(time))).toEqual({ interviews: 0, tasks: 0 });
    }
    const [{ count }] = await services.db.query(`SELECT count(*)::int AS count FROM event_reminders`);
    expect(count).toBe(0);
  });

  it('claims each reminder once when twenty runs go at once, and again', async () => {
    const people = [];
    for (let i = 0; i < 10; i++) {
      const p = await seeker(services, 'UTC');
      await p.event('2027-06-10T12:00', 'UTC');
      await p.task('2027-06-10T16:00', 'UTC');
      people.push(p);
    }
    const time = at('2027-06-10T11:00:00Z'); // an hour before, and after 08:00
    const results = await Promise.all(Array.from({ length: 20 }, () => services.reminders.run(time)));
    expect(results.reduce((n, r) => n + r.interviews, 0)).toBe(10);
    expect(results.reduce((n, r) => n + r.tasks, 0)).toBe(10);
    expect(await services.reminders.run(time)).toEqual({ interviews: 0, tasks: 0 });

    await sink.waitFor(20, (m) => isReminder(m.subject));
    await remindersSettled(services);
    for (const p of people) expect(reminders(sink, p.email).map((m) => m.subject).sort()).toEqual(['1 task due today', 'Reminder: technical interview with Acme in an hour']);
  });

  it('sends none to a user who unsubscribed from reminders through the mail’s one-click link, and still to others', async () => {
    const stays = await seeker(services, 'UTC');
    const leaves = await seeker(services, 'UTC');
    for (const p of [stays, leaves]) await p.event('2027-06-10T12:00', 'UTC');
    expect(await services.reminders.run(at('2027-06-09T18:00:00Z'))).toEqual({ interviews: 2, tasks: 0 });
    const [mail] = await sink.waitFor(1, (m) => m.to.includes(leaves.email) && isReminder(m.subject));
    const link = new URL(/^<(.+)>$/.exec(mail.headers.get('list-unsubscribe') as string)![1]);
    const userId = link.pathname.split('/').pop()!;
    await services.unsubscribe.unsubscribe(null, userId, link.searchParams.get('token'), { kind: link.searchParams.get('kind') });

    await leaves.task('2027-06-10T16:00', 'UTC');
    await stays.task('2027-06-10T16:00', 'UTC');
    expect(await services.reminders.run(at('2027-06-10T11:00:00Z'))).toEqual({ interviews: 1, tasks: 1 });
    await sink.waitFor(2, (m) => m.to.includes(stays.email) && isReminder(m.subject));
    await remindersSettled(services);
    expect(reminders(sink, leaves.email)).toHaveLength(1);
    // Only reminders stop: the account is not unsubscribed from every mail.
    const [{ unsubscribed }] = await services.db.query(`SELECT emails_unsubscribed_at IS NOT NULL AS unsubscribed FROM users WHERE id = $1`, [userId]);
    expect(unsubscribed).toBe(false);
  });
});

describe('reminders when a worker is killed mid-send', () => {
  it('sends each reminder once after a worker restarts', async () => {
    await withKilledWorker(['mail', 'alerts'], async ({ services, sink, firstWorkerKilledDuring, secondWorkerUntil }) => {
      await services.db.query(`DELETE FROM applied_jobs`);
      const people = [];
      for (let i = 0; i < 20; i++) {
        const p = await seeker(services, 'Europe/Berlin');
        await p.event('2027-03-29T10:00', 'Europe/Berlin');
        people.push(p);
      }
      // Sunday 28 March 2027 18:00 in Berlin, the day the clocks went forward: 16:00 UTC.
      await firstWorkerKilledDuring(() => enqueueReminderRun(services.queues.alerts, at('2027-03-28T16:00:00Z')));
      expect(sink.messages.length).toBe(ACCEPTED_BEFORE_KILL);
      await secondWorkerUntil(async () => {
        await sink.waitFor(20, (m) => isReminder(m.subject), 60_000);
        await remindersSettled(services);
      });
      const counts = new Map<string, number>();
      for (const m of sink.messages.filter((x) => isReminder(x.subject))) counts.set(m.to[0], (counts.get(m.to[0]) ?? 0) + 1);
      expect([...counts.keys()].sort()).toEqual(people.map((p) => p.email).sort());
      expect([...counts.entries()].filter(([, n]) => n !== 1)).toEqual([]);
      const [{ reminders }] = await services.db.query(`SELECT count(*)::int AS reminders FROM event_reminders`);
      expect(reminders).toBe(20);
    });
  }, 90_000);
});
