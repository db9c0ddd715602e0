import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The filter panel's counts for the keywords people search, precomputed (docs/architecture.md,
 * "Filter panel counts").
 *
 * A keyword that matches many jobs cannot be counted per panel option on the fly: at a million
 * jobs, one capped count per undecided option on the GIN index took 100–430 ms per panel. Far
 * fewer keywords are searched than filters are combined, so each keyword searched past the
 * panel's one pass gets its own job_facet_counts: `keyword_facets` names it (its tsquery, as
 * websearch_to_tsquery makes it, so "React" and "react" are one), and `keyword_facet_counts` holds
 * its live jobs per cell (board, category, worldwide, tag or ''), the same cells as
 * job_facet_counts, counted among the jobs whose `words` match it.
 *
 * Append-only deltas, written by statement triggers on job_search_words for every built keyword
 * the rows match (a tsquery test per keyword and row), so every writer keeps them exact. A delta
 * arrives unfolded; the maintenance sweep folds the cells that have unfolded rows into one row
 * each (job-search-sweep.ts), so the sweep's work follows what changed, not the table. The sweep
 * also builds the keywords the panel asked for (keyword-facets.ts) and drops the ones nobody
 * searched for a week.
 */
const DELTAS = (rows: string, sign: string) => `
  INSERT INTO keyword_facet_counts (keyword_id, board, category, worldwide, tag, live)
  SELECT k.id, c.board, c.category, c.worldwide, c.tag, ${sign}count(*)
    FROM ${rows} a JOIN keyword_facets k ON k.built AND a.words @@ k.query, job_facet_cells(a.terms) c
   GROUP BY k.id, c.board, c.category, c.worldwide, c.tag`;

/** Migration 1765000000000's job_search_truncate_jobs, emptying keyword_facet_counts too. */
const TRUNCATE_FUNCTION = (tables: string[]) => `
  CREATE OR REPLACE FUNCTION job_search_truncate_jobs() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    -- DELETE, not TRUNCATE: a TRUNCATE naming jobs and job_search together is still running.
    ${tables.map((t) => `DELETE FROM ${t};`).join(' ')}
    RETURN NULL;
  END $$`;

const BEFORE = ['job_search', 'job_search_words', 'job_term_counts', 'job_facet_counts'];

export class KeywordFacetCounts1765100000000 implements MigrationInterface {
  name = 'KeywordFacetCounts1765100000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE keyword_facets (
        id serial PRIMARY KEY,
        key text NOT NULL UNIQUE,
        query tsquery NOT NULL,
        built boolean NOT NULL DEFAULT false,
        searched_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`
      CREATE TABLE keyword_facet_counts (
        keyword_id integer NOT NULL,
        board text NOT NULL,
        category text NOT NULL,
        worldwide boolean NOT NULL,
        tag text NOT NULL,
        live integer NOT NULL,
        folded boolean NOT NULL DEFAULT false
      )`);
    // Every read names one keyword and fixes its tags ('' or the ones it counts).
    await q.query(`CREATE INDEX keyword_facet_counts_cell_idx ON keyword_facet_counts (keyword_id, tag, category, board)`);
    await q.query(`CREATE INDEX keyword_facet_counts_unfolded_idx ON keyword_facet_counts (keyword_id) WHERE NOT folded`);
    await q.query(`
      CREATE FUNCTION keyword_facet_counts_add() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN ${DELTAS('added', '')}; RETURN NULL; END $$`);
    await q.query(`
      CREATE FUNCTION keyword_facet_counts_remove() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN ${DELTAS('removed', '-')}; RETURN NULL; END $$`);
    await q.query(`CREATE TRIGGER job_search_words_keywords_insert AFTER INSERT ON job_search_words REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION keyword_facet_counts_add()`);
    await q.query(`CREATE TRIGGER job_search_words_keywords_delete AFTER DELETE ON job_search_words REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION keyword_facet_counts_remove()`);
    // Last, after job_search_words' own DELETE has written its (cancelling) deltas.
    await q.query(TRUNCATE_FUNCTION([...BEFORE, 'keyword_facet_counts']));
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TRIGGER job_search_words_keywords_insert ON job_search_words`);
    await q.query(`DROP TRIGGER job_search_words_keywords_delete ON job_search_words`);
    await q.query(TRUNCATE_FUNCTION(BEFORE));
    await q.query(`DROP FUNCTION keyword_facet_counts_add()`);
    await q.query(`DROP FUNCTION keyword_facet_counts_remove()`);
    await q.query(`DROP TABLE keyword_facet_counts`);
    await q.query(`DROP TABLE keyword_facets`);
  }
}
