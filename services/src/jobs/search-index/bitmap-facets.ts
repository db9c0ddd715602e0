import type { PoolClient } from 'pg';
import type { JobCriteria } from '../job-criteria';
import type { TermBitmaps } from './term-bitmaps';
import { bitmapInputs } from './bitmap-inputs';

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
 * one intersection's cardinality. Exact, uncapped; the caller caps them as a list's total.
 * Undefined for a phrase (bitmap-inputs.ts).
 */
export async function countOnBitmaps(
  client: PoolClient,
  bitmaps: TermBitmaps,
  userId: string,
  criteria: JobCriteria,
  options: BitmapOptions,
): Promise<Map<BitmapGroup, Map<string, number>> | undefined> {
  const inputs = await bitmapInputs(client, bitmaps, userId, criteria);
  if (!inputs) return undefined;
  const { keyword, leftOut } = inputs;
  const prepared = bitmaps.prepare(keyword, leftOut, Date.now());
  const counts = new Map<BitmapGroup, Map<string, number>>();
  for (const group of Object.keys(WITHOUT) as BitmapGroup[]) {
    const within = bitmaps.matchingFrom(prepared, WITHOUT[group](criteria));
    counts.set(group, new Map(options[group].map((o) => [o.term, bitmaps.countIn(within, o.also ? [o.term, o.also] : [o.term])])));
  }
  return counts;
}
