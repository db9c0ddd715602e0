import type { DataSource } from 'typeorm';

/**
 * The tags most live jobs carry now (job_term_counts, deltas summed), not the most ever seen;
 * ties by name. Reads the tags' rows only, through their partial index (migration
 * 1765700000000): the table's company terms outnumber them 500 to 1.
 */
export const POPULAR_TAGS = `
  SELECT substr(term, 3) AS name, sum(live) AS live FROM job_term_counts WHERE term LIKE 't:%'
   GROUP BY term HAVING sum(live) > 0 ORDER BY sum(live) DESC, term LIMIT $1`;

export async function popularTags(db: DataSource, limit: number): Promise<string[]> {
  const rows: { name: string }[] = await db.query(POPULAR_TAGS, [limit]);
  return rows.map((r) => r.name);
}

