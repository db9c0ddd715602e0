import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The list engine's narrow copy of the live catalogue (docs/architecture.md, "Job list engine").
 *
 * - `job_search` holds one row per live job (not filled, valid_through in the future when it was
 *   written): its date, pin and valid_through, and `terms`, every facet value it carries as text
 *   ('c:<category slug>', 'b:<board id>', 't:<tag>', 'w' for worldwide) under one GIN index. A
 *   filter of boards, categories, tags and worldwide is one GIN scan whose keys skip through each
 *   other's posting lists, so its cost follows the rarest key, not the table; and a date walk
 *   reads rows of ~150 bytes instead of the wide jobs rows. Text rather than int ids: no
 *   dictionary to keep, and the posting lists, which is where the size is, are the same.
 * - `job_term_counts` holds how many live jobs carry each term, as append-only deltas (a term
 *   has several rows until the sweep folds them): concurrent writers never wait on a counter row
 *   nor deadlock on two of them. The filter panel reads it when a group's other groups are empty.
 * - Both are kept by statement triggers with transition tables on `jobs`, so every writer
 *   (ingestion, paid postings, mark filled, the seed, tests' factories) keeps them exact without
 *   knowing they exist. Time alone ends a job (valid_through passes): readers add
 *   `valid_through > now()`, and the maintenance queue's sweep (job-search-sweep.ts) removes
 *   the rows and folds the deltas every minute.
 */
/** An updated job whose list fields moved; any other update (a description, a logo) leaves job_search alone. */
const LIST_FIELDS = ['date_posted', 'pin_till', 'valid_through', 'filled', 'category_slug', 'board_id', 'tags', 'worldwide'];
const CHANGED = `(${LIST_FIELDS.map((f) => `n.${f}`).join(', ')}) IS DISTINCT FROM (${LIST_FIELDS.map((f) => `o.${f}`).join(', ')})`;

export class JobSearch1764800000000 implements MigrationInterface {
  name = 'JobSearch1764800000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE job_search (
        id uuid PRIMARY KEY,
        date_posted timestamptz NOT NULL,
        pin_till timestamptz,
        valid_through timestamptz NOT NULL,
        terms text[] NOT NULL
      )`);
    await q.query(`CREATE INDEX job_search_date_idx ON job_search (date_posted DESC, id DESC)`);
    await q.query(`CREATE INDEX job_search_pinned_date_idx ON job_search (date_posted DESC, id DESC) WHERE pin_till IS NOT NULL`);
    // No pending list: a read would scan it unindexed, and the panel reads far more than we write.
    await q.query(`CREATE INDEX job_search_terms_idx ON job_search USING gin (terms) WITH (fastupdate = off)`);
    await q.query(`CREATE INDEX job_search_valid_through_idx ON job_search (valid_through)`);
    await q.query(`CREATE TABLE job_term_counts (term text NOT NULL, live integer NOT NULL)`);
    await q.query(`CREATE INDEX job_term_counts_term_idx ON job_term_counts (term)`);

    await q.query(`
      CREATE FUNCTION job_search_terms(category text, board uuid, tags text[], worldwide boolean) RETURNS text[]
      LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
        SELECT ARRAY['c:' || category, 'b:' || board::text]
          || ARRAY(SELECT DISTINCT 't:' || t FROM unnest(tags) t)
          || CASE WHEN worldwide THEN ARRAY['w'] ELSE '{}'::text[] END
      $$`);

    // jobs → job_search. An update rewrites the row only when something the lists read changed.
    await q.query(`
      CREATE FUNCTION job_search_add_jobs() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        INSERT INTO job_search (id, date_posted, pin_till, valid_through, terms)
        SELECT n.id, n.date_posted, n.pin_till, n.valid_through, job_search_terms(n.category_slug, n.board_id, n.tags, n.worldwide)
          FROM new_jobs n WHERE NOT n.filled AND n.valid_through > now();
        RETURN NULL;
      END $$`);
    await q.query(`
      CREATE FUNCTION job_search_change_jobs() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        DELETE FROM job_search s USING new_jobs n JOIN old_jobs o ON o.id = n.id
         WHERE s.id = n.id AND ${CHANGED};
        INSERT INTO job_search (id, date_posted, pin_till, valid_through, terms)
        SELECT n.id, n.date_posted, n.pin_till, n.valid_through, job_search_terms(n.category_slug, n.board_id, n.tags, n.worldwide)
          FROM new_jobs n JOIN old_jobs o ON o.id = n.id
         WHERE ${CHANGED} AND NOT n.filled AND n.valid_through > now();
        RETURN NULL;
      END $$`);
    await q.query(`
      CREATE FUNCTION job_search_remove_jobs() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        DELETE FROM job_search s USING old_jobs o WHERE s.id = o.id;
        RETURN NULL;
      END $$`);
    await q.query(`
      CREATE FUNCTION job_search_truncate_jobs() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        -- DELETE, not TRUNCATE: a TRUNCATE naming jobs and job_search together is still running.
        DELETE FROM job_search;
        DELETE FROM job_term_counts;
        RETURN NULL;
      END $$`);
    await q.query(`CREATE TRIGGER jobs_search_insert AFTER INSERT ON jobs REFERENCING NEW TABLE AS new_jobs FOR EACH STATEMENT EXECUTE FUNCTION job_search_add_jobs()`);
    await q.query(`
      CREATE TRIGGER jobs_search_update AFTER UPDATE ON jobs REFERENCING OLD TABLE AS old_jobs NEW TABLE AS new_jobs
        FOR EACH STATEMENT EXECUTE FUNCTION job_search_change_jobs()`);
    await q.query(`CREATE TRIGGER jobs_search_delete AFTER DELETE ON jobs REFERENCING OLD TABLE AS old_jobs FOR EACH STATEMENT EXECUTE FUNCTION job_search_remove_jobs()`);
    await q.query(`CREATE TRIGGER jobs_search_truncate AFTER TRUNCATE ON jobs FOR EACH STATEMENT EXECUTE FUNCTION job_search_truncate_jobs()`);

    // job_search → job_term_counts, one delta row per term and statement.
    await q.query(`
      CREATE FUNCTION job_term_counts_add() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        INSERT INTO job_term_counts (term, live) SELECT t, count(*) FROM added, unnest(added.terms) t GROUP BY t;
        RETURN NULL;
      END $$`);
    await q.query(`
      CREATE FUNCTION job_term_counts_remove() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        INSERT INTO job_term_counts (term, live) SELECT t, -count(*) FROM removed, unnest(removed.terms) t GROUP BY t;
        RETURN NULL;
      END $$`);
    await q.query(`CREATE TRIGGER job_search_count_insert AFTER INSERT ON job_search REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION job_term_counts_add()`);
    await q.query(`CREATE TRIGGER job_search_count_delete AFTER DELETE ON job_search REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION job_term_counts_remove()`);

    // The live catalogue as it stands; the triggers above count it.
    await q.query(`
      INSERT INTO job_search (id, date_posted, pin_till, valid_through, terms)
      SELECT id, date_posted, pin_till, valid_through, job_search_terms(category_slug, board_id, tags, worldwide)
        FROM jobs WHERE NOT filled AND valid_through > now()`);
    await q.query(`
      WITH deltas AS (DELETE FROM job_term_counts RETURNING term, live)
      INSERT INTO job_term_counts (term, live) SELECT term, sum(live) FROM deltas GROUP BY term`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TRIGGER jobs_search_insert ON jobs`);
    await q.query(`DROP TRIGGER jobs_search_update ON jobs`);
    await q.query(`DROP TRIGGER jobs_search_delete ON jobs`);
    await q.query(`DROP TRIGGER jobs_search_truncate ON jobs`);
    await q.query(`DROP TABLE job_term_counts`);
    await q.query(`DROP TABLE job_search`);
    for (const fn of ['job_search_add_jobs', 'job_search_change_jobs', 'job_search_remove_jobs', 'job_search_truncate_jobs', 'job_term_counts_add', 'job_term_counts_remove']) {
      await q.query(`DROP FUNCTION ${fn}()`);
    }
    await q.query(`DROP FUNCTION job_search_terms(text, uuid, text[], boolean)`);
  }
}
