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
  /**
   * The place terms ('e:…', job_places) of the eligibility rules the seeker may take, decided by
   * seeker-places.ts; undefined for no place filter.
   */
  placeTerms?: string[];
  /** Jobs whose annual USD pay (the top of their range) reaches this; implies withPay. */
  minPayUsd?: number;
  /** Only jobs that state pay. */
  withPay?: boolean;
  /** Employment types, lower-case ('full-time', 'contract', …). */
  jobTypes?: string[];
  /** Seniorities (job-kind/seniority.ts SENIORITIES). */
  seniorities?: string[];
  /** Companies the caller hid: their jobs are left out. */
  hiddenCompanyIds?: string[];
  /** Newest first (pinned postings first), or highest pay first (jobs without pay last). */
  sort?: JobSort;
  /**
   * Fact groups tested on each row rather than gathered by the GIN index (see ReadMode): a group
   * most of the catalogue carries costs more to gather than to test on the rows another term finds.
   */
  rowFacts?: readonly FactGroup[];
}

/** The seeker's fact groups (factGroups), by name. */
export type FactGroup = 'place' | 'pay' | 'types' | 'seniorities';
export const FACT_GROUPS: readonly FactGroup[] = ['place', 'pay', 'types', 'seniorities'];

export type JobSort = 'date' | 'pay';

/** Pay bands of job_search's 'p:<band>' terms: $10k each, the last one $500k and more. */
export const PAY_BAND_USD = 10_000;
export const TOP_PAY_BAND = 50;

/** The bands a minimum pay reaches into: its own (tested on pay_usd) and every one above. */
export const payBands = (minUsd: number): number[] => {
  const first = Math.min(Math.max(Math.floor(minUsd / PAY_BAND_USD), 0), TOP_PAY_BAND);
  return Array.from({ length: TOP_PAY_BAND - first + 1 }, (_, i) => first + i);
};

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
  // The seeker's facts on jobs' own columns (a company's list); job_search answers them by terms.
  if (criteria.placeTerms) conditions.push(`job_place_term(j.eligible_anywhere, j.eligible_countries, j.utc_min, j.utc_max) = ANY(${add(criteria.placeTerms)}::text[])`);
  if (criteria.minPayUsd !== undefined) conditions.push(`coalesce(j.salary_annual_usd_max, j.salary_annual_usd_min) >= ${add(criteria.minPayUsd)}`);
  else if (criteria.withPay) conditions.push('coalesce(j.salary_annual_usd_max, j.salary_annual_usd_min) IS NOT NULL');
  if (criteria.jobTypes) conditions.push(`lower(j.job_type) = ANY(${add(criteria.jobTypes)}::text[])`);
  if (criteria.seniorities) conditions.push(`j.seniority = ANY(${add(criteria.seniorities)}::text[])`);
  if (criteria.hiddenCompanyIds?.length) conditions.push(`j.company_id <> ALL(${add(criteria.hiddenCompanyIds)}::uuid[])`);
  return conditions.join(' AND ');
}


/**
 * The facet terms job_search keeps for each live job (migration 1764800000000-job-search, whose
 * job_search_terms() writes the same strings): a category, a board, each tag, worldwide.
 */
export const searchTerm = {
  category: (slug: string) => `c:${slug}`,
  board: (id: string) => `b:${id}`,
  /** A board the job is also on (a second source); the board filter matches both. */
  alsoOn: (id: string) => `a:${id}`,
  tag: (tag: string) => `t:${tag}`,
  worldwide: 'w',
  withPay: 'p',
  payBand: (band: number) => `p:${band}`,
  jobType: (type: string) => `k:${type}`,
  seniority: (level: string) => `s:${level}`,
  company: (id: string) => `o:${id}`,
} as const;

/** A chosen board's terms: the jobs it listed first and the ones it lists as a second source. */
const boardTerms = (ids: string[]): string[] => ids.flatMap((id) => [searchTerm.board(id), searchTerm.alsoOn(id)]);

/**
 * Whether job_search alone answers these criteria: live jobs filtered by boards, categories,
 * tags, worldwide and hide viewed. A keyword or a company needs the jobs table's own columns.
 */
export const answersFromJobSearch = (c: JobCriteria): boolean => !!c.liveOnly && !c.query && !c.companyName;

/** Whether a filter narrows by any term (a board, category, tag, worldwide, or a seeker's fact). */
export const hasTermCondition = (c: JobCriteria): boolean => termGroups(c).length > 0;

/**
 * The groups beside boards, categories, tags and worldwide, which job_facet_counts' cells do not
 * divide by: the seeker's place, pay, type and seniority. Each group's jobs carry one of its terms
 * at most, so a group's size is the sum of its terms' counts (job_term_counts).
 */
export function factGroups(c: JobCriteria, { sure = false } = {}): string[][] {
  return namedFactGroups(c, { sure }).map(([, terms]) => terms);
}

/** factGroups with each group's name. */
export function namedFactGroups(c: JobCriteria, { sure = false } = {}): [FactGroup, string[]][] {
  const groups: [FactGroup, string[]][] = [];
  if (c.placeTerms) groups.push(['place', c.placeTerms]);
  // A minimum inside a band: its jobs there are tested on pay_usd; `sure` leaves that band out.
  if (c.minPayUsd !== undefined) groups.push(['pay', payBands(c.minPayUsd).slice(sure && c.minPayUsd % PAY_BAND_USD !== 0 ? 1 : 0).map(searchTerm.payBand)]);
  else if (c.withPay) groups.push(['pay', [searchTerm.withPay]]);
  if (c.jobTypes) groups.push(['types', c.jobTypes.map(searchTerm.jobType)]);
  if (c.seniorities) groups.push(['seniorities', c.seniorities.map(searchTerm.seniority)]);
  return groups;
}

