import type { Queryable } from '../database/pooled-transaction';
import { cellConditions, type FactGroup, factGroups, hasTermCondition, type JobCriteria, namedFactGroups, searchTerm, tableFor } from './job-criteria';

/**
 * How many live jobs a filter matches, as far as is cheap to know without counting them:
 * between `lower` and `upper`, out of `scanned` rows a date walk would pass.
 */
export interface MatchBounds {
  lower: number;
  upper: number;
  scanned: number;
  /**
   * With the seeker's facts (place, pay, type, seniority), which the cells do not divide by: the
   * cells' count scaled by each fact group's share of the catalogue, as if they were independent.
   * Only a hint, for deciding to try proving a list broad (never a count shown).
   */
  estimate?: number;
  /** The share of the catalogue the fact groups together leave, as if independent (1 without facts). */
  factShare?: number;
  /**
   * The chosen tags' live jobs, each tag's counted (a job with two of them twice): what walking
   * the tags' own jobs (tag_jobs) passes at most.
   */
  tagJobs?: number;
  /** The fact groups carried by most of the catalogue (denseOf), tested on rows rather than gathered. */
  denseFacts?: FactGroup[];
  /**
   * Among them, a keyword's minimum pay of many bands, larger than the filter's other terms
   * (wideOf): tested on rows even by a statement that reads every match, where gathering a dense
   * group of few terms still narrows the rows to read.
   */
  wideFacts?: FactGroup[];
}

/**
 * What the seeker's facts and hidden companies do to the cells' bounds, from job_term_counts:
 * each fact group's size (a job carries one of its terms at most, so a sum of its terms' counts;
 * a minimum pay inside its lowest band counts the bands above only, for the sure part), the
 * chosen boards' second-source jobs, which the cells (by a job's first board) leave out, and the
 * caller's hidden companies' jobs.
 */
function factCounts(criteria: JobCriteria, bind: (value: unknown) => string): string {
  const sure = factGroups(criteria, { sure: true });
  const all = factGroups(criteria);
  const sumOf = (terms: string[]) => `(SELECT coalesce(sum(live), 0) FROM job_term_counts WHERE term = ANY(${bind(terms)}::text[]))::float8`;
  return `ARRAY[${all.map(sumOf).join(', ') || 'NULL'}]::float8[] AS fact_upper,
          ARRAY[${sure.map(sumOf).join(', ') || 'NULL'}]::float8[] AS fact_lower,
          ${sumOf((criteria.boardIds ?? []).map(searchTerm.alsoOn))} AS also_on,
          ${sumOf((criteria.hiddenCompanyIds ?? []).map(searchTerm.company))} AS hidden,
          ${sumOf((criteria.tags ?? []).map(searchTerm.tag))} AS tag_jobs`;
}

/**
 * Bounds for a filter job_search answers, from job_facet_counts (migration 1764900000000): a job
 * has one board and one category, so the chosen boards × categories × worldwide hold, per chosen
 * tag, an exact count of live jobs. With one tag (or none) that is the count itself, with several
 * it lies between the largest tag's and their sum. Less, for the lower bound, what the table
 * still counts and the list does not: jobs ended since the last sweep and, with hide viewed, the
 * caller's viewed jobs. One statement over a few hundred cells, whatever the catalogue's size.
 *
 * With `keyword`, the id of a keyword's built counts (keyword-facets.ts), the same over its cells
 * in keyword_facet_counts: bounds for that keyword and the criteria's facets on job_search_words,
 * where ended rows likewise wait for the sweep.
 */
