import { loadConfig } from '@remotehunt/services/config/config';
import { jobPagePath } from '@remotehunt/services/public-pages/job-url';
import { freePort } from '@remotehunt/services/embedded/ports';
import { createJob } from '@remotehunt/services/test/factories';
import { type Standby, startStandby } from '@remotehunt/services/test/standby';
import { createLogger } from '../logger';
import { bearer, createTestGateway, type TestGateway, type TestUser } from '../test/test-gateway';

/**
 * Issue 51, item 3: reads that scale out on PostgreSQL's own replication. A real hot standby of the
 * test server (pg_basebackup from Debian's PostgreSQL), set as DATABASE_READ_URL; its replay
 * paused, it lags as a busy replica does, which shows which reads went where: job lists, counts,
 * the public pages and the feeds read the replica; whatever must see the user's own writes (hide
 * viewed, the caller's flags, a job page just paid for) reads the primary. Once it catches up, no
 * answer cached while it lagged is served as if it were new.
 */
const primaryUrl = loadConfig().databaseUrl;
const database = new URL(primaryUrl).pathname.slice(1);
/** Waits until the replica has replayed the job's insert. */
const replicated = (jobId: string) => standby.sees(database, 'SELECT 1 FROM jobs WHERE id = $1', [jobId]);
let standby: Standby;
let gw: TestGateway;
let user: TestUser;

beforeAll(async () => {
  standby = await startStandby(primaryUrl);
  gw = await createTestGateway({ DATABASE_READ_URL: standby.url(database) });
  // The term bitmaps answer lists and panels once built (jobs/search-index), following the replica.
  await gw.services.jobTermIndex!.ready();
  user = await gw.signUp({ name: 'Rita Replica' });
}, 120_000);
afterAll(async () => {
  await gw?.close();
  await standby?.stop();
});

const TAG = 'replicated';
const titles = (jobs: { jobTitle: string }[]) => jobs.map((job) => job.jobTitle).sort();
const listed = async (filter: object) => {
  const rest = await gw.request.post(`/api/v1/users/${user.userId}/remotejobs/filter?saveAsSession=false`).set(bearer(user)).send(filter);
  const graphql = await gw.graphql('query ($f: JobFilterInput) { jobs(filter: $f, saveAsSession: false) { total data { jobTitle shortlisted } } }', { f: filter }, user.token);
  expect(rest.status).toBe(200);
  expect(graphql.body.errors).toBeUndefined();
  expect(titles(graphql.body.data.jobs.data)).toEqual(titles(rest.body.data));
  return rest.body as { total: number; data: { jobTitle: string; shortlisted: boolean; _id: string }[] };
};
const tagCount = async () => {
  const rest = await gw.request.post(`/api/v1/users/${user.userId}/remotejobs/facets`).set(bearer(user)).send({ tags: [TAG] });
  return (rest.body.tags as { value: string; count: number }[]).find((tag) => tag.value === TAG)?.count;
};
const publicTitles = async () => [...(await gw.request.get(`/remote-jobs?tags=${TAG}`)).text.matchAll(/<strong>(Replica [^<]+)<\/strong>/g)].map((m) => m[1]).sort();

