import type { PoolClient } from 'pg';
import type { DataSource } from 'typeorm';
import {
  answersFromJobSearch,
  hasTermCondition,
  type JobCriteria,
  searchTerm,
  termConditions,
} from './job-criteria';
import { countCapped, filterConditions, LIST_REACH, readOnly } from './job-list-engine';

/** How many jobs one filter option would list; past LIST_REACH, "1,000+" as a list's total. */
export interface FacetCount {
  count: number;
  countIsExact: boolean;
}

export interface FacetOption extends FacetCount {
  /** What the filter takes for this option: a board's or category's name, or a tag. */
  value: string;
}

/** The counts beside every option of the filter panel. */
export interface JobFacets {
  boards: FacetOption[];
  categories: FacetOption[];
  tags: FacetOption[];
  worldwide: FacetCount;
}

/** The options the panel offers, with what the engine filters each by. */
export interface FacetChoices {
  boards: { id: string; name: string }[];
  categories: { slug: string; title: string }[];
  tags: string[];
}

/**
 * A set of jobs small enough to count by reading each one's terms once. Above it, each option is
 * counted on its own from the GIN index, which stops at LIST_REACH + 1.
 */
const PASS_LIMIT = 20_000;

/** The counting bounds; tests pass small ones to reach every path with a small catalogue. */
export interface FacetLimits {
  reach: number;
  passLimit: number;
}

const LIMITS: FacetLimits = { reach: LIST_REACH, passLimit: PASS_LIMIT };

/** Which way a group was counted (for the tests and the benchmark; see docs/architecture.md). */
export type FacetPath = 'counts-table' | 'pass' | 'capped' | 'keyword-pass' | 'capped-on-jobs';

export type FacetGroup = 'boards' | 'categories' | 'tags' | 'worldwide';
type Group = FacetGroup;
const GROUPS: Group[] = ['boards', 'categories', 'tags', 'worldwide'];

/** The filter with one group's choice taken out: what that group's options are counted within. */
function without(criteria: JobCriteria, group: Group): JobCriteria {
  switch (group) {
    case 'boards':
      return { ...criteria, boardIds: undefined };
    case 'categories':
      return { ...criteria, categorySlugs: undefined };
    case 'tags':
      return { ...criteria, tags: undefined };
    case 'worldwide':
      return { ...criteria, worldwide: undefined };
  }
}

/** Each group's options as job_search terms, with the value the panel shows. */
function optionTerms(choices: FacetChoices): Record<Group, { term: string; value: string }[]> {
  return {
    boards: choices.boards.map((b) => ({ term: searchTerm.board(b.id), value: b.name })),
    categories: choices.categories.map((c) => ({ term: searchTerm.category(c.slug), value: c.title })),
    tags: choices.tags.map((t) => ({ term: searchTerm.tag(t), value: t })),
    worldwide: [{ term: searchTerm.worldwide, value: 'worldwide' }],
  };
}

/** Live jobs per term: exact or, for a set too big to pass over, capped at reach + 1. */
type TermCounts = Map<string, number>;

/**
 * The panel's counts for the current filter. Each option is counted as if it were the only
 * one chosen in its group, the other groups as they are (disjunctive facets, as Himalayas and
 * most job boards show them): a board's count is what the list would hold with that board
 * alone, whatever boards are chosen now. So every count equals the total the list shows when
 * that option is picked alone in its group, capped by the same rule (exact up to LIST_REACH,
 * then "1,000+").
 *
 * How each group is counted depends on what its other groups leave (docs/architecture.md):
 * nothing chosen, job_term_counts answers; a set of at most PASS_LIMIT jobs, one pass over their
 * terms counts every option at once; a bigger set, each option is a capped count on the GIN
 * index. Groups whose other groups are the same share one answer.
 */
export function findJobFacets(db: DataSource, userId: string, criteria: JobCriteria, choices: FacetChoices, limits: FacetLimits = LIMITS): Promise<JobFacets & { paths: Record<Group, FacetPath> }> {
  const { reach } = limits;
  return readOnly(db, async (client) => {
    const options = optionTerms(choices);
    const { counts, paths } = await countGroups(client, userId, criteria, options, limits);
    const option = (group: Group, { term, value }: { term: string; value: string }): FacetOption => {
      const n = counts.get(group)?.get(term) ?? 0;
      return n <= reach ? { value, count: n, countIsExact: true } : { value, count: reach, countIsExact: false };
    };
    const [worldwide] = options.worldwide.map((o) => option('worldwide', o));
    return {
      boards: options.boards.map((o) => option('boards', o)),
      categories: options.categories.map((o) => option('categories', o)),
      tags: options.tags.map((o) => option('tags', o)),
      worldwide: { count: worldwide.count, countIsExact: worldwide.countIsExact },
      paths,
    };
  });
}

