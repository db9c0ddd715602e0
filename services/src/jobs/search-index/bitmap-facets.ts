import type { Queryable } from '../../database/pooled-transaction';
import type { JobCriteria } from '../job-criteria';
import { FACET_GROUPS, type FacetGroup, type FacetOptionTerms, without } from '../facet-groups';
import type { TermBitmaps } from './term-bitmaps';
import { bitmapInputs } from './bitmap-inputs';

/**
 * The panel's counts on the term bitmaps: for each group, the live jobs the filter without that
 * group's choice matches (a few set operations, whatever the keyword), then each option's count is
 * one intersection's cardinality. Exact, uncapped; the caller caps them as a list's total.
 * Undefined for a phrase (bitmap-inputs.ts).
 */
export async function countOnBitmaps(
  client: Queryable,
  bitmaps: TermBitmaps,
  userId: string,
  criteria: JobCriteria,
  options: FacetOptionTerms,
): Promise<Map<FacetGroup, Map<string, number>> | undefined> {
  const inputs = await bitmapInputs(client, bitmaps, userId, criteria);
  if (!inputs) return undefined;
  const { keyword, leftOut } = inputs;
  const prepared = bitmaps.prepare(keyword, leftOut, Date.now());
  const counts = new Map<FacetGroup, Map<string, number>>();
  for (const group of FACET_GROUPS) {
    const within = bitmaps.matchingFrom(prepared, without(criteria, group));
    counts.set(group, new Map(options[group].map((o) => [o.term, bitmaps.countIn(within, o.also ? [o.term, o.also] : [o.term])])));
  }
  return counts;
}
