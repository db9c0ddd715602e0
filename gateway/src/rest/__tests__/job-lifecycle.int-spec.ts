import { FeedServer } from '@remotehunt/services/ingestion/fetch/__tests__/feed-server';
import { snapshotJobBoards } from '@remotehunt/services/test/job-boards';
import { bearer, createTestGateway, type TestGateway, type TestUser } from '../../test/test-gateway';

/**
 * "Is it still open?" (issue #19): a board whose feed lists every open posting ends, at once, the
 * jobs it stops listing; a failed or partial fetch ends nothing; a posting that comes back, or
 * comes back under a new id, is a repost; a job long open or often reposted may be stale; and a
 * job two boards list shows the other as "also on". Feeds come from a real HTTP server on
 * 127.0.0.1 through the real fetcher, adapter and store; answers are read over REST and GraphQL.
 */
let gw: TestGateway;
let user: TestUser;
let feeds: FeedServer;
let restoreBoards: () => Promise<void>;
const served = new Map<string, { status: number; body: string }>();

const DAY = 86_400_000;

interface Posting {
  id: number;
  title: string;
  company: string;
  /** Days before now it was posted. */
  age?: number;
}

/** A Remotive payload; `total` above the postings given says the board has more than it sent. */
function remotive(postings: Posting[], { total }: { total?: number } = {}): string {
  const jobs = postings.map((p) => ({
    id: p.id,
    url: `https://remotive.com/remote-jobs/software-dev/job-${p.id}`,
    title: p.title,
    company_name: p.company,
    company_logo: '',
    category: 'Software Development',
    tags: ['typescript'],
    job_type: 'full_time',
    publication_date: new Date(Date.now() - (p.age ?? 1) * DAY).toISOString().slice(0, 19),
    candidate_required_location: 'Worldwide',
    salary: '',
    description: `<p>${p.title} at ${p.company}.</p>`,
  }));
  return JSON.stringify({ '0-legal-notice': 'Invented for tests.', 'job-count': jobs.length, 'total-job-count': total ?? jobs.length, jobs });
}

/** A Working Nomads payload (a bare array). */
function workingNomads(postings: Posting[]): string {
  return JSON.stringify(
    postings.map((p) => ({
      url: `https://www.workingnomads.com/job/go/${p.id}/`,
      title: p.title,
      description: `<p>${p.title} at ${p.company}.</p>`,
      company_name: p.company,
      category_name: 'Development',
      tags: 'typescript',
      location: 'Anywhere',
      pub_date: new Date(Date.now() - (p.age ?? 1) * DAY).toISOString(),
    })),
  );
}

const A = { id: 1, title: 'Backend Engineer', company: 'Alpha Labs' };
const B = { id: 2, title: 'Frontend Engineer', company: 'Beta Works' };
const C = { id: 3, title: 'Data Engineer', company: 'Gamma Data' };

async function run(board: string, path: string, status: number, body: string) {
  served.set(path, { status, body });
  await gw.services.db.query(`UPDATE job_boards SET feed_url = $2, feed_etag = NULL, feed_last_modified = NULL WHERE name = $1`, [board, feeds.url(path)]);
  const [{ id }] = await gw.services.db.query(`SELECT id FROM job_boards WHERE name = $1`, [board]);
  return gw.services.ingestion.runBoard(id, { trigger: 'manual' }).catch((e: Error) => e);
}

const JOB_FIELDS = 'jobTitle expired expiredAt expiredReason staleReason repostCount firstPostedAt datePosted alsoOn { name url }';

async function jobByTitle(title: string) {
  const [{ id }] = await gw.services.db.query(`SELECT id FROM jobs WHERE title = $1 ORDER BY date_posted DESC LIMIT 1`, [title]);
  const rest = await gw.request.get(`/api/v1/users/${user.userId}/remotejobs/${id}`).set(bearer(user));
  expect(rest.status).toBe(200);
  const graphql = await gw.graphql(`query ($id: ID!) { job(id: $id) { ${JOB_FIELDS} } }`, { id }, user.token);
  expect(graphql.body.errors).toBeUndefined();
  for (const field of ['expired', 'expiredAt', 'expiredReason', 'staleReason', 'repostCount', 'firstPostedAt', 'alsoOn']) {
    expect([field, graphql.body.data.job[field]]).toEqual([field, rest.body[field]]);
  }
  return rest.body;
}

