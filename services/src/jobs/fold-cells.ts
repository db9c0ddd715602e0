import type { DataSource } from 'typeorm';

/**
 * The count tables folded cell by cell: a keyword's (migration 1765100000000), a user's viewed
 * jobs (1765200000000), and the cells by fact term, the catalogue's and each keyword's
 * (1765600000000): append-only deltas marked unfolded, folded by the sweep.
 */
const TABLES = {
  keyword_facet_counts: { owner: 'keyword_id', fact: false, keep: 'keyword_id IN (SELECT id FROM keyword_facets)' },
  job_visit_cells: { owner: 'user_id', fact: false, keep: 'TRUE' },
  job_fact_counts: { owner: undefined, fact: true, keep: 'TRUE' },
  keyword_fact_counts: { owner: 'keyword_id', fact: true, keep: 'keyword_id IN (SELECT id FROM keyword_facets)' },
} as const;

/**
 * Folds the cells that have unfolded deltas into one row each, so the work follows what changed
 * since the last sweep, not the table; a cell summing to zero goes, as do the deltas of owners
 * that are gone (a dropped keyword). Rows a writer adds meanwhile are not in this statement's
 * snapshot and wait for the next sweep. Answers how many cells it wrote.
 */
export async function foldCells(db: DataSource, table: keyof typeof TABLES): Promise<number> {
  const { owner, fact, keep } = TABLES[table];
  const columns = [...(owner ? [owner] : []), 'tag', ...(fact ? ['fact'] : []), 'category', 'board', 'worldwide'];
  const cell = columns.join(', ');
  const [, folded] = await db.query(`
    WITH touched AS (SELECT DISTINCT ${cell} FROM ${table} WHERE NOT folded),
    deltas AS (
      DELETE FROM ${table} k USING touched t
       WHERE (${columns.map((c) => `k.${c}`).join(', ')}) = (${columns.map((c) => `t.${c}`).join(', ')})
      RETURNING ${columns.map((c) => `k.${c}`).join(', ')}, k.live)
    INSERT INTO ${table} (${cell}, live, folded)
    SELECT ${cell}, sum(live), true FROM deltas WHERE ${keep}
     GROUP BY ${cell} HAVING sum(live) <> 0`);
  return folded ?? 0;
}
