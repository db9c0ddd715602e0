import { type ChildProcess, spawn } from 'node:child_process';
import { deliverAccountLinks, mailedLoginToken } from '@remotehunt/services/test/mailed-links';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import type Redis from 'ioredis';
import type supertest from 'supertest';
import { freePort } from '@remotehunt/services/embedded/ports';
import { BRIEFLY_UNAVAILABLE } from '@remotehunt/services/redis/redis';
import { createTestGateway, type TestGateway } from '../test/test-gateway';

// Acceptance 4 of issue 46: Redis stops under a running app. Every call that needs it (an attempt
// budget, a job added to the queue) answers 503 with a message while Redis is still down (each
// request below completes before Redis is started again, so none waited for it); calls that do not
// need it go on; and once Redis is back, every budget stands exactly where it stood, nothing was
// done past one, and the app serves again. The decisions, call by call: services/src/redis/redis.ts.

/** A redis-server of this file's own, so stopping it stops no one else's. */
class OwnRedis {
  private process: ChildProcess | null = null;
  private readonly dir = mkdtempSync(path.join(os.tmpdir(), 'remotehunt-redis-outage-'));

  constructor(readonly port: number) {}

  get url() {
    return `redis://127.0.0.1:${this.port}`;
  }

  /** Starts it (again) on the same port and data, and resolves once it takes connections. */
  async start(): Promise<void> {
    // An append-only file written at every command: what was counted before a stop is there after it.
    const child = spawn('/usr/bin/redis-server', ['--port', String(this.port), '--bind', '127.0.0.1', '--dir', this.dir, '--appendonly', 'yes', '--appendfsync', 'always', '--save', ''], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.process = child;
    let output = '';
    await new Promise<void>((resolve, reject) => {
      const exited = () => reject(new Error(`redis-server exited while starting:\n${output}`));
      child.once('exit', exited);
      child.stdout!.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        if (!output.includes('Ready to accept connections')) return;
        child.off('exit', exited);
        resolve();
      });
    });
  }

  /** Stops it as an operator would (SIGTERM), and resolves once it has exited. */
  async stop(): Promise<void> {
    const child = this.process;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = once(child, 'exit');
    child.kill('SIGCONT');
    child.kill('SIGTERM');
    await exited;
    this.process = null;
  }

  /** Freezes it: connections stay open and nothing is answered (a hung server). */
  freeze(): void {
    this.process!.kill('SIGSTOP');
  }

  thaw(): void {
    this.process!.kill('SIGCONT');
  }

  get running(): boolean {
    return this.process !== null;
  }

  async remove(): Promise<void> {
    await this.stop();
    rmSync(this.dir, { recursive: true, force: true });
  }
}

/** Resolves once `client` takes commands again (it reconnects on its own). */
const ready = async (client: Redis) => {
  if (client.status !== 'ready') await once(client, 'ready');
};

const LIMITS = {
  RATE_LIMIT_SIGNIN_PER_15_MIN: '3',
  RATE_LIMIT_SIGNIN_PER_IP_PER_15_MIN: '10',
  RATE_LIMIT_SIGNUP_PER_HOUR: '2',
  RATE_LIMIT_EMAIL_LINKS_PER_HOUR: '2',
  RATE_LIMIT_EMAIL_LINKS_PER_IP_PER_HOUR: '10',
  RATE_LIMIT_FEED_PER_HOUR: '2',
};

let redis: OwnRedis;
let gw: TestGateway;
beforeAll(async () => {
  redis = new OwnRedis(await freePort(0));
  await redis.start();
  gw = await createTestGateway({ REDIS_URL: redis.url, ...LIMITS });
});
afterAll(async () => {
  // Whatever a failed test left it in, the gateway closes against a running Redis.
  if (!redis.running) await redis.start();
  redis.thaw();
  await gw.close();
  await redis.remove();
});

