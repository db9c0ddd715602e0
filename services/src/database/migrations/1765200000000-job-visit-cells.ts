import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Each user's viewed jobs per filter-panel cell (docs/architecture.md, "Filter panel counts").
 *
 * With "hide viewed" on, every panel count is job_facet_counts' less the caller's viewed jobs in
 * the same cells. Looking those jobs up one by one cost 5,000 index probes for a user with 5,000
 * visits (50–100 ms at a million jobs, on every panel). `job_visit_cells` holds, per user and
 * cell (board, category, worldwide, tag or ''), how many of the jobs they viewed are in job_search,
 * the same set job_facet_counts counts, so the correction is a slice of the user's own cells.
 *
 * Append-only deltas, like the other count tables, from statement triggers on both sides:
 * a visit recorded or deleted adds or takes away its job's cells if the job is in job_search; a
 * job entering or leaving job_search adds or takes away its cells for every user who viewed it
 * (hence the index on job_visits.job_id, which the foreign key's cascade lacked too).
 *
 * The two sides must not miss each other: a visit and a job entering job_search in two open
 * transactions would each run their trigger without seeing the other. So a visit's trigger first
 * locks its jobs' rows and job_search rows FOR SHARE, waiting for any writer changing them (jobs
 * are changed through their row, the sweep deletes job_search rows), and counts in its next
 * statement, whose snapshot sees what that writer committed; a writer that comes after waits for
 * the visit's transaction and its trigger then sees the visit. The maintenance sweep folds the
 * cells that have new deltas (job-search-sweep.ts).
 */
const CELLS = `
  SELECT v.user_id, c.board, c.category, c.worldwide, c.tag, %SIGN%count(*)
    FROM %ROWS%, job_facet_cells(j.terms) c
   GROUP BY v.user_id, c.board, c.category, c.worldwide, c.tag`;

const INSERT = `INSERT INTO job_visit_cells (user_id, board, category, worldwide, tag, live)`;

const cells = (rows: string, sign: string) => `${INSERT} ${CELLS.replace('%ROWS%', rows).replace('%SIGN%', sign)}`;

/**
 * A visit's side: lock the jobs' rows, then count those in job_search. Visits of a job being
 * deleted are left to the job's own trigger (below): their foreign key's cascade fires this
 * trigger only after the job's row is out of job_search, too late to know its cells.
 */
const VISITS = (transition: string, sign: string) => `
  BEGIN
    PERFORM 1 FROM jobs WHERE id IN (SELECT job_id FROM ${transition}) ORDER BY id FOR SHARE;
    PERFORM 1 FROM job_search WHERE id IN (SELECT job_id FROM ${transition}) ORDER BY id FOR SHARE;
    ${cells(`${transition} v JOIN job_search j ON j.id = v.job_id JOIN jobs x ON x.id = v.job_id`, sign)};
    RETURN NULL;
  END`;

/** job_search's side: the rows that came or went, for everyone who viewed them. */
const JOBS = (transition: string, sign: string) => `
  BEGIN
    ${cells(`${transition} j JOIN job_visits v ON v.job_id = j.id`, sign)};
    RETURN NULL;
  END`;

/**
 * A job being deleted: its viewers' cells go before the cascade takes their visits (one statement
 * per deleted job; jobs are deleted rarely, by an admin or a catalogue reset).
 */
const DELETE_JOB = `
  BEGIN
    ${cells('job_visits v JOIN job_search j ON j.id = v.job_id AND v.job_id = OLD.id', '-')};
    RETURN OLD;
  END`;

/** Migration 1765100000000's job_search_truncate_jobs, emptying job_visit_cells too. */
const TRUNCATE_FUNCTION = (tables: string[]) => `
  CREATE OR REPLACE FUNCTION job_search_truncate_jobs() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    -- DELETE, not TRUNCATE: a TRUNCATE naming jobs and job_search together is still running.
    ${tables.map((t) => `DELETE FROM ${t};`).join(' ')}
    RETURN NULL;
  END $$`;

