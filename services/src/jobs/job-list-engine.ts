import type { DataSource } from 'typeorm';
import type { Paging } from '../common/paging';
import { anyLexemeQuery, answersFromJobSearch, cellConditions, hasTermCondition, type JobCriteria, payBands, type ReadMode, searchTerm, searchWhereClause, tableFor, TOP_PAY_BAND, whereClause, wordsWhereClause } from './job-criteria';
import { denseFactGroups, type MatchBounds, sortBeatsWalk, sortBeatsWalkWithin, termBounds } from './job-list-density';
import { findKeywordCube, type KeywordCube, wantKeywordCube } from './keyword-facets';
import { type JobReads, jobReadsOf } from '../database/read-replica';
import { inLazyPooledTransaction, inPooledTransaction, type Queryable } from '../database/pooled-transaction';

/**
 * How many jobs a list counts exactly, and how far into a list anyone may page. Past it a
 * total reads "1,000+" (`totalIsExact: false`) and pages are empty, as on LinkedIn and Indeed:
 * nobody reads a thousand postings of one filter, they narrow it. One bound for both, so a
 * pager never offers a page the list will not show. It is also what bounds every list's cost.
 */
export const LIST_REACH = 1_000;

/**
 * A broad list (more than LIST_REACH matches) is read by walking the date index, which finds a
 * page after about reach × jobs ÷ matches rows: a few thousand for most broad filters. A broad
 * but sparse one (1,500 matches in a million) would walk the whole table, so the walk reads at
 * most this many rows; if the page is not complete by then, the matches are sorted instead.
 */
const WALK_BUDGET = 20_000;

/**
 * A broad list whose estimate is denser than this share of the catalogue walks its pinned
 * matches; a sparser one gathers them (gathersPinned).
 */
const PINNED_WALK_SHARE = 1 / 16;

/**
 * The walk along the pay index reads at most this many rows. Pay follows the filter (a tag that
 * pays less than most finds nothing among the best paid jobs), so a pay walk runs out far more
 * often than a date walk, and the pay bands answer a list it gives up on for the cost of its
 * matches there (sortedByPayBands). Over the long tail's 87 lists by pay at a million jobs, one
 * filter at a time, interleaved: 2,000 rows −19%, 5,000 −16%, 10,000 −14% against 20,000.
 */
const PAY_WALK_BUDGET = 2_000;

/**
 * The walk along a keyword's own jobs (keyword_jobs) reads at most this many of them. It finds a
 * page after about reach × keyword's jobs ÷ matches rows, 1,200 for "python", open to DE,
 * Contract/Freelance at a million jobs (2 ms); a list the keyword's cells call broad but whose
 * matches sit deep in its jobs (a sparse category with "excel": 36 ms for page 5 unbounded) takes
 * the other paths after this many, mostly a sort of its matches (7 ms for that one).
 */
const KEYWORD_WALK_BUDGET = 5_000;

/**
 * The walk along the chosen tags' own jobs (tag_jobs, migration 1766000000000) reads at most this
 * many of them, then the paths below answer. A tag walk row costs about 2.5 times a date walk's
 * (the job's row is found by id: 4.8 µs against 1.5–2 µs at a million jobs), TAG_WALK_ROW_COST.
 */
const TAG_WALK_BUDGET = 5_000;
const TAG_WALK_ROW_COST = 2.5;

/**
 * The engine's bounds; tests pass small ones to reach every path with a small catalogue.
 * `keywordCubes`: whether a keyword's own counts (keyword-facets.ts) are read and asked for.
 * `pinnedWalkShare`: PINNED_WALK_SHARE (0 walks every list's pinned matches, 1 gathers them
 * whenever there is a term or keyword to gather by).
 */
export interface ListLimits {
  reach: number;
  walkBudget: number;
  keywordCubes: boolean;
  pinnedWalkShare: number;
}

export const LIST_LIMITS: ListLimits = { reach: LIST_REACH, walkBudget: WALK_BUDGET, keywordCubes: true, pinnedWalkShare: PINNED_WALK_SHARE };

/** Which jobs one page of a list holds, and how many the list has. */
export interface JobListAnswer {
  ids: string[];
  /** Exact when totalIsExact; otherwise the reach, meaning "at least that many". */
  total: number;
  totalIsExact: boolean;
  /** Which path answered (for the benchmark and the tests; see docs/architecture.md). */
  path: 'bitmaps' | 'known-empty' | 'matches' | 'walk' | 'keyword-walk' | 'tag-walk' | 'sorted-matches' | 'beyond-reach';
  /**
   * How the total was learned: by gathering the matches, by a count that stops past the reach,
   * or without counting, from counts a table keeps (the facets' cells, or the keyword's own).
   */
  totalFrom: 'matches' | 'capped-count' | 'facet-counts' | 'keyword-counts';
  /** On a walk, how its pinned matches were found (gathersPinned); absent when sorted by pay. */
  pinned?: 'gathered' | 'walked';
}

