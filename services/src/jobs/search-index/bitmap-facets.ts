import type { PoolClient } from 'pg';
import type { JobCriteria } from '../job-criteria';
import type { TermBitmaps } from './term-bitmaps';
import { parseTsquery, type TsqueryTree } from './tsquery-tree';

export type BitmapGroup = 'boards' | 'categories' | 'tags' | 'worldwide';
export type BitmapOptions = Record<BitmapGroup, { term: string; also?: string }[]>;

/** What each group's options are counted within: the filter without that group's own choice. */
const WITHOUT: Record<BitmapGroup, (c: JobCriteria) => JobCriteria> = {
  boards: (c) => ({ ...c, boardIds: undefined }),
  categories: (c) => ({ ...c, categorySlugs: undefined }),
  tags: (c) => ({ ...c, tags: undefined }),
  worldwide: (c) => ({ ...c, worldwide: undefined }),
};

/**
 * The panel's counts on the term bitmaps: for each group, the live jobs the filter without that
 * group's choice matches (a few set operations, whatever the keyword), then each option's count is
 * one intersection's cardinality. Exact, uncapped; the caller caps them as a list's total. The
 * keyword is parsed by PostgreSQL (websearch_to_tsquery, so it stems and drops stop words exactly
 * as the SQL paths do); undefined when it is a phrase, which needs positions the bitmaps lack.
 */
export async function countOnBitmaps(
  client: PoolClient,
  bitmaps: TermBitmaps,
  userId: string,
  criteria: JobCriteria,
  options: BitmapOptions,
): Promise<Map<BitmapGroup, Map<string, number>> | undefined> {
  let keyword: TsqueryTree | undefined;
  if (criteria.query) {
    const { rows } = await client.query<{ q: string }>(`SELECT websearch_to_tsquery('english', $1)::text AS q`, [criteria.query]);
    keyword = parseTsquery(rows[0].q);
    if (!keyword) return undefined;
  }
  const viewed = criteria.hideViewed
    ? (await client.query<{ id: string }>(`SELECT job_id::text AS id FROM job_visits WHERE user_id = $1`, [userId])).rows.map((r) => r.id)
    : [];
  const now = Date.now();
  const counts = new Map<BitmapGroup, Map<string, number>>();
  for (const group of Object.keys(WITHOUT) as BitmapGroup[]) {
    const within = bitmaps.matching(WITHOUT[group](criteria), keyword, viewed, now);
    counts.set(group, new Map(options[group].map((o) => [o.term, bitmaps.countIn(within, o.also ? [o.term, o.also] : [o.term])])));
  }
  return counts;
}