let lastAddress = 0;
const newAddress = () => {
  lastAddress++;
  return `203.0.${Math.floor(lastAddress / 250)}.${(lastAddress % 250) + 1}`;
};
const newEmail = (label: string) => `${label}-${randomUUID()}@example.com`;

type Transport = 'REST' | 'GraphQL';
const TRANSPORTS: Transport[] = ['REST', 'GraphQL'];

interface Outcome {
  status: number;
  message?: string;
  retryAfter?: number;
}

const UNAVAILABLE: Outcome = { status: 503, message: BRIEFLY_UNAVAILABLE, retryAfter: 60 };

function fromRest(res: supertest.Response): Outcome {
  if (res.status < 400) return { status: res.status };
  const retryAfter = res.headers['retry-after'];
  return { status: res.status, message: res.body.message, ...(retryAfter === undefined ? {} : { retryAfter: Number(retryAfter) }) };
}

function fromGraphQL(res: supertest.Response, field: string): Outcome {
  expect(res.status).toBe(200);
  const error = (res.body.errors ?? [])[0] as { message: string; extensions: { status: number; retryAfter?: number } } | undefined;
  if (!error) {
    expect(res.body.data[field]).toBeDefined();
    return { status: 200 };
  }
  const { status, retryAfter } = error.extensions;
  return { status, message: error.message, ...(retryAfter === undefined ? {} : { retryAfter }) };
}

const post = (address: string, route: string, body: object, token?: string) => {
  const req = gw.request.post(`/api/v1${route}`).set('x-forwarded-for', address);
  if (token) req.set('authorization', `Bearer ${token}`);
  return req.send(body);
};
const graphql = (address: string, query: string, variables: object, token?: string) => {
  const req = gw.request.post('/graphql').set('content-type', 'application/json').set('x-forwarded-for', address);
  if (token) req.set('authorization', `Bearer ${token}`);
  return req.send({ query, variables });
};

/** Each call the issue names, over either transport. */
const calls = {
  async signIn(via: Transport, address: string, email: string, password: string) {
    if (via === 'REST') return fromRest(await post(address, '/signin', { email, password }));
    return fromGraphQL(await graphql(address, 'mutation ($input: SignInInput!) { signIn(input: $input) { token } }', { input: { email, password } }), 'signIn');
  },
  async signUp(via: Transport, address: string, email = newEmail('new')) {
    const input = { name: 'New', email, password: 'longenough' };
    if (via === 'REST') return fromRest(await post(address, '/signup', input));
    return fromGraphQL(await graphql(address, 'mutation ($input: SignUpInput!) { signUp(input: $input) { token } }', { input }), 'signUp');
  },
  async resetMail(via: Transport, address: string, email: string) {
    if (via === 'REST') return fromRest(await post(address, '/reset_password/email', { email }));
    return fromGraphQL(await graphql(address, 'mutation ($email: String!) { requestPasswordReset(email: $email) { success message } }', { email }), 'requestPasswordReset');
  },
  async loginLinkMail(via: Transport, address: string, email: string) {
    if (via === 'REST') return fromRest(await post(address, '/newsletter/login-link/generate', { email }));
    return fromGraphQL(await graphql(address, 'mutation ($email: String!) { sendNewsletterLoginLink(email: $email) }', { email }), 'sendNewsletterLoginLink');
  },
  async signInWithLoginLink(via: Transport, address: string, token: string) {
    if (via === 'REST') return fromRest(await post(address, '/newsletter/login-link/sign-in', { token }));
    return fromGraphQL(await graphql(address, 'mutation ($token: String!) { signInWithNewsletterLink(token: $token) { token } }', { token }), 'signInWithNewsletterLink');
  },
  async visitorNewsletterOrder(via: Transport, address: string, email = newEmail('reader')) {
    const input = { name: 'Reader', email, scheduleEvery: 'daily', category: ['programming'], countryCode: 'DE' };
    if (via === 'REST') return fromRest(await post(address, '/newsletter/subscribe/order', input));
    return fromGraphQL(await graphql(address, 'mutation ($input: NewsletterOrderInput!) { subscribeNewsletter(input: $input) { status } }', { input }), 'subscribeNewsletter');
  },
  async supportMessage(via: Transport, user: Account, details: string) {
    if (via === 'REST') return fromRest(await post(newAddress(), `/users/${user.userId}/messages`, { details }, user.token));
    return fromGraphQL(await graphql(newAddress(), 'mutation ($d: String!) { sendSupportMessage(details: $d) { _id } }', { d: details }, user.token), 'sendSupportMessage');
  },
  async pay(via: Transport, sessionId: string) {
    if (via === 'REST') return fromRest(await post(newAddress(), `/test_checkout/${sessionId}/pay`, {}));
    return fromGraphQL(await graphql(newAddress(), 'mutation ($id: ID!) { payTestCheckout(id: $id) { redirectUrl } }', { id: sessionId }), 'payTestCheckout');
  },
  async runBoardNow(via: Transport, admin: Account, boardId: string) {
    if (via === 'REST') return fromRest(await post(newAddress(), `/users/${admin.userId}/admin/job_boards/${boardId}/run`, {}, admin.token));
    return fromGraphQL(await graphql(newAddress(), 'mutation ($id: ID!) { runJobBoard(boardId: $id) { jobId } }', { id: boardId }, admin.token), 'runJobBoard');
  },
  async feedRead(feedPath: string) {
    return fromRest(await gw.request.get(feedPath));
  },
};

