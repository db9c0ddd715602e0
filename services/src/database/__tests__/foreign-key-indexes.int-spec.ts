import type { DataSource } from 'typeorm';
import { createDataSource } from '../data-source';

/**
 * Deleting a row checks every table that references it (PostgreSQL's own foreign-key triggers),
 * by the referencing column. Unindexed, that is a whole-table read per row deleted: one deleted
 * account read every job for posted_by. A key whose parent rows are meant to go (ON DELETE
 * CASCADE or SET NULL) must lead an index on the referencing side.
 */
describe('the schema the migrations build', () => {
  let db: DataSource;
  beforeAll(async () => {
    db = createDataSource({ databaseUrl: process.env.DATABASE_URL as string });
    await db.initialize();
  });
  afterAll(() => db.destroy());

  it('indexes every column whose referenced rows are deleted', async () => {
    const unindexed: { child: string; column: string; parent: string }[] = await db.query(
      `SELECT c.conrelid::regclass::text AS child, a.attname AS column, c.confrelid::regclass::text AS parent
         FROM pg_constraint c
         JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = c.conkey[1]
        WHERE c.contype = 'f' AND c.confdeltype IN ('c', 'n')
          AND NOT EXISTS (SELECT 1 FROM pg_index i WHERE i.indrelid = c.conrelid AND i.indkey[0] = c.conkey[1])
        ORDER BY 1, 2`,
    );
    expect(unindexed).toEqual([]);
  });
});