// Planner settings per path. Only SET LOCAL, inside the statement's own read-only transaction,
// so a pooled connection never keeps them. A disabled path still costs 10^10 in the planner's
// eyes, which would pass jit_above_cost and spend 150 ms compiling a 1 ms statement: jit off.
// Each sets every knob either path touches, so they can follow each other in one transaction.
const MATCHES_ONLY =
  'SET LOCAL jit = off; SET LOCAL enable_seqscan = off; SET LOCAL enable_indexscan = off; SET LOCAL enable_indexonlyscan = off; SET LOCAL enable_bitmapscan = on; SET LOCAL enable_sort = on';
/** MATCHES_ONLY for a statement that keeps every match (a broad keyword's: 120,000 at a million jobs) to count and sort them. */
const SORT_ALL = `${MATCHES_ONLY}; SET LOCAL work_mem = '32MB'`;
const DATE_WALK =
  'SET LOCAL jit = off; SET LOCAL enable_seqscan = off; SET LOCAL enable_indexscan = on; SET LOCAL enable_indexonlyscan = on; SET LOCAL enable_bitmapscan = off; SET LOCAL enable_sort = off';

/**
 * Conditions an index can answer alone: only these let the matches be gathered without walking
 * rows. On job_search one GIN index holds every facet term, worldwide included.
 */
const hasIndexedCondition = (c: JobCriteria): boolean =>
  answersFromJobSearch(c) ? hasTermCondition(c) : c.categorySlugs !== undefined || c.boardIds !== undefined || !!c.tags?.length || !!c.query || !!c.companyName;

/**
 * Whether a broad list can be walked in its order: by date on any table, by pay on the engine's
 * copies, whose pay indexes the walk follows (a company's list sorted by pay sorts its matches).
 */
const canWalk = (c: JobCriteria): boolean => c.sort !== 'pay' || tableFor(c) !== 'jobs';

/**
 * How many more matches than the reach an estimate must promise before a budgeted date walk is
 * tried to prove the list broad (see listOnSql): below it the walk would often run out and the
 * matches be gathered anyway.
 */
const DENSE_ESTIMATE = 4;

/**
 * The list engine. PostgreSQL's planner guesses how many jobs a filter matches from each
 * column alone; for a tag that is rare inside the chosen categories it expects hundreds,
 * walks the date index and reads the whole table to find none (12 s at a million jobs). So
 * the engine does not let it guess. It first gathers the matches from the indexes alone
 * (categories, boards, tags, keyword, company: bitmaps, never a row that cannot match), up to
 * LIST_REACH + 1 of them. Most filters stop there: the matches are sorted and the page is
 * cut, and the count is exact. Only a filter with more matches than that walks the date index,
 * which then finds its page within a few thousand rows because the filter is broad.
 * Cost follows min(matches, LIST_REACH), never the catalogue.
 *
 * This is the SQL engine alone, in a read-only transaction of its own; the services ask the search
 * index (search-index/job-search-index.ts), which tries the term bitmaps first.
 */
export async function findJobList(source: DataSource | JobReads, userId: string, criteria: JobCriteria, paging: Paging, limits: ListLimits = LIST_LIMITS): Promise<JobListAnswer> {
  const { reads, writes } = jobReadsOf(source);
  const { answer, searched } = await readOnly(reads, (client) => listOnSql(client, userId, criteria, paging, limits));
  // Outside the read-only transaction, as the panel does (job-facets.ts), and on the primary.
  if (searched) await wantKeywordCube(writes, criteria.query!);
  return answer;
}

/**
 * Runs `work` in one read-only transaction on a pooled connection of its own, so the SET LOCAL
 * path settings die with it and never reach another caller.
 */
export function readOnly<T>(db: DataSource, work: (client: Queryable) => Promise<T>): Promise<T> {
  // No parallel workers: on a server answering many requests at once they add processes that
  // compete for the same cores (the panel's passes planned two on the 2-core benchmark machine),
  // and every statement here is bounded anyway. No JIT either: compiling costs more than any of
  // these statements runs (set here once, not before each statement).
  return inPooledTransaction(db, READ_ONLY, work);
}

/** readOnly, begun only at the first statement `work` sends (none, for an answer from memory). */
export function lazyReadOnly<T>(db: DataSource, work: (client: Queryable) => Promise<T>): Promise<T> {
  return inLazyPooledTransaction(db, READ_ONLY, work);
}

const READ_ONLY = 'BEGIN READ ONLY; SET LOCAL max_parallel_workers_per_gather = 0; SET LOCAL jit = off';

/**
 * The bounds that decide a list's path without counting it: job_facet_counts for facet terms
 * alone, a keyword's own counts when the sweep has built them. `cube` is that keyword's, if any.
 */