export async function termBounds(client: Queryable, userId: string, criteria: JobCriteria, keyword?: number): Promise<MatchBounds> {
  const values: unknown[] = [];
  const bind = (value: unknown) => `$${values.push(value)}`;
  const where = cellConditions(criteria, bind, { tag: true });
  const [cells, table] = keyword === undefined ? ['job_facet_counts', 'job_search'] : ['keyword_facet_counts', 'job_search_words'];
  if (keyword !== undefined) where.push(`f.keyword_id = ${bind(keyword)}`);
  const visits = criteria.hideViewed ? `(SELECT count(*) FROM job_visits WHERE user_id = ${bind(userId)}::uuid)` : '0';
  // Each fact group's own count in the same cells, by fact term (migration 1765600000000): per
  // tag slice, its jobs with any of the group's terms, and with its sure terms (the bands a
  // minimum pay passes whole).
  const sure = factGroups(criteria, { sure: true });
  const factCells = keyword === undefined ? 'job_fact_counts' : 'keyword_fact_counts';
  const perFact = factGroups(criteria).map(
    (terms, i) => `(SELECT coalesce(json_agg(json_build_array(s.n, s.sure)), '[]') FROM (
        SELECT sum(f.live)::float8 AS n, coalesce(sum(f.live) FILTER (WHERE f.fact = ANY(${bind(sure[i])}::text[])), 0)::float8 AS sure
          FROM ${factCells} f WHERE ${[...where, `f.fact = ANY(${bind(terms)}::text[])`].join(' AND ')} GROUP BY f.tag) s)`,
  );
  const { rows } = await client.query<{ per_tag: number[]; live: number; uncounted: number; fact_upper: (number | null)[]; fact_lower: (number | null)[]; also_on: number; hidden: number; tag_jobs: number; per_fact: [number, number][][] }>(
    `SELECT ARRAY(SELECT sum(f.live)::float8 FROM ${cells} f WHERE ${where.join(' AND ')} GROUP BY f.tag) AS per_tag,
            json_build_array(${perFact.join(', ')}) AS per_fact,
            (SELECT coalesce(sum(live), 0)::float8 FROM job_facet_counts WHERE tag = '') AS live,
            ((SELECT count(*) FROM ${table} WHERE valid_through <= now()) + ${visits})::float8 AS uncounted,
            ${factCounts(criteria, bind)}`,
    values,
  );
  const { per_tag, live, uncounted, also_on, hidden, tag_jobs: tagJobs } = rows[0];
  const factUpper = rows[0].fact_upper.filter((n): n is number => n !== null);
  const factLower = rows[0].fact_lower.filter((n): n is number => n !== null);
  const largest = per_tag.length ? Math.max(...per_tag) : 0;
  const inCells = per_tag.reduce((a, b) => a + b, 0);
  // The cells count jobs by their first board: a chosen board's second-source jobs come on top.
  const cellsUpper = inCells + also_on;
  // Every fact group leaves out at most the jobs outside it; none holds more than its size.
  const outside = factLower.reduce((sum, size) => sum + Math.max(live - size, 0), 0);
  // In the cells by fact term, each group's count bounds the filter's from above (between its
  // largest tag slice and their sum, as the cells' own), and the groups together from below: a
  // job missing from their intersection is missing from one of them.
  const facts = rows[0].per_fact.map((slices) => ({
    lower: slices.length ? Math.max(...slices.map(([, sureN]) => sureN)) : 0,
    upper: slices.reduce((sum, [n]) => sum + n, 0) + also_on,
  }));
  const together = facts.reduce((sum, f) => sum + f.lower, 0) - Math.max(facts.length - 1, 0) * inCells;
  const upper = Math.min(cellsUpper, ...factUpper, ...facts.map((f) => f.upper));
  const lower = Math.max(largest - uncounted - hidden - outside, facts.length ? together - uncounted - hidden : 0, 0);
  const bounds: MatchBounds = { lower: Math.min(lower, upper), upper, scanned: live, tagJobs };
  if (factUpper.length) {
    bounds.wideFacts = wideOf(criteria, factUpper, cellsUpper);
    bounds.denseFacts = denseOf(criteria, factUpper, live, bounds.wideFacts);
    // Each group's share of the cells' jobs, as if independent of the others.
    bounds.factShare = facts.reduce((share, f) => share * (cellsUpper > 0 ? Math.min(f.upper / cellsUpper, 1) : 0), 1);
    bounds.estimate = cellsUpper * bounds.factShare;
  }
  return bounds;
}

/**
 * How much more a row of the date walk costs than a match gathered from the bitmaps, per table:
 * a walk visits its rows in date order, one page each, and on jobs each one's tsvector is read
 * from TOAST to test the keyword (about 13 µs a row against 3.5 µs a match at a million jobs,
 * by EXPLAIN (ANALYZE, BUFFERS) on the benchmark's catalogue); job_search's rows are narrow and a
 * bitmap reads them in page order, so a row and a match cost about the same.
 */
const WALK_ROW_COST = { job_search: 1, job_search_words: 2, jobs: 4 } as const;

