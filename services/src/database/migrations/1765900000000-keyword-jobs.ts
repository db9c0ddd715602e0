import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Each keyword with built counts (migration 1765100000000) lists its own live jobs by date, so a
 * broad list of that keyword walks its jobs newest first instead of gathering and sorting every
 * match (job-list-engine.ts, the keyword walk).
 *
 * A keyword with the seeker's facts is the long tail's slowest list: "python", open to DE,
 * Contract/Freelance finds 5,010 of the keyword's 63,006 jobs at a million, in a 17 ms GIN scan
 * that advances the place and type terms along every posting of the keyword, then reads and sorts
 * all 5,010 (26 ms). Walking the keyword's own 63,006 jobs by date and testing each on job_search
 * finds a page in about 1,200 of them (1.5–2.5 ms). Over the 188 broad keyword lists of the
 * bench's long tail, the walk gave the same pages in 533 against 2,016 ms.
 *
 * Narrow rows, (keyword, date, job): 1.28 million rows and 134 MB for the bench's 36 keywords at a
 * million jobs. Kept by the same statement triggers as the keyword's counts, from the same match
 * of each written row against the built keywords (no second tsquery test), built with the counts
 * and dropped with them (keyword-facets.ts).
 */
const CELLS = 'keyword_id, board, category, worldwide, tag, live';

/** Migration 1765100000000's keyword_facet_counts_add, listing the matched jobs as well. */
const ADD = `
  CREATE OR REPLACE FUNCTION keyword_facet_counts_add() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    WITH matched AS MATERIALIZED (
      SELECT k.id AS keyword_id, a.id, a.date_posted, a.terms FROM added a JOIN keyword_facets k ON k.built AND a.words @@ k.query),
    listed AS (INSERT INTO keyword_jobs (keyword_id, date_posted, id) SELECT keyword_id, date_posted, id FROM matched)
    INSERT INTO keyword_facet_counts (${CELLS})
    SELECT m.keyword_id, c.board, c.category, c.worldwide, c.tag, count(*)
      FROM matched m, job_facet_cells(m.terms) c
     GROUP BY m.keyword_id, c.board, c.category, c.worldwide, c.tag;
    RETURN NULL;
  END $$`;

/** Migration 1765100000000's keyword_facet_counts_remove, taking the jobs off the lists too (by id: no match needed). */
const REMOVE = `
  CREATE OR REPLACE FUNCTION keyword_facet_counts_remove() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    DELETE FROM keyword_jobs l USING removed r WHERE l.id = r.id;
    INSERT INTO keyword_facet_counts (${CELLS})
    SELECT k.id, c.board, c.category, c.worldwide, c.tag, -count(*)
      FROM removed a JOIN keyword_facets k ON k.built AND a.words @@ k.query, job_facet_cells(a.terms) c
     GROUP BY k.id, c.board, c.category, c.worldwide, c.tag;
    RETURN NULL;
  END $$`;

/** The functions as migration 1765100000000 made them. */
const ORIGINAL = (name: string, rows: string, sign: string) => `
  CREATE OR REPLACE FUNCTION ${name}() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
  INSERT INTO keyword_facet_counts (${CELLS})
  SELECT k.id, c.board, c.category, c.worldwide, c.tag, ${sign}count(*)
    FROM ${rows} a JOIN keyword_facets k ON k.built AND a.words @@ k.query, job_facet_cells(a.terms) c
   GROUP BY k.id, c.board, c.category, c.worldwide, c.tag; RETURN NULL; END $$`;

/** Migration 1765600000000's job_search_truncate_jobs, emptying keyword_jobs too. */
const TRUNCATE_FUNCTION = (tables: string[]) => `
  CREATE OR REPLACE FUNCTION job_search_truncate_jobs() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    -- DELETE, not TRUNCATE: a TRUNCATE naming jobs and job_search together is still running.
    ${tables.map((t) => `DELETE FROM ${t};`).join(' ')}
    RETURN NULL;
  END $$`;

const BEFORE = ['job_search', 'job_search_words', 'job_term_counts', 'job_facet_counts', 'keyword_facet_counts', 'job_visit_cells', 'job_fact_counts', 'keyword_fact_counts'];

export class KeywordJobs1765900000000 implements MigrationInterface {
  name = 'KeywordJobs1765900000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE keyword_jobs (keyword_id integer NOT NULL, date_posted timestamptz NOT NULL, id uuid NOT NULL)`);
    // The walk's order (job-list-engine.ts orderOf: newest first, the id breaking ties), and the triggers' deletes by job.
    await q.query(`CREATE UNIQUE INDEX keyword_jobs_walk_idx ON keyword_jobs (keyword_id, date_posted DESC, id DESC)`);
    await q.query(`CREATE INDEX keyword_jobs_job_idx ON keyword_jobs (id)`);
    await q.query(ADD);
    await q.query(REMOVE);
    await q.query(TRUNCATE_FUNCTION([...BEFORE, 'keyword_jobs']));
    // The keywords built so far, as they stand.
    await q.query(`
      INSERT INTO keyword_jobs (keyword_id, date_posted, id)
      SELECT k.id, a.date_posted, a.id FROM job_search_words a JOIN keyword_facets k ON k.built AND a.words @@ k.query`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(ORIGINAL('keyword_facet_counts_add', 'added', ''));
    await q.query(ORIGINAL('keyword_facet_counts_remove', 'removed', '-'));
    await q.query(TRUNCATE_FUNCTION(BEFORE));
    await q.query(`DROP TABLE keyword_jobs`);
  }
}
