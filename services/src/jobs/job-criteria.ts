import { createHash } from 'node:crypto';

/** What a job list can be narrowed by; every field is optional and they AND together. */
export interface JobCriteria {
  /** Canonical category slugs (resolve names with resolveListContext). */
  categorySlugs?: string[];
  /** Job board ids (resolve names with resolveListContext). */
  boardIds?: string[];
  tags?: string[];
  hideViewed?: boolean;
  worldwide?: boolean;
  query?: string;
  companyName?: string;
  /** Leave out expired and filled postings (the discovery lists do). */
  liveOnly?: boolean;
}

/** Appends the conditions' values to params; `user` is the placeholder of the caller's id. */
export function whereClause(criteria: JobCriteria, params: unknown[], user: () => string): string {
  const add = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  const conditions: string[] = ['TRUE'];
  if (criteria.liveOnly) conditions.push('j.valid_through > now() AND NOT j.filled');
  // Bound lists, not subqueries, so each condition can be answered by its index alone
  // (the list engine gathers matches from the indexes before reading any row).
  if (criteria.categorySlugs) conditions.push(`j.category_slug = ANY(${add(criteria.categorySlugs)}::text[])`);
  if (criteria.boardIds) conditions.push(`j.board_id = ANY(${add(criteria.boardIds)}::uuid[])`);
  if (criteria.tags?.length) conditions.push(`j.tags && ${add(criteria.tags)}::text[]`);
  if (criteria.hideViewed) conditions.push(`NOT EXISTS (SELECT 1 FROM job_visits hv WHERE hv.user_id = ${user()} AND hv.job_id = j.id)`);
  if (criteria.worldwide) conditions.push('j.worldwide');
  if (criteria.query) conditions.push(`j.search @@ websearch_to_tsquery('english', ${add(criteria.query)})`);
  if (criteria.companyName) conditions.push(`lower(j.company_name) = lower(${add(criteria.companyName)})`);
  return conditions.join(' AND ');
}


/**
 * The facet terms job_search keeps for each live job (migration 1764800000000-job-search, whose
 * job_search_terms() writes the same strings): a category, a board, each tag, worldwide.
 */
export const searchTerm = {
  category: (slug: string) => `c:${slug}`,
  board: (id: string) => `b:${id}`,
  tag: (tag: string) => `t:${tag}`,
  worldwide: 'w',
} as const;

/**
 * Whether job_search alone answers these criteria: live jobs filtered by boards, categories,
 * tags, worldwide and hide viewed. A keyword or a company needs the jobs table's own columns.
 */
export const answersFromJobSearch = (c: JobCriteria): boolean => !!c.liveOnly && !c.query && !c.companyName;

/** Whether a filter narrows by any facet term (a board, category, tag or worldwide). */
export const hasTermCondition = (c: JobCriteria): boolean =>
  c.categorySlugs !== undefined || c.boardIds !== undefined || !!c.tags?.length || !!c.worldwide;

/**
 * The facet conditions on a terms array (`terms`, an SQL expression): each chosen group is one
 * overlap, so one GIN scan answers them together, its keys skipping through each other's lists.
 */
export function termConditions(criteria: JobCriteria, params: unknown[], terms = 'j.terms'): string[] {
  const add = (value: unknown) => {
    params.push(value);
    return `$${params.length}::text[]`;
  };
  const conditions: string[] = [];
  if (criteria.categorySlugs) conditions.push(`${terms} && ${add(criteria.categorySlugs.map(searchTerm.category))}`);
  if (criteria.boardIds) conditions.push(`${terms} && ${add(criteria.boardIds.map(searchTerm.board))}`);
  if (criteria.tags?.length) conditions.push(`${terms} && ${add(criteria.tags.map(searchTerm.tag))}`);
  if (criteria.worldwide) conditions.push(`${terms} @> '{w}'::text[]`);
  return conditions;
}

/**
 * Whether job_search_words answers these criteria: live jobs with a keyword, filtered by any
 * facets and hide viewed (migration 1765000000000-job-search-words).
 */
export const answersFromWords = (c: JobCriteria): boolean => !!c.liveOnly && !!c.query && !c.companyName;

