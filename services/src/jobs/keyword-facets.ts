import type { Queryable } from '../database/pooled-transaction';
import type { DataSource } from 'typeorm';

/**
 * The keywords whose panel counts are precomputed (migration 1765100000000): keyword_facets names
 * them, keyword_facet_counts holds each one's live jobs per cell and keyword_jobs its jobs by date
 * (migration 1765900000000), kept by triggers on job_search_words. A keyword is wanted when it
 * matches more jobs than a list reaches (its panel read them all in one pass, or sampled them);
 * the maintenance sweep builds what is wanted and drops what nobody searched for UNSEARCHED_DAYS.
 * Until then its panel and lists are answered as before, so a cube only ever saves work.
 */

/** How many keywords may have counts at once; more are built as unsearched ones are dropped. */
export const KEYWORD_CUBES_MAX = 200;
/**
 * Bounds on what searches can make the sweep do, since anyone can search ("react -a", "react -b",
 * ... are all different keywords): at most this many keywords wait to be built, and one sweep
 * builds at most KEYWORD_BUILDS_PER_SWEEP and starts none after BUILD_BUDGET_MS, so writers wait seconds a minute at worst.
 */
const WANTED_MAX = 1_000;
export const KEYWORD_BUILDS_PER_SWEEP = 5;
/** A sweep starts no build after this long building: each holds writers back (buildKeywordCube). */
const BUILD_BUDGET_MS = 5_000;
const UNSEARCHED_DAYS = 7;
/** How often a searched keyword's searched_at is written: at most once an hour, not per panel. */
const TOUCH_AFTER = `interval '1 hour'`;

/** A keyword with built counts; `stale` when its searched_at is due to be moved. */
export interface KeywordCube {
  id: number;
  stale: boolean;
}

/** The keyword's built counts, if it has them: one lookup by its tsquery's text. */
export async function findKeywordCube(client: Queryable, query: string): Promise<KeywordCube | undefined> {
  const { rows } = await client.query<KeywordCube>(
    `SELECT id, searched_at < now() - ${TOUCH_AFTER} AS stale FROM keyword_facets
      WHERE key = websearch_to_tsquery('english', $1)::text AND built`,
    [query],
  );
  return rows[0];
}

/**
 * Marks a keyword as searched: wanted (built by a coming sweep) if it is new and fewer than
 * WANTED_MAX wait, its searched_at moved if it is known. A keyword of stop words only is an empty
 * tsquery and matches nothing.
 */
export async function wantKeywordCube(db: DataSource, query: string): Promise<void> {
  await db.query(
    `INSERT INTO keyword_facets (key, query)
     SELECT q::text, q FROM websearch_to_tsquery('english', $1) q
      WHERE q::text <> '' AND (SELECT count(*) FROM keyword_facets WHERE NOT built) < $2
     ON CONFLICT (key) DO UPDATE SET searched_at = now() WHERE keyword_facets.searched_at < now() - ${TOUCH_AFTER}`,
    [query, WANTED_MAX],
  );
}

export interface KeywordCubeSweep {
  built: number;
  dropped: number;
}

/**
 * The sweep's part: drops the keywords nobody searched for UNSEARCHED_DAYS with their counts, then
 * builds up to KEYWORD_BUILDS_PER_SWEEP wanted ones, most recently searched first, while fewer
 * than KEYWORD_CUBES_MAX are built. Deltas a writer wrote for a keyword while it was dropped are left to the fold, which
 * keeps only the keywords that still exist.
 */
export async function sweepKeywordCubes(db: DataSource): Promise<KeywordCubeSweep> {
  const dropped: { id: number }[] = await db.transaction(async (tx) => {
    // TypeORM answers an UPDATE or DELETE with RETURNING as [rows, count].
    const [gone]: [{ id: number }[], number] = await tx.query(`DELETE FROM keyword_facets WHERE searched_at < now() - interval '${UNSEARCHED_DAYS} days' RETURNING id`);
    if (gone.length) {
      await tx.query(`DELETE FROM keyword_facet_counts WHERE keyword_id = ANY($1::int[])`, [gone.map((g) => g.id)]);
      await tx.query(`DELETE FROM keyword_fact_counts WHERE keyword_id = ANY($1::int[])`, [gone.map((g) => g.id)]);
      await tx.query(`DELETE FROM keyword_jobs WHERE keyword_id = ANY($1::int[])`, [gone.map((g) => g.id)]);
    }
    return gone;
  });
  const wanted: { id: number }[] = await db.query(
    `SELECT id FROM keyword_facets WHERE NOT built ORDER BY searched_at DESC
      LIMIT least($2, greatest($1 - (SELECT count(*) FROM keyword_facets WHERE built), 0))`,
    [KEYWORD_CUBES_MAX, KEYWORD_BUILDS_PER_SWEEP],
  );
  let built = 0;
  const started = Date.now();
  for (const { id } of wanted) {
    if (await buildKeywordCube(db, id)) built++;
    // Writers wait while a keyword is counted: past the budget, the rest wait for the next sweep.
    if (Date.now() - started > BUILD_BUDGET_MS) break;
  }
  return { built, dropped: dropped.length };
}

/**
 * Counts one keyword's live jobs per cell, and per cell and fact term, once, then leaves them to
 * the triggers. Writers wait on the SHARE lock while it counts (about 6 s for "excel", 156,000
 * matches at a million jobs; 1.7 s a keyword on average over the benchmark's 31), so no
 * row is counted twice or missed: a statement that wrote before it is in the count, and one after
 * it runs its trigger with a new snapshot (READ COMMITTED, as every writer here) that sees the
 * keyword built.
 */
export async function buildKeywordCube(db: DataSource, id: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.query(`LOCK TABLE job_search_words IN SHARE MODE`);
    const [built]: [{ query: string }[], number] = await tx.query(`UPDATE keyword_facets SET built = true WHERE id = $1 AND NOT built RETURNING query::text AS query`, [id]);
    if (!built.length) return false;
    // The cells, the same cells once per fact term (migration 1765600000000) for a panel with the
    // seeker's facts, and the keyword's jobs by date (migration 1765900000000) for its broad lists,
    // from one read of the keyword's matches. The fact cells are about four times the rows to group
    // (200,000 cells for "excel", 156,000 matches at a million jobs), hashed in memory rather than
    // spilled to disk in batches (5.9 → 4.4 s).
    await tx.query(`SET LOCAL work_mem = '64MB'`);
    await tx.query(
      `WITH matches AS MATERIALIZED (SELECT a.id, a.date_posted, a.terms FROM job_search_words a WHERE a.words @@ $2::tsquery),
       listed AS (INSERT INTO keyword_jobs (keyword_id, date_posted, id) SELECT $1, m.date_posted, m.id FROM matches m),
       cells AS (
         INSERT INTO keyword_facet_counts (keyword_id, board, category, worldwide, tag, live, folded)
         SELECT $1, c.board, c.category, c.worldwide, c.tag, count(*), true
           FROM matches m, job_facet_cells(m.terms) c
          GROUP BY c.board, c.category, c.worldwide, c.tag)
       INSERT INTO keyword_fact_counts (keyword_id, board, category, worldwide, tag, fact, live, folded)
       SELECT $1, c.board, c.category, c.worldwide, c.tag, c.fact, count(*), true
         FROM matches m, job_fact_cells(m.terms) c
        GROUP BY c.board, c.category, c.worldwide, c.tag, c.fact`,
      [id, built[0].query],
    );
    return true;
  });
}
