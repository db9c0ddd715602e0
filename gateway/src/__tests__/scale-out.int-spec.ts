import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Queue, QueueEvents } from 'bullmq';
import supertest from 'supertest';
import type { Services } from '@remotehunt/services/app/services';
import { FeedServer } from '@remotehunt/services/ingestion/fetch/__tests__/feed-server';
import { remotiveFeed } from '@remotehunt/services/ingestion/__tests__/fixtures/remotive-feed';
import { enqueueDigestBuild } from '@remotehunt/services/newsletter/digest.job';
import { createQueueConnection, queuePrefix } from '@remotehunt/services/queues/queue-connection';
import { QueueName } from '@remotehunt/services/queues/queue-names';
import { minimalPdf } from '@remotehunt/services/test/document-files';
import { createJob, createNewsletter, createUser } from '@remotehunt/services/test/factories';
import { snapshotJobBoards } from '@remotehunt/services/test/job-boards';
import { type S3TestServer, startS3Server } from '@remotehunt/services/test/s3-server';
import { createTestServices } from '@remotehunt/services/test/services';
import { type SmtpSink, startSmtpSink } from '@remotehunt/services/test/smtp-sink';
import { signedEvent } from '@remotehunt/services/test/stripe-events';
import { postingForm } from '../test/job-posting-order';
import { binaryBody } from '../test/binary-body';
import { freePort } from '@remotehunt/services/embedded/ports';

// Two gateways and two workers, as `docker compose` runs them (deploy.replicas: 2), each its own
// process from the built code, on one PostgreSQL and one Redis: what must hold across them.
const GATEWAY_MAIN = path.resolve(__dirname, '../../dist/main.js');
const WORKER_MAIN = path.resolve(__dirname, '../../../services/dist/workers/main.js');
const WEBHOOK_SECRET = 'whsec_scale_out_test';
const SIGNIN_BUDGET = 4;
const FEED_POSTINGS = 40;

const redisPrefix = `rhtest:${randomUUID()}:`;
const children: ChildProcess[] = [];
let services: Services;
let sink: SmtpSink;
let s3: S3TestServer;
let feeds: FeedServer;
let restoreBoards: () => Promise<void>;
let dataDir: string;
let boardId: string;
// No cookie jar: REST consumers authenticate with the bearer token alone (a jar would hold the XSRF cookie).
type Gateway = ReturnType<typeof supertest>;
let gateways: { a: Gateway; b: Gateway };

/** What every process shares: the database, Redis (and its key prefix), mail, files and the webhook secret. */
const sharedEnv = () => ({
  ...process.env,
  REDIS_PREFIX: redisPrefix,
  SMTP_URL: sink.url,
  STORAGE_URL: s3.storageUrl,
  // Each process would otherwise keep files under its own folder: the shared store must be the only one.
  DATA_DIR: dataDir,
  STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
  RATE_LIMIT_SIGNIN_PER_15_MIN: String(SIGNIN_BUDGET),
  INGESTION_ALLOW_PRIVATE_ADDRESSES: 'true',
  QUEUE_LOCK_MS: '2000',
  LOG_LEVEL: 'info',
});

/** Starts one process and resolves once it prints `ready`; its output is shown only if it dies first. */
async function startProcess(main: string, env: NodeJS.ProcessEnv, ready: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, [main], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  children.push(child);
  let output = '';
  const collect = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-20_000));
  child.stderr!.on('data', collect);
  await new Promise<void>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`${path.basename(main)} exited early (${code}): ${output}`)));
    child.stdout!.on('data', (chunk: Buffer) => {
      collect(chunk);
      if (output.includes(ready)) resolve();
    });
  });
  return child;
}

async function startGateway(port: number): Promise<Gateway> {
  await startProcess(GATEWAY_MAIN, { ...sharedEnv(), PORT: String(port), PUBLIC_URL: `http://127.0.0.1:${port}`, WORKERS: 'off' }, 'RemoteHunt is up');
  return supertest(`http://127.0.0.1:${port}`);
}

