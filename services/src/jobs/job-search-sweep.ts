import type { DataSource } from 'typeorm';
import { foldCells } from './fold-cells';
import { sweepKeywordCubes } from './keyword-facets';

/** How long job_search_changes keeps a change (JobTermIndex's staleAfterMs is half of it). */
export const CHANGES_KEPT = `interval '1 hour'`;

export interface JobSearchSweep {
  /** Jobs whose valid_through had passed, taken out of job_search. */
  expired: number;
  /** Terms of job_term_counts whose delta rows were folded into one. */
  folded: number;
  /** Rows of job_facet_counts after folding its deltas into one per combination. */
  facetRows: number;
  /** Keywords whose panel counts were built, and dropped as unsearched (keyword-facets.ts). */
  keywordsBuilt: number;
  keywordsDropped: number;
  /** Cells of keyword_facet_counts, job_visit_cells and the two fact tables folded from their new deltas. */
  keywordCells: number;
  visitCells: number;
  factCells: number;
}

/**
 * Keeps job_search and job_search_words small and the count tables short (migrations
 * 1764800000000 to 1765600000000): takes out the jobs that ended by time alone, then folds each
 * term's delta rows into one, and job_facet_counts' into one per cell; builds the keyword counts
 * the panel asked for (keyword-facets.ts), and folds theirs and the users' viewed cells. Readers
 * are exact without it (they test valid_through and sum the deltas), so it only bounds their
 * work; the maintenance queue runs it every minute. When jobs ended, it moves the catalogue
 * version, so cached list totals count them no longer than a minute. Safe beside writers and
 * beside itself: a fold deletes only the deltas its snapshot sees and writes their sum back in
 * the same statement.
 */
export async function sweepJobSearch(db: DataSource): Promise<JobSearchSweep> {
  const [, expired] = await db.query(`DELETE FROM job_search WHERE valid_through <= now()`);
  await db.query(`DELETE FROM job_search_words WHERE valid_through <= now()`);
  // Cached lists (job-list-cache.ts) are keyed by the catalogue version, which only writes to
  // jobs move; a job ending by time is a change too, so its cached totals go at the next sweep.
  if (expired) await db.query(`SELECT nextval('job_catalogue_version')`);
  // Only the terms with deltas to fold: since the company terms (migration 1765400000000) the table
  // holds 192,000 terms at a million jobs, and rewriting them all took 0.9 s a minute.
  const [, folded] = await db.query(`
    WITH touched AS (SELECT term FROM job_term_counts GROUP BY term HAVING count(*) > 1 OR sum(live) = 0),
    deltas AS (DELETE FROM job_term_counts k USING touched t WHERE k.term = t.term RETURNING k.term, k.live)
    INSERT INTO job_term_counts (term, live) SELECT term, sum(live) FROM deltas GROUP BY term HAVING sum(live) <> 0`);
  const [, facetRows] = await db.query(`
    WITH deltas AS (DELETE FROM job_facet_counts RETURNING board, category, worldwide, tag, live)
    INSERT INTO job_facet_counts (board, category, worldwide, tag, live)
    SELECT board, category, worldwide, tag, sum(live) FROM deltas GROUP BY board, category, worldwide, tag HAVING sum(live) <> 0`);
  // The folds above leave as many dead rows as they rewrote (job_facet_counts whole, a few
  // thousand rows at a million jobs). Vacuumed here rather than when autovacuum comes by: a run of
  // sweeps (the bench building keywords, a worker catching up) otherwise left ten versions of every
  // cell that each list's bounds stepped over (termBounds, 2 → 20 ms at a million jobs).
  await db.query('VACUUM job_term_counts, job_facet_counts');
  // The term bitmaps' change feed: a copy not refreshed for half this long builds itself again
  // (search-index/job-term-index.ts), so what goes here was read by every copy that still uses it.
  await db.query(`DELETE FROM job_search_changes WHERE at < now() - ${CHANGES_KEPT}`);
  const keywords = await sweepKeywordCubes(db);
  const keywordCells = await foldCells(db, 'keyword_facet_counts');
  const visitCells = await foldCells(db, 'job_visit_cells');
  const factCells = (await foldCells(db, 'job_fact_counts')) + (await foldCells(db, 'keyword_fact_counts'));
  return { expired: expired ?? 0, folded: folded ?? 0, facetRows: facetRows ?? 0, keywordsBuilt: keywords.built, keywordsDropped: keywords.dropped, keywordCells, visitCells, factCells };
}

/**
 * After a bulk write (the seed): the sweep, then the count tables rewritten to their live rows.
 * A seed of a million jobs leaves job_facet_counts and job_term_counts hundreds of MB of
 * folded-away deltas with their few thousand rows written last, at the end, where VACUUM cannot
 * give the space back; the panel's popular tags (then a scan of job_term_counts) read 2,300 empty
 * pages, 18 ms a panel. VACUUM FULL holds an exclusive lock while it copies the live rows, a
 * moment for tables this size; the minute's sweep reuses the space it frees from then on.
 */
export async function compactJobCounts(db: DataSource): Promise<JobSearchSweep> {
  const swept = await sweepJobSearch(db);
  await db.query('VACUUM (FULL, ANALYZE) job_term_counts, job_facet_counts, keyword_facet_counts, job_visit_cells, job_fact_counts, keyword_fact_counts');
  return swept;
}
