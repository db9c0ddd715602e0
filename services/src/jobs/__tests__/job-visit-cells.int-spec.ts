import type { Services } from '../../app/services';
import { createJob, createUser } from '../../test/factories';
import { createTestServices } from '../../test/services';
import { sweepJobSearch } from '../job-search-sweep';

/**
 * job_visit_cells (migration 1765200000000): each user's viewed jobs in job_search, per cell, which
 * "hide viewed" takes off the panel's counts. Kept from both sides, visits and job_search, and
 * exact when a visit meets a writer changing its job in another open transaction.
 */
let services: Services;
let userId: string;
const HOUR = 3_600_000;

beforeAll(async () => {
  services = await createTestServices();
  ({ userId } = await createUser(services));
});
afterAll(() => services.close());

/** The user's stored cells against their visits of the jobs in job_search, counted plainly. */
async function expectCellsExact(): Promise<void> {
  const [{ stored, reference }] = await services.db.query(
    `SELECT (SELECT coalesce(array_agg(concat_ws(' ', board, category, worldwide, tag, n) ORDER BY concat_ws(' ', board, category, worldwide, tag, n)), '{}') FROM (
               SELECT board, category, worldwide, tag, sum(live) AS n FROM job_visit_cells WHERE user_id = $1
                GROUP BY 1, 2, 3, 4 HAVING sum(live) <> 0) s) AS stored,
            (SELECT coalesce(array_agg(concat_ws(' ', board, category, worldwide, tag, n) ORDER BY concat_ws(' ', board, category, worldwide, tag, n)), '{}') FROM (
               SELECT 'b:' || board_id AS board, 'c:' || category_slug AS category, worldwide, tag, count(*) AS n
                 FROM (SELECT j.*, '' AS tag FROM jobs j UNION ALL SELECT j.*, 't:' || unnest(j.tags) FROM jobs j) c
                WHERE id IN (SELECT v.job_id FROM job_visits v JOIN job_search s ON s.id = v.job_id WHERE v.user_id = $1)
                GROUP BY 1, 2, 3, 4) r) AS reference`,
    [userId],
  );
  expect(stored).toEqual(reference);
}

const visit = (jobId: string) => services.visits.recordVisit({ userId }, { jobId });

describe('a user’s viewed cells', () => {
  it('follow visits and their jobs entering and leaving the live catalogue', async () => {
    const { id: live } = await createJob(services, { category: 'design', tags: ['figma', 'ux'], worldwide: true });
    const { id: expired } = await createJob(services, { validThrough: new Date(Date.now() - HOUR), datePosted: new Date(Date.now() - 40 * 24 * HOUR) });
    await visit(live);
    await visit(live);
    await visit(expired);
    await expectCellsExact();
    expect((await services.db.query(`SELECT count(*)::int AS n FROM job_visit_cells WHERE user_id = $1`, [userId]))[0].n).toBeGreaterThan(0);
    await services.db.query(`UPDATE jobs SET tags = ARRAY['rust'] WHERE id = $1`, [live]);
    await expectCellsExact();
    await services.db.query(`UPDATE jobs SET valid_through = now() + interval '1 day' WHERE id = $1`, [expired]);
    await expectCellsExact();
    await services.db.query(`UPDATE jobs SET filled = true WHERE id = $1`, [live]);
    await expectCellsExact();
    await services.db.query(`DELETE FROM jobs WHERE id = $1`, [expired]);
    await expectCellsExact();
    await sweepJobSearch(services.db);
    await expectCellsExact();
  });

  it('count a visit to a job a writer is making live in a transaction still open', async () => {
    const { id } = await createJob(services, { validThrough: new Date(Date.now() - HOUR), datePosted: new Date(Date.now() - 40 * 24 * HOUR) });
    await withOpenWriter(`UPDATE jobs SET valid_through = now() + interval '1 day' WHERE id = '${id}'`, () => visit(id));
    await expectCellsExact();
    const [{ n }] = await services.db.query(`SELECT count(*)::int AS n FROM job_search WHERE id = $1`, [id]);
    expect(n).toBe(1);
  });

  it('do not count a visit to a job the sweep is taking out in a transaction still open', async () => {
    const { id } = await createJob(services, { category: 'writing' });
    // Its time ran out since the last sweep (triggers off: only the dates move).
    await services.db.transaction(async (tx) => {
      await tx.query(`SET LOCAL session_replication_role = replica`);
      for (const table of ['jobs', 'job_search', 'job_search_words']) await tx.query(`UPDATE ${table} SET valid_through = now() - interval '1 minute' WHERE id = $1`, [id]);
    });
    await withOpenWriter(`DELETE FROM job_search WHERE id = '${id}'`, () => visit(id));
    await expectCellsExact();
  });
});

/**
 * Runs `statement` in a transaction left open while `work` starts, checks that `work` waits on a
 * lock, then commits: without waiting, `work` would not see what the writer was changing.
 */
async function withOpenWriter(statement: string, work: () => Promise<unknown>): Promise<void> {
  const writer = services.db.createQueryRunner();
  await writer.connect();
  try {
    await writer.startTransaction();
    await writer.query(statement);
    const working = work();
    let done = false;
    void working.finally(() => (done = true)).catch(() => undefined);
    let waited = false;
    while (!done && !waited) {
      const [{ waiting }] = await services.db.query(`SELECT count(*)::int AS waiting FROM pg_stat_activity WHERE wait_event_type = 'Lock' AND query LIKE 'INSERT INTO job_visits%'`);
      waited = waiting > 0;
    }
    expect(waited).toBe(true);
    await writer.commitTransaction();
    await working;
  } finally {
    if (writer.isTransactionActive) await writer.rollbackTransaction();
    await writer.release();
  }
}
