import { Client, type Pool } from 'pg';
import type { PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver';
import { createServices, type Services } from '@remotehunt/services/app/services';
import { loadConfig } from '@remotehunt/services/config/config';
import { migrations } from '@remotehunt/services/database/data-source';
import { minimalPdf } from '@remotehunt/services/test/document-files';
import { createJob } from '@remotehunt/services/test/factories';
import { type PgBouncer, startPgBouncer } from '@remotehunt/services/test/pgbouncer';
import { createLogger } from '../logger';
import { orderJobPosting, postingOfSession } from '../test/job-posting-order';
import { bearer, createTestGateway, type TestGateway, type TestUser } from '../test/test-gateway';
import { binaryBody } from '../test/binary-body';

// Acceptance 5 of issue 20: the app behind a real PgBouncer (Debian's 1.18) in transaction mode,
// with DATABASE_POOLER=transaction. Its pools are small, so the gateway's client connections share
// two server connections: anything that outlived a transaction (a named prepared statement, a
// session lock, a plain SET) would reach the wrong one.

const directUrl = loadConfig().databaseUrl;
const testDatabase = new URL(directUrl).pathname.slice(1);
// Created empty for the migrations to build, dropped at the end.
const freshDatabase = `${testDatabase}_fresh`;
const MIGRATION_LOCK_ID = 727_001;
// Advisory locks are the database's own: other test runs on the server take the same ids.
const THIS_DATABASE = `locktype = 'advisory' AND database = (SELECT oid FROM pg_database WHERE datname = current_database())`;

let bouncer: PgBouncer;

/** A database on the PostgreSQL server itself, not through PgBouncer. */
function serverUrl(database: string): string {
  const url = new URL(directUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

async function onServer<T>(database: string, work: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: serverUrl(database) });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
const dropFresh = () => onServer('postgres', (c) => c.query(`DROP DATABASE IF EXISTS "${freshDatabase}" WITH (FORCE)`));

beforeAll(async () => {
  await dropFresh();
  await onServer('postgres', (c) => c.query(`CREATE DATABASE "${freshDatabase}"`));
  bouncer = await startPgBouncer(directUrl, {
    app: { database: testDatabase },
    // One server connection for every client: which client prepared a statement there is certain.
    single: { database: testDatabase, poolSize: 1 },
    // One server connection too: a session lock taken by one process would be found already held
    // by the next process on that connection, and both would migrate at once.
    fresh: { database: freshDatabase, poolSize: 1 },
  });
});
afterAll(async () => {
  await bouncer?.stop();
  await dropFresh();
});

const pooled = (alias: string) => ({ DATABASE_URL: bouncer.url(alias), DATABASE_POOLER: 'transaction' });
const poolOf = (services: Services) => (services.db.driver as PostgresDriver).master as Pool;

describe('the main journeys through PgBouncer (DATABASE_POOLER=transaction)', () => {
  let gw: TestGateway;
  let user: TestUser;
  let base: string;
  beforeAll(async () => {
    gw = await createTestGateway(pooled('app'));
    user = await gw.signUp({ name: 'Pooled Seeker' });
    base = `/api/v1/users/${user.userId}`;
  });
  afterAll(() => gw?.close());

  const listRest = (filter: object) => gw.request.post(`${base}/remotejobs/filter`).set(bearer(user)).send(filter);
  const LIST = `query($filter: JobFilterInput) { jobs(filter: $filter) { total data { _id jobTitle } facets { tags { value count } } } }`;

  it('signs up and in over REST and GraphQL', async () => {
    const signIn = await gw.request.post('/api/v1/signin').send({ email: user.email, password: user.password });
    expect(signIn.status).toBe(200);
    expect(signIn.body.userId).toBe(user.userId);
    const gqlUp = await gw.graphql(`mutation($input: SignUpInput!) { signUp(input: $input) { userId } }`, {
      input: { name: 'Pooled Too', email: `pooled-${Date.now()}@example.com`, password: user.password },
    });
    expect(gqlUp.body.errors).toBeUndefined();
    const gqlIn = await gw.graphql(`mutation($input: SignInInput!) { signIn(input: $input) { userId token } }`, {
      input: { email: user.email, password: user.password },
    });
    expect(gqlIn.body.data.signIn.userId).toBe(user.userId);
    const me = await gw.graphql(`{ me { email } }`, {}, gqlIn.body.data.signIn.token);
    expect(me.body.data.me.email).toBe(user.email);
  });

  it('lists jobs with filters, many at once, opens one and shortlists it', async () => {
    const react = await createJob(gw.services, { title: 'React developer', tags: ['react'] });
    await createJob(gw.services, { title: 'Go developer', tags: ['go'] });
    await createJob(gw.services, { title: 'Product designer', category: 'design', tags: ['figma'] });

    const filtered = await listRest({ tags: ['react'], categories: ['Programming'] });
    expect(filtered.status).toBe(200);
    expect(filtered.body).toMatchObject({ total: 1, data: [{ _id: react.id, jobTitle: 'React developer' }] });

    // The list's hot reads side by side on more client connections than the pooler has server
    // connections: named prepared statements would collide here.
    const filters = [{ tags: ['go'] }, { categories: ['Design'] }, { query: 'developer' }, { tags: ['react', 'go'] }, {}, { categories: ['Programming'] }];
    const [rest, graphql] = await Promise.all([
      Promise.all(filters.map(listRest)),
      Promise.all(filters.map((filter) => gw.graphql(LIST, { filter }, user.token))),
    ]);
    const totals = [1, 1, 2, 2, 3, 2];
    expect(rest.map((r) => [r.status, r.body.total])).toEqual(totals.map((t) => [200, t]));
    expect(graphql.map((r) => r.body.errors ?? r.body.data.jobs.total)).toEqual(totals);
    expect(poolOf(gw.services).totalCount).toBeGreaterThan(2);

    const detail = await gw.request.get(`${base}/remotejobs/${react.id}`).set(bearer(user));
    expect(detail.body).toMatchObject({ _id: react.id, description: '<p>Build remote things.</p>' });
    const gqlJob = await gw.graphql(`query($id: ID!) { job(id: $id) { jobTitle } }`, { id: react.id }, user.token);
    expect(gqlJob.body.data.job.jobTitle).toBe('React developer');

    const shortlisted = await gw.request.post(`${base}/shortlist_job`).set(bearer(user)).send({ jobId: react.id });
    expect(shortlisted.status).toBe(201);
    const lists = await gw.graphql(`{ shortlistedJobs { total data { jobTitle shortlisted } } }`, {}, user.token);
    expect(lists.body.data.shortlistedJobs).toEqual({ total: 1, data: [{ jobTitle: 'React developer', shortlisted: true }] });
  });

  it('tracks an application on the kanban with a task, and keeps a document', async () => {
    const job = await createJob(gw.services, { title: 'Tracked role' });
    const statuses: { _id: string; title: string }[] = (await gw.request.get(`${base}/job/statuses`).set(bearer(user))).body.data;
    const applied = await gw.request.post(`${base}/applied_jobs`).set(bearer(user)).send({ jobId: job.id });
    expect(applied.status).toBe(201);
    const interview = statuses.find((s) => s.title !== statuses[0].title)!._id;
    const moved = await gw.request.put(`${base}/applied_jobs/${applied.body._id}`).set(bearer(user)).send({ status: interview });
    expect(moved.body.status).toBe(interview);
    const back = await gw.graphql(
      `mutation($id: ID!, $status: ID!) { updateAppliedJobStatus(id: $id, status: $status) { status } }`,
      { id: applied.body._id, status: statuses[0]._id },
      user.token,
    );
    expect(back.body.data.updateAppliedJobStatus.status).toBe(statuses[0]._id);
    const history = await gw.request.get(`${base}/applied_jobs/${applied.body._id}/status_history`).set(bearer(user));
    expect(history.body.data.map((h: { toStatus: string }) => h.toStatus)).toEqual([applied.body.status, interview, statuses[0]._id]);

    const task = await gw.request.post(`${base}/applied_jobs/${applied.body._id}/job_tasks`).set(bearer(user)).send({ content: 'Send references' });
    expect(task.status).toBe(201);
    const tasks = await gw.graphql(`query($id: ID!) { jobTasks(appliedJobId: $id) { total data { content done } } }`, { id: applied.body._id }, user.token);
    // Back in Applied: its default follow-up, made in the move's transaction through the pooler.
    expect(tasks.body.data.jobTasks).toEqual({
      total: 2,
      data: [
        { content: 'Send references', done: false },
        { content: 'Follow up with Acme Remote', done: false },
      ],
    });

    const pdf = minimalPdf('Pooled resume');
    const uploaded = await gw.request.post(`${base}/file`).set(bearer(user)).field('type', 'resume').field('title', 'Resume').attach('resume', pdf, 'Resume.pdf');
    expect(uploaded.status).toBe(201);
    const downloaded = await gw.request
      .get(`${base}/file/${uploaded.body._id}`)
      .set(bearer(user))
      .buffer(true)
      .parse(binaryBody);
    expect(downloaded.status).toBe(200);
    expect(Buffer.compare(downloaded.body as Buffer, pdf)).toBe(0);
  });

  it('publishes a paid job posting and subscribes to the newsletter through the local checkout', async () => {
    const placed = await orderJobPosting(gw, { user });
    expect(placed.status).toBe(201);
    expect((await gw.request.post(`/api/v1/test_checkout/${placed.body.sessionId}/pay`)).status).toBe(200);
    const { job_id: jobId } = await postingOfSession(gw, placed.body.sessionId);
    const mine = await gw.request.get(`${base}/job_postings`).set(bearer(user));
    expect(mine.body.data.map((j: { _id: string }) => j._id)).toEqual([jobId]);

    const order = await gw.request.post('/api/v1/newsletter/subscribe/order').set(bearer(user)).send({
      name: 'Pooled Seeker',
      email: user.email,
      scheduleEvery: 'weekly',
      category: ['programming'],
      countryCode: 'DE',
      contains: ['react'],
      filterTypes: { title: true, tags: true, description: false },
      priceId: 'newsletter-monthly-us',
    });
    expect(order.body).toMatchObject({ status: 'checkout', sessionId: expect.any(String) });
    expect((await gw.request.post(`/api/v1/test_checkout/${order.body.sessionId}/pay`).send({})).status).toBe(200);
    const newsletter = await gw.request.get(`/api/v1/newsletter/subscription/${user.userId}`).set(bearer(user));
    expect(newsletter.body.newsletter).toMatchObject({ jobId: 'newsletter-digest-weekly', status: 'active', access: 'paid' });
  });

  it('lists users for an admin over REST and GraphQL', async () => {
    const admin = await gw.signUp({ name: 'Pooled Admin', admin: true });
    const rest = await gw.request.get(`/api/v1/users/${admin.userId}/admin/users?query=pooled%20seeker`).set(bearer(admin));
    expect(rest.body).toMatchObject({ total: 1, data: [{ email: user.email }] });
    const gql = await gw.graphql(`query($q: String) { adminUsers(query: $q) { total data { email } } }`, { q: 'Pooled Seeker' }, admin.token);
    expect(gql.body.data.adminUsers).toEqual({ total: 1, data: [{ email: user.email }] });
  });
});

describe('migrations through PgBouncer (DATABASE_POOLER=transaction)', () => {
  it('builds a fresh database from two processes started at once, one after the other under the migration lock', async () => {
    const start = () => createServices(loadConfig({ ...process.env, ...pooled('fresh') }), { migrate: true });
    const started: Services[] = [];
    const holder = new Client({ connectionString: serverUrl(freshDatabase) });
    await holder.connect();
    try {
      // Held directly on the server until a process waits for it through the pooler (the other one
      // waits for the pooler's one server connection).
      await holder.query('BEGIN');
      await holder.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK_ID]);
      const both = Promise.all([start(), start()]).then((services) => started.push(...services));
      both.catch(() => undefined);
      const waiting = async () =>
        (await holder.query(`SELECT count(*)::int AS n FROM pg_locks WHERE ${THIS_DATABASE} AND NOT granted AND objid = $1`, [MIGRATION_LOCK_ID])).rows[0].n;
      // PostgreSQL tells nobody when a backend starts waiting for a lock: look until one does.
      while ((await waiting()) === 0) await new Promise((resolve) => setTimeout(resolve, 20));
      const before = await onServer(freshDatabase, (c) => c.query(`SELECT to_regclass('migrations') AS t`));
      expect(before.rows[0].t).toBeNull();
      await holder.query('COMMIT');
      await both;
    } finally {
      await holder.end();
      // Closed only once their queues are ready: closing a queue's connection mid-handshake makes it emit an error.
      await Promise.all(started.map(async (s) => {
        await Promise.all(s.queues.all().map((q) => q.waitUntilReady()));
        await s.close();
      }));
    }
    const applied = await onServer(freshDatabase, (c) => c.query(`SELECT name FROM migrations ORDER BY id`));
    expect(applied.rows.map((r) => r.name)).toEqual(migrations.map((m) => m.name));
    // The lock ended with its transaction: none is left on the pooler's server connections.
    const held = await onServer(freshDatabase, (c) => c.query(`SELECT count(*)::int AS n FROM pg_locks WHERE ${THIS_DATABASE}`));
    expect(held.rows[0].n).toBe(0);
  });
});