async function knownBounds(
  client: Queryable,
  userId: string,
  criteria: JobCriteria,
  limits: ListLimits,
): Promise<{ bounds?: MatchBounds; from?: 'facet-counts' | 'keyword-counts'; cube?: KeywordCube }> {
  if (answersFromJobSearch(criteria)) return { bounds: await termBounds(client, userId, criteria), from: 'facet-counts' };
  if (!criteria.query || tableFor(criteria) !== 'job_search_words' || !limits.keywordCubes) return {};
  const cube = await findKeywordCube(client, criteria.query);
  if (!cube) return {};
  return { bounds: await termBounds(client, userId, criteria, cube.id), from: 'keyword-counts', cube };
}

/** The answer, and whether its keyword should be asked for (or kept in) keyword_facets (wantKeywordCube). */
export type ListAnswered = { answer: JobListAnswer; searched: boolean };

/**
 * The SQL engine's answer on a read-only transaction's client (readOnly): its paths, chosen as the
 * comments below say. The search index (search-index/postgres-search-index.ts) asks it for what the
 * term bitmaps do not answer.
 */
export async function listOnSql(client: Queryable, userId: string, criteria: JobCriteria, paging: Paging, limits: ListLimits): Promise<ListAnswered> {
  const cap = limits.reach;
  const beyondReach = paging.offset >= cap;
  const reach = Math.min(paging.offset + paging.limit, cap);
  if (hasIndexedCondition(criteria)) {
    // When even the lower bound of a count a table keeps is past the reach, gathering the matches
    // (a GIN scan over every posting of the chosen terms or the keyword's words: 87 ms for
    // "product manager" at a million jobs) would only confirm it.
    const { bounds, from, cube } = await knownBounds(client, userId, criteria, limits);
    // The same counts saying no live job matches at all (a tag or keyword absent from the chosen
    // categories, a fact none of them carries: 413 of the benchmark's 1,000 long-tail filters)
    // are the answer: gathering would scan the terms' postings to find nothing (14 ms for
    // "product manager" in Health Care open to BR at a million jobs).
    if (bounds && bounds.upper <= 0) return { answer: { ids: [], total: 0, totalIsExact: true, path: 'known-empty', totalFrom: from! }, searched: !!cube?.stale };
    // The seeker's facts (place, pay, type, seniority) are not in the counts' cells, so their
    // bounds are loose. Gathering up to reach + 1 matches, a fact most of the catalogue carries is
    // tested on the rows the filter's other terms or keyword find (its postings would be a bitmap
    // of most of the catalogue, built whole before the first match).
    // With only such facts to gather by, a filter the estimate calls dense is proved broad by a
    // date walk that stops at reach + 1 matches within the budget.
    // The counts' bounds already weighed the fact groups; a keyword without its own counts asks.
    const rowFacts = bounds?.denseFacts ?? (await denseFactGroups(client, criteria));
    const gatherable: JobCriteria = rowFacts.length ? { ...criteria, rowFacts } : criteria;
    const otherIndex = !!criteria.query || !!criteria.companyName || (rowFacts.length > 0 && hasTermCondition(gatherable));
    const read = otherIndex ? gatherable : criteria;
    // A statement that reads every match still gathers a dense group of few terms (it narrows the
    // rows to read), but tests a wide one on rows (job-list-density.ts MANY_TERMS).
    const sorting: JobCriteria = bounds?.wideFacts?.length ? { ...criteria, rowFacts: bounds.wideFacts } : criteria;
    const provedBroad =
      !otherIndex && !!bounds && bounds.lower <= cap && (bounds.estimate ?? 0) > DENSE_ESTIMATE * cap && (await budgetedCount(client, userId, criteria, cap, limits.walkBudget)) > cap;
    const gathered = !provedBroad && (!bounds || bounds.lower <= cap);
    // When the known bounds already say a broad list would be sorted rather than walked, gathering
    // up to reach + 1 matches and then sorting every match would build the same bitmaps twice:
    // one statement reads every match, counts them and sorts the page (the same work as the
    // gathering when the list is within the reach). A keyword with built counts walks its own jobs
    // instead (`walksKeyword`, its id: keyword_jobs, below), once it has gathered up to reach + 1
    // matches as that statement would (`gatherBy`): by the facts' postings, which narrow the rows
    // read, not testing the dense ones on rows ("python", open to DE, Contract/Freelance: 37 ms that
    // way at a million jobs, 26 sorting every match, about 20 gathering by the postings and walking).
    const walksKeyword = cube && criteria.sort !== 'pay' ? cube.id : undefined;
    const walksTags = walksKeyword === undefined && !!bounds && tagWalkBeats(criteria, reach, bounds);
    const wouldSort = gathered && !!bounds && (!canWalk(criteria) || sortBeatsWalkWithin(criteria, reach, bounds));
    const sortsIfBroad = wouldSort && walksKeyword === undefined && !walksTags;
    const gatherBy = wouldSort ? sorting : read;
    // A keyword found to match more than a list reaches asks for counts of its own, as its panel
    // does; a built one moves its searched_at now and then, so the sweep keeps it.
    const searched = cube ? cube.stale : limits.keywordCubes && !!criteria.query && tableFor(criteria) === 'job_search_words';
    const broad = (answer: Omit<JobListAnswer, 'totalFrom'>): ListAnswered => ({ answer: { ...answer, totalFrom: gathered ? 'matches' : provedBroad ? 'capped-count' : from! }, searched });
    if (gathered) {
      await client.query(sortsIfBroad ? SORT_ALL : MATCHES_ONLY);
      const found = await client.query<{ matched: number; ids: string[] }>(sortsIfBroad ? matchesStatement(userId, sorting, paging, cap, { all: true }) : matchesStatement(userId, gatherBy, paging, cap));
      const { matched, ids } = found.rows[0];
      if (matched <= cap) return { answer: { ids: beyondReach ? [] : ids, total: matched, totalIsExact: true, path: 'matches', totalFrom: 'matches' }, searched: !!cube?.stale };
      if (sortsIfBroad) return broad({ ids: beyondReach ? [] : ids, total: cap, totalIsExact: false, path: beyondReach ? 'beyond-reach' : 'sorted-matches' });
    }
    if (beyondReach) return broad({ ids: [], total: cap, totalIsExact: false, path: 'beyond-reach' });
    const pinnedFrom = gathersPinned(criteria, gatherable, bounds, limits.pinnedWalkShare) ? gatherable : undefined;
    // A keyword with built counts walks its own jobs by date (keyword_jobs), where its matches are
    // far denser than in the catalogue's date order; one that runs out of budget takes the paths below.
    if (walksKeyword !== undefined) {
      const walked = await walk(client, userId, criteria, paging, reach, { budget: Math.min(limits.walkBudget, KEYWORD_WALK_BUDGET), pinnedFrom, keywordId: walksKeyword });
      if (walked.complete) return broad({ ids: walked.ids, total: cap, totalIsExact: false, path: 'keyword-walk', ...(walked.pinned && { pinned: walked.pinned }) });
    }
    // Broad tags whose own jobs hold the page far sooner than the catalogue's date order or a sort
    // of every match would: walk those jobs newest first (tag_jobs).
    if (walksTags) {
      const walked = await walk(client, userId, criteria, paging, reach, { budget: Math.min(limits.walkBudget, TAG_WALK_BUDGET), pinnedFrom, tagTerms: criteria.tags!.map(searchTerm.tag) });
      if (walked.complete) return broad({ ids: walked.ids, total: cap, totalIsExact: false, path: 'tag-walk', ...(walked.pinned && { pinned: walked.pinned }) });
    }
    // More than `cap` matches: walk the date index when the filter is dense enough for the walk
    // to find the page sooner than sorting every match; a walk that ends short of the page ran
    // out of budget, and the matches are sorted after all.
    if (canWalk(criteria) && !(await sortBeatsWalk(client, userId, criteria, reach, bounds))) {
      const walked = await walk(client, userId, criteria, paging, reach, { budget: criteria.sort === 'pay' ? Math.min(limits.walkBudget, PAY_WALK_BUDGET) : limits.walkBudget, pinnedFrom });
      if (walked.complete) return broad({ ids: walked.ids, total: cap, totalIsExact: false, path: 'walk', ...(walked.pinned && { pinned: walked.pinned }) });
    }
    // Sorting reads every match: the facts' postings narrow the rows to read after all, but for a
    // wide group (`sorting`). By pay, only the top pay bands' matches are read.
    return broad({ ids: await sortedMatches(client, userId, sorting, paging, reach, bounds), total: cap, totalIsExact: false, path: 'sorted-matches' });
  }
  // No index narrows this filter (none at all, worldwide, hide viewed): it is as broad as the
  // catalogue, so the date walk finds the page at once and the capped count stops early.
  const walked: Pick<JobListAnswer, 'ids' | 'pinned'> = beyondReach
    ? { ids: [] }
    : canWalk(criteria)
      ? await walk(client, userId, criteria, paging, reach)
      : { ids: await sortedMatches(client, userId, criteria, paging, reach) };
  const { matched } = (await client.query<{ matched: number }>(cappedCountStatement(userId, criteria, cap))).rows[0];
  const exact = matched <= cap;
  return {
    answer: { ids: walked.ids, total: exact ? matched : cap, totalIsExact: exact, path: beyondReach ? 'beyond-reach' : 'walk', totalFrom: 'capped-count', ...(walked.pinned && { pinned: walked.pinned }) },
    searched: false,
  };
}

