import type { PoolClient } from 'pg';
import type { DataSource } from 'typeorm';
import { type JobCriteria, searchTerm, termConditions } from './job-criteria';
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
 * How many jobs of a set too large for the counts table one pass reads (their terms, once). A set
 * no bigger is counted exactly by that pass; a bigger one gets lower bounds from it: an option
 * already past LIST_REACH among them reads "1,000+" as it is, and only the others are counted on
 * their own, each stopping at LIST_REACH + 1.
 */
const PASS_LIMIT = 5_000;

/** The counting bounds; tests pass small ones to reach every path with a small catalogue. */
export interface FacetLimits {
  reach: number;
  passLimit: number;
}

const LIMITS: FacetLimits = { reach: LIST_REACH, passLimit: PASS_LIMIT };

/** Which way a group was counted (for the tests and the benchmark; see docs/architecture.md). */
export type FacetPath = 'facet-counts' | 'pass' | 'sampled' | 'keyword-pass' | 'keyword-sampled';

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

/** Live jobs per term: exact, or reach + 1 for "more than reach". */
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
 * at most one tag besides boards, categories and worldwide, job_facet_counts answers it exactly
 * in a slice of a few hundred rows; several tags or a keyword, one pass over at most PASS_LIMIT
 * of the set's jobs, exact when that is all of them, otherwise a lower bound that settles every
 * option already past the reach, the rest counted one by one. Only discovery lists (live jobs,
 * no company) have a panel.
 */
