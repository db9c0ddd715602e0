import type { Services } from '../../app/services';
import { createJob, createNewsletter, createUser } from '../../test/factories';
import { createTestServices } from '../../test/services';
import { ACCEPTED_BEFORE_KILL, withKilledWorker } from '../../test/killed-worker';
import { type SmtpSink, startSmtpSink } from '../../test/smtp-sink';
import { type RunningWorkers, startWorkers } from '../../workers/start-workers';
import { enqueueDigestBuild } from '../digest.job';

/** Polls nothing: resolves when every digest message of the run is settled (sent), checking after each arrival. */
async function allDigestMailSent(services: Services, sink: SmtpSink, expected: number): Promise<void> {
  await sink.waitFor(expected, (m) => /new remote jobs? for you/.test(m.subject), 60_000);
  // The last acceptance and its row's update race by a few milliseconds: wait on the row, not a timer.
  for (;;) {
    const [{ unsent }] = await services.db.query(
      `SELECT count(*)::int AS unsent FROM mail_messages WHERE template = 'newsletter-digest' AND status <> 'sent'`,
    );
    if (unsent === 0) return;
    await new Promise((resolve) => setImmediate(resolve));
  }
}

async function subscribers(services: Services, count: number): Promise<string[]> {
  const emails: string[] = [];
  for (let i = 0; i < count; i++) {
    const user = await createUser(services, { name: `Reader ${i}`, email: `reader-${i}-${Date.now()}@example.com` });
    await createNewsletter(services, user.userId, { keywords: ['typescript'] });
    emails.push(user.userInfo.email);
  }
  return emails;
}

const digestsPerRecipient = (sink: SmtpSink) => {
  const counts = new Map<string, number>();
  for (const m of sink.messages.filter((x) => /new remote jobs? for you/.test(x.subject))) counts.set(m.to[0], (counts.get(m.to[0]) ?? 0) + 1);
  return counts;
};

describe('a digest run, sent through the queue to a real SMTP server', () => {
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

  it('holds the matching jobs with working links, and carries the unsubscribe link and one-click headers', async () => {
    const [email] = await subscribers(services, 1);
    await createJob(services, { title: 'TypeScript Engineer', companyName: 'Globex', tags: ['typescript', 'node'], regionalRestriction: 'USA Only' });
    await createJob(services, { title: 'Ruby Engineer', tags: ['ruby'] });
    await services.digests.build('daily', new Date(Date.now() + 60_000));
    const [digest] = await sink.waitFor(1, (m) => m.to.includes(email) && /for you/.test(m.subject));
    expect(digest.subject).toBe('1 new remote job for you today');
    expect(digest.text).toContain('TypeScript Engineer');
    expect(digest.text).toContain('Globex');
    // Where it can be done from, in the words its card uses.
    expect(digest.text).toContain('Globex · US only');
    expect(digest.text).toContain('https://example.com/apply');
    expect(digest.text).not.toContain('Ruby Engineer');
    expect(digest.text).toContain('http://localhost:4000/#/remote-jobs-newsletter');
    expect(digest.headers.get('list-unsubscribe')).toMatch(/^<http:\/\/localhost:4000\/api\/v1\/unsubscribe\/[\w-]+\?token=[\w-]+>$/);
    expect(digest.headers.get('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
  });

  it('running the same period twice sends exactly one digest to each matching subscriber', async () => {
    sink.clear();
    const emails = await subscribers(services, 6);
    await createJob(services, { title: 'Senior TypeScript Developer', tags: ['typescript'] });
    const at = new Date(Date.now() + 60_000);
    const first = await services.digests.build('daily', new Date(at.getTime() + 86400_000));
    const second = await services.digests.build('daily', new Date(at.getTime() + 86400_000 + 1000));
    expect(first).toMatchObject({ built: true, digests: 6 });
    expect(second).toMatchObject({ built: false, digests: 0 });
    await allDigestMailSent(services, sink, 6);
    const counts = digestsPerRecipient(sink);
    expect([...counts.keys()].sort()).toEqual([...emails].sort());
    expect([...counts.values()].every((n) => n === 1)).toBe(true);
  });
});

describe('a worker killed in the middle of sending a digest batch', () => {
  it('once restarted, finishes the batch with exactly one digest per matching subscriber', async () => {
    await withKilledWorker(['mail', 'newsletter'], async ({ services, sink, firstWorkerKilledDuring, secondWorkerUntil }) => {
      const emails = await subscribers(services, 20);
      await createJob(services, { title: 'TypeScript Engineer', tags: ['typescript'] });

      await firstWorkerKilledDuring(() => enqueueDigestBuild(services.queues.newsletter, 'daily', new Date(Date.now() + 60_000)));
      expect(sink.messages.length).toBe(ACCEPTED_BEFORE_KILL);
      await secondWorkerUntil(() => allDigestMailSent(services, sink, 20));

      const counts = digestsPerRecipient(sink);
      expect([...counts.keys()].sort()).toEqual([...emails].sort());
      expect([...counts.entries()].filter(([, n]) => n !== 1)).toEqual([]);
      const [{ runs }] = await services.db.query(`SELECT count(*)::int AS runs FROM newsletter_digest_runs`);
      expect(runs).toBe(1);
    });
  }, 90_000);
});