/**
 * Whether a list known to have more than LIST_REACH matches is read for less by sorting all its
 * matches than by walking the date index: a walk finds `reach` matches after about
 * reach × rows ÷ matches rows, a sort reads every match once, so the walk wins only when the
 * filter is dense. The matches are not counted (that is the cost to avoid); an upper bound
 * comes from facts that are cheap to know, never from the planner's guess about several columns
 * together: termBounds for facet terms, and for a keyword its rarest word's frequency in the
 * column's lexeme statistics. An upper bound errs towards the walk, whose budget still bounds it.
 */
export async function sortBeatsWalk(client: Queryable, userId: string, criteria: JobCriteria, reach: number, known?: MatchBounds): Promise<boolean> {
  const table = tableFor(criteria);
  // Counts a table keeps (job_facet_counts, or a keyword's own) bound the matches best. The
  // seeker's facts are not in them: their share of the catalogue scales the bound, or a walk
  // expecting the cells' matches would pass a budget's worth of rows the facts refuse.
  if (known) return sortBeatsWalkWithin(criteria, reach, known);
  if (table === 'job_search') {
    if (!hasTermCondition(criteria)) return false;
    const { upper, scanned, estimate } = await termBounds(client, userId, criteria);
    return sortIsCheaper({ matches: estimate ?? upper, scanned, reach, table });
  }
  if (!criteria.query) return false;
  const keyword = await keywordEstimate(client, table, criteria.query);
  if (table === 'jobs') {
    // The walk on jobs passes ended jobs too; reltuples is the table's size as last analyzed.
    const [size] = (await client.query<{ n: number }>(`SELECT greatest(reltuples, 0)::float8 AS n FROM pg_class WHERE oid = 'jobs'::regclass`)).rows;
    return sortIsCheaper({ matches: keyword, scanned: size.n, reach, table });
  }
  const { upper, scanned, factShare = 1, estimate } = await termBounds(client, userId, { ...criteria, query: undefined });
  return sortIsCheaper({ matches: hasTermCondition(criteria) ? Math.min(keyword * factShare, estimate ?? upper) : keyword, scanned, reach, table });
}

/** sortBeatsWalk from bounds already known, without asking the database. */
export const sortBeatsWalkWithin = (criteria: JobCriteria, reach: number, known: MatchBounds): boolean =>
  sortIsCheaper({ matches: known.estimate ?? known.upper, scanned: known.scanned, reach, table: tableFor(criteria) });

/**
 * The rule itself: a walk expects reach × scanned ÷ matches rows, each WALK_ROW_COST matches'
 * worth; sorting reads the matches once.
 */
export function sortIsCheaper({ matches, scanned, reach, table }: { matches: number; scanned: number; reach: number; table: keyof typeof WALK_ROW_COST }): boolean {
  const m = Math.max(matches, 1);
  return ((reach * scanned) / m) * WALK_ROW_COST[table] > m;
}

/** websearch_to_tsquery's "or" and "-word": a keyword that is not all its words ANDed. */
const NOT_ALL_WORDS = /(^|\s)-\S|\sor\s/i;

/**
 * An upper bound on the keyword's matches on the table the list reads: every word must match,
 * so no more than its rarest word's rows, each from the column's lexeme statistics (ANALYZE's
 * most common elements; a word that is not among them is rarer than the rarest that is). The
 * planner's estimate for the whole keyword multiplies the words' frequencies as if they were
 * independent, and "full stack" is anything but: it guessed 6,000 of 50,000 and the sort it
 * chose read them all (243 ms). A keyword with "or" or "-word" gets the planner's estimate.
 */
export async function keywordEstimate(client: Queryable, table: 'jobs' | 'job_search_words', query: string): Promise<number> {
  const column = table === 'jobs' ? 'search' : 'words';
  if (NOT_ALL_WORDS.test(` ${query} `)) {
    const { rows } = await client.query<{ 'QUERY PLAN': [{ Plan: { 'Plan Rows': number } }] }>(
      `EXPLAIN (FORMAT JSON) SELECT 1 FROM ${table} j WHERE j.${column} @@ websearch_to_tsquery('english', $1)`,
      [query],
    );
    return rows[0]['QUERY PLAN'][0].Plan['Plan Rows'];
  }
  const { rows } = await client.query<{ freq: number; tuples: number }>(
    `WITH s AS (SELECT most_common_elems::text::text[] AS elems, most_common_elem_freqs AS freqs
                  FROM pg_stats WHERE schemaname = current_schema() AND tablename = $1 AND attname = $2)
     SELECT coalesce((SELECT s.freqs[array_position(s.elems, w.lexeme)] FROM s),
                     (SELECT s.freqs[array_length(s.elems, 1) + 1] FROM s), 1)::float8 AS freq,
            (SELECT greatest(reltuples, 0) FROM pg_class WHERE oid = $1::regclass)::float8 AS tuples
       FROM unnest(tsvector_to_array(to_tsvector('english', $3))) AS w(lexeme)`,
    [table, column, query],
  );
  return rows.length ? Math.min(...rows.map((r) => r.freq * r.tuples)) : 0;
}

