import { randomUUID } from 'node:crypto';
import type { Services } from '../../app/services';
import { createJob } from '../../test/factories';
import { createTestServices } from '../../test/services';
import { compactJobCounts, sweepJobSearch } from '../job-search-sweep';

/**
 * A bulk write leaves the count tables' folded-away deltas behind as empty pages the panel's
 * popular-tags scan reads; compactJobCounts (run by the seed and the bench) gives them back and
 * keeps every count.
 */
let services: Services;
beforeAll(async () => {
  services = await createTestServices();
});
afterAll(() => services.close());

const size = async (table = 'job_term_counts') => Number((await services.db.query(`SELECT pg_relation_size($1) AS bytes`, [table]))[0].bytes);
const counts = async () => services.db.query(`SELECT term, sum(live)::int AS n FROM job_term_counts GROUP BY term HAVING sum(live) <> 0 ORDER BY term`);

it('gives back the space of folded deltas and keeps every count', async () => {
  // Live terms, which the sweep's fold writes back after the deltas, at the table's end.
  await createJob(services, { tags: [`live-${randomUUID().slice(0, 8)}`] });
  const before = await counts();
  // 40,000 deltas of a term that sums to nothing, as a seed's statements write them.
  await services.db.query(`INSERT INTO job_term_counts (term, live) SELECT $1, CASE WHEN n % 2 = 0 THEN 1 ELSE -1 END FROM generate_series(1, 40000) n`, [`t:bulk-${randomUUID()}`]);
  await sweepJobSearch(services.db);
  const swept = await size();
  expect(swept).toBeGreaterThan(1_000_000);
  await compactJobCounts(services.db);
  expect(await size()).toBeLessThan(swept / 10);
  expect(await counts()).toEqual(before);
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
