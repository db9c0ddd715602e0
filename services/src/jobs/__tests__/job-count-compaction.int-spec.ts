import { randomUUID } from 'node:crypto';
import type { Services } from '../../app/services';
import { createJob } from '../../test/factories';
import { createTestServices } from '../../test/services';
import { compactJobCounts, sweepJobSearch } from '../job-search-sweep';

/**
 * A bulk write leaves the count tables' folded-away deltas behind as empty pages every read of
 * them steps over; compactJobCounts (run by the seed and the bench) gives them back and keeps
 * every count.
 */
let services: Services;
beforeAll(async () => {
  services = await createTestServices();
});
afterAll(() => services.close());

const size = async (table = 'job_term_counts') => Number((await services.db.query(`SELECT pg_relation_size($1) AS bytes`, [table]))[0].bytes);

it('gives back the space of folded deltas and keeps every count', async () => {
  // Live cells, which the sweep's fold writes back after the deltas, at the table's end.
  await createJob(services, { tags: [`live-${randomUUID().slice(0, 8)}`] });
  const cells = async () => services.db.query(`SELECT board, category, worldwide, tag, sum(live)::int AS n FROM job_facet_counts GROUP BY 1, 2, 3, 4 HAVING sum(live) <> 0 ORDER BY 1, 2, 3, 4`);
  const before = await cells();
  // 40,000 deltas of a cell that sums to nothing, as a seed's statements write them.
  await services.db.query(
    `INSERT INTO job_facet_counts (board, category, worldwide, tag, live) SELECT '', '', false, $1, CASE WHEN n % 2 = 0 THEN 1 ELSE -1 END FROM generate_series(1, 40000) n`,
    [`t:bulk-${randomUUID()}`],
  );
  await sweepJobSearch(services.db);
  const swept = await size('job_facet_counts');
  expect(swept).toBeGreaterThan(1_000_000);
  await compactJobCounts(services.db);
  expect(await size('job_facet_counts')).toBeLessThan(swept / 10);
  expect(await cells()).toEqual(before);
});

it('folds only the terms with deltas, leaving the others’ rows where they are', async () => {
  const [still, moved] = [`t:still-${randomUUID().slice(0, 8)}`, `t:moved-${randomUUID().slice(0, 8)}`];
  await services.db.query(`INSERT INTO job_term_counts (term, live) VALUES ($1, 3), ($2, 2)`, [still, moved]);
  await sweepJobSearch(services.db);
  const rowOf = async (term: string) => services.db.query(`SELECT ctid::text AS at, live FROM job_term_counts WHERE term = $1`, [term]);
  const [stillBefore] = await rowOf(still);
  await services.db.query(`INSERT INTO job_term_counts (term, live) VALUES ($1, 5), ($1, -1)`, [moved]);
  await sweepJobSearch(services.db);
  // Rewriting every term took 0.9 s a minute at a million jobs (192,000 terms, most of them companies').
  expect(await rowOf(still)).toEqual([stillBefore]);
  expect((await rowOf(moved)).map((r: { live: number }) => r.live)).toEqual([6]);
});

it('keeps the tables each sweep rewrites from growing by a copy per sweep', async () => {
  // Cells enough for a few pages of job_facet_counts whatever else the database holds.
  const run = randomUUID().slice(0, 8);
  for (let i = 0; i < 40; i++) await createJob(services, { tags: [`a-${run}-${i}`, `b-${run}-${i}`, `c-${run}-${i}`], worldwide: i % 2 === 0 });
  await sweepJobSearch(services.db);
  const [facets, terms] = [await size('job_facet_counts'), await size('job_term_counts')];
  for (let i = 0; i < 10; i++) await sweepJobSearch(services.db);
  // Each sweep deletes and writes back every row; without a vacuum between them ten sweeps leave
  // ten dead copies, which every list's bounds read through.
  expect(await size('job_facet_counts')).toBeLessThan(facets * 2);
  expect(await size('job_term_counts')).toBeLessThan(terms * 2);
});
