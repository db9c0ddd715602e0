import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { QueueEvents } from 'bullmq';
import type { Services } from '../../app/services';
import { createQueueConnection, queuePrefix } from '../../queues/queue-connection';
import { QueueName } from '../../queues/queue-names';
import { createUser } from '../../test/factories';
import { createTestServices } from '../../test/services';
import { type SmtpSink, startSmtpSink } from '../../test/smtp-sink';
import { type RunningWorkers, startWorkers } from '../../workers/start-workers';

/** Real services whose mail worker sends to a local SMTP server. */
async function mailSetup(sinkOptions: Parameters<typeof startSmtpSink>[0] = {}, env: NodeJS.ProcessEnv = {}) {
  const sink = await startSmtpSink(sinkOptions);
  const services = await createTestServices({ SMTP_URL: sink.url, WORKER_QUEUES: 'mail', MAIL_BACKOFF_MS: '50', ...env });
  const workers = await startWorkers(services);
  return { sink, services, workers };
}

async function teardown(s: { sink?: SmtpSink; services: Services; workers?: RunningWorkers }) {
  await s.workers?.close();
  await s.services.queues.mail.obliterate({ force: true });
  await s.services.close();
  await s.sink?.close();
}

const messageRow = async (services: Services, id: string) =>
  (await services.db.query(`SELECT status, attempts, provider_id, last_error, data FROM mail_messages WHERE id = $1`, [id]))[0];

/** Resolves when the mail queue has finished (or given up on) the job of this message. */
async function settled(services: Services, messageId: string): Promise<void> {
  const connection = createQueueConnection(services.config);
  const events = new QueueEvents(QueueName.Mail, { connection, prefix: queuePrefix(services.config) });
  await events.waitUntilReady();
  try {
    const job = await services.queues.mail.getJob(messageId);
    if (job) await job.waitUntilFinished(events, 20_000).catch(() => undefined);
  } finally {
    await events.close();
    await connection.quit();
  }
}