async function sortedMatches(client: Queryable, userId: string, criteria: JobCriteria, paging: Paging, reach: number, bounds?: MatchBounds): Promise<string[]> {
  await client.query(MATCHES_ONLY);
  if (criteria.sort === 'pay' && tableFor(criteria) !== 'jobs') {
    return (await sortedByPayBands(client, userId, criteria, reach, bounds?.factShare)).slice(paging.offset, reach);
  }
  return (await client.query<{ id: string }>(sortedMatchesStatement(userId, criteria, paging, reach))).rows.map((r) => r.id);
}

/** Each batch of pay bands after the first is expected to hold twice as many matches as the last. */
const PAY_BATCH_GROWTH = 2;

/**
 * The first `reach` matches of a broad list sorted by pay, read from the top pay bands down.
 * The copies' pay bands ('p:<band>', $10k each, the last $500k and more) order the jobs as their
 * pay does, so the page lies in the highest bands that hold enough matches and only those are
 * read, batch after batch, then, when even every paid match is short of the page, the unpaid ones
 * by date. Sorting every match instead read all of them ("tags ux, freshdesk, by pay": 74 ms at a
 * million jobs). A minimum pay starts at its own band.
 *
 * Each batch is one GIN scan of the filter's terms, so a batch that finds nothing costs as much as
 * one that finds the page. Pay follows the tags (bookkeeping pays less than Rust), so how many
 * matches each band holds is read from the filter's own cells in job_fact_counts (its boards,
 * categories and tags, by pay band), scaled by `factShare`, the share its other facts leave
 * (termBounds): the first batch is the top bands expected to hold twice the page. A keyword's
 * list, which has no such cells, sizes its first batch by the catalogue's bands, to a sixteenth of
 * the paid jobs.
 */