async function countGroups(
  client: PoolClient,
  userId: string,
  criteria: JobCriteria,
  options: Record<Group, { term: string }[]>,
  { reach, passLimit }: FacetLimits,
): Promise<{ counts: Map<Group, TermCounts>; paths: Record<Group, FacetPath> }> {
  const every = (path: FacetPath) => ({ worldwide: path, boards: path, categories: path, tags: path });
  if (criteria.query && criteria.liveOnly && !criteria.companyName) {
    const passed = await keywordPass(client, userId, criteria, options, passLimit);
    if (passed) return { counts: passed, paths: every('keyword-pass') };
  }
  if (!answersFromJobSearch(criteria)) return { counts: await countEachOnJobs(client, userId, criteria, options, reach), paths: every('capped-on-jobs') };

  // Groups counted within the same set (every group nothing is chosen in) share one statement.
  const sets = new Map<string, { others: JobCriteria; groups: Group[]; terms: string[] }>();
  for (const group of GROUPS) {
    const others = without(criteria, group);
    const key = JSON.stringify(others);
    const set = sets.get(key) ?? { others, groups: [], terms: [] };
    set.groups.push(group);
    set.terms.push(...options[group].map((o) => o.term));
    sets.set(key, set);
  }
  const bound = await setBound(client, criteria);
  const counts = new Map<Group, TermCounts>();
  const paths = every('counts-table');
  for (const { others, groups, terms } of sets.values()) {
    const path: FacetPath = !hasTermCondition(others) ? 'counts-table' : bound(others) <= passLimit ? 'pass' : 'capped';
    const answer =
      path === 'counts-table'
        ? await fromCountsTable(client, userId, others, terms)
        : path === 'pass'
          ? await passOver(client, userId, others, terms)
          : await eachCapped(client, userId, others, terms, reach);
    for (const group of groups) {
      counts.set(group, answer);
      paths[group] = path;
    }
  }
  return { counts, paths };
}

/**
 * An upper bound on how many live jobs a filter's facet terms leave, from job_term_counts: the
 * smallest chosen group's summed counts (a group's terms overlap, so the sum is only a bound).
 */
async function setBound(client: PoolClient, criteria: JobCriteria): Promise<(c: JobCriteria) => number> {
  const chosen = termsByGroup(criteria);
  const all = Object.values(chosen).flat();
  const live = new Map<string, number>();
  if (all.length) {
    const { rows } = await client.query<{ term: string; n: number }>(
      `SELECT term, sum(live)::int AS n FROM job_term_counts WHERE term = ANY($1::text[]) GROUP BY term`,
      [all],
    );
    for (const row of rows) live.set(row.term, row.n);
  }
  return (c) => {
    const groups = termsByGroup(c);
    const sums = Object.values(groups).map((terms) => terms.reduce((sum, t) => sum + (live.get(t) ?? 0), 0));
    return sums.length ? Math.min(...sums) : Infinity;
  };
}

function termsByGroup(c: JobCriteria): Partial<Record<Group, string[]>> {
  const groups: Partial<Record<Group, string[]>> = {};
  if (c.boardIds) groups.boards = c.boardIds.map(searchTerm.board);
  if (c.categorySlugs) groups.categories = c.categorySlugs.map(searchTerm.category);
  if (c.tags?.length) groups.tags = c.tags.map(searchTerm.tag);
  if (c.worldwide) groups.worldwide = [searchTerm.worldwide];
  return groups;
}

/**
 * No facet chosen besides the one counted: the live count per term, less the jobs that ended by
 * time since the last sweep and, with hide viewed, the caller's viewed live jobs. Cost follows
 * the terms asked and the caller's visits, never the catalogue.
 */
async function fromCountsTable(client: PoolClient, userId: string, others: JobCriteria, terms: string[]): Promise<TermCounts> {
  const seen = others.hideViewed
    ? `UNION ALL SELECT t, -count(*) FROM job_visits hv JOIN job_search j ON j.id = hv.job_id, unnest(j.terms) t
        WHERE hv.user_id = $2 AND j.valid_through > now() AND t = ANY($1::text[]) GROUP BY t`
    : '';
  const { rows } = await client.query<{ term: string; n: number }>(
    `SELECT term, sum(n)::int AS n FROM (
       SELECT term, sum(live) AS n FROM job_term_counts WHERE term = ANY($1::text[]) GROUP BY term
       UNION ALL SELECT t, -count(*) FROM job_search j, unnest(j.terms) t WHERE j.valid_through <= now() AND t = ANY($1::text[]) GROUP BY t
       ${seen}) parts GROUP BY term`,
    others.hideViewed ? [terms, userId] : [terms],
  );
  return new Map(rows.map((r) => [r.term, r.n]));
}