async function listedTitles(): Promise<string[]> {
  const rest = await gw.request.post(`/api/v1/users/${user.userId}/remotejobs/filter`).set(bearer(user)).send({});
  const graphql = await gw.graphql(`{ jobs(filter: {}) { data { jobTitle } } }`, {}, user.token);
  const restTitles = rest.body.data.map((j: { jobTitle: string }) => j.jobTitle).sort();
  expect(graphql.body.data.jobs.data.map((j: { jobTitle: string }) => j.jobTitle).sort()).toEqual(restTitles);
  return restTitles;
}

beforeAll(async () => {
  gw = await createTestGateway({ INGESTION_ALLOW_PRIVATE_ADDRESSES: 'true', INGESTION_FETCH_TIMEOUT_MS: '2000' });
  restoreBoards = await snapshotJobBoards(gw.services.db);
  feeds = await FeedServer.start();
  feeds.serve((req, res) => {
    const answer = served.get(req.url ?? '');
    if (!answer) res.writeHead(404).end();
    else res.writeHead(answer.status, { 'content-type': 'application/json' }).end(answer.body);
  });
  await gw.services.db.query(`UPDATE job_boards SET enabled = false`);
});
afterAll(async () => {
  await feeds.stop();
  await restoreBoards();
  await gw.close();
});
beforeEach(async () => {
  await gw.services.db.query(`TRUNCATE jobs, job_sources, companies, tags, ingestion_runs CASCADE`);
  await gw.services.db.query(`UPDATE job_boards SET full_feed = coalesce(adapter IN ('remotive', 'workingnomads'), false)`);
  user = await gw.signUp();
});