export async function sortedByPayBands(client: Queryable, userId: string, criteria: JobCriteria, reach: number, factShare = 1): Promise<string[]> {
  const lowest = criteria.minPayUsd === undefined ? 0 : payBands(criteria.minPayUsd)[0];
  const bands = Array.from({ length: TOP_PAY_BAND - lowest + 1 }, (_, i) => searchTerm.payBand(TOP_PAY_BAND - i));
  const inCells = tableFor(criteria) === 'job_search';
  const sizes = new Map((await payBandSizes(client, criteria, bands, inCells)).map((r) => [r.term, Math.max(r.live, 0)]));
  const held = (band: string) => (sizes.get(band) ?? 0) * (inCells ? factShare : 1);
  const total = bands.reduce((sum, band) => sum + held(band), 0);
  // What the first batch should hold: twice the page among the filter's cells, or a sixteenth of the catalogue's paid jobs.
  let want = inCells ? 2 * reach : total / 16;
  const found: string[] = [];
  for (let next = 0; found.length < reach && next < bands.length; want *= PAY_BATCH_GROWTH) {
    const batch: string[] = [];
    for (let sum = 0; next < bands.length && (!batch.length || sum < want); next++) {
      batch.push(bands[next]);
      sum += held(bands[next]);
    }
    found.push(...(await matchesInOrder(client, userId, criteria, reach - found.length, batch)));
  }
  const unpaidPossible = criteria.minPayUsd === undefined && !criteria.withPay;
  if (found.length < reach && unpaidPossible) found.push(...(await matchesInOrder(client, userId, criteria, reach - found.length)));
  return found;
}

/** How many live jobs each pay band holds: in the filter's cells of job_fact_counts, or in the catalogue. */
async function payBandSizes(client: Queryable, criteria: JobCriteria, bands: string[], inCells: boolean): Promise<{ term: string; live: number }[]> {
  const values: unknown[] = [bands];
  const where = inCells ? [...cellConditions(criteria, (value) => `$${values.push(value)}`, { tag: true }), 'f.fact = ANY($1::text[])'] : ['f.term = ANY($1::text[])'];
  const { rows } = await client.query<{ term: string; live: number }>(
    inCells
      ? `SELECT f.fact AS term, sum(f.live)::float8 AS live FROM job_fact_counts f WHERE ${where.join(' AND ')} GROUP BY f.fact`
      : `SELECT f.term, sum(f.live)::float8 AS live FROM job_term_counts f WHERE ${where.join(' AND ')} GROUP BY f.term`,
    values,
  );
  return rows;
}

/**
 * The first `count` matches sorted by pay among the jobs carrying one of `bands`, or without
 * bands among the jobs without pay (newest first: their pay is null).
 */
async function matchesInOrder(client: Queryable, userId: string, criteria: JobCriteria, count: number, bands?: string[]): Promise<string[]> {
  const among = (values: unknown[]): string => {
    if (!bands) return 'j.pay_usd IS NULL';
    if (tableFor(criteria) === 'job_search') return `j.terms && $${values.push(bands)}::text[]`;
    return `j.words @@ $${values.push(anyLexemeQuery(bands))}::tsquery`;
  };
  const { rows } = await client.query<{ id: string }>(sortedMatchesStatement(userId, criteria, { page: 1, limit: count, offset: 0 }, count, among));
  return rows.map((r) => r.id);
}

