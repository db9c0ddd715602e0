import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The filter panel's counts, precomputed (docs/architecture.md, "Filter panel counts").
 *
 * `job_facet_counts` holds how many live jobs each combination of a board, a category and
 * worldwide has, once for the jobs themselves (tag '') and once per tag they carry. A job has one
 * board and one category, so the count of any set of boards × any set of categories × worldwide
 * or not × at most one tag is an exact sum over a slice of at most 8 × 22 × 2 rows per tag,
 * however many jobs the catalogue holds. Terms are job_search's strings ('b:<board id>',
 * 'c:<slug>', 't:<tag>'), so the panel's options compare with them directly.
 *
 * Like job_term_counts it holds append-only deltas, written by statement triggers on job_search
 * (itself kept by the triggers on jobs), so every writer keeps it exact and concurrent writers
 * never wait on one counter row; the maintenance sweep folds them (job-search-sweep.ts). A job
 * that ended by time stays counted until that sweep: readers subtract those rows of job_search.
 */
/** A job's cells: its board, category and worldwide, once with tag '' and once per tag it carries. */
const CELLS_FUNCTION = `
  CREATE FUNCTION job_facet_cells(terms text[]) RETURNS TABLE (board text, category text, worldwide boolean, tag text)
  LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
    SELECT f.board, f.category, f.worldwide, t.tag
      FROM (SELECT coalesce(max(x) FILTER (WHERE x LIKE 'b:%'), '') AS board,
                   coalesce(max(x) FILTER (WHERE x LIKE 'c:%'), '') AS category,
                   coalesce(bool_or(x = 'w'), false) AS worldwide
              FROM unnest(terms) x) f,
           (SELECT '' AS tag UNION ALL SELECT x FROM unnest(terms) x WHERE x LIKE 't:%') t
  $$`;

/** One delta row per cell the statement's job_search rows (`rows`) touch. */
const DELTAS = (rows: string, sign: string) => `
  INSERT INTO job_facet_counts (board, category, worldwide, tag, live)
  SELECT c.board, c.category, c.worldwide, c.tag, ${sign}count(*)
    FROM ${rows} a, job_facet_cells(a.terms) c
   GROUP BY c.board, c.category, c.worldwide, c.tag`;

/** Migration 1764800000000's job_search_truncate_jobs, emptying these count tables too. */
const TRUNCATE_FUNCTION = (counts: string[]) => `
  CREATE OR REPLACE FUNCTION job_search_truncate_jobs() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    -- DELETE, not TRUNCATE: a TRUNCATE naming jobs and job_search together is still running.
    DELETE FROM job_search;
    ${counts.map((t) => `DELETE FROM ${t};`).join(' ')}
    RETURN NULL;
  END $$`;

export class JobFacetCounts1764900000000 implements MigrationInterface {
  name = 'JobFacetCounts1764900000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE job_facet_counts (
        board text NOT NULL,
        category text NOT NULL,
        worldwide boolean NOT NULL,
        tag text NOT NULL,
        live integer NOT NULL
      )`);
    // Every read fixes the tag ('' or one tag) or lists the tags it counts.
    await q.query(`CREATE INDEX job_facet_counts_tag_idx ON job_facet_counts (tag)`);
    await q.query(CELLS_FUNCTION);
    await q.query(`
      CREATE FUNCTION job_facet_counts_add() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN ${DELTAS('added', '')}; RETURN NULL; END $$`);
    await q.query(`
      CREATE FUNCTION job_facet_counts_remove() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN ${DELTAS('removed', '-')}; RETURN NULL; END $$`);
    await q.query(`CREATE TRIGGER job_search_facets_insert AFTER INSERT ON job_search REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION job_facet_counts_add()`);
    await q.query(`CREATE TRIGGER job_search_facets_delete AFTER DELETE ON job_search REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION job_facet_counts_remove()`);
    // TRUNCATE jobs empties the counts with job_search (the deltas its DELETE writes sum to zero).
    await q.query(TRUNCATE_FUNCTION(['job_term_counts', 'job_facet_counts']));
    // The live catalogue as it stands.
    await q.query(DELTAS('job_search', ''));
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TRIGGER job_search_facets_insert ON job_search`);
    await q.query(`DROP TRIGGER job_search_facets_delete ON job_search`);
    await q.query(`DROP FUNCTION job_facet_counts_add()`);
    await q.query(`DROP FUNCTION job_facet_counts_remove()`);
    await q.query(TRUNCATE_FUNCTION(['job_term_counts']));
    await q.query(`DROP TABLE job_facet_counts`);
    await q.query(`DROP FUNCTION job_facet_cells(text[])`);
  }
}