const startWorker = () => startProcess(WORKER_MAIN, { ...sharedEnv(), WORKERS: 'on' }, 'workers are running');

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

async function signUp(gateway: Gateway) {
  const email = `scale-${randomUUID()}@example.com`;
  const res = await gateway.post('/api/v1/signup').send({ name: 'Scale Out', email, password: 'correct horse battery' });
  expect(res.status).toBe(201);
  return { email, token: res.body.token as string, userId: res.body.userId as string };
}

beforeAll(async () => {
  expect(existsSync(GATEWAY_MAIN) && existsSync(WORKER_MAIN)).toBe(true); // built by `npm test`'s typecheck step
  services = await createTestServices({ REDIS_PREFIX: redisPrefix });
  // A catalogue that is not empty, so neither gateway seeds the starter one.
  await createJob(services, { title: 'Existing Engineer' });
  restoreBoards = await snapshotJobBoards(services.db);
  [sink, s3, feeds] = await Promise.all([startSmtpSink(), startS3Server(), FeedServer.start()]);
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'rh-scale-out-'));
  // One board with a feed of our own, so the workers' schedules have exactly one run to make.
  feeds.serve((_req, res) => res.end(remotiveFeed(FEED_POSTINGS)));
  await services.db.query(`UPDATE job_boards SET enabled = false`);
  await services.db.query(
    `UPDATE job_boards SET enabled = true, adapter = 'remotive', feed_url = $1, interval_minutes = GREATEST(min_interval_minutes, 60) WHERE name = 'Working Nomads'`,
    [feeds.url('/feed.json')],
  );
  [{ id: boardId }] = await services.db.query(`SELECT id FROM job_boards WHERE name = 'Working Nomads'`);
  const [portA, portB] = [await freePort(0), await freePort(0)];
  const [a, b] = await Promise.all([startGateway(portA), startGateway(portB)]);
  gateways = { a, b };
  await Promise.all([startWorker(), startWorker()]);
}, 120_000);

afterAll(async () => {
  await Promise.all(
    children.map(async (child) => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      await once(child, 'exit');
    }),
  );
  const connection = createQueueConnection(services.config);
  for (const name of [QueueName.Ingestion, QueueName.Newsletter, QueueName.Mail, QueueName.Maintenance]) {
    const queue = new Queue(name, { connection, prefix: queuePrefix(services.config) });
    await queue.obliterate({ force: true });
    await queue.close();
  }
  await connection.quit();
  await restoreBoards();
  await services.close();
  await Promise.all([sink.close(), s3.stop(), feeds.stop()]);
  await rm(dataDir, { recursive: true, force: true });
}, 60_000);