/** The lexeme job_search_words carries for a facet term (job_facet_lexemes() in SQL). */
export const facetLexeme = (term: string): string => `~${createHash('md5').update(term).digest('hex').slice(0, 16)}`;

/** A tsquery (text) matching jobs with any of `terms`; the lexemes are hex, nothing to escape. */
export const anyLexemeQuery = (terms: string[]): string => `(${terms.map((t) => `'${facetLexeme(t)}'`).join(' | ')})`;

/** The chosen facet terms, one list per group (a job must carry one term of each list). */
export function termGroups(c: JobCriteria): string[][] {
  const groups: string[][] = [];
  if (c.boardIds) groups.push(c.boardIds.map(searchTerm.board));
  if (c.categorySlugs) groups.push(c.categorySlugs.map(searchTerm.category));
  if (c.tags?.length) groups.push(c.tags.map(searchTerm.tag));
  if (c.worldwide) groups.push([searchTerm.worldwide]);
  return groups;
}

/**
 * whereClause for job_search_words (alias j), for criteria answersFromWords accepts. The keyword
 * and the facets are two conditions on one GIN index, scanned together; kept apart because a
 * keyword of stop words only is an empty tsquery, which matches nothing, while `&&` with it would
 * leave the facets alone.
 */
export function wordsWhereClause(criteria: JobCriteria, params: unknown[], user: () => string): string {
  const add = (value: unknown) => `$${params.push(value)}`;
  const conditions = ['j.valid_through > now()', `j.words @@ websearch_to_tsquery('english', ${add(criteria.query)})`];
  const groups = termGroups(criteria);
  if (groups.some((g) => !g.length)) conditions.push('FALSE');
  else if (groups.length) conditions.push(`j.words @@ ${add(groups.map(anyLexemeQuery).join(' & '))}::tsquery`);
  if (criteria.hideViewed) conditions.push(`NOT EXISTS (SELECT 1 FROM job_visits hv WHERE hv.user_id = ${user()} AND hv.job_id = j.id)`);
  return conditions.join(' AND ');
}

/**
 * Which table a statement reads: job_search, the narrow copy of the live catalogue, whenever it
 * can answer the filter (its rows are a tenth the width of jobs', and one GIN index narrows
 * every facet at once); job_search_words for a keyword (its words and facet lexemes under one GIN
 * index, rows inline); jobs itself for a company or a list that includes ended jobs. All call
 * the job's id, date, pin and valid_through the same, so the statements are shared.
 */
export const tableFor = (c: JobCriteria): 'job_search' | 'job_search_words' | 'jobs' =>
  answersFromJobSearch(c) ? 'job_search' : answersFromWords(c) ? 'job_search_words' : 'jobs';

/**
 * The criteria's boards, categories, worldwide and (with `tag`) tags as conditions on the cells
 * of job_facet_counts (alias f); no tag chosen is the cell of the job itself, tag ''. `bind`
 * appends a value and answers its placeholder.
 */
export function cellConditions(criteria: JobCriteria, bind: (value: unknown) => string, { tag }: { tag: boolean }): string[] {
  const where: string[] = [];
  if (criteria.boardIds) where.push(`f.board = ANY(${bind(criteria.boardIds.map(searchTerm.board))}::text[])`);
  if (criteria.categorySlugs) where.push(`f.category = ANY(${bind(criteria.categorySlugs.map(searchTerm.category))}::text[])`);
  if (criteria.worldwide) where.push('f.worldwide');
  if (tag) where.push(`f.tag = ANY(${bind(criteria.tags?.length ? criteria.tags.map(searchTerm.tag) : [''])}::text[])`);
  return where;
}

/** whereClause for job_search (alias j), for criteria answersFromJobSearch accepts. */
export function searchWhereClause(criteria: JobCriteria, params: unknown[], user: () => string): string {
  // job_search holds no filled job; one whose valid_through has passed stays until the sweep.
  const conditions = ['j.valid_through > now()', ...termConditions(criteria, params)];
  if (criteria.hideViewed) conditions.push(`NOT EXISTS (SELECT 1 FROM job_visits hv WHERE hv.user_id = ${user()} AND hv.job_id = j.id)`);
  return conditions.join(' AND ');
}