interface Account {
  userId: string;
  token: string;
  email: string;
  password: string;
}

/** An account signed up from an address of its own, so it spends no test's sign-up budget. */
async function account(opts: { admin?: boolean } = {}): Promise<Account> {
  const email = newEmail('account');
  const res = await post(newAddress(), '/signup', { name: 'Account', email, password: 'the right password' });
  expect(res.status).toBe(201);
  if (opts.admin) await gw.services.db.query(`UPDATE users SET is_admin = true WHERE id = $1`, [res.body.userId]);
  return { userId: res.body.userId, token: res.body.token, email, password: 'the right password' };
}

/** A local test checkout for the newsletter, opened by a signed-in user (no budget involved). */
async function checkout(): Promise<string> {
  const user = await account();
  const res = await post(newAddress(), '/newsletter/subscribe/order', { name: 'Payer', email: user.email, scheduleEvery: 'daily', category: ['programming'], countryCode: 'DE', priceId: 'newsletter-monthly-us' }, user.token);
  expect(res.body).toMatchObject({ status: 'checkout', sessionId: expect.any(String) });
  return res.body.sessionId;
}

async function feedPath(user: Account): Promise<string> {
  const saved = await post(newAddress(), `/users/${user.userId}/saved_searches`, { name: 'Go jobs', filter: { tags: ['go'] } }, user.token);
  expect(saved.status).toBe(201);
  const feed = await post(newAddress(), `/users/${user.userId}/saved_searches/${saved.body.id}/feed`, {}, user.token);
  expect(feed.status).toBe(200);
  return new URL(feed.body.rssUrl).pathname;
}

const mailCount = async (template: string, to?: string): Promise<number> =>
  (await gw.services.db.query(`SELECT count(*)::int AS n FROM mail_messages WHERE template = $1 AND ($2::text IS NULL OR to_address = $2)`, [template, to ?? null]))[0].n;
const usersNamed = async (emails: string[]): Promise<number> =>
  (await gw.services.db.query(`SELECT count(*)::int AS n FROM users WHERE lower(email) = ANY($1)`, [emails.map((e) => e.toLowerCase())]))[0].n;
const queuedJobs = async (): Promise<number> => {
  const counts = await gw.services.queues.mail.getJobCounts('waiting', 'delayed', 'active', 'completed', 'failed', 'prioritized');
  return Object.values(counts).reduce((a, b) => a + b, 0);
};

