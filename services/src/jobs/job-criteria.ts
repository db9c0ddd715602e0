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

