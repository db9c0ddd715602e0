import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Which live jobs changed, in the order their writes took sequence numbers, for the term bitmaps
 * each gateway keeps in memory (jobs/search-index/job-term-index.ts). Statement triggers on
 * job_search_words, the catalogue's keyword copy that every writer already keeps through the
 * triggers on jobs, add one row per job a statement inserted, updated or deleted there, with the
 * writing transaction's id: a reader takes again every change of a transaction that was still
 * open at its last read (xid at or past that snapshot's xmin), since such a change can commit
 * with a sequence number below ones already read. A TRUNCATE writes one row without a job: every
 * copy is built again. The maintenance sweep deletes rows older than an hour (job-search-sweep.ts);
 * a copy not refreshed for half that long is built again rather than trusting what is left.
 */
export class JobSearchChanges1766870000000 implements MigrationInterface {
  name = 'JobSearchChanges1766870000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE job_search_changes (
        seq bigserial PRIMARY KEY,
        job_id uuid,
        xid xid8 NOT NULL DEFAULT pg_current_xact_id(),
        at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX job_search_changes_xid_idx ON job_search_changes (xid)`);
    await q.query(`CREATE INDEX job_search_changes_at_idx ON job_search_changes (at)`);
    for (const [fn, table] of [
      ['job_search_changes_new', 'new_rows'],
      ['job_search_changes_old', 'old_rows'],
    ]) {
      await q.query(`
        CREATE FUNCTION ${fn}() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
          INSERT INTO job_search_changes (job_id) SELECT id FROM ${table};
          RETURN NULL;
        END $$`);
    }
    await q.query(`
      CREATE FUNCTION job_search_changes_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        INSERT INTO job_search_changes (job_id) VALUES (NULL);
        RETURN NULL;
      END $$`);
    await q.query(`CREATE TRIGGER job_search_words_changes_insert AFTER INSERT ON job_search_words REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION job_search_changes_new()`);
    await q.query(`CREATE TRIGGER job_search_words_changes_update AFTER UPDATE ON job_search_words REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION job_search_changes_new()`);
    await q.query(`CREATE TRIGGER job_search_words_changes_delete AFTER DELETE ON job_search_words REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION job_search_changes_old()`);
    await q.query(`CREATE TRIGGER job_search_words_changes_truncate AFTER TRUNCATE ON job_search_words FOR EACH STATEMENT EXECUTE FUNCTION job_search_changes_truncate()`);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const trigger of ['insert', 'update', 'delete', 'truncate']) await q.query(`DROP TRIGGER job_search_words_changes_${trigger} ON job_search_words`);
    await q.query(`DROP TABLE job_search_changes`);
    for (const fn of ['job_search_changes_new', 'job_search_changes_old', 'job_search_changes_truncate']) await q.query(`DROP FUNCTION ${fn}()`);
  }
}