const BEFORE = ['job_search', 'job_search_words', 'job_term_counts', 'job_facet_counts', 'keyword_facet_counts'];

export class JobVisitCells1765200000000 implements MigrationInterface {
  name = 'JobVisitCells1765200000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE INDEX job_visits_job_idx ON job_visits (job_id)`);
    await q.query(`
      CREATE TABLE job_visit_cells (
        user_id uuid NOT NULL,
        board text NOT NULL,
        category text NOT NULL,
        worldwide boolean NOT NULL,
        tag text NOT NULL,
        live integer NOT NULL,
        folded boolean NOT NULL DEFAULT false
      )`);
    // Every read names one user and fixes its tags ('' or the ones it counts).
    await q.query(`CREATE INDEX job_visit_cells_cell_idx ON job_visit_cells (user_id, tag, category, board)`);
    await q.query(`CREATE INDEX job_visit_cells_unfolded_idx ON job_visit_cells (user_id) WHERE NOT folded`);
    await q.query(`CREATE FUNCTION job_visit_cells_visit() RETURNS trigger LANGUAGE plpgsql AS $$ ${VISITS('added', '')} $$`);
    await q.query(`CREATE FUNCTION job_visit_cells_unvisit() RETURNS trigger LANGUAGE plpgsql AS $$ ${VISITS('removed', '-')} $$`);
    await q.query(`CREATE FUNCTION job_visit_cells_add_jobs() RETURNS trigger LANGUAGE plpgsql AS $$ ${JOBS('added', '')} $$`);
    await q.query(`CREATE FUNCTION job_visit_cells_remove_jobs() RETURNS trigger LANGUAGE plpgsql AS $$ ${JOBS('removed', '-')} $$`);
    await q.query(`CREATE FUNCTION job_visit_cells_delete_job() RETURNS trigger LANGUAGE plpgsql AS $$ ${DELETE_JOB} $$`);
    await q.query(`CREATE TRIGGER jobs_visit_cells_delete BEFORE DELETE ON jobs FOR EACH ROW EXECUTE FUNCTION job_visit_cells_delete_job()`);
    await q.query(`CREATE TRIGGER job_visits_cells_insert AFTER INSERT ON job_visits REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION job_visit_cells_visit()`);
    await q.query(`CREATE TRIGGER job_visits_cells_delete AFTER DELETE ON job_visits REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION job_visit_cells_unvisit()`);
    await q.query(`CREATE TRIGGER job_search_visit_cells_insert AFTER INSERT ON job_search REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION job_visit_cells_add_jobs()`);
    await q.query(`CREATE TRIGGER job_search_visit_cells_delete AFTER DELETE ON job_search REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION job_visit_cells_remove_jobs()`);
    await q.query(TRUNCATE_FUNCTION([...BEFORE, 'job_visit_cells']));
    // The visits as they stand.
    await q.query(cells('job_visits v JOIN job_search j ON j.id = v.job_id', ''));
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TRIGGER jobs_visit_cells_delete ON jobs`);
    await q.query(`DROP TRIGGER job_visits_cells_insert ON job_visits`);
    await q.query(`DROP TRIGGER job_visits_cells_delete ON job_visits`);
    await q.query(`DROP TRIGGER job_search_visit_cells_insert ON job_search`);
    await q.query(`DROP TRIGGER job_search_visit_cells_delete ON job_search`);
    await q.query(TRUNCATE_FUNCTION(BEFORE));
    for (const fn of ['job_visit_cells_delete_job', 'job_visit_cells_visit', 'job_visit_cells_unvisit', 'job_visit_cells_add_jobs', 'job_visit_cells_remove_jobs']) await q.query(`DROP FUNCTION ${fn}()`);
    await q.query(`DROP TABLE job_visit_cells`);
    await q.query(`DROP INDEX job_visits_job_idx`);
  }
}