describe('with a read replica (DATABASE_READ_URL)', () => {
  it('reads lists, counts and public pages from the replica, and what must see the user’s own writes from the primary', async () => {
    const first = await createJob(gw.services, { title: 'Replica First', companyName: 'Mirror Co', board: 'RemoteOK', tags: [TAG] });
    await replicated(first.id);
    expect(titles((await listed({ tags: [TAG] })).data)).toEqual(['Replica First']);

    await standby.pause();
    let second: { id: string } | undefined;
    try {
      second = await createJob(gw.services, { title: 'Replica Second', companyName: 'Mirror Co', board: 'RemoteOK', tags: [TAG] });
      // The replica has not seen the second job: the list, its count, the panel and the public search read it.
      const lagging = await listed({ tags: [TAG] });
      expect([titles(lagging.data), lagging.total]).toEqual([['Replica First'], 1]);
      expect(await tagCount()).toBe(1);
      expect(await publicTitles()).toEqual(['Replica First']);
      // A job page the replica does not know yet is its poster's next stop: read from the primary.
      const page = await gw.request.get(jobPagePath({ id: second.id, title: 'Replica Second', companyName: 'Mirror Co' }));
      expect(page.status).toBe(200);
      // The caller's flags are their own writes: read live from the primary beside the replica's ids.
      expect((await gw.request.post(`/api/v1/users/${user.userId}/shortlist_job`).set(bearer(user)).send({ jobId: first.id })).status).toBeLessThan(300);
      expect((await listed({ tags: [TAG] })).data.map((job) => job.shortlisted)).toEqual([true]);
      // Hide viewed must leave out the job just opened: the primary answers, which has both jobs
      // (not the term bitmaps, which follow the replica).
      expect((await gw.request.post(`/api/v1/users/${user.userId}/visit_job`).set(bearer(user)).send({ jobId: first.id })).status).toBe(200);
      expect(titles((await listed({ tags: [TAG], hideViewedJobs: true })).data)).toEqual(['Replica Second']);
    } finally {
      await standby.resume();
    }

    // Caught up, the second job is everywhere: nothing read while the replica lagged was kept as current.
    await replicated(second!.id);
    expect(titles((await listed({ tags: [TAG] })).data)).toEqual(['Replica First', 'Replica Second']);
    expect(await tagCount()).toBe(2);
    expect(await publicTitles()).toEqual(['Replica First', 'Replica Second']);
  });

  it('answers every write on the primary: the replica is read-only and nothing is written there', async () => {
    // A keyword never searched may ask for its counts to be built (a write, when the SQL engine
    // answers it) while its list reads the replica.
    const keyword = await listed({ query: 'mirror', tags: [TAG] });
    expect(keyword.total).toBe(2);
    await expect(gw.services.replicaReads.current.query(`INSERT INTO keyword_facets (key, query) VALUES ('x', 'x')`)).rejects.toThrow(/read-only transaction/);
  });

  it('keeps answering from the primary when the replica stops, lists, counts and public pages alike', async () => {
    await standby.stop();
    const third = await createJob(gw.services, { title: 'Replica Third', companyName: 'Mirror Co', board: 'RemoteOK', tags: [TAG] });
    expect(titles((await listed({ tags: [TAG] })).data)).toEqual(['Replica First', 'Replica Second', 'Replica Third']);
    expect(await tagCount()).toBe(3);
    expect(await publicTitles()).toEqual(['Replica First', 'Replica Second', 'Replica Third']);
    expect((await gw.request.get(jobPagePath({ id: third.id, title: 'Replica Third', companyName: 'Mirror Co' }))).status).toBe(200);
    expect((await gw.request.get('/sitemap.xml')).status).toBe(200);
  });
});

describe('with a read replica that is down when the app starts', () => {
  it('starts all the same, says so, and answers from the primary', async () => {
    const closed = await freePort(0);
    const logged: { msg: string; err?: { message: string } }[] = [];
    const logger = createLogger({ logLevel: 'warn', env: 'test' }, { write: (line: string) => void logged.push(JSON.parse(line)) });
    const down = await createTestGateway({ DATABASE_READ_URL: `postgres://postgres@127.0.0.1:${closed}/${database}` }, logger);
    try {
      expect(logged.filter((line) => line.msg.startsWith('read replica'))).toEqual([expect.objectContaining({ msg: 'read replica not answering: reading the primary for a while', err: expect.objectContaining({ message: expect.stringMatching(/ECONNREFUSED/) }) })]);
      const job = await createJob(down.services, { title: 'Replica Down Engineer', companyName: 'Mirror Co', board: 'RemoteOK', tags: ['replica-down'] });
      expect((await down.request.get('/remote-jobs?tags=replica-down')).text).toContain('Replica Down Engineer');
      expect((await down.request.get(jobPagePath({ id: job.id, title: 'Replica Down Engineer', companyName: 'Mirror Co' }))).status).toBe(200);
      expect(down.services.replicaReads.current).toBe(down.services.db);
    } finally {
      await down.close();
    }
  });
});