describe('Redis stops under a running app', () => {
  // What was spent before the outage, one attempt short of each budget.
  const spentBefore = { guesser: newAddress(), signUpAddress: newAddress(), resetAddress: newAddress() };
  let owner: Account;
  let other: Account;
  let admin: Account;
  let boardId: string;
  let feed: string;
  const sessions: Record<Transport, string> = { REST: '', GraphQL: '' };
  let loginTokens: Record<Transport, string>;
  const triedWhileDown: string[] = [];
  let jobsBefore: number;

  beforeAll(async () => {
    [owner, other, admin] = await Promise.all([account(), account(), account({ admin: true })]);
    const boards = await gw.request.get(`/api/v1/users/${admin.userId}/admin/job_boards`).set('authorization', `Bearer ${admin.token}`);
    boardId = (boards.body.data as { _id: string; hasFeed: boolean }[]).find((b) => b.hasFeed)!._id;
    feed = await feedPath(other);
    sessions.REST = await checkout();
    sessions.GraphQL = await checkout();
    // Login links asked for before the outage, to be opened during it (one sign-in spends all of an account's).
    const [linkUser, anotherLinkUser] = await Promise.all([account(), account()]);
    expect((await calls.loginLinkMail('REST', newAddress(), linkUser.email)).status).toBe(200);
    expect((await calls.loginLinkMail('GraphQL', newAddress(), anotherLinkUser.email)).status).toBe(200);
    loginTokens = { REST: await mailedLoginToken(gw.services, linkUser.email), GraphQL: await mailedLoginToken(gw.services, anotherLinkUser.email) };

    expect(await calls.signIn('REST', spentBefore.guesser, owner.email, 'guess 1')).toMatchObject({ status: 401 });
    expect(await calls.signIn('GraphQL', spentBefore.guesser, owner.email, 'guess 2')).toMatchObject({ status: 401 });
    expect((await calls.signUp('REST', spentBefore.signUpAddress)).status).toBe(201);
    expect((await calls.resetMail('GraphQL', spentBefore.resetAddress, owner.email)).status).toBe(200);
    expect((await calls.feedRead(feed)).status).toBe(200);
    await deliverAccountLinks(gw.services);
    expect(await mailCount('password-reset', owner.email)).toBe(1);
    jobsBefore = await queuedJobs();

    await redis.stop();
  });

  it.each(TRANSPORTS)('over %s, every budgeted or queued call answers 503 with a message at once, never going on without its budget', async (via) => {
    // Far past the budget of 3: none is checked, none counted, none answered 401.
    for (let i = 0; i < 6; i++) expect(await calls.signIn(via, spentBefore.guesser, owner.email, `outage guess ${i}`)).toEqual(UNAVAILABLE);
    expect(await calls.signIn(via, newAddress(), owner.email, owner.password)).toEqual(UNAVAILABLE);
    for (let i = 0; i < 3; i++) {
      const email = newEmail('outage-signup');
      triedWhileDown.push(email);
      expect(await calls.signUp(via, spentBefore.signUpAddress, email)).toEqual(UNAVAILABLE);
    }
    for (let i = 0; i < 3; i++) expect(await calls.resetMail(via, spentBefore.resetAddress, owner.email)).toEqual(UNAVAILABLE);
    expect(await calls.loginLinkMail(via, newAddress(), owner.email)).toEqual(UNAVAILABLE);
    const reader = newEmail('outage-reader');
    triedWhileDown.push(reader);
    expect(await calls.visitorNewsletterOrder(via, newAddress(), reader)).toEqual(UNAVAILABLE);
    expect(await calls.runBoardNow(via, admin, boardId)).toEqual(UNAVAILABLE);
    if (via === 'REST') for (let i = 0; i < 3; i++) expect(await calls.feedRead(feed)).toEqual(UNAVAILABLE);
  });

  it.each(TRANSPORTS)('over %s, calls that need no Redis go on: a mailed link signs in, a support message is sent, Pay is taken (its receipt waits in the outbox)', async (via) => {
    expect(await calls.signInWithLoginLink(via, newAddress(), loginTokens[via])).toEqual({ status: 200 });
    expect((await calls.supportMessage(via, other, `Sent while Redis was down, over ${via}`)).status).toBeLessThan(300);
    expect(await calls.pay(via, sessions[via])).toEqual({ status: 200 });
  });

  it('once Redis is back: nothing past a budget was done, every budget stands where it stood, and the app serves again', async () => {
    await redis.start();
    await Promise.all([ready(gw.services.redis), ready(gw.services.queues.connection)]);

    // Nothing the refused calls would have done was done, and nothing was queued while Redis was down.
    expect(await usersNamed(triedWhileDown)).toBe(0);
    expect(await mailCount('password-reset', owner.email)).toBe(1);
    expect(await mailCount('newsletter-login', owner.email)).toBe(0);
    expect(await queuedJobs()).toBe(jobsBefore);

    // Each budget has exactly the one attempt it had left before the outage.
    expect(await calls.signIn('GraphQL', newAddress(), owner.email, 'guess 3')).toMatchObject({ status: 401 });
    expect(await calls.signIn('REST', newAddress(), owner.email, owner.password)).toMatchObject({ status: 429 });
    expect((await calls.signUp('GraphQL', spentBefore.signUpAddress)).status).toBe(200);
    expect(await calls.signUp('REST', spentBefore.signUpAddress)).toMatchObject({ status: 429 });
    expect((await calls.resetMail('REST', newAddress(), owner.email)).status).toBe(200);
    expect(await calls.resetMail('GraphQL', newAddress(), owner.email)).toMatchObject({ status: 429 });
    await deliverAccountLinks(gw.services);
    expect(await mailCount('password-reset', owner.email)).toBe(2);
    expect((await calls.feedRead(feed)).status).toBe(200);
    expect(await calls.feedRead(feed)).toMatchObject({ status: 429 });

    // The receipts taken while Redis was down are queued by the outbox sweep.
    const receipts: { id: string }[] = await gw.services.db.query(`SELECT id FROM mail_messages WHERE template = 'purchase-receipt' AND status = 'queued'`);
    expect(receipts).toHaveLength(2);
    await gw.services.mail.requeueUnsent(0);
    for (const { id } of receipts) expect(await gw.services.queues.mail.getJob(id)).toBeDefined();

    // And the app serves again, over both transports.
    expect((await calls.signIn('REST', newAddress(), other.email, other.password)).status).toBe(200);
    expect((await calls.signIn('GraphQL', newAddress(), other.email, other.password)).status).toBe(200);
    expect((await calls.loginLinkMail('REST', newAddress(), owner.email)).status).toBe(200);
    expect((await calls.runBoardNow('GraphQL', admin, boardId)).status).toBe(200);
  });
});

describe('a Redis that hangs (stopped with SIGSTOP: connections open, nothing answered)', () => {
  afterEach(() => redis.thaw());

  let admin: Account;
  let boardId: string;
  beforeAll(async () => {
    admin = await account({ admin: true });
    const boards = await gw.request.get(`/api/v1/users/${admin.userId}/admin/job_boards`).set('authorization', `Bearer ${admin.token}`);
    boardId = (boards.body.data as { _id: string; hasFeed: boolean }[]).find((b) => b.hasFeed)!._id;
  });

  it.each(TRANSPORTS)('over %s, budgeted and queued calls answer 503 once a command has waited its bound, while Redis still hangs', async (via) => {
    redis.freeze();
    expect(await calls.signIn(via, newAddress(), newEmail('frozen'), 'a guess')).toEqual(UNAVAILABLE);
    expect(await calls.signUp(via, newAddress())).toEqual(UNAVAILABLE);
    expect(await calls.runBoardNow(via, admin, boardId)).toEqual(UNAVAILABLE);
  });
});

