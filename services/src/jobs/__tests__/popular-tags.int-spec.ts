import { randomUUID } from 'node:crypto';
import type { Services } from '../../app/services';
import { createJob } from '../../test/factories';
import { createTestServices } from '../../test/services';
import { POPULAR_TAGS, popularTags } from '../popular-tags';

let services: Services;
beforeAll(async () => {
  services = await createTestServices();
});
afterAll(() => services.close());

describe('the filter panel’s most used tags', () => {
  it('are the tags most live jobs carry, most first, ties by name; ended and filled jobs do not count', async () => {
    const tag = (name: string) => `${name}-${randomUUID().slice(0, 8)}`;
    const [often, tied, alsoTied] = [tag('often'), tag('tied-a'), tag('tied-b')];
    for (let i = 0; i < 3; i++) await createJob(services, { tags: [often] });
    await createJob(services, { tags: [tied] });
    await createJob(services, { tags: [alsoTied] });
    await createJob(services, { tags: [alsoTied], filled: true });
    await createJob(services, { tags: [alsoTied], validThrough: new Date(Date.now() - 3_600_000) });
    const ours = (await popularTags(services.db, 10_000)).filter((t) => [often, tied, alsoTied].includes(t));
    expect(ours).toEqual([often, tied, alsoTied]);
  });

  it('read only the tags’ rows of the term counts, through their own index (company terms are most of the table)', async () => {
    const plan = await services.db.transaction(async (tx) => {
      // The test catalogue is small enough for a scan to win; what matters is that the index serves the query.
      await tx.query('SET LOCAL enable_seqscan = off');
      const rows: { 'QUERY PLAN': string }[] = await tx.query(`EXPLAIN ${POPULAR_TAGS}`, [12]);
      return rows.map((r) => r['QUERY PLAN']).join('\n');
    });
    expect(plan).toContain('job_term_counts_tags_idx');
  });
});