/**
 * A fact group carried by more than this share of the live catalogue is tested on rows: gathering
 * it from the index reads most of the catalogue's postings for every count it is part of.
 */
const DENSE_FACT_SHARE = 0.1;

/** The criteria's fact groups that are dense (DENSE_FACT_SHARE), from job_term_counts. */
export async function denseFactGroups(client: Queryable, criteria: JobCriteria): Promise<FactGroup[]> {
  if (!factGroups(criteria).length) return [];
  const { live, sizes } = await factGroupSizes(client, criteria);
  return denseOf(criteria, sizes, live);
}

/**
 * Each fact group's jobs (in factGroups' order) and the live catalogue's: from job_term_counts, or
 * with a keyword's built counts (`keyword`, its id) from its cells by fact term and its own
 * cells, within it. Upper bounds: the ended jobs the sweep has not taken out yet are in them.
 */
export async function factGroupSizes(client: Queryable, criteria: JobCriteria, keyword?: number): Promise<{ live: number; sizes: number[] }> {
  const [live, size] =
    keyword === undefined
      ? [`SELECT coalesce(sum(live), 0) FROM job_facet_counts WHERE tag = ''`, 'SELECT coalesce(sum(live), 0) FROM job_term_counts WHERE term = ANY(g.terms)']
      : [
          `SELECT coalesce(sum(live), 0) FROM keyword_facet_counts WHERE keyword_id = $2 AND tag = ''`,
          `SELECT coalesce(sum(live), 0) FROM keyword_fact_counts WHERE keyword_id = $2 AND tag = '' AND fact = ANY(g.terms)`,
        ];
  const { rows } = await client.query<{ live: number; sizes: number[] }>(
    `SELECT (${live})::float8 AS live,
            ARRAY(SELECT (${size})::float8
                    FROM jsonb_array_elements($1::jsonb) WITH ORDINALITY AS x(value, n), LATERAL (SELECT ARRAY(SELECT jsonb_array_elements_text(x.value)) AS terms) g
                   ORDER BY x.n) AS sizes`,
    keyword === undefined ? [JSON.stringify(factGroups(criteria))] : [JSON.stringify(factGroups(criteria)), keyword],
  );
  return rows[0];
}

/**
 * A fact group of this many terms or more is tested on rows too when the filter's other terms are
 * more selective than it. The GIN scan then advances every one of its terms' posting lists to each
 * job the others find, where testing the row costs one look: "product manager", junior, pay of
 * $100k or more (41 pay bands) took 55 ms of GIN scan for 1,011 matches at a million jobs.
 */
const MANY_TERMS = 6;

/**
 * The fact groups (in factGroups' order, `sizes` their jobs) tested on rows: those holding more
 * than DENSE_FACT_SHARE of `live`, and the `wide` ones (wideOf).
 */
function denseOf(criteria: JobCriteria, sizes: readonly number[], live: number, wide: readonly FactGroup[] = []): FactGroup[] {
  return namedFactGroups(criteria).flatMap(([name], i) => (sizes[i] > DENSE_FACT_SHARE * live || wide.includes(name) ? [name] : []));
}

/**
 * On job_search_words, a minimum pay's bands if MANY_TERMS or more and holding more jobs than
 * `others`, the filter's other terms leave. (The words' GIN scan evaluates the whole tsquery for
 * each job the others find; job_search's overlap of an array is cheap to test, and so are the
 * place groups' mostly small postings: testing either on rows was slower, up to twice.)
 */
function wideOf(criteria: JobCriteria, sizes: readonly number[], others: number): FactGroup[] {
  if (tableFor(criteria) !== 'job_search_words') return [];
  return namedFactGroups(criteria).flatMap(([name, terms], i) => (name === 'pay' && terms.length >= MANY_TERMS && sizes[i] > others ? [name] : []));
}
