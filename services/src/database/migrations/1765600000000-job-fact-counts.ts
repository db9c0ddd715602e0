import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The filter panel's counts by the seeker's facts too (docs/architecture.md, "Filter panel counts").
 *
 * job_facet_counts' cells (board, category, worldwide, tag) do not divide by where a job can be
 * done from, its pay, type or seniority (migration 1765400000000's 'e:', 'p', 'p:', 'k:' and 's:'
 * terms). With any of them chosen, every panel option past the list's reach was a count of its
 * own on the GIN index, 15–20 ms each and 12–30 a panel at a million jobs (p95 1.5 s under load).
 *
 * `job_fact_counts` holds the same cells once per fact term a job carries: a job has at most one
 * term of each fact group (one place, one pay band, one type, one seniority), so one group's
 * options are an exact sum over its terms' cells, as a tag's are in job_facet_counts; several
 * groups bound each other (job-facets.ts). `keyword_fact_counts` is the same for each keyword
 * with built counts (migration 1765100000000), built and dropped with them. At a million jobs
 * about 250,000 cells, 26 MB.
 *
 * Append-only deltas from statement triggers, as the other count tables; unlike job_facet_counts,
 * which the sweep rewrites whole, both are folded cell by cell (folded, fold-cells.ts): there are
 * too many cells to rewrite every minute.
 */
const FACT_CELLS_FUNCTION = `
  CREATE FUNCTION job_fact_cells(terms text[]) RETURNS TABLE (board text, category text, worldwide boolean, tag text, fact text)
  LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
    SELECT c.board, c.category, c.worldwide, c.tag, f.term
      FROM job_facet_cells(terms) c,
           (SELECT x AS term FROM unnest(terms) x WHERE x = 'p' OR left(x, 2) IN ('e:', 'p:', 'k:', 's:')) f
  $$`;

const CELL = 'board, category, worldwide, tag, fact';

const JOB_DELTAS = (rows: string, sign: string, folded = 'false') => `
  INSERT INTO job_fact_counts (${CELL}, live, folded)
  SELECT c.board, c.category, c.worldwide, c.tag, c.fact, ${sign}count(*), ${folded}
    FROM ${rows} a, job_fact_cells(a.terms) c
   GROUP BY c.board, c.category, c.worldwide, c.tag, c.fact`;

const KEYWORD_DELTAS = (rows: string, sign: string, built = 'k.built', folded = 'false') => `
  INSERT INTO keyword_fact_counts (keyword_id, ${CELL}, live, folded)
  SELECT k.id, c.board, c.category, c.worldwide, c.tag, c.fact, ${sign}count(*), ${folded}
    FROM ${rows} a JOIN keyword_facets k ON ${built} AND a.words @@ k.query, job_fact_cells(a.terms) c
   GROUP BY k.id, c.board, c.category, c.worldwide, c.tag, c.fact`;

/** Migration 1765200000000's job_search_truncate_jobs, emptying these tables too. */
const TRUNCATE_FUNCTION = (tables: string[]) => `
  CREATE OR REPLACE FUNCTION job_search_truncate_jobs() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    -- DELETE, not TRUNCATE: a TRUNCATE naming jobs and job_search together is still running.
    ${tables.map((t) => `DELETE FROM ${t};`).join(' ')}
    RETURN NULL;
  END $$`;

const BEFORE = ['job_search', 'job_search_words', 'job_term_counts', 'job_facet_counts', 'keyword_facet_counts', 'job_visit_cells'];

export class JobFactCounts1765600000000 implements MigrationInterface {
  name = 'JobFactCounts1765600000000';

  async up(q: QueryRunner): Promise<void> {
    const columns = `board text NOT NULL, category text NOT NULL, worldwide boolean NOT NULL, tag text NOT NULL, fact text NOT NULL,
                     live integer NOT NULL, folded boolean NOT NULL DEFAULT false`;
    await q.query(`CREATE TABLE job_fact_counts (${columns})`);
    await q.query(`CREATE TABLE keyword_fact_counts (keyword_id integer NOT NULL, ${columns})`);
    // Every read fixes the tags ('' or the ones it counts) and one fact group's terms.
    await q.query(`CREATE INDEX job_fact_counts_cell_idx ON job_fact_counts (tag, fact, category, board)`);
    await q.query(`CREATE INDEX job_fact_counts_unfolded_idx ON job_fact_counts (tag) WHERE NOT folded`);
    await q.query(`CREATE INDEX keyword_fact_counts_cell_idx ON keyword_fact_counts (keyword_id, tag, fact, category, board)`);
    await q.query(`CREATE INDEX keyword_fact_counts_unfolded_idx ON keyword_fact_counts (keyword_id) WHERE NOT folded`);
    await q.query(FACT_CELLS_FUNCTION);
    const fn = (name: string, body: string) => q.query(`CREATE FUNCTION ${name}() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN ${body}; RETURN NULL; END $$`);
    await fn('job_fact_counts_add', JOB_DELTAS('added', ''));
    await fn('job_fact_counts_remove', JOB_DELTAS('removed', '-'));
    await fn('keyword_fact_counts_add', KEYWORD_DELTAS('added', ''));
    await fn('keyword_fact_counts_remove', KEYWORD_DELTAS('removed', '-'));
    await q.query(`CREATE TRIGGER job_search_facts_cells_insert AFTER INSERT ON job_search REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION job_fact_counts_add()`);
    await q.query(`CREATE TRIGGER job_search_facts_cells_delete AFTER DELETE ON job_search REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION job_fact_counts_remove()`);
    await q.query(`CREATE TRIGGER job_search_words_facts_insert AFTER INSERT ON job_search_words REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION keyword_fact_counts_add()`);
    await q.query(`CREATE TRIGGER job_search_words_facts_delete AFTER DELETE ON job_search_words REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION keyword_fact_counts_remove()`);
    await q.query(TRUNCATE_FUNCTION([...BEFORE, 'job_fact_counts', 'keyword_fact_counts']));
    // The live catalogue and the keywords built so far, as they stand.
    await q.query(JOB_DELTAS('job_search', '', 'true'));
    await q.query(KEYWORD_DELTAS('job_search_words', '', 'k.built', 'true'));
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TRIGGER job_search_facts_cells_insert ON job_search`);
    await q.query(`DROP TRIGGER job_search_facts_cells_delete ON job_search`);
    await q.query(`DROP TRIGGER job_search_words_facts_insert ON job_search_words`);
    await q.query(`DROP TRIGGER job_search_words_facts_delete ON job_search_words`);
    await q.query(TRUNCATE_FUNCTION(BEFORE));
    for (const fn of ['job_fact_counts_add', 'job_fact_counts_remove', 'keyword_fact_counts_add', 'keyword_fact_counts_remove']) await q.query(`DROP FUNCTION ${fn}()`);
    await q.query(`DROP TABLE keyword_fact_counts`);
    await q.query(`DROP TABLE job_fact_counts`);
    await q.query(`DROP FUNCTION job_fact_cells(text[])`);
  }
}