describe('named prepared statements behind PgBouncer', () => {
  const errorLog: string[] = [];
  const logger = createLogger({ logLevel: 'error', env: 'test' }, { write: (line: string) => void errorLog.push(line) });

  /**
   * Two job lists on the one-connection pool: the first warms the list's statements, the second runs
   * on a client connection the gateway's pool opens anew (its idle ones are held meanwhile), so it
   * prepares them again on the same server connection. Answers each list's GraphQL error code, if any.
   */
  async function listTwice(pooler: 'none' | 'transaction') {
    const gw = await createTestGateway({ DATABASE_URL: bouncer.url('single'), DATABASE_POOLER: pooler }, logger);
    try {
      const user = await gw.signUp();
      const list = async (tags: string[]) => {
        const res = await gw.graphql(`query($filter: JobFilterInput) { jobs(filter: $filter) { total } }`, { filter: { tags } }, user.token);
        return res.body.errors?.[0].extensions.code ?? 'ok';
      };
      const first = await list(['react']);
      const pool = poolOf(gw.services);
      const idle = await Promise.all(Array.from({ length: pool.idleCount }, () => pool.connect()));
      try {
        return [first, await list(['go'])];
      } finally {
        idle.forEach((client) => client.release());
      }
    } finally {
      await gw.close();
    }
  }

  it('collide without the setting, and do not with DATABASE_POOLER=transaction', async () => {
    expect(await listTwice('none')).toEqual(['ok', 'INTERNAL_SERVER_ERROR']);
    const messages = errorLog.map((line) => JSON.parse(line).err?.message as string | undefined);
    expect(messages).toContainEqual(expect.stringMatching(/^prepared statement "rh_[0-9a-f]+" already exists$/));
    errorLog.length = 0;
    expect(await listTwice('transaction')).toEqual(['ok', 'ok']);
    expect(errorLog).toEqual([]);
  });
});