describe('two gateways and two workers on one PostgreSQL and one Redis', () => {
  it('a session made on one gateway works on the other, and a logout on one revokes it on both', async () => {
    const user = await signUp(gateways.a);
    expect((await gateways.b.get(`/api/v1/users/${user.userId}`).set(bearer(user.token))).status).toBe(200);
    expect((await gateways.b.post(`/api/v1/users/${user.userId}/logout`).set(bearer(user.token))).status).toBe(200);
    expect((await gateways.a.get(`/api/v1/users/${user.userId}`).set(bearer(user.token))).status).toBe(401);
    expect((await gateways.b.get(`/api/v1/users/${user.userId}`).set(bearer(user.token))).status).toBe(401);
  });

  it('shares the sign-in budget: failures on either gateway count against one limit', async () => {
    const user = await signUp(gateways.a);
    const wrong = (gateway: Gateway) => gateway.post('/api/v1/signin').send({ email: user.email, password: 'not the password' });
    const answers: number[] = [];
    for (let i = 0; i < SIGNIN_BUDGET; i++) answers.push((await wrong(i % 2 ? gateways.b : gateways.a)).status);
    expect(answers).toEqual(Array(SIGNIN_BUDGET).fill(401));
    // Each gateway saw only half of them; the budget is spent on both.
    expect((await wrong(gateways.a)).status).toBe(429);
    expect((await wrong(gateways.b)).status).toBe(429);
  });

  it('applies a Stripe webhook delivered to both gateways at once exactly once, and the posted job shows on the other gateway', async () => {
    const seeker = await signUp(gateways.b);
    const title = `Scaleout Wrangler ${randomUUID().slice(0, 8)}`;
    const list = () => gateways.b.post(`/api/v1/users/${seeker.userId}/remotejobs/filter`).set(bearer(seeker.token)).send({ query: title });
    // B answers (and caches) the list before the job exists.
    const before = await list();
    expect(before.status).toBe(200);
    expect(before.body.total).toBe(0);

    // Ordered through A, paid: Stripe delivers the same event to both gateways at the same moment.
    const order = gateways.a
      .post('/api/v1/remotejobs')
      .field('jobInfo', JSON.stringify(postingForm({ jobTitle: title, companyName: 'Acme Scale', tags: 'scale' })))
      .field('priceId', 'job-posting-us')
      .field('email', 'poster@acme.example')
      .field('autoBump', 'no')
      .field('successCallback', '/#/post-job?status=success')
      .field('cancelCallback', '/#/post-job?status=cancel');
    const ordered = await order;
    expect(ordered.status).toBe(201);
    const [posting] = await services.db.query(`SELECT id FROM job_postings WHERE checkout_session_id = $1`, [ordered.body.sessionId]);
    const event = signedEvent(WEBHOOK_SECRET, 'checkout.session.completed', {
      id: ordered.body.sessionId,
      object: 'checkout.session',
      status: 'complete',
      payment_status: 'paid',
      metadata: { kind: 'job-posting', postingId: posting.id },
      subscription: null,
    });
    const deliver = (gateway: Gateway) =>
      gateway.post('/api/v1/stripe/webhook').set('content-type', 'application/json').set('stripe-signature', event.signature).send(event.payload);
    const answers = await Promise.all([deliver(gateways.a), deliver(gateways.b)]);
    expect(answers.map((r) => r.status)).toEqual([200, 200]);
    expect(answers.map((r) => r.body.duplicate).sort()).toEqual([false, true]);
    const [{ jobs }] = await services.db.query(`SELECT count(*)::int AS jobs FROM jobs WHERE title = $1`, [title]);
    expect(jobs).toBe(1);
    const [{ events }] = await services.db.query(`SELECT count(*)::int AS events FROM payment_events WHERE id = $1`, [event.id]);
    expect(events).toBe(1);

    // B's cached answer is gone: its very next list shows the job A's webhook published.
    const after = await list();
    expect(after.body.total).toBe(1);
    expect(after.body.data.map((j: { jobTitle: string }) => j.jobTitle)).toEqual([title]);
  });

  it('serves through one gateway a file uploaded through the other (the shared S3 store)', async () => {
    const user = await signUp(gateways.a);
    const pdf = minimalPdf('Shared across gateways');
    const up = await gateways.a
      .post(`/api/v1/users/${user.userId}/file`)
      .set(bearer(user.token))
      .field('type', 'resume')
      .field('title', 'Scale resume')
      .attach('resume', pdf, 'scale.pdf');
    expect(up.status).toBe(201);
    const down = await gateways.b
      .get(`/api/v1/users/${user.userId}/file/${up.body._id}`)
      .set(bearer(user.token))
      .buffer(true)
      .parse(binaryBody);
    expect(down.status).toBe(200);
    expect(Buffer.compare(down.body as Buffer, pdf)).toBe(0);
    // Neither gateway kept a copy of its own: the bytes are in the bucket only.
    expect((await s3.keys()).length).toBeGreaterThan(0);
    expect(existsSync(path.join(dataDir, 'documents'))).toBe(false);
  });

  it('makes one ingestion run of the schedule both workers registered for a board', async () => {
    const connection = createQueueConnection(services.config);
    const prefix = queuePrefix(services.config);
    const ingestion = new Queue(QueueName.Ingestion, { connection, prefix });
    const eventsConnection = createQueueConnection(services.config);
    const events = new QueueEvents(QueueName.Ingestion, { connection: eventsConnection, prefix });
    try {
      // Each worker upserted the board's schedule at start, and a new schedule's first run is due at
      // once: that job, wherever it has got to, is awaited to its end.
      await events.waitUntilReady();
      const ofBoard = (jobs: { data: { boardId: string } }[]) => jobs.filter((job) => job.data.boardId === boardId);
      const [first] = ofBoard(await ingestion.getJobs(['waiting', 'active', 'completed', 'failed']));
      if (!(await first.isCompleted())) await first.waitUntilFinished(events);

      const schedulers = (await ingestion.getJobSchedulers()).filter((s) => s.key.endsWith(boardId));
      expect(schedulers).toHaveLength(1);
      // Nothing more for the board is waiting or running: its next run is one, an interval away.
      expect(ofBoard([...(await ingestion.getWaiting()), ...(await ingestion.getActive())])).toEqual([]);
      const next = ofBoard(await ingestion.getDelayed());
      expect(next).toHaveLength(1);
      expect(next[0].timestamp + (next[0].opts.delay ?? 0)).toBeGreaterThan(Date.now() + 30 * 60_000);
    } finally {
      await events.close();
      await ingestion.close();
      await Promise.all([connection.quit(), eventsConnection.quit()]);
    }
    const runs = await services.db.query(`SELECT status, created FROM ingestion_runs WHERE board_id = $1`, [boardId]);
    expect(runs).toEqual([{ status: 'succeeded', created: FEED_POSTINGS }]);
    expect(feeds.requests.length).toBe(1);
  });

  it('builds one digest for a period both workers were asked to build', async () => {
    const emails: string[] = [];
    for (let i = 0; i < 4; i++) {
      const user = await createUser(services, { name: `Reader ${i}`, email: `scale-reader-${i}-${randomUUID()}@example.com` });
      await createNewsletter(services, user.userId, { keywords: ['typescript'] });
      emails.push(user.userInfo.email);
    }
    await createJob(services, { title: 'TypeScript Engineer at scale', tags: ['typescript'] });
    // As two schedulers firing for the same period would: two builds queued, one per worker.
    const connection = createQueueConnection(services.config);
    const events = new QueueEvents(QueueName.Newsletter, { connection, prefix: queuePrefix(services.config) });
    try {
      await events.waitUntilReady();
      const at = Date.now() + 60_000;
      const builds = await Promise.all([
        enqueueDigestBuild(services.queues.newsletter, 'daily', new Date(at)),
        enqueueDigestBuild(services.queues.newsletter, 'daily', new Date(at + 1000)),
      ]);
      const results = await Promise.all(builds.map((job) => job.waitUntilFinished(events)));
      // One of them built the period; the other found it claimed.
      expect(results.map((r: { built: boolean }) => r.built).sort()).toEqual([false, true]);
    } finally {
      await events.close();
      await connection.quit();
    }
    const digests = await sink.waitFor(emails.length, (m) => /new remote jobs? for you/.test(m.subject), 60_000);
    expect(digests.map((m) => m.to[0]).sort()).toEqual([...emails].sort());
    const [{ runs }] = await services.db.query(`SELECT count(*)::int AS runs FROM newsletter_digest_runs WHERE frequency = 'daily'`);
    expect(runs).toBe(1);
    expect(sink.messages.filter((m) => /new remote jobs? for you/.test(m.subject)).length).toBe(emails.length);
  });
});