/**
 * Whether a broad list's pinned matches are gathered from the pinned rows' own GIN indexes
 * (migration 1765800000000) rather than walked along their date index. The walk stops once it
 * has the page, after about reach × pinned ÷ pinned matches rows, but a filter few pinned jobs
 * match reads every pinned row (5,458 rows, 10 ms, for a tag and a place at a million jobs with
 * 1% pinned). Gathering reads the pinned matches only, about matches × pinned ÷ jobs of them, so
 * it wins unless the filter is dense: at 1% pinned and a page of 60 the two meet near a
 * thirteenth of the catalogue, and with fewer pins further out. Only a filter with a term or a
 * keyword to gather by (dense facts alone would gather every pinned row); a keyword without
 * counts of its own has no estimate, and keywords are narrow, so it gathers.
 */
export function gathersPinned(criteria: JobCriteria, gatherable: JobCriteria, bounds: MatchBounds | undefined, walkShare: number): boolean {
  if (tableFor(criteria) === 'jobs' || !(criteria.query || hasTermCondition(gatherable))) return false;
  return !bounds || (bounds.estimate ?? bounds.upper) <= bounds.scanned * walkShare;
}

/** How many matches the newest `budget` jobs hold, counting no further than reach + 1. */
async function budgetedCount(client: Queryable, userId: string, criteria: JobCriteria, reach: number, budget: number): Promise<number> {
  await client.query(DATE_WALK);
  const values: unknown[] = [];
  const conditions = filterConditions(userId, criteria, values, 'walk');
  const table = tableFor(criteria);
  const { rows } = await client.query<{ matched: number }>(
    `SELECT count(*)::int AS matched FROM (
       SELECT 1 FROM (SELECT * FROM ${table} ORDER BY date_posted DESC, id DESC LIMIT ${bind(values, budget)}) j
        WHERE ${conditions} LIMIT ${bind(values, reach + 1)}) capped`,
    values,
  );
  return rows[0].matched;
}

/**
 * The page of a broad list: its pinned postings, gathered from their own indexes (`pinnedFrom`,
 * the criteria to gather them by: gathersPinned) or by walking their date index, then the
 * others by walking the date index of all jobs (or with `keywordId`, of the keyword's own jobs),
 * newest first and stopping at the reach.
 * Sorted by pay, the pay index of job_search is walked instead, pins left out of it.
 */
async function walk(
  client: Queryable,
  userId: string,
  criteria: JobCriteria,
  paging: Paging,
  reach: number,
  { budget, pinnedFrom, keywordId, tagTerms }: { budget?: number; pinnedFrom?: JobCriteria; keywordId?: number; tagTerms?: string[] } = {},
): Promise<{ ids: string[]; complete: boolean; pinned?: 'gathered' | 'walked' }> {
  const pinned = criteria.sort === 'pay' ? [] : await pinnedMatches(client, userId, pinnedFrom ?? criteria, reach, pinnedFrom ? 'gather' : 'walk');
  const how = criteria.sort === 'pay' ? {} : { pinned: pinnedFrom ? ('gathered' as const) : ('walked' as const) };
  if (pinned.length >= reach) return { ids: pinned.slice(paging.offset, reach), complete: true, ...how };
  if (pinnedFrom || criteria.sort === 'pay') await client.query(DATE_WALK);
  const wanted = reach - pinned.length;
  const statement =
    keywordId !== undefined
      ? keywordWalkStatement(userId, criteria, keywordId, wanted, budget)
      : tagTerms
        ? tagWalkStatement(userId, criteria, tagTerms, wanted, budget)
        : walkStatement(userId, criteria, wanted, budget);
  const others = (await client.query<{ id: string }>(statement)).rows.map((r) => r.id);
  return { ids: [...pinned, ...others].slice(paging.offset, reach), complete: others.length >= wanted, ...how };
}

interface Statement {
  text: string;
  values: unknown[];
}

/**
 * The filter's conditions on tableFor(criteria), for a statement that gathers its rows from the
 * indexes or walks them in order (ReadMode); binds the caller only when a condition needs it
 * (hide viewed).
 */
export function filterConditions(userId: string, criteria: JobCriteria, values: unknown[], mode: ReadMode = 'gather'): string {
  let user = '';
  const clause = { job_search: searchWhereClause, job_search_words: wordsWhereClause, jobs: whereClause }[tableFor(criteria)];
  return clause(
    criteria,
    values,
    () => {
      if (!user) {
        values.push(userId);
        user = `$${values.length}`;
      }
      return user;
    },
    mode,
  );
}