describe('a board whose feed lists every open posting', () => {
  it('ends at once a job its next feed no longer lists, with the time and reason, over both transports', async () => {
    await run('Remotive', '/r1.json', 200, remotive([A, B, C]));
    expect(await listedTitles()).toEqual(['Backend Engineer', 'Data Engineer', 'Frontend Engineer']);

    const before = Date.now();
    const second = await run('Remotive', '/r2.json', 200, remotive([A, B]));
    expect(second).toMatchObject({ status: 'succeeded', expired: 1 });
    expect(await listedTitles()).toEqual(['Backend Engineer', 'Frontend Engineer']);
    const ended = await jobByTitle('Data Engineer');
    expect(ended).toMatchObject({ expired: true, expiredReason: 'No longer listed on Remotive' });
    expect(new Date(ended.expiredAt).getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(await jobByTitle('Backend Engineer')).toMatchObject({ expired: false, expiredAt: null, expiredReason: null });
  });

  it('ends nothing when the fetch fails, the payload cannot be read, or the board says it sent only part of its list', async () => {
    await run('Remotive', '/r1.json', 200, remotive([A, B, C]));
    expect(await run('Remotive', '/down.json', 500, 'Internal Server Error')).toBeInstanceOf(Error);
    expect(await run('Remotive', '/cut.json', 200, remotive([A, B, C]).slice(0, 200))).toBeInstanceOf(Error);
    expect(await run('Remotive', '/page.json', 200, remotive([A], { total: 3 }))).toMatchObject({ status: 'succeeded', expired: 0 });
    expect(await listedTitles()).toEqual(['Backend Engineer', 'Data Engineer', 'Frontend Engineer']);
  });

  it('ends nothing for a board whose feed holds only its newest postings', async () => {
    await gw.services.db.query(`UPDATE job_boards SET full_feed = false WHERE name = 'Remotive'`);
    await run('Remotive', '/r1.json', 200, remotive([A, B, C]));
    expect(await run('Remotive', '/r2.json', 200, remotive([A]))).toMatchObject({ status: 'succeeded', expired: 0 });
    expect(await listedTitles()).toHaveLength(3);
  });

  it('takes a feed that would end most of a large board at once for a fault of the board, and ends nothing', async () => {
    const many = Array.from({ length: 30 }, (_, i) => ({ id: 100 + i, title: `Engineer ${i}`, company: `Company ${i}` }));
    await run('Remotive', '/many.json', 200, remotive(many));
    expect(await run('Remotive', '/few.json', 200, remotive(many.slice(0, 5)))).toMatchObject({ status: 'succeeded', expired: 0 });
    expect(await listedTitles()).toHaveLength(10);
    const [{ live }] = await gw.services.db.query(`SELECT count(*)::int AS live FROM jobs WHERE valid_through > now()`);
    expect(live).toBe(30);
  });
});

describe('reposts and stale jobs', () => {
  it('counts a posting listed again after it ended as a repost, live again, keeping its first date', async () => {
    await run('Remotive', '/r1.json', 200, remotive([A, C]));
    const first = await jobByTitle('Data Engineer');
    await run('Remotive', '/r2.json', 200, remotive([A]));
    await run('Remotive', '/r3.json', 200, remotive([A, C]));
    const back = await jobByTitle('Data Engineer');
    expect(back).toMatchObject({ expired: false, expiredAt: null, repostCount: 1, staleReason: null, firstPostedAt: first.datePosted });
  });

  it('counts a posting re-listed under a new id with the same company and title as a repost of the earlier one', async () => {
    await run('Remotive', '/r1.json', 200, remotive([A, { ...C, age: 20 }]));
    await run('Remotive', '/r2.json', 200, remotive([A, { ...C, id: 33, age: 1 }]));
    const reposted = await jobByTitle('Data Engineer');
    expect(reposted).toMatchObject({ expired: false, repostCount: 1 });
    expect(Date.now() - new Date(reposted.firstPostedAt).getTime()).toBeGreaterThan(19 * DAY);
    expect(Date.now() - new Date(reposted.datePosted).getTime()).toBeLessThan(2 * DAY);
  });

  it('marks a job reposted three times, or open over 60 days, as maybe stale with the reason', async () => {
    await run('Remotive', '/r0.json', 200, remotive([A, C]));
    for (let i = 1; i <= 3; i++) {
      await run('Remotive', `/gone-${i}.json`, 200, remotive([A]));
      await run('Remotive', `/back-${i}.json`, 200, remotive([A, C]));
    }
    expect(await jobByTitle('Data Engineer')).toMatchObject({ repostCount: 3, staleReason: 'Reposted 3 times' });
    expect(await jobByTitle('Backend Engineer')).toMatchObject({ repostCount: 0, staleReason: null });

    await run('Remotive', '/old.json', 200, remotive([A, C, { id: 9, title: 'Old Role', company: 'Slow Co', age: 75 }]));
    // A feed's own valid_through keeps an old posting open; here the store's default (30 days) has passed, so set one.
    await gw.services.db.query(`UPDATE jobs SET valid_through = now() + interval '10 days' WHERE title = 'Old Role'`);
    expect(await jobByTitle('Old Role')).toMatchObject({ staleReason: 'Open for 75 days' });
  });
});

describe('also on', () => {
  it('names the other boards that list the same job, with their links, until they stop listing it', async () => {
    await run('Working Nomads', '/wn1.json', 200, workingNomads([{ ...A, id: 501 }, { ...B, id: 502 }]));
    await run('Remotive', '/r1.json', 200, remotive([A]));
    expect(await listedTitles()).toEqual(['Backend Engineer', 'Frontend Engineer']);
    expect((await jobByTitle('Backend Engineer')).alsoOn).toEqual([{ name: 'Remotive', url: 'https://remotive.com/remote-jobs/software-dev/job-1' }]);
    expect((await jobByTitle('Frontend Engineer')).alsoOn).toEqual([]);

    await run('Remotive', '/r2.json', 200, remotive([B]));
    expect((await jobByTitle('Backend Engineer')).alsoOn).toEqual([]);
    expect((await jobByTitle('Frontend Engineer')).alsoOn).toEqual([{ name: 'Remotive', url: 'https://remotive.com/remote-jobs/software-dev/job-2' }]);
    // A board without a page of its own for the job is named with its site.
    await run('Remotive', '/r3.json', 200, remotive([{ id: 7, title: 'Designer', company: 'Delta' }]));
    await run('Working Nomads', '/wn2.json', 200, workingNomads([{ ...A, id: 501 }, { ...B, id: 502 }, { id: 507, title: 'Designer', company: 'Delta' }]));
    expect((await jobByTitle('Designer')).alsoOn).toEqual([{ name: 'Working Nomads', url: 'https://www.workingnomads.com' }]);
  });
});
