import { once } from 'node:events';
import type { Services } from '../../app/services';
import { BRIEFLY_UNAVAILABLE, redisReady } from '../../redis/redis';
import { type AppQueues, openQueues } from '../../queues/app-queues';
import { createUser } from '../../test/factories';
import { createTestServices } from '../../test/services';
import { UnsubscribeLinks } from '../../unsubscribe/unsubscribe-link';
import type { MailTransport } from '../mail-transport';
import { MailService } from '../mail.service';

// What mail does while the queue cannot take a job (Redis down): recorded mail waits in the outbox
// and the call goes on; mail whose one-time link lives only in the job is given up, and its caller
// hears UNAVAILABLE at once. Never a wait for Redis. (The table: services/src/redis/redis.ts.)

const unavailable = { code: 'UNAVAILABLE', message: BRIEFLY_UNAVAILABLE };
const neverSends: MailTransport = { kind: 'file', send: () => Promise.reject(new Error('no mail is sent in this test')), close: () => undefined };

let services: Services;
/** Queues whose connection to Redis is gone. */
let down: AppQueues;
let mail: MailService;
let reported: unknown[];
beforeAll(async () => {
  services = await createTestServices();
  down = openQueues(services.config);
  await redisReady(down.connection, 10_000);
  const ended = once(down.connection, 'end');
  down.connection.disconnect();
  await ended;
  mail = new MailService(services.db, down.mail, neverSends, new UnsubscribeLinks(services.config.jwtSecret, services.config.publicUrl), {
    appUrl: services.config.publicUrl,
    from: services.config.mailFrom,
    attempts: 1,
    backoffMs: 10,
  });
});
beforeEach(() => {
  reported = [];
  mail.reportUnavailableTo((err) => reported.push(err));
});
afterAll(async () => {
  await down.close();
  await services.queues.mail.obliterate({ force: true });
  await services.close();
});

const row = async (id: string) => (await services.db.query(`SELECT status, last_error FROM mail_messages WHERE id = $1`, [id]))[0];

it('keeps a message whose data is all stored for the outbox sweep, which queues it once the queue answers', async () => {
  const user = await createUser(services);
  const id = await mail.enqueue({ to: user.userInfo.email, userId: user.userId, template: 'welcome', data: {} });

  expect(await row(id)).toEqual({ status: 'queued', last_error: null });
  expect(reported).toHaveLength(1);
  // The sweep, run where the queue answers.
  expect(await services.mail.requeueUnsent(0)).toBeGreaterThanOrEqual(1);
  expect(await services.queues.mail.getJob(id)).toBeDefined();
});

it('gives up a message carrying a one-time link, and answers UNAVAILABLE so the person asks again', async () => {
  const user = await createUser(services);
  const sending = mail.enqueue({
    to: user.userInfo.email,
    userId: user.userId,
    template: 'password-reset',
    data: { resetUrl: 'http://localhost:4000/#/reset-password/secret', expiresInMinutes: 60 },
    secretKeys: ['resetUrl'],
  });

  await expect(sending).rejects.toMatchObject(unavailable);
  const [given] = await services.db.query(`SELECT id FROM mail_messages WHERE to_address = $1 AND template = 'password-reset'`, [user.userInfo.email]);
  // Failed, so the sweep does not send it without its link.
  expect(await row(given.id)).toEqual({ status: 'failed', last_error: expect.stringContaining('queue was unavailable') });
});

it('answers a hand-off after a commit at once, leaving the messages to the sweep; the sweep itself fails, to be retried', async () => {
  const user = await createUser(services);
  const id = await mail.record({ to: user.userInfo.email, userId: user.userId, template: 'welcome', data: {} });

  await mail.dispatch([{ messageId: id }]);
  expect(reported).toHaveLength(1);
  expect(await row(id)).toEqual({ status: 'queued', last_error: null });
  await expect(mail.requeueUnsent(0)).rejects.toMatchObject(unavailable);
});

it('refuses any job added while Redis does not answer, without waiting for it', async () => {
  await expect(down.ingestion.add('ingest-board', { boardId: 'b', trigger: 'manual' })).rejects.toMatchObject(unavailable);
  await expect(down.logos.addBulk([{ name: 'fetch-logo', data: { companyId: 'c', claim: 'x' } }])).rejects.toMatchObject(unavailable);
});