const bind = (values: unknown[], value: unknown): string => {
  values.push(value);
  return `$${values.length}::int`;
};

// Pinned postings (pin_till in the future) first, then newest; id breaks ties.
const PINNED = 'coalesce(j.pin_till > now(), false)';
/** The rows a walk reads after the pinned ones (which it lists first). */
const UNPINNED = '(j.pin_till IS NULL OR j.pin_till <= now())';

/** A job's annual USD pay (the top of its range) on each table the engine reads. */
const payOf = (criteria: JobCriteria): string => (tableFor(criteria) === 'jobs' ? 'coalesce(j.salary_annual_usd_max, j.salary_annual_usd_min)' : 'j.pay_usd');

/** A list's order on its table (alias j): pinned then newest, or highest pay, then newest. */
const orderOf = (criteria: JobCriteria): string =>
  criteria.sort === 'pay' ? `${payOf(criteria)} DESC NULLS LAST, j.date_posted DESC, j.id DESC` : `${PINNED} DESC, j.date_posted DESC, j.id DESC`;

/**
 * Up to reach + 1 matches from the indexes, how many there were, and the page among them (cut at
 * the reach). With `all`, every match is read (and counted no further than reach + 1): what
 * gathering and sortedMatchesStatement would answer together.
 */
export function matchesStatement(userId: string, criteria: JobCriteria, paging: Paging, reach = LIST_REACH, { all = false } = {}): Statement {
  const values: unknown[] = [];
  const conditions = filterConditions(userId, criteria, values);
  const cap = bind(values, reach + 1);
  const limit = bind(values, Math.max(Math.min(paging.offset + paging.limit, reach) - paging.offset, 0));
  const offset = bind(values, paging.offset);
  const order = criteria.sort === 'pay' ? 'j.pay_usd DESC NULLS LAST, j.date_posted DESC, j.id DESC' : 'j.pinned DESC, j.date_posted DESC, j.id DESC';
  return {
    text: `
      WITH found AS MATERIALIZED (
        SELECT j.id, j.date_posted, ${PINNED} AS pinned, ${payOf(criteria)} AS pay_usd FROM ${tableFor(criteria)} j WHERE ${conditions}${all ? '' : ` LIMIT ${cap}`})
      SELECT ${all ? `least((SELECT count(*) FROM found), ${cap})` : '(SELECT count(*) FROM found)'}::int AS matched,
        ARRAY(SELECT j.id::text FROM found j ORDER BY ${order} LIMIT ${limit} OFFSET ${offset}) AS ids`,
    values,
  };
}

/**
 * Every match sorted, for a deep page of a broad list (cost follows the matches); `among` adds a
 * condition (binding its values), as the pay bands do.
 */
function sortedMatchesStatement(userId: string, criteria: JobCriteria, paging: Paging, reach: number, among?: (values: unknown[]) => string): Statement {
  const values: unknown[] = [];
  const conditions = [filterConditions(userId, criteria, values), ...(among ? [among(values)] : [])].join(' AND ');
  const limit = bind(values, reach - paging.offset);
  const offset = bind(values, paging.offset);
  return {
    text: `SELECT j.id::text AS id FROM ${tableFor(criteria)} j WHERE ${conditions}
      ORDER BY ${orderOf(criteria)} LIMIT ${limit} OFFSET ${offset}`,
    values,
  };
}

/** A list's pinned matches, newest first, up to the reach: gathered by `criteria` (its rowFacts tested on rows) or walked. */
export async function pinnedMatches(client: Queryable, userId: string, criteria: JobCriteria, reach: number, mode: ReadMode): Promise<string[]> {
  await client.query(mode === 'gather' ? MATCHES_ONLY : DATE_WALK);
  return (await client.query<{ id: string }>(pinnedStatement(userId, criteria, reach, mode))).rows.map((r) => r.id);
}

/**
 * Pinned matches (pin_till in the future), newest first: walked along the pinned rows' date
 * index, or gathered from their GIN indexes (migration 1765800000000; pin_till > now() implies
 * the indexes' pin_till IS NOT NULL, which lets the planner use them).
 */
function pinnedStatement(userId: string, criteria: JobCriteria, reach: number, mode: ReadMode = 'walk'): Statement {
  const values: unknown[] = [];
  const conditions = filterConditions(userId, criteria, values, mode);
  const limit = bind(values, reach);
  return {
    text: `SELECT j.id::text AS id FROM ${tableFor(criteria)} j WHERE ${conditions} AND j.pin_till > now()
      ORDER BY j.date_posted DESC, j.id DESC LIMIT ${limit}`,
    values,
  };
}

/**
 * The first `count` unpinned matches, walking the date index newest first; with a budget, only
 * among the newest `budget` jobs (the inner LIMIT stops the walk, whatever the filter finds).
 */