/** The fact groups a statement in this mode tests on rows: all of them in a walk. */
const rowTested = (c: JobCriteria, mode: ReadMode): ReadonlySet<FactGroup> => new Set(mode === 'walk' ? FACT_GROUPS : (c.rowFacts ?? []));

/**
 * Conditions on a row no term answers alone: a minimum pay inside its lowest band, the caller's
 * hidden companies (a NOT, which no index scan gathers), and the fact groups tested on rows in
 * this mode, each on a column where it has one: a place by a hashed `place = ANY` rather than an
 * overlap of the row's terms with a hundred admitted places (about 15 µs a row), pay on pay_usd.
 * An overlap tested on rows is wrapped (coalesce) so the planner never gathers it by the index.
 */
function rowConditions(criteria: JobCriteria, params: unknown[], mode: ReadMode): string[] {
  const bind = (value: unknown) => `$${params.push(value)}`;
  const tested = rowTested(criteria, mode);
  const conditions: string[] = [];
  if (tested.has('place') && criteria.placeTerms) conditions.push(`j.place = ANY(${bind(criteria.placeTerms)}::text[])`);
  // Wrapped too: the pay indexes would otherwise offer the planner a bitmap of every paid job.
  if (criteria.minPayUsd !== undefined) {
    if (tested.has('pay') || criteria.minPayUsd % PAY_BAND_USD !== 0) conditions.push(`coalesce(j.pay_usd >= ${bind(criteria.minPayUsd)}, false)`);
  } else if (criteria.withPay && tested.has('pay')) conditions.push('coalesce(j.pay_usd IS NOT NULL, false)');
  if (tested.has('types') && criteria.jobTypes) conditions.push(`coalesce(j.terms && ${bind(criteria.jobTypes.map(searchTerm.jobType))}::text[], false)`);
  if (tested.has('seniorities') && criteria.seniorities) conditions.push(`coalesce(j.terms && ${bind(criteria.seniorities.map(searchTerm.seniority))}::text[], false)`);
  if (criteria.hiddenCompanyIds?.length) conditions.push(`NOT (j.terms && ${bind(criteria.hiddenCompanyIds.map(searchTerm.company))}::text[])`);
  return conditions;
}

/**
 * The facet conditions on a terms array (`terms`, an SQL expression): each chosen group is one
 * overlap, so one GIN scan answers them together, its keys skipping through each other's lists.
 */
export function termConditions(criteria: JobCriteria, params: unknown[], terms = 'j.terms', mode: ReadMode = 'gather'): string[] {
  const add = (value: unknown) => {
    params.push(value);
    return `$${params.length}::text[]`;
  };
  return termGroups(criteria, mode).map((group) => (group.length === 1 ? `${terms} @> ${add(group)}` : `${terms} && ${add(group)}`));
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

/**
 * How a statement reads its rows: gathered from the GIN index (every group a term overlap, so
 * the index narrows them all, but for the fact groups the criteria test on rows), or walked in
 * date or pay order, where every fact group is tested on the row (rowConditions).
 */
export type ReadMode = 'gather' | 'walk';

/** The chosen facet terms, one list per group (a job must carry one term of each list). */
export function termGroups(c: JobCriteria, mode: ReadMode = 'gather'): string[][] {
  const tested = rowTested(c, mode);
  const groups: string[][] = [];
  if (c.boardIds) groups.push(boardTerms(c.boardIds));
  if (c.categorySlugs) groups.push(c.categorySlugs.map(searchTerm.category));
  if (c.tags?.length) groups.push(c.tags.map(searchTerm.tag));
  if (c.worldwide) groups.push([searchTerm.worldwide]);
  return [...groups, ...namedFactGroups(c).flatMap(([name, terms]) => (tested.has(name) ? [] : [terms]))];
}

/**
 * whereClause for job_search_words (alias j), for criteria answersFromWords accepts. The keyword
 * and the facets are two conditions on one GIN index, scanned together; kept apart because a
 * keyword of stop words only is an empty tsquery, which matches nothing, while `&&` with it would
 * leave the facets alone.
 */
export function wordsWhereClause(criteria: JobCriteria, params: unknown[], user: () => string, mode: ReadMode = 'gather'): string {
  const add = (value: unknown) => `$${params.push(value)}`;
  const conditions = ['j.valid_through > now()', `j.words @@ websearch_to_tsquery('english', ${add(criteria.query)})`];
  const groups = termGroups(criteria, mode);
  if (groups.some((g) => !g.length)) conditions.push('FALSE');
  else if (groups.length) conditions.push(`j.words @@ ${add(groups.map(anyLexemeQuery).join(' & '))}::tsquery`);
  conditions.push(...rowConditions(criteria, params, mode));
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
export function searchWhereClause(criteria: JobCriteria, params: unknown[], user: () => string, mode: ReadMode = 'gather'): string {
  // job_search holds no filled job; one whose valid_through has passed stays until the sweep.
  const conditions = ['j.valid_through > now()', ...termConditions(criteria, params, 'j.terms', mode), ...rowConditions(criteria, params, mode)];
  if (criteria.hideViewed) conditions.push(`NOT EXISTS (SELECT 1 FROM job_visits hv WHERE hv.user_id = ${user()} AND hv.job_id = j.id)`);
  return conditions.join(' AND ');
}