// Gather the set from the GIN index as a bitmap; never walk the date index for a count.
const BITMAP_ONLY = 'SET LOCAL jit = off; SET LOCAL enable_seqscan = off; SET LOCAL enable_indexscan = off; SET LOCAL enable_indexonlyscan = off; SET LOCAL enable_bitmapscan = on';

/** A small set: every wanted term counted in one pass over its jobs' terms. */
async function passOver(client: PoolClient, userId: string, others: JobCriteria, terms: string[]): Promise<TermCounts> {
  const values: unknown[] = [terms];
  const conditions = filterConditions(userId, others, values);
  await client.query(BITMAP_ONLY);
  const { rows } = await client.query<{ term: string; n: number }>(
    `SELECT t AS term, count(*)::int AS n FROM job_search j, unnest(j.terms) t WHERE ${conditions} AND t = ANY($1::text[]) GROUP BY t`,
    values,
  );
  return new Map(rows.map((r) => [r.term, r.n]));
}

/** A big set: each term on its own, from the GIN index, stopping at reach + 1. */
async function eachCapped(client: PoolClient, userId: string, others: JobCriteria, terms: string[], reach: number): Promise<TermCounts> {
  const values: unknown[] = [terms, reach + 1];
  const conditions = filterConditions(userId, others, values);
  await client.query(BITMAP_ONLY);
  const { rows } = await client.query<{ term: string; n: number }>(
    `SELECT o.term, (SELECT count(*)::int FROM (SELECT 1 FROM job_search j WHERE ${conditions} AND j.terms @> ARRAY[o.term] LIMIT $2::int) capped) AS n
       FROM unnest($1::text[]) AS o(term)`,
    values,
  );
  return new Map(rows.map((r) => [r.term, r.n]));
}

/**
 * A keyword narrows every group's set alike: its live matches (at most PASS_LIMIT) are gathered
 * once, and each group's options counted over their terms in the same statement. Undefined when
 * the keyword matches more than that.
 */
async function keywordPass(
  client: PoolClient,
  userId: string,
  criteria: JobCriteria,
  options: Record<Group, { term: string }[]>,
  passLimit: number,
): Promise<Map<Group, TermCounts> | undefined> {
  const values: unknown[] = [];
  const base: JobCriteria = { liveOnly: true, query: criteria.query, hideViewed: criteria.hideViewed };
  const conditions = filterConditions(userId, base, values);
  values.push(passLimit + 1);
  const limit = `$${values.length}::int`;
  const perGroup = GROUPS.map((group) => {
    const others = termConditions(without(criteria, group), values, 'k.terms');
    values.push(options[group].map((o) => o.term));
    const wanted = `$${values.length}::text[]`;
    return `SELECT '${group}' AS grp, t AS term, count(*)::int AS n FROM k, unnest(k.terms) t
      WHERE ${[...others, `t = ANY(${wanted})`].join(' AND ')} GROUP BY t`;
  });
  await client.query('SET LOCAL jit = off');
  const { rows } = await client.query<{ grp: string; term: string; n: number }>(
    `WITH k AS MATERIALIZED (
       SELECT s.terms FROM jobs j JOIN job_search s ON s.id = j.id WHERE ${conditions} AND s.valid_through > now() LIMIT ${limit})
     SELECT '' AS grp, '' AS term, count(*)::int AS n FROM k
     UNION ALL ${perGroup.join(' UNION ALL ')}`,
    values,
  );
  if (rows.find((r) => r.grp === '')!.n > passLimit) return undefined;
  const result = new Map<Group, TermCounts>(GROUPS.map((g) => [g, new Map()]));
  for (const row of rows) if (row.grp) result.get(row.grp as Group)!.set(row.term, row.n);
  return result;
}

/** A keyword matching more than PASS_LIMIT jobs: each option a capped count on jobs, as its list's total. */
async function countEachOnJobs(
  client: PoolClient,
  userId: string,
  criteria: JobCriteria,
  options: Record<Group, { term: string }[]>,
  reach: number,
): Promise<Map<Group, TermCounts>> {
  const result = new Map<Group, TermCounts>();
  const asCriteria = (group: Group, term: string): JobCriteria => {
    const value = term.slice(2);
    if (group === 'boards') return { ...criteria, boardIds: [value] };
    if (group === 'categories') return { ...criteria, categorySlugs: [value] };
    if (group === 'tags') return { ...criteria, tags: [value] };
    return { ...criteria, worldwide: true };
  };
  for (const group of GROUPS) {
    const counts: TermCounts = new Map();
    for (const { term } of options[group]) {
      const { count, countIsExact } = await countCapped(client, userId, asCriteria(group, term), reach);
      counts.set(term, countIsExact ? count : reach + 1);
    }
    result.set(group, counts);
  }
  return result;
}
