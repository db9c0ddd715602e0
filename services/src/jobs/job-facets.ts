import type { Queryable } from '../database/pooled-transaction';
import type { DataSource } from 'typeorm';
import { anyLexemeQuery, cellConditions, factGroups, type JobCriteria, searchTerm, tableFor, termConditions } from './job-criteria';
import { filterConditions, LIST_REACH, readOnly } from './job-list-engine';
import { denseFactGroups, factGroupSizes } from './job-list-density';
import { findKeywordCube, type KeywordCube, wantKeywordCube } from './keyword-facets';
import { type JobReads, jobReadsOf } from '../database/read-replica';
import { FACET_GROUPS, type FacetGroup, type FacetOptionTerms, without } from './facet-groups';

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
 * How many of a keyword's matches one pass reads (their terms, once). A keyword with no more is
 * counted exactly by that pass; a bigger one gets lower bounds from it: an option already past
 * LIST_REACH among them reads "1,000+" as it is, and only the others are counted on their own,
 * each stopping at LIST_REACH + 1. Reading a match costs about 4 µs at a million jobs (a wide row of
 * job_search_words, most on a page of their own), far less than one option counted on its own
 * (its postings intersected with the keyword's, 15–20 ms): 20,000 rather than 5,000 took the
 * panel's mean over 200 of the benchmark's filters from 174 to 153 ms.
 */
const PASS_LIMIT = 20_000;

/**
 * Several tags chosen: the options the counts table leaves undecided (between their largest tag
 * slice and their sum, across the reach) are counted in one pass over their jobs when their upper
 * bounds add up to no more than this and to fewer rows than PASS_ROWS_PER_COUNT per option, each
 * on its own otherwise. One capped count intersects whole posting lists (worldwide alone is a
 * third of the catalogue), 5–10 ms at a million jobs on the benchmark's machine; a pass reads its
 * rows from job_search at 5–12 µs each (hide viewed's lookup included).
 */
const BOUNDED_PASS_LIMIT = 30_000;
/** What one capped count costs in rows of a pass (about 5–10 ms against 5–12 µs a row). */
const PASS_ROWS_PER_COUNT = 1_000;
/** The same with the seeker's facts, whose capped counts test the dense facts on every row they find. */
const FACT_PASS_ROWS_PER_COUNT = 3_000;
/** A fact pass reads no more rows than this (about 100–200 ms on the benchmark's machine). */
const FACT_PASS_LIMIT = 40_000;
/** A fact pass is weighed only when at least this many options would be counted on their own. */
const FACT_PASS_MIN_UNDECIDED = 2;

/** The counting bounds; tests pass small ones to reach every path with a small catalogue. */
export interface FacetLimits {
  reach: number;
  passLimit: number;
  /** Whether a keyword's built counts are read (keyword-facets.ts) and a sampled keyword asks for them. */
  keywordCubes: boolean;
  /** How many jobs the bounded options in between may hold together to be counted in one pass. */
  boundedPassLimit: number;
  /**
   * With the seeker's facts: how many of the jobs carrying them all one pass may read for each
   * option it spares a count of its own (a pass reads a row in 4–12 µs, a count takes 15–26 ms).
   */
  factPassRowsPerCount: number;
  /** The most rows a fact pass reads: past it, its counts are lower bounds (countInOnePass). */
  factPassLimit: number;
}

export const FACET_LIMITS: FacetLimits = { reach: LIST_REACH, passLimit: PASS_LIMIT, keywordCubes: true, boundedPassLimit: BOUNDED_PASS_LIMIT, factPassRowsPerCount: FACT_PASS_ROWS_PER_COUNT, factPassLimit: FACT_PASS_LIMIT };

/** Which way a group was counted (for the tests and the benchmark; see docs/architecture.md). */
export type FacetPath = 'bitmaps' | 'facet-counts' | 'keyword-counts' | 'bounded' | 'keyword-pass' | 'keyword-sampled' | 'fact-counts' | 'fact-pass';

export type { FacetGroup } from './facet-groups';
type Group = FacetGroup;
const GROUPS = FACET_GROUPS;

/**
 * Each group's options as job_search terms, with the value the panel shows. `term` is the one the
 * counts' cells know an option by; a board also matches the jobs it lists as a second source
 * (`also`, 'a:<board id>'), which the cells, by a job's first board, do not hold.
 */
export function optionTerms(choices: FacetChoices): Record<Group, { term: string; value: string; also?: string }[]> {
  return {
    boards: choices.boards.map((b) => ({ term: searchTerm.board(b.id), value: b.name, also: searchTerm.alsoOn(b.id) })),
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
 * in a slice of a few hundred rows; several tags, the same table bounds each option and only the
 * undecided ones are counted. A keyword with built counts (keyword-facets.ts) is answered the
 * same way from its own cells; any other, one pass over at most PASS_LIMIT of its matches,
 * exact when that is all of them, otherwise lower bounds that settle every option already past
 * the reach, the rest counted one by one; a keyword matching more than the reach is asked to be
 * built. Only discovery lists (live jobs, no company) have a panel.
 *
 * This is the SQL engine alone, in a read-only transaction of its own; the services ask the search
 * index (search-index/job-search-index.ts), which tries the term bitmaps first.
 */
export async function findJobFacets(
  source: DataSource | JobReads,
  userId: string,
  criteria: JobCriteria,
  choices: FacetChoices,
  limits: FacetLimits = FACET_LIMITS,
): Promise<PanelFacets> {
  const { reads, writes } = jobReadsOf(source);
  const { facets, searched } = await readOnly(reads, (client) => panelOnSql(client, userId, criteria, choices, limits));
  if (searched) await wantKeywordCube(writes, criteria.query!);
  return facets;
}

/** The panel's counts with the path each group was counted by (for the benchmark and the tests). */
export type PanelFacets = JobFacets & { paths: Record<Group, FacetPath> };

/** The counts, and whether the keyword should be asked for (or kept in) keyword_facets (wantKeywordCube). */
export type PanelAnswered = { facets: PanelFacets; searched: boolean };

/** Only discovery lists (live jobs, no company) have a panel: the rule for every path. */
export function assertPanelCriteria(criteria: JobCriteria): void {
  if (!criteria.liveOnly || criteria.companyName) throw new Error('The filter panel counts live jobs of the discovery lists only');
}

/**
 * The SQL engine's panel on a read-only transaction's client (readOnly), for what the term bitmaps
 * do not answer (search-index/postgres-search-index.ts).
 */
export async function panelOnSql(client: Queryable, userId: string, criteria: JobCriteria, choices: FacetChoices, limits: FacetLimits): Promise<PanelAnswered> {
  assertPanelCriteria(criteria);
  const cube = criteria.query && limits.keywordCubes ? await findKeywordCube(client, criteria.query) : undefined;
  const { keywordMatches, ...facets } = await countPanel(client, userId, criteria, choices, limits, cube);
  // A keyword sampled, or matching more jobs than a list reaches (its pass read them all), asks
  // for its counts; a built one moves its searched_at now and then.
  const wanted = facets.paths.boards === 'keyword-sampled' || (keywordMatches ?? 0) > limits.reach;
  // Only a keyword's matches get counts of their own (keyword-facets.ts); facts alone do not.
  return { facets, searched: limits.keywordCubes && !!criteria.query && (cube ? cube.stale : wanted) };
}

async function countPanel(client: Queryable, userId: string, criteria: JobCriteria, choices: FacetChoices, limits: FacetLimits, cube: KeywordCube | undefined): Promise<JobFacets & { paths: Record<Group, FacetPath>; keywordMatches?: number }> {
  const { reach } = limits;
  const options = optionTerms(choices);
  // A keyword without counts of its own narrows every group alike: counted over its matches (a
  // pass of them cost less than the options one by one, which a broad keyword's cells leave big:
  // 36 against 48 ms p95 over the long tail at 100k). The facts (place, pay, type, seniority)
  // are read from the cells by fact term, the catalogue's or a built keyword's (countFactGroups).
  const facts = factGroups(criteria).length > 0;
  const { counts, paths, keywordMatches } =
    criteria.query && !cube
      ? await countInOnePass(client, userId, criteria, options, limits)
      : facts
        ? await countFactGroups(client, userId, criteria, options, limits, cube)
        : await countGroups(client, userId, criteria, options, limits, cube);
  return { ...capped(options, counts, paths, reach), keywordMatches };
}

/** The options with their counts, each capped at the reach as a list's total is ("1,000+"). */
export function capped(options: ReturnType<typeof optionTerms>, counts: Map<Group, TermCounts>, paths: Record<Group, FacetPath>, reach: number): JobFacets & { paths: Record<Group, FacetPath> } {
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
}

type Options = FacetOptionTerms;

/** An option's terms: its own, and for a board, its second-source one (a job carries one of them at most). */
const optionTermList = (option: { term: string; also?: string }): string[] => (option.also ? [option.term, option.also] : [option.term]);

/** The option each term counts for (a second source counts for its board's option). */
const optionOfTerm = (options: Options): Map<string, string> => {
  const map = new Map<string, string>();
  for (const group of GROUPS) for (const o of options[group]) for (const t of optionTermList(o)) map.set(t, o.term);
  return map;
};
/** The same path for every group (a pass, or the fact cells, counts them all one way). */
export const everyGroup = (path: FacetPath): Record<Group, FacetPath> => ({ boards: path, categories: path, tags: path, worldwide: path });

/** `keywordMatches`: how many of a keyword's matches its pass read (PASS_LIMIT + 1 when sampled). */
type Counted = { counts: Map<Group, TermCounts>; paths: Record<Group, FacetPath>; keywordMatches?: number };
/** An option's live jobs within what the other groups leave: at least `lower`, at most `upper`. */
type Bounds = Map<string, { lower: number; upper: number }>;

/**
 * Boards, categories, tags and worldwide, and a keyword with built counts (`cube`, whose cells
 * stand in for job_facet_counts'). job_facet_counts answers every group exactly when
 * the other groups choose at most one tag. With several tags, a job carrying two of them sits in
 * two tag slices, so the table bounds each option between its largest tag slice and their sum:
 * an option whose lower bound is past the reach reads "1,000+" as it is, one whose upper bound
 * is within it is counted among the few jobs those options have, and each other one is a count
 * on the GIN index that stops at reach + 1.
 */
async function countGroups(client: Queryable, userId: string, criteria: JobCriteria, options: Options, limits: FacetLimits, cube?: KeywordCube): Promise<Counted> {
  const bounds = await fromFacetCounts(client, userId, criteria, options, cube);
  // The cells count a job under its first board only: the jobs a board (chosen, or an option)
  // lists as a second source are counted on their own, a few per cent of the catalogue.
  const alsoOn = await countSecondSources(client, userId, criteria, options);
  const paths = {} as Record<Group, FacetPath>;
  const groups = GROUPS.map((group): BoundedGroup => {
    const exact = (without(criteria, group).tags?.length ?? 0) <= 1;
    paths[group] = !exact ? 'bounded' : cube ? 'keyword-counts' : 'facet-counts';
    const bound = (term: string) => {
      const cells = bounds.get(group)!.get(term) ?? { lower: 0, upper: 0 };
      const more = alsoOn.get(group)!.get(term) ?? 0;
      return { lower: cells.lower + more, upper: cells.upper + more };
    };
    return { group, others: without(criteria, group), bound, exact };
  });
  return { counts: await countWithinBounds(client, userId, options, groups, limits), paths };
}

/** One group's options, what bounds each, and the set they are counted within. */
interface BoundedGroup {
  group: Group;
  others: JobCriteria;
  bound: (term: string) => { lower: number; upper: number };
  /** The bounds are the counts themselves. */
  exact: boolean;
}

/**
 * Each option's count from its bounds: as they are when exact or when they meet, "past the reach" when even the
 * lower one is, none when the upper one is 0. The others are counted: those within the reach
 * among their few jobs, in one pass per set they are counted within (groups whose other choices
 * are the same, boards and categories when neither is chosen, share it); those past it in that
 * pass too when together they hold few enough jobs, or each on its own up to reach + 1.
 */
async function countWithinBounds(client: Queryable, userId: string, options: Options, groups: BoundedGroup[], { reach, boundedPassLimit }: FacetLimits): Promise<Map<Group, TermCounts>> {
  const counts = new Map<Group, TermCounts>();
  const passes = new Map<string, { others: JobCriteria; asks: { group: Group; options: Options[Group] }[] }>();
  for (const { group, others, bound, exact } of groups) {
    const result: TermCounts = new Map();
    const small: Options[Group] = [];
    const middle: Options[Group] = [];
    let inBetween = 0;
    for (const option of options[group]) {
      const { lower, upper } = bound(option.term);
      if (exact || lower === upper || lower > reach) result.set(option.term, lower > reach ? reach + 1 : upper);
      else if (upper <= reach) small.push(option);
      else {
        middle.push(option);
        inBetween += upper;
      }
    }
    const [pass, capped] = inBetween <= Math.min(boundedPassLimit, middle.length * PASS_ROWS_PER_COUNT) ? [[...small, ...middle], []] : [small, middle];
    const key = JSON.stringify(others);
    const shared = passes.get(key) ?? { others, asks: [] };
    shared.asks.push({ group, options: pass });
    passes.set(key, shared);
    for (const [term, n] of await eachCapped(client, userId, others, capped, reach)) result.set(term, n);
    counts.set(group, result);
  }
  for (const { others, asks } of passes.values()) {
    const found = await countAmong(client, userId, others, asks.flatMap((a) => a.options));
    for (const { group, options: asked } of asks) for (const { term } of asked) counts.get(group)!.set(term, found.get(term) ?? 0);
  }
  return counts;
}

/**
 * The seeker's facts (place, pay, type, seniority), with boards, categories, tags, worldwide and
 * a keyword with built counts. job_fact_counts (or the keyword's keyword_fact_counts) holds the
 * cells once per fact term, so with one fact group chosen, at most one tag among the other
 * groups and hide viewed off, each option's count is a sum of cells, exact (fromFactCounts).
 * Otherwise the cells bound it: every fact group's own count is an upper bound, and several
 * groups' together bound the count from below (a job missing from their intersection is missing
 * from one of them, so it holds at least the sum of their counts less all but one times the
 * options' count without facts); hide viewed takes the caller's viewed jobs of the cell off the
 * lower bound. An option whose bounds meet is counted, one past the reach is "1,000+"; the
 * others are counted among their few jobs, in one pass with the others of their set, or each on
 * its own up to reach + 1, its rows found by its own terms and the dense facts tested on them
 * (denseFactGroups). Second-source jobs, which the cells leave out, are counted with the facts.
 */
async function countFactGroups(client: Queryable, userId: string, criteria: JobCriteria, options: Options, limits: FacetLimits, cube?: KeywordCube): Promise<Counted> {
  const withoutFacts: JobCriteria = { ...criteria, placeTerms: undefined, minPayUsd: undefined, withPay: undefined, jobTypes: undefined, seniorities: undefined };
  const bounds = await fromFacetCounts(client, userId, withoutFacts, options, cube);
  const factBounds = await fromFactCounts(client, userId, criteria, options, cube);
  const rowFacts = await denseFactGroups(client, criteria);
  const alsoOn = await countSecondSources(client, userId, { ...criteria, rowFacts }, options);
  const groups = GROUPS.map((group): BoundedGroup => ({
    group,
    others: { ...without(criteria, group), rowFacts },
    bound: (term) => {
      const all = bounds.get(group)!.get(term) ?? { lower: 0, upper: 0 };
      const facts = factBounds.get(group)!.get(term) ?? [];
      const more = alsoOn.get(group)!.get(term) ?? 0;
      const upper = Math.min(all.upper, ...facts.map((f) => f.upper));
      const lower = facts.reduce((sum, f) => sum + f.lower, 0) - Math.max(facts.length - 1, 0) * all.upper;
      return { lower: Math.max(Math.min(lower, upper), 0) + more, upper: upper + more };
    },
    exact: false,
  }));
  // Options the bounds leave between the reach and more would each be a capped count of their own
  // (15–26 ms at a million jobs); when there are many and the facts together hold few jobs (within
  // the keyword, with one), one pass over those jobs counts every option at once.
  const undecided = groups.reduce(
    (n, g) => n + options[g.group].filter((o) => {
      const { lower, upper } = g.bound(o.term);
      return lower !== upper && lower <= limits.reach && upper > limits.reach;
    }).length,
    0,
  );
  if (undecided >= FACT_PASS_MIN_UNDECIDED) {
    const { live, sizes } = await factGroupSizes(client, criteria, cube?.id);
    // The facts' jobs together: at most the sparsest group's, about the product of the groups'
    // shares (as if independent; only to decide, the pass itself is bounded by factPassLimit).
    const sparsest = Math.min(...sizes);
    const together = Math.min(sparsest, sizes.reduce((n, size) => n * (live > 0 ? Math.min(size / live, 1) : 0), live));
    if (together <= undecided * limits.factPassRowsPerCount) {
      // Every fact group gathered by the GIN index at once: its scan skips through the dense
      // groups' postings along the sparsest's, and reads only the rows carrying them all (4,600
      // rows in 25 ms at a million jobs, where gathering the sparsest group and testing the others
      // on its 54,000 rows took 146 ms). Past the pass limit the counts are lower bounds, and the
      // options they leave within the reach are counted on their own.
      return countInOnePass(client, userId, criteria, options, { ...limits, passLimit: Math.min(sparsest, limits.factPassLimit) }, true);
    }
  }
  return { counts: await countWithinBounds(client, userId, options, groups, limits), paths: everyGroup('fact-counts') };
}

/**
 * Every group's options within each fact group chosen, from the cells by fact term
 * (job_fact_counts, or a keyword's keyword_fact_counts): per option, one pair of bounds per fact
 * group, as fromFacetCounts gives them without facts (exact with at most one tag among the other
 * groups, between the largest tag slice and their sum with several). A minimum pay inside its
 * lowest band counts that band for the upper bound only. The cells' jobs that ended since the
 * sweep and the caller's hidden companies' jobs come off, exactly; with hide viewed, the caller's
 * viewed jobs in the same cells without facts (job_visit_cells) come off the lower bound, so the
 * cost stays with the cells, never the caller's history.
 */
async function fromFactCounts(client: Queryable, userId: string, criteria: JobCriteria, options: Options, cube?: KeywordCube): Promise<Map<Group, Map<string, { lower: number; upper: number }[]>>> {
  const values: unknown[] = [];
  const bind = (value: unknown) => `$${values.push(value)}`;
  const { cells, table, termsOf } = cellSource('job_fact_counts', 'keyword_fact_counts', criteria, bind, cube);
  const hiddenTerms = criteria.hiddenCompanyIds?.length ? bind(criteria.hiddenCompanyIds.map(searchTerm.company)) : '';
  const hidden = hiddenTerms ? `UNION ALL ${termsOf(`${table} j WHERE j.terms && ${hiddenTerms}::text[] AND j.valid_through > now()`)}` : '';
  const all = factGroups(criteria);
  const sure = factGroups(criteria, { sure: true });
  const column = { boards: 'f.board', categories: 'f.category', tags: 'f.tag', worldwide: `'w'` } as const;
  const sliceWhere = (group: Group) => {
    const others = without(criteria, group);
    const where = cellConditions({ ...others, worldwide: others.worldwide || group === 'worldwide' }, bind, { tag: group !== 'tags' });
    if (group !== 'worldwide') where.push(`${column[group]} = ANY(${bind(options[group].map((o) => o.term))}::text[])`);
    return where;
  };
  const slices = GROUPS.flatMap((group) => [
    ...all.map((terms, i) => {
      const [allTerms, sureTerms] = [bind(terms), bind(sure[i])];
      return `SELECT '${group}' AS grp, ${i} AS fg, ${column[group]} AS term, f.tag,
                     sum(f.live)::int AS n, (sum(f.live) FILTER (WHERE f.fact = ANY(${sureTerms}::text[])))::int AS sure
                FROM f WHERE ${[...sliceWhere(group), `f.fact = ANY(${allTerms}::text[])`].join(' AND ')} GROUP BY 3, 4`;
    }),
    ...(criteria.hideViewed
      ? [`SELECT '${group}', -1, ${column[group]}, f.tag, sum(f.live)::int, 0 FROM job_visit_cells f
           WHERE ${[`f.user_id = ${bind(userId)}::uuid`, ...sliceWhere(group)].join(' AND ')} GROUP BY 3, 4`]
      : []),
  ]);
  const { rows } = await client.query<{ grp: Group; fg: number; term: string; n: number; sure: number | null }>(
    `WITH uncounted AS MATERIALIZED (
       SELECT c.board, c.category, c.worldwide, c.tag, c.fact, -count(*) AS live
         FROM (${termsOf(`${table} j WHERE j.valid_through <= now()`)} ${hidden}) k, job_fact_cells(k.terms) c
        GROUP BY 1, 2, 3, 4, 5),
     f AS NOT MATERIALIZED (
       SELECT board, category, worldwide, tag, fact, live FROM ${cells}
       UNION ALL SELECT board, category, worldwide, tag, fact, live FROM uncounted)
     ${slices.join(' UNION ALL ')}`,
    values,
  );
  // Per group and option, each fact group's slices, and the caller's viewed jobs (fg -1).
  const found = new Map<Group, Map<string, { lower: number; upper: number }[]>>(GROUPS.map((g) => [g, new Map()]));
  const viewed = new Map<string, number>();
  for (const g of GROUPS) for (const o of options[g]) found.get(g)!.set(o.term, all.map(() => ({ lower: 0, upper: 0 })));
  for (const { grp, fg, term, n, sure: sureN } of rows) {
    if (fg < 0) {
      viewed.set(`${grp} ${term}`, (viewed.get(`${grp} ${term}`) ?? 0) + n);
      continue;
    }
    const bound = found.get(grp)!.get(term)?.[fg];
    if (!bound) continue;
    bound.lower = Math.max(bound.lower, sureN ?? 0);
    bound.upper += n;
  }
  for (const g of GROUPS) for (const [term, list] of found.get(g)!) for (const b of list) b.lower = Math.max(b.lower - (viewed.get(`${g} ${term}`) ?? 0), 0);
  return found;
}

/**
 * The jobs the cells leave out, per group and option: ones listed by a chosen board only as a
 * second source (for every group but boards, when boards are chosen), and for each board option
 * the jobs it lists as a second source. Each is counted from its 'a:' terms, exactly, with the
 * filter's other conditions (hide viewed, hidden companies, a keyword), in one statement a group.
 */
async function countSecondSources(client: Queryable, userId: string, criteria: JobCriteria, options: Options): Promise<Map<Group, TermCounts>> {
  const found = new Map<Group, TermCounts>(GROUPS.map((g) => [g, new Map()]));
  const chosen = criteria.boardIds;
  await client.query(BITMAP_ONLY);
  for (const group of GROUPS) {
    const values: unknown[] = [];
    const bind = (value: unknown) => `$${values.push(value)}`;
    const others = without(criteria, group);
    let terms: string[];
    let extra: string;
    if (group === 'boards') {
      const also = options.boards.flatMap((o) => (o.also ? [o.also] : []));
      if (!also.length) continue;
      terms = also;
      extra = `${carrying(others, also, bind)} AND j.terms && ${bind(also)}::text[]`;
    } else {
      if (!chosen?.length) continue;
      // Chosen boards' second-source jobs whose first board is not chosen (those the cells hold).
      terms = options[group].map((o) => o.term);
      const chosenAlso = chosen.map(searchTerm.alsoOn);
      extra = `${carrying(others, chosenAlso, bind)} AND j.terms && ${bind(chosenAlso)}::text[] AND NOT j.terms && ${bind(chosen.map(searchTerm.board))}::text[]`;
      others.boardIds = undefined;
    }
    const conditions = filterConditions(userId, others, values);
    const { rows } = await client.query<{ term: string; n: number }>(
      `SELECT t AS term, count(*)::int AS n FROM ${tableFor(others)} j, unnest(j.terms) t
        WHERE ${conditions} AND ${extra} AND t = ANY(${bind(terms)}::text[]) GROUP BY t`,
      values,
    );
    const byOption = optionOfTerm(options);
    for (const { term, n } of rows) found.get(group)!.set(byOption.get(term)!, (found.get(group)!.get(byOption.get(term)!) ?? 0) + n);
  }
  return found;
}

/**
 * A condition the index answers for rows carrying any of `terms`: on job_search_words, their
 * lexemes beside the keyword's in its one GIN index (its `terms` has no index: tested alone, a
 * broad keyword's every match was read to find its few second-source jobs, 400 ms for "product
 * manager" at a million jobs); on job_search, the caller tests `terms` itself.
 */
const carrying = (others: JobCriteria, terms: string[], bind: (value: unknown) => string): string =>
  onWords(others) ? `j.words @@ ${bind(anyLexemeQuery(terms))}::tsquery` : 'TRUE';

/**
 * Where a panel's cells come from: the catalogue's table, or with a keyword's `cube` its own
 * table's rows of that keyword, with the copy the cells count (`table`) and `termsOf`, the
 * terms of that copy's rows in a FROM clause (alias j) that the cells count: with a keyword,
 * those matching it. The keyword is tested on the few rows found, after them (OFFSET 0 fences the
 * condition out of the scan): the planner guesses a keyword of two words rare and would gather
 * all its matches from the GIN index to find the three that ended (423 ms for "product manager").
 */
function cellSource(catalogue: string, keywords: string, criteria: JobCriteria, bind: (value: unknown) => string, cube?: KeywordCube) {
  if (!cube) return { cells: catalogue, table: 'job_search', termsOf: (from: string) => `SELECT j.terms FROM ${from}` };
  return {
    cells: `${keywords} WHERE keyword_id = ${bind(cube.id)}`,
    table: 'job_search_words',
    termsOf: (from: string) =>
      `SELECT m.terms FROM (SELECT j.terms, j.words FROM ${from} OFFSET 0) m WHERE m.words @@ websearch_to_tsquery('english', ${bind(criteria.query)})`,
  };
}

/**
 * Every group's options from job_facet_counts, per tag slice: each option's count is a sum over
 * the cells of the other groups' boards, categories, worldwide and tags ('' for none), less the
 * cells of what the table counts and the list does not: jobs that ended by time since the last
 * sweep, and with hide viewed, the caller's viewed jobs (their own cells, job_visit_cells). With at
 * most one tag the lower and upper bounds are the same, the exact count. Cost follows the options
 * and the caller's cells, never the catalogue. With a keyword's `cube`, the same over its cells
 * and the rows of job_search_words it matches, the caller's viewed ones looked up one by one.
 */
async function fromFacetCounts(client: Queryable, userId: string, criteria: JobCriteria, options: Options, cube?: KeywordCube): Promise<Map<Group, Bounds>> {
  const values: unknown[] = [];
  const bind = (value: unknown) => `$${values.push(value)}`;
  const { cells, table, termsOf } = cellSource('job_facet_counts', 'keyword_facet_counts', criteria, bind, cube);
  const ended = termsOf(`${table} j WHERE j.valid_through <= now()`);
  // Hide viewed without a keyword takes off the caller's own cells (job_visit_cells: their viewed
  // jobs in job_search), giving back the viewed ones among the ended, taken off twice. With a
  // keyword, the caller's viewed live jobs that match it, looked up one by one.
  const user = criteria.hideViewed ? bind(userId) : '';
  // The caller's hidden companies' live jobs come off too; with hide viewed, the viewed ones
  // among them were taken off already and are given back.
  const hiddenTerms = criteria.hiddenCompanyIds?.length ? bind(criteria.hiddenCompanyIds.map(searchTerm.company)) : '';
  const hidden = !hiddenTerms
    ? ''
    : `UNION ALL SELECT h.terms, -1 FROM (${termsOf(`${table} j WHERE j.terms && ${hiddenTerms}::text[] AND j.valid_through > now()`)}) h` +
      (criteria.hideViewed
        ? ` UNION ALL SELECT hv.terms, 1 FROM (${termsOf(`${table} j WHERE j.terms && ${hiddenTerms}::text[] AND j.valid_through > now() AND EXISTS (SELECT 1 FROM job_visits v WHERE v.user_id = ${bind(userId)}::uuid AND v.job_id = j.id)`)}) hv`
        : '');
  const [seen, seenCells] = !criteria.hideViewed
    ? ['', '']
    : cube
      ? [`UNION ALL SELECT v.terms, -1 FROM (${termsOf(`job_visits hv JOIN ${table} j ON j.id = hv.job_id WHERE hv.user_id = ${user}::uuid AND j.valid_through > now()`)}) v`, '']
      : [
          `UNION ALL SELECT j.terms, 1 FROM ${table} j WHERE j.valid_through <= now() AND EXISTS (SELECT 1 FROM job_visits hv WHERE hv.user_id = ${user}::uuid AND hv.job_id = j.id)`,
          `UNION ALL SELECT board, category, worldwide, tag, -live FROM job_visit_cells WHERE user_id = ${user}::uuid`,
        ];
  const slices = GROUPS.map((group) => {
    const others = without(criteria, group);
    // The tags group's own options are tags: its slices are its options', not the chosen tags'.
    const where = cellConditions({ ...others, worldwide: others.worldwide || group === 'worldwide' }, bind, { tag: group !== 'tags' });
    const column = { boards: 'f.board', categories: 'f.category', tags: 'f.tag', worldwide: `'w'` }[group];
    if (group !== 'worldwide') where.push(`${column} = ANY(${bind(options[group].map((o) => o.term))}::text[])`);
    return `SELECT '${group}' AS grp, ${column} AS term, f.tag, sum(f.live)::int AS n FROM f WHERE ${where.join(' AND ')} GROUP BY 2, 3`;
  });
  // With a keyword, the caller's visits by primary key, one by one: the planner would rather hash
  // all of job_search_words than look up 5,000 ids.
  await client.query('SET LOCAL jit = off; SET LOCAL enable_hashjoin = off; SET LOCAL enable_mergejoin = off');
  const { rows } = await client.query<{ grp: Group; term: string; n: number }>(
    `WITH uncounted AS MATERIALIZED (
       SELECT c.board, c.category, c.worldwide, c.tag, sum(k.sign) AS live
         FROM (SELECT e.terms, -1 AS sign FROM (${ended}) e ${seen} ${hidden}) k, job_facet_cells(k.terms) c
        GROUP BY 1, 2, 3, 4),
     f AS NOT MATERIALIZED (
       SELECT board, category, worldwide, tag, live FROM ${cells}
       UNION ALL SELECT board, category, worldwide, tag, live FROM uncounted
       ${seenCells})
     ${slices.join(' UNION ALL ')}`,
    values,
  );
  const bounds = new Map<Group, Bounds>(GROUPS.map((g) => [g, new Map()]));
  for (const { grp, term, n } of rows) {
    const option = bounds.get(grp)!.get(term) ?? { lower: 0, upper: 0 };
    bounds.get(grp)!.set(term, { lower: Math.max(option.lower, n), upper: option.upper + n });
  }
  return bounds;
}

// Gather the set from the GIN index as a bitmap; never walk the date index for a count.
const BITMAP_ONLY = 'SET LOCAL jit = off; SET LOCAL enable_seqscan = off; SET LOCAL enable_indexscan = off; SET LOCAL enable_indexonlyscan = off; SET LOCAL enable_bitmapscan = on; SET LOCAL enable_sort = on';

/**
 * The set's jobs that carry any of the options' terms (options known to hold few jobs together),
 * each option counted in one pass: one GIN scan for all of them, not one per option.
 */
async function countAmong(client: Queryable, userId: string, others: JobCriteria, options: Options[Group]): Promise<TermCounts> {
  if (!options.length) return new Map();
  const terms = options.flatMap(optionTermList);
  const values: unknown[] = [terms];
  const carries = onWords(others) ? `j.words @@ $${values.push(anyLexemeQuery(terms))}::tsquery` : 'j.terms && $1::text[]';
  const conditions = filterConditions(userId, others, values);
  await client.query(BITMAP_ONLY);
  const { rows } = await client.query<{ term: string; n: number }>(
    `SELECT t AS term, count(*)::int AS n FROM ${tableFor(others)} j, unnest(j.terms) t
      WHERE ${conditions} AND ${carries} AND t = ANY($1::text[]) GROUP BY t`,
    values,
  );
  // A board's second-source jobs count for it too (a job never carries both of one board's terms).
  const option = new Map(options.flatMap((o) => optionTermList(o).map((t) => [t, o.term] as const)));
  const counts: TermCounts = new Map();
  for (const { term, n } of rows) counts.set(option.get(term)!, (counts.get(option.get(term)!) ?? 0) + n);
  return counts;
}

/**
 * Each option on its own, from the GIN index, stopping at reach + 1: job_search's terms, or
 * job_search_words' facet lexemes, so that table's one GIN index scans the keyword and the
 * option together.
 */
async function eachCapped(client: Queryable, userId: string, others: JobCriteria, options: Options[Group], reach: number): Promise<TermCounts> {
  if (!options.length) return new Map();
  const values: unknown[] = [options.map((o) => o.term), reach + 1];
  const [list, carries] = onWords(others)
    ? [`unnest($1::text[], $${values.push(options.map((o) => anyLexemeQuery(optionTermList(o))))}::text[]) AS o(term, query)`, 'j.words @@ o.query::tsquery']
    : [`unnest($1::text[], $${values.push(options.map((o) => optionTermList(o).join('\u001f')))}::text[]) AS o(term, terms)`, `j.terms && string_to_array(o.terms, chr(31))`];
  const conditions = filterConditions(userId, others, values);
  await client.query(BITMAP_ONLY);
  const { rows } = await client.query<{ term: string; n: number }>(
    `SELECT o.term, (SELECT count(*)::int FROM (SELECT 1 FROM ${tableFor(others)} j WHERE ${conditions} AND ${carries} LIMIT $2::int) capped) AS n
       FROM ${list}`,
    values,
  );
  return new Map(rows.map((r) => [r.term, r.n]));
}

const onWords = (c: JobCriteria): boolean => tableFor(c) === 'job_search_words';

/**
 * What narrows every group alike (a keyword, or for a fact pass the seeker's facts, with hide
 * viewed and hidden companies) gathered once: up to `passLimit` of its live
 * matches, and each group's options counted over their terms in the same statement. When that
 * was every match the counts are exact; otherwise they are lower bounds: an option already past
 * the reach reads "1,000+", and each other one is a count that stops at reach + 1, on the one GIN
 * index that holds both the keyword and the option.
 */
async function countInOnePass(
  client: Queryable,
  userId: string,
  criteria: JobCriteria,
  options: Options,
  { reach, passLimit }: FacetLimits,
  factPass = false,
): Promise<Counted> {
  const values: unknown[] = [];
  // Fact groups most of the catalogue carries are tested on rows, never gathered by the index:
  // in the pass, whose keyword finds the rows, and in each option's count, whose terms do. A
  // fact pass (countFactGroups) gathers all of them.
  const rowFacts = factPass ? [] : await denseFactGroups(client, criteria);
  // What narrows every group alike: the keyword, the seeker's facts, hide viewed, hidden companies.
  const base: JobCriteria = {
    liveOnly: true,
    query: criteria.query,
    hideViewed: criteria.hideViewed,
    hiddenCompanyIds: criteria.hiddenCompanyIds,
    placeTerms: criteria.placeTerms,
    minPayUsd: criteria.minPayUsd,
    withPay: criteria.withPay,
    jobTypes: criteria.jobTypes,
    seniorities: criteria.seniorities,
    rowFacts,
  };
  const conditions = filterConditions(userId, base, values);
  const limit = `$${values.push(passLimit + 1)}::int`;
  // Each group's options are counted among the rows that carry the other groups' choices: a flag
  // per group, worked out once a row, and one unnest of the rows' terms for all the groups (a
  // group's options are terms no other group offers), not a scan of the rows per group.
  const flags = GROUPS.map((group, i) => {
    const { boardIds, categorySlugs, tags, worldwide } = without(criteria, group);
    const others = termConditions({ boardIds, categorySlugs, tags, worldwide }, values, 'k.terms');
    return `${others.length ? others.join(' AND ') : 'TRUE'} AS g${i}`;
  });
  // Each option term's group (a board's second-source term beside its own).
  const groupOf = new Map(GROUPS.flatMap((group, i) => options[group].flatMap(optionTermList).map((term) => [term, { group, i }] as const)));
  const wanted = `$${values.push([...groupOf.keys()])}::text[]`;
  await client.query(BITMAP_ONLY);
  // The first row is the pass's size: '' is no job's term.
  const { rows } = await client.query<{ term: string; n: number[] }>(
    `WITH k AS MATERIALIZED (SELECT j.terms FROM ${tableFor(base)} j WHERE ${conditions} LIMIT ${limit}),
     g AS MATERIALIZED (SELECT k.terms, ${flags.join(', ')} FROM k)
     SELECT '' AS term, ARRAY[count(*)::int] AS n FROM k
     UNION ALL
     SELECT t, ARRAY[${GROUPS.map((_, i) => `count(*) FILTER (WHERE g.g${i})::int`).join(', ')}]
       FROM g, unnest(g.terms) t
      WHERE (${GROUPS.map((_, i) => `g.g${i}`).join(' OR ')}) AND t = ANY(${wanted})
      GROUP BY t`,
    values,
  );
  const keywordMatches = rows.find((r) => r.term === '')!.n[0];
  const complete = keywordMatches <= passLimit;
  const counts = new Map<Group, TermCounts>(GROUPS.map((g) => [g, new Map()]));
  const byOption = optionOfTerm(options);
  for (const row of rows) {
    const at = groupOf.get(row.term);
    if (!at || !row.n[at.i]) continue;
    const found = counts.get(at.group)!;
    const option = byOption.get(row.term)!;
    found.set(option, (found.get(option) ?? 0) + row.n[at.i]);
  }
  if (!complete) {
    for (const group of GROUPS) {
      const found = counts.get(group)!;
      const undecided = options[group].filter((o) => (found.get(o.term) ?? 0) <= reach);
      for (const [term, n] of await eachCapped(client, userId, { ...without(criteria, group), rowFacts }, undecided, reach)) found.set(term, n);
    }
  }
  const path: FacetPath = factPass ? 'fact-pass' : complete ? 'keyword-pass' : 'keyword-sampled';
  return { counts, paths: everyGroup(path), keywordMatches: factPass ? undefined : keywordMatches };
}