export function findJobFacets(db: DataSource, userId: string, criteria: JobCriteria, choices: FacetChoices, limits: FacetLimits = LIMITS): Promise<JobFacets & { paths: Record<Group, FacetPath> }> {
  if (!criteria.liveOnly || criteria.companyName) throw new Error('The filter panel counts live jobs of the discovery lists only');
  const { reach } = limits;
  return readOnly(db, async (client) => {
    const options = optionTerms(choices);
    const { counts, paths } = criteria.query ? await countKeywordGroups(client, userId, criteria, options, limits) : await countGroups(client, userId, criteria, options, limits);
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

type Options = Record<Group, { term: string }[]>;
type Counted = { counts: Map<Group, TermCounts>; paths: Record<Group, FacetPath> };

/** Boards, categories, tags and worldwide only: the counts table, or a pass for several tags. */
async function countGroups(client: PoolClient, userId: string, criteria: JobCriteria, options: Options, limits: FacetLimits): Promise<Counted> {
  const fromTable = GROUPS.filter((group) => (without(criteria, group).tags?.length ?? 0) <= 1);
  const counts = fromTable.length ? await fromFacetCounts(client, userId, criteria, fromTable, options) : new Map<Group, TermCounts>();
  const paths = { boards: 'facet-counts', categories: 'facet-counts', tags: 'facet-counts', worldwide: 'facet-counts' } as Record<Group, FacetPath>;
  // Several tags: a job carrying two of them would be counted twice by summing their slices.
  for (const group of GROUPS.filter((g) => !fromTable.includes(g))) {
    const others = without(criteria, group);
    const terms = options[group].map((o) => o.term);
    const pass = await passOver(client, userId, others, terms, limits.passLimit);
    paths[group] = pass.complete ? 'pass' : 'sampled';
    if (!pass.complete) {
      const undecided = terms.filter((t) => (pass.counts.get(t) ?? 0) <= limits.reach);
      for (const [term, n] of await eachCapped(client, userId, others, undecided, limits.reach)) pass.counts.set(term, n);
    }
    counts.set(group, pass.counts);
  }
  return { counts, paths };
}

/**
 * The groups whose other groups choose at most one tag, from job_facet_counts: each option's
 * count is a sum over the cells of the chosen boards, categories, worldwide and tag ('' for
 * none). Less the cells of two small sets the table still counts: jobs that ended by time since
 * the last sweep, and with hide viewed, the caller's viewed live jobs. Cost follows the options
 * and the caller's visits, never the catalogue.
 */
async function fromFacetCounts(client: PoolClient, userId: string, criteria: JobCriteria, groups: Group[], options: Options): Promise<Map<Group, TermCounts>> {
  const values: unknown[] = [];
  const bind = (value: unknown) => `$${values.push(value)}`;
  const seen = criteria.hideViewed
    ? `UNION ALL SELECT j.terms FROM job_visits hv JOIN job_search j ON j.id = hv.job_id WHERE hv.user_id = ${bind(userId)}::uuid AND j.valid_through > now()`
    : '';
  const slices = groups.map((group) => {
    const others = without(criteria, group);
    const where: string[] = [];
    if (others.boardIds) where.push(`f.board = ANY(${bind(others.boardIds.map(searchTerm.board))}::text[])`);
    if (others.categorySlugs) where.push(`f.category = ANY(${bind(others.categorySlugs.map(searchTerm.category))}::text[])`);
    if (others.worldwide || group === 'worldwide') where.push('f.worldwide');
    const column = { boards: 'f.board', categories: 'f.category', tags: 'f.tag', worldwide: `'w'` }[group];
    if (group !== 'tags') where.push(`f.tag = ${bind(others.tags?.length ? searchTerm.tag(others.tags[0]) : '')}::text`);
    if (group !== 'worldwide') where.push(`${column} = ANY(${bind(options[group].map((o) => o.term))}::text[])`);
    return `SELECT '${group}' AS grp, ${column} AS term, sum(f.live)::int AS n FROM f WHERE ${where.join(' AND ')} GROUP BY 2`;
  });
  await client.query('SET LOCAL jit = off');
  const { rows } = await client.query<{ grp: Group; term: string; n: number }>(
    `WITH uncounted AS MATERIALIZED (
       SELECT c.board, c.category, c.worldwide, c.tag, -count(*) AS live
         FROM (SELECT j.terms FROM job_search j WHERE j.valid_through <= now() ${seen}) k, job_facet_cells(k.terms) c
        GROUP BY 1, 2, 3, 4),
     f AS NOT MATERIALIZED (
       SELECT board, category, worldwide, tag, live FROM job_facet_counts
       UNION ALL SELECT board, category, worldwide, tag, live FROM uncounted)
     ${slices.join(' UNION ALL ')}`,
    values,
  );
  const counts = new Map<Group, TermCounts>(groups.map((g) => [g, new Map()]));
  for (const row of rows) counts.get(row.grp)!.set(row.term, row.n);
  return counts;
}

// Gather the set from the GIN index as a bitmap; never walk the date index for a count.
const BITMAP_ONLY = 'SET LOCAL jit = off; SET LOCAL enable_seqscan = off; SET LOCAL enable_indexscan = off; SET LOCAL enable_indexonlyscan = off; SET LOCAL enable_bitmapscan = on';

/**
 * Up to `limit` jobs of the set, every wanted term counted over them in one pass: exact when
 * that was the whole set (complete), else a lower bound per term.
 */
async function passOver(client: PoolClient, userId: string, others: JobCriteria, terms: string[], limit: number): Promise<{ counts: TermCounts; complete: boolean }> {
  const values: unknown[] = [terms, limit + 1];
  const conditions = filterConditions(userId, others, values);
  await client.query(BITMAP_ONLY);
  const { rows } = await client.query<{ term: string; n: number }>(
    `WITH k AS MATERIALIZED (SELECT j.terms FROM job_search j WHERE ${conditions} LIMIT $2::int)
     SELECT '' AS term, count(*)::int AS n FROM k
     UNION ALL SELECT t, count(*)::int FROM k, unnest(k.terms) t WHERE t = ANY($1::text[]) GROUP BY t`,
    values,
  );
  const complete = rows.find((r) => r.term === '')!.n <= limit;
  return { counts: new Map(rows.filter((r) => r.term !== '').map((r) => [r.term, r.n])), complete };
}

/** Each term on its own, from the GIN index, stopping at reach + 1. */
async function eachCapped(client: PoolClient, userId: string, others: JobCriteria, terms: string[], reach: number): Promise<TermCounts> {
  if (!terms.length) return new Map();
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
 * A keyword narrows every group's set alike: up to PASS_LIMIT of its live matches are gathered
 * once, and each group's options counted over their terms in the same statement. When that was
 * every match the counts are exact; otherwise they are lower bounds, and each option not already
 * past the reach is counted on its own on jobs, as its list's total would be.
 */
async function countKeywordGroups(client: PoolClient, userId: string, criteria: JobCriteria, options: Options, { reach, passLimit }: FacetLimits): Promise<Counted> {
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
  const complete = rows.find((r) => r.grp === '')!.n <= passLimit;
  const counts = new Map<Group, TermCounts>(GROUPS.map((g) => [g, new Map()]));
  for (const row of rows) if (row.grp) counts.get(row.grp as Group)!.set(row.term, row.n);
  const path: FacetPath = complete ? 'keyword-pass' : 'keyword-sampled';
  if (!complete) {
    for (const group of GROUPS) {
      const found = counts.get(group)!;
      for (const { term } of options[group]) {
        if ((found.get(term) ?? 0) > reach) continue;
        const { count, countIsExact } = await countCapped(client, userId, withOption(criteria, group, term), reach);
        found.set(term, countIsExact ? count : reach + 1);
      }
    }
  }
  return { counts, paths: { boards: path, categories: path, tags: path, worldwide: path } };
}

/** The filter with one option alone in its group, as picking it would make it. */
function withOption(criteria: JobCriteria, group: Group, term: string): JobCriteria {
  const value = term.slice(2);
  if (group === 'boards') return { ...criteria, boardIds: [value] };
  if (group === 'categories') return { ...criteria, categorySlugs: [value] };
  if (group === 'tags') return { ...criteria, tags: [value] };
  return { ...criteria, worldwide: true };
}
