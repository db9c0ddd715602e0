import type { Queryable } from '../../database/pooled-transaction';
import type { Paging } from '../../common/paging';
import type { JobCriteria } from '../job-criteria';
import { bitmapInputs } from './bitmap-inputs';
import type { TermBitmaps } from './term-bitmaps';

/** A list page on the bitmaps, as the engine's answer: total exact up to the reach, "reach+" past it. */
export interface BitmapListAnswer {
  ids: string[];
  total: number;
  totalIsExact: boolean;
}

/**
 * A discovery list's page on the term bitmaps: the filter's matches as one set (any keyword but a
 * phrase), their count, and the page taken in the list's order (term-bitmaps.ts top()). Pages past
 * the reach are empty, as the engine's. Undefined for a phrase: the engine answers it.
 */
export async function listOnBitmaps(
  client: Queryable,
  bitmaps: TermBitmaps,
  userId: string,
  criteria: JobCriteria,
  { offset, limit }: Pick<Paging, 'offset' | 'limit'>,
  reach: number,
): Promise<BitmapListAnswer | undefined> {
  const inputs = await bitmapInputs(client, bitmaps, userId, criteria);
  if (!inputs) return undefined;
  const now = Date.now();
  const matches = bitmaps.matching(criteria, inputs.keyword, inputs.leftOut, now);
  const total = matches.size;
  const end = Math.min(offset + limit, reach);
  const docs = end > offset ? bitmaps.top(matches, criteria.sort ?? 'date', end, now).slice(offset) : [];
  return { ids: bitmaps.idsOf(docs), total: Math.min(total, reach), totalIsExact: total <= reach };
}
