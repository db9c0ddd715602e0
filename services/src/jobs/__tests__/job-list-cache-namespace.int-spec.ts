import { Client } from 'pg';
import type { Services } from '../../app/services';
import { createDataSource } from '../../database/data-source';
import { createJob, createUser } from '../../test/factories';
import { createTestServices } from '../../test/services';

// Two databases behind one Redis, with one REDIS_PREFIX (a restored copy beside the original, or
// staging pointed at production's Redis): the job-list cache must never answer one with the
// other's job ids, even when their catalogue versions are the same number.

const mainUrl = process.env.DATABASE_URL as string;
const secondUrl = (() => {
  const url = new URL(mainUrl);
  url.pathname = `${url.pathname}_second`;
  return url.toString();
})();
const secondName = new URL(secondUrl).pathname.slice(1);

async function onServer(sql: string) {
  const url = new URL(mainUrl);
  url.pathname = '/postgres';
  const admin = new Client({ connectionString: url.toString() });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}

let first: Services;
let second: Services;

beforeAll(async () => {
  await onServer(`DROP DATABASE IF EXISTS "${secondName}" WITH (FORCE)`);
  await onServer(`CREATE DATABASE "${secondName}"`);
  const db = createDataSource({ databaseUrl: secondUrl });
  await db.initialize();
  await db.runMigrations({ transaction: 'each' });
  await db.destroy();
  first = await createTestServices();
  // Same Redis, same prefix: only the database differs.
  second = await createTestServices({ DATABASE_URL: secondUrl, REDIS_PREFIX: first.config.redisPrefix });
}, 120_000);

afterAll(async () => {
  await Promise.all([first?.close(), second?.close()]);
  await onServer(`DROP DATABASE IF EXISTS "${secondName}" WITH (FORCE)`);
});

it('two databases behind one Redis never serve each other’s job lists', async () => {
  const filter = { categories: ['Programming'], tags: ['namespaced'] };
  const [inFirst, inSecond] = await Promise.all(
    [first, second].map(async (services) => ({
      job: await createJob(services, { category: 'programming', tags: ['namespaced'] }),
      user: await createUser(services),
    })),
  );
  // Line the catalogue versions up, as a fresh or restored database's counter would.
  for (const services of [first, second]) await services.db.query(`SELECT setval('job_catalogue_version', 424242)`);

  const firstList = await first.jobs.listJobs(inFirst.user.owner, filter, {});
  expect(firstList.data.map((j) => j._id)).toEqual([inFirst.job.id]);
  const secondList = await second.jobs.listJobs(inSecond.user.owner, filter, {});
  expect({ total: secondList.total, ids: secondList.data.map((j) => j._id) }).toEqual({ total: 1, ids: [inSecond.job.id] });
  // And the other way round, with the second database's answer cached now.
  expect((await first.jobs.listJobs(inFirst.user.owner, filter, {})).data.map((j) => j._id)).toEqual([inFirst.job.id]);
});