export function walkStatement(userId: string, criteria: JobCriteria, count: number, budget?: number): Statement {
  const values: unknown[] = [];
  const conditions = filterConditions(userId, criteria, values, 'walk');
  const limit = bind(values, count);
  const table = tableFor(criteria);
  const byPay = criteria.sort === 'pay';
  const order = (alias: string) => `${byPay ? `${alias}pay_usd DESC NULLS LAST, ` : ''}${alias}date_posted DESC, ${alias}id DESC`;
  const source = budget === undefined ? table : `(SELECT * FROM ${table} ORDER BY ${order('')} LIMIT ${bind(values, budget)})`;
  // By pay, pinned postings take their place by pay like any other (no pinned list before them).
  return {
    text: `SELECT j.id::text AS id FROM ${source} j WHERE ${conditions}${byPay ? '' : ` AND ${UNPINNED}`}
      ORDER BY ${order('j.')} LIMIT ${limit}`,
    values,
  };
}

/**
 * walkStatement along a keyword's own jobs (keyword_jobs, migration 1765900000000), newest first,
 * at most `budget` of them: the keyword is what they all match, so each is tested on job_search
 * for the rest of the filter.
 */
function keywordWalkStatement(userId: string, criteria: JobCriteria, keywordId: number, count: number, budget = KEYWORD_WALK_BUDGET): Statement {
  const values: unknown[] = [];
  const rest: JobCriteria = { ...criteria, query: undefined };
  const conditions = filterConditions(userId, rest, values, 'walk');
  const keyword = bind(values, keywordId);
  const limit = bind(values, count);
  return {
    text: `SELECT j.id::text AS id
        FROM (SELECT k.id, k.date_posted FROM keyword_jobs k WHERE k.keyword_id = ${keyword} ORDER BY k.date_posted DESC, k.id DESC LIMIT ${bind(values, budget)}) k
        JOIN ${tableFor(rest)} j ON j.id = k.id
       WHERE ${conditions} AND ${UNPINNED}
       ORDER BY k.date_posted DESC, k.id DESC LIMIT ${limit}`,
    values,
  };
}

/**
 * walkStatement along the chosen tags' own jobs (tag_jobs, migration 1766000000000): each tag's
 * newest first, merged in date order (a Merge Append of one index scan per tag), a job carrying
 * two of the tags once, at most `budget` of them; each tested on job_search for the whole filter.
 */
function tagWalkStatement(userId: string, criteria: JobCriteria, tagTerms: string[], count: number, budget = TAG_WALK_BUDGET): Statement {
  const values: unknown[] = [];
  const conditions = filterConditions(userId, criteria, values, 'walk');
  const most = bind(values, budget);
  const perTag = tagTerms.map((term) => {
    values.push(term);
    return `(SELECT t.id, t.date_posted FROM tag_jobs t WHERE t.term = $${values.length}::text ORDER BY t.date_posted DESC, t.id DESC LIMIT ${most})`;
  });
  const limit = bind(values, count);
  return {
    text: `SELECT j.id::text AS id
        FROM (SELECT DISTINCT ON (t.date_posted, t.id) t.id, t.date_posted FROM (${perTag.join(' UNION ALL ')}) t
               ORDER BY t.date_posted DESC, t.id DESC LIMIT ${most}) t
        JOIN job_search j ON j.id = t.id
       WHERE ${conditions} AND ${UNPINNED}
       ORDER BY t.date_posted DESC, t.id DESC LIMIT ${limit}`,
    values,
  };
}

/**
 * Whether a broad list of tags on job_search is read for less along the tags' own jobs: that walk
 * expects reach × the tags' jobs ÷ matches rows, each TAG_WALK_ROW_COST matches' worth, against
 * the date walk's reach × catalogue ÷ matches rows or a sort's matches, whichever is cheaper.
 */
function tagWalkBeats(criteria: JobCriteria, reach: number, bounds: MatchBounds): boolean {
  if (!criteria.tags?.length || !answersFromJobSearch(criteria) || criteria.sort === 'pay' || bounds.tagJobs === undefined) return false;
  const matches = Math.max(bounds.estimate ?? bounds.upper, 1);
  const tagWalk = ((reach * bounds.tagJobs) / matches) * TAG_WALK_ROW_COST;
  return tagWalk < Math.min(matches, (reach * bounds.scanned) / matches);
}

/** How many jobs match, counting no further than reach + 1. */
export function cappedCountStatement(userId: string, criteria: JobCriteria, reach = LIST_REACH): Statement {
  const values: unknown[] = [];
  const conditions = filterConditions(userId, criteria, values, 'walk');
  const cap = bind(values, reach + 1);
  return { text: `SELECT count(*)::int AS matched FROM (SELECT 1 FROM ${tableFor(criteria)} j WHERE ${conditions} LIMIT ${cap}) capped`, values };
}
