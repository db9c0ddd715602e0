import type { Queryable } from '../../database/pooled-transaction';
import { type JobCriteria, searchTerm } from '../job-criteria';
import type { TermBitmaps } from './term-bitmaps';
import { parseTsquery, type TsqueryTree } from './tsquery-tree';

/** What a filter needs from the database before the bitmaps can answer it. */
export interface BitmapInputs {
  keyword?: TsqueryTree;
  /** Jobs the filter leaves out: the caller's viewed ones under "hide viewed", the hidden companies' live ones. */
  leftOut: string[];
}

/**
 * Keywords as PostgreSQL parsed them, most recently used kept: the parse depends only on the text
 * and the 'english' configuration, so a keyword seen before (a visitor paging) asks nothing of the
 * database, and one asked by two answers at once (a list and its panel) is parsed once. A parse
 * that fails is forgotten. A changed dictionary is read after a restart.
 */
const PARSED_KEPT = 10_000;
const parsed = new Map<string, Promise<string>>();

function parseKeyword(client: Queryable, query: string): Promise<string> {
  const known = parsed.get(query);
  if (known) {
    parsed.delete(query);
    parsed.set(query, known);
    return known;
  }
  const parsing = client.query<{ q: string }>(`SELECT websearch_to_tsquery('english', $1)::text AS q`, [query]).then(({ rows }) => rows[0].q);
  parsed.set(query, parsing);
  parsing.catch(() => parsed.get(query) === parsing && parsed.delete(query));
  if (parsed.size > PARSED_KEPT) parsed.delete(parsed.keys().next().value!);
  return parsing;
}

/**
 * The keyword as PostgreSQL parses it (websearch_to_tsquery, so it stems and drops stop words
 * exactly as the SQL paths do) and the jobs the filter leaves out by id; undefined when the keyword
 * is a phrase, which needs word positions the bitmaps lack, or has a lexeme too rare for them to
 * keep (TermBitmaps.covers).
 */
export async function bitmapInputs(client: Queryable, bitmaps: TermBitmaps, userId: string, criteria: JobCriteria): Promise<BitmapInputs | undefined> {
  let keyword: TsqueryTree | undefined;
  if (criteria.query) {
    keyword = parseTsquery(await parseKeyword(client, criteria.query));
    if (!keyword || !bitmaps.covers(keyword)) return undefined;
  }
  const leftOut: string[] = [];
  if (criteria.hideViewed) {
    const { rows } = await client.query<{ id: string }>(`SELECT job_id::text AS id FROM job_visits WHERE user_id = $1`, [userId]);
    leftOut.push(...rows.map((r) => r.id));
  }
  if (criteria.hiddenCompanyIds?.length) {
    const companies = criteria.hiddenCompanyIds.map(searchTerm.company);
    const { rows } = await client.query<{ id: string }>(`SELECT id::text AS id FROM job_search WHERE terms && $1::text[]`, [companies]);
    leftOut.push(...rows.map((r) => r.id));
  }
  return { keyword, leftOut };
}
