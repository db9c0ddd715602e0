import type { Services } from '../../../app/services';
import { createUser } from '../../../test/factories';
import { createTestServices } from '../../../test/services';
import { type SmtpSink, startSmtpSink } from '../../../test/smtp-sink';

// A reminder is claimed for the event as it is; if the event moves or is deleted in the same
// instant, or while the reminder waits in the queue, the reminder of the old time must not go. No
// worker runs here: each message is delivered by hand after the change, as a slow queue would.

describe('an interview reminder made just before its interview moved', () => {
  let sink: SmtpSink;
  let services: Services;
  beforeAll(async () => {
    sink = await startSmtpSink();
    services = await createTestServices({ SMTP_URL: sink.url });
  });
  afterAll(async () => {
    await services.queues.mail.obliterate({ force: true });
    await services.close();
    await sink.close();
  });
  beforeEach(async () => {
    sink.clear();
    await services.db.query(`DELETE FROM applied_jobs`);
  });

  /** An interview at 14:00 Berlin time on 10 June 2027, and its evening-before reminder claimed (recorded, not yet sent). */
  async function claimedReminder() {
    const user = await createUser(services, { email: `stale-${Math.random().toString(36).slice(2)}@example.com` });
    const job = await services.appliedJobs.markApplied(user.owner, { job: { jobTitle: 'Platform Engineer', companyName: 'Acme' } });
    const event = await services.appliedJobEvents.create(user.owner, job._id, { kind: 'technical', startsAt: '2027-06-10T14:00', timeZone: 'Europe/Berlin' });
    expect(await services.reminders.run(new Date('2027-06-09T16:00:00Z'))).toEqual({ interviews: 1, tasks: 0 });
    const [{ message_id: messageId }] = await services.db.query(`SELECT message_id FROM event_reminders WHERE event_id = $1`, [event._id]);
    return { user, event, messageId: messageId as string, email: user.userInfo.email };
  }

  const deliver = (messageId: string) => services.mail.deliver(messageId, {}, { lastAttempt: true });

  it('is sent when the interview is still at its time', async () => {
    const { messageId, email } = await claimedReminder();
    expect(await deliver(messageId)).toBe('sent');
    expect(sink.to(email)).toHaveLength(1);
  });

  it('is not sent once the interview has moved, and the reminder for the new time is', async () => {
    const { user, event, messageId, email } = await claimedReminder();
    await services.appliedJobEvents.update(user.owner, event.appliedJobId, event._id, { startsAt: '2027-06-11T14:00' });
    expect(await deliver(messageId)).toBe('suppressed');
    expect(sink.to(email)).toEqual([]);
    const [{ status, last_error: reason }] = await services.db.query(`SELECT status, last_error FROM mail_messages WHERE id = $1`, [messageId]);
    expect([status, reason]).toEqual(['suppressed', 'the interview moved or was deleted after this reminder was made']);

    expect(await services.reminders.run(new Date('2027-06-10T16:00:00Z'))).toEqual({ interviews: 1, tasks: 0 });
    const [{ message_id: next }] = await services.db.query(`SELECT message_id FROM event_reminders WHERE event_id = $1 AND starts_at = $2`, [event._id, new Date('2027-06-11T12:00:00Z')]);
    expect(await deliver(next)).toBe('sent');
    expect(sink.to(email).map((mail) => mail.text).join()).toContain('Friday 11 June');
  });

  it('is not sent once the interview was deleted', async () => {
    const { user, event, messageId, email } = await claimedReminder();
    await services.appliedJobEvents.delete(user.owner, event.appliedJobId, event._id);
    expect(await deliver(messageId)).toBe('suppressed');
    expect(sink.to(email)).toEqual([]);
  });
});
