import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Each tag lists its live jobs by date, so a broad list of tags walks the chosen tags' own jobs
 * newest first instead of sorting every match or walking the whole catalogue by date
 * (job-list-engine.ts, the tag walk), as a keyword with built counts walks keyword_jobs
 * (migration 1765900000000).
 *
 * A list of tags that is broad yet sparse in the catalogue was the long tail's slowest kind:
 * "sql" or "kafka", worldwide, page 5 has 7,908 matches at a million jobs. Sorting them read 6,933
 * pages (15 ms), and the date walk passed 8,864 rows (13.6 ms). The two tags' own jobs, merged
 * newest first, give the page after 903 of them (4.3 ms).
 *
 * Narrow rows (term, date, job), one per tag of each live job: about 3.35 million rows and 395 MB
 * at a million jobs (five tags a job). Kept by statement triggers on job_search, which writers
 * only insert into and delete from (a changed job's row is replaced), and emptied with it.
 */
const ADD = `
  CREATE FUNCTION tag_jobs_add() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    INSERT INTO tag_jobs (term, date_posted, id)
    SELECT t, a.date_posted, a.id FROM added a, unnest(a.terms) t WHERE t LIKE 't:%';
    RETURN NULL;
  END $$`;

/** By the walk's own unique index: the removed rows' tags say which entries are theirs. */
const REMOVE = `
  CREATE FUNCTION tag_jobs_remove() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    DELETE FROM tag_jobs l
     USING (SELECT t AS term, r.date_posted, r.id FROM removed r, unnest(r.terms) t WHERE t LIKE 't:%') x
     WHERE l.term = x.term AND l.date_posted = x.date_posted AND l.id = x.id;
    RETURN NULL;
  END $$`;

/** Migration 1765900000000's job_search_truncate_jobs, emptying tag_jobs too. */
const TRUNCATE_FUNCTION = (tables: string[]) => `
  CREATE OR REPLACE FUNCTION job_search_truncate_jobs() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    -- DELETE, not TRUNCATE: a TRUNCATE naming jobs and job_search together is still running.
    ${tables.map((t) => `DELETE FROM ${t};`).join(' ')}
    RETURN NULL;
  END $$`;

const BEFORE = ['job_search', 'job_search_words', 'job_term_counts', 'job_facet_counts', 'keyword_facet_counts', 'job_visit_cells', 'job_fact_counts', 'keyword_fact_counts', 'keyword_jobs'];

export class TagJobs1766000000000 implements MigrationInterface {
  name = 'TagJobs1766000000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE tag_jobs (term text NOT NULL, date_posted timestamptz NOT NULL, id uuid NOT NULL)`);
    // The walk's order (newest first, the id breaking ties), and the trigger's deletes.
    await q.query(`CREATE UNIQUE INDEX tag_jobs_walk_idx ON tag_jobs (term, date_posted DESC, id DESC)`);
    await q.query(ADD);
    await q.query(REMOVE);
    await q.query(`CREATE TRIGGER job_search_tag_jobs_insert AFTER INSERT ON job_search REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION tag_jobs_add()`);
    await q.query(`CREATE TRIGGER job_search_tag_jobs_delete AFTER DELETE ON job_search REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION tag_jobs_remove()`);
    await q.query(TRUNCATE_FUNCTION([...BEFORE, 'tag_jobs']));
    // Writers wait for the copy rather than be missed by it.
    await q.query(`LOCK TABLE job_search IN SHARE MODE`);
    await q.query(`INSERT INTO tag_jobs (term, date_posted, id) SELECT t, a.date_posted, a.id FROM job_search a, unnest(a.terms) t WHERE t LIKE 't:%'`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(TRUNCATE_FUNCTION(BEFORE));
    await q.query(`DROP TRIGGER job_search_tag_jobs_delete ON job_search`);
    await q.query(`DROP TRIGGER job_search_tag_jobs_insert ON job_search`);
    await q.query(`DROP FUNCTION tag_jobs_remove()`);
    await q.query(`DROP FUNCTION tag_jobs_add()`);
    await q.query(`DROP TABLE tag_jobs`);
  }
}