describe('sending through the queue to an SMTP server', () => {
  let s: Awaited<ReturnType<typeof mailSetup>>;
  let refuseNext = 0;
  beforeAll(async () => {
    s = await mailSetup({
      beforeAccept: () => {
        if (refuseNext > 0) {
          refuseNext--;
          throw new Error('451 try again later');
        }
      },
    });
  });
  afterAll(() => teardown(s));
  beforeEach(() => s.sink.clear());

  it('delivers a message, records it as sent with the server id, and never stores its one-time link', async () => {
    const user = await createUser(s.services, { name: 'Ada' });
    const resetUrl = 'http://localhost:4000/#/reset-password/secret-token-value';
    const id = await s.services.mail.enqueue({
      to: user.userInfo.email,
      userId: user.userId,
      template: 'password-reset',
      data: { resetUrl, expiresInMinutes: 60 },
      secretKeys: ['resetUrl'],
    });
    const [mail] = await s.sink.waitFor(1, (m) => m.subject === 'Reset your RemoteHunt password');
    expect(mail.to).toEqual([user.userInfo.email]);
    expect(mail.text).toContain(resetUrl);
    expect(mail.html).toContain('Choose a new password');
    await settled(s.services, id);
    const row = await messageRow(s.services, id);
    expect(row).toMatchObject({ status: 'sent', attempts: 1 });
    expect(mail.headers.get('message-id')).toContain(row.provider_id.replace(/[<>]/g, ''));
    expect(JSON.stringify(row.data)).not.toContain('secret-token-value');
  });

  it('retries a message the server refused, and it arrives once', async () => {
    const user = await createUser(s.services);
    await s.sink.waitFor(1, (m) => m.to.includes(user.userInfo.email));
    refuseNext = 1;
    const id = await s.services.mail.enqueue({ to: user.userInfo.email, userId: user.userId, template: 'trial-ending', data: {} });
    await s.sink.waitFor(1, (m) => m.subject === 'Your RemoteHunt trial ends soon');
    await settled(s.services, id);
    expect(await messageRow(s.services, id)).toMatchObject({ status: 'sent', attempts: 2 });
    expect(s.sink.to(user.userInfo.email).filter((m) => m.subject === 'Your RemoteHunt trial ends soon')).toHaveLength(1);
  });

  it('bulk mail carries a working unsubscribe link and one-click List-Unsubscribe headers; transactional mail does not', async () => {
    const user = await createUser(s.services, { name: 'Grace' });
    const [welcome] = await s.sink.waitFor(1, (m) => m.to.includes(user.userInfo.email) && m.subject === 'Welcome to RemoteHunt');
    const header = welcome.headers.get('list-unsubscribe') ?? '';
    expect(header).toMatch(new RegExp(`^<http://localhost:4000/api/v1/unsubscribe/${user.userId}\\?token=[\\w-]{43}>$`));
    expect(welcome.headers.get('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    expect(welcome.text).toContain(`http://localhost:4000/#/unsubscribe/${user.userId}?token=`);

    await s.services.mail.enqueue({ to: user.userInfo.email, userId: user.userId, template: 'password-reset', data: { resetUrl: 'http://localhost:4000/#/reset-password/x', expiresInMinutes: 60 } });
    const [reset] = await s.sink.waitFor(1, (m) => m.to.includes(user.userInfo.email) && m.subject === 'Reset your RemoteHunt password');
    expect(reset.headers.has('list-unsubscribe')).toBe(false);
  });

  it('drops bulk mail to someone who unsubscribed after it was queued, but still sends them account mail', async () => {
    const user = await createUser(s.services);
    await s.sink.waitFor(1, (m) => m.to.includes(user.userInfo.email));
    s.sink.clear();
    await s.services.db.query(`UPDATE users SET emails_unsubscribed_at = now() WHERE id = $1`, [user.userId]);
    const promo = await s.services.mail.enqueue({ to: user.userInfo.email, userId: user.userId, template: 'newsletter-promo', data: {} });
    await settled(s.services, promo);
    const reset = await s.services.mail.enqueue({ to: user.userInfo.email, userId: user.userId, template: 'newsletter-login', data: { loginUrl: 'http://localhost:4000/#/x', expiresInMinutes: 60 } });
    await s.sink.waitFor(1, (m) => m.to.includes(user.userInfo.email));
    await settled(s.services, reset);
    expect(s.sink.to(user.userInfo.email).map((m) => m.subject)).toEqual(['Your RemoteHunt newsletter link']);
    expect(await messageRow(s.services, promo)).toMatchObject({ status: 'suppressed' });
  });

  it('the outbox sweep sends a message that was recorded but never reached the queue', async () => {
    const user = await createUser(s.services);
    await s.sink.waitFor(1, (m) => m.to.includes(user.userInfo.email));
    const id = await s.services.mail.record({ to: user.userInfo.email, userId: user.userId, template: 'subscription-offer', data: {} });
    await s.services.db.query(`UPDATE mail_messages SET updated_at = now() - interval '1 hour' WHERE id = $1`, [id]);
    expect(await s.services.mail.requeueUnsent(10)).toBeGreaterThanOrEqual(1);
    await s.sink.waitFor(1, (m) => m.to.includes(user.userInfo.email) && m.subject === 'Track your whole job search with RemoteHunt');
    await settled(s.services, id);
    expect(await messageRow(s.services, id)).toMatchObject({ status: 'sent' });
  });
});

it('gives up after the last attempt and records the failure instead of losing the message', async () => {
  const s = await mailSetup({ beforeAccept: () => Promise.reject(new Error('550 mailbox unavailable')) }, { MAIL_ATTEMPTS: '2' });
  try {
    const user = await createUser(s.services);
    const id = await s.services.mail.enqueue({ to: user.userInfo.email, userId: user.userId, template: 'newsletter-promo', data: {} });
    await settled(s.services, id);
    const row = await messageRow(s.services, id);
    expect(row).toMatchObject({ status: 'failed', attempts: 2 });
    expect(row.last_error).toContain('550');
  } finally {
    await teardown(s);
  }
});

it('without SMTP_URL, writes each message as an .eml file under DATA_DIR and says where', async () => {
  const services = await createTestServices({ SMTP_URL: '', WORKER_QUEUES: 'mail' });
  const workers = await startWorkers(services);
  try {
    const user = await createUser(services, { email: `eml-${Date.now()}@example.com` });
    const dir = path.join(services.config.dataDir, 'mail');
    const [row] = await services.db.query(`SELECT id FROM mail_messages WHERE user_id = $1`, [user.userId]);
    await settled(services, row.id);
    const files = (await readdir(dir)).filter((f) => f.endsWith('.eml'));
    const contents = await Promise.all(files.map((f) => readFile(path.join(dir, f), 'utf8')));
    expect(contents.some((c) => c.includes(`To: ${user.userInfo.email}`) && c.includes('Subject: Welcome to RemoteHunt'))).toBe(true);
  } finally {
    await workers.close();
    await services.queues.mail.obliterate({ force: true });
    await services.close();
  }
});
