import { randomUUID } from 'node:crypto';
import type { Services } from '../../app/services';
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

const size = async () => Number((await services.db.query(`SELECT pg_relation_size('job_term_counts') AS bytes`))[0].bytes);
const counts = async () => services.db.query(`SELECT term, sum(live)::int AS n FROM job_term_counts GROUP BY term HAVING sum(live) <> 0 ORDER BY term`);

it('gives back the space of folded deltas and keeps every count', async () => {
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
