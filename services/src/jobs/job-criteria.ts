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

/** whereClause for job_search (alias j), for criteria answersFromJobSearch accepts. */
export function searchWhereClause(criteria: JobCriteria, params: unknown[], user: () => string): string {
  // job_search holds no filled job; one whose valid_through has passed stays until the sweep.
  const conditions = ['j.valid_through > now()', ...termConditions(criteria, params)];
  if (criteria.hideViewed) conditions.push(`NOT EXISTS (SELECT 1 FROM job_visits hv WHERE hv.user_id = ${user()} AND hv.job_id = j.id)`);
  return conditions.join(' AND ');
}
