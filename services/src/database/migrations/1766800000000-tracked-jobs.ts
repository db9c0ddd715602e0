import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 47: the tracker holds jobs found anywhere, not only in our catalogue.
 * - `applied_at`: when the person applied; NULL while a job is only saved for later (a job from
 *   elsewhere: catalogue jobs are saved on the shortlist). Until now the row's creation was the
 *   application, so existing rows take it.
 * - `origin`: how the job came in (the catalogue, by hand, from a link, the browser extension, an
 *   import), for the tracker's labels and for support.
 * - `link_key`: the job's address made comparable (tracking/job-link-key.ts), so the same job saved
 *   twice, from a paste and from the extension, is one entry. Only jobs from elsewhere have one:
 *   catalogue jobs are told apart by job_id, and two boards may share an apply address.
 * - `import_key`: a row of an imported file, so importing the same file twice adds nothing.
 * - A pasted link is matched to a catalogue job by its apply address or its board's page of it
 *   (job-links/job-link-preview.service.ts): hash indexes, as only equality is asked and the
 *   addresses are long.
 */
export class TrackedJobs1766800000000 implements MigrationInterface {
  name = 'TrackedJobs1766800000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE applied_jobs
        ADD COLUMN applied_at timestamptz,
        ADD COLUMN origin text NOT NULL DEFAULT 'catalogue',
        ADD COLUMN link_key text,
        ADD COLUMN import_key text`);
    await q.query(`UPDATE applied_jobs SET applied_at = created_at`);
    await q.query(`
      ALTER TABLE applied_jobs
        ADD CONSTRAINT applied_jobs_origin CHECK (origin IN ('catalogue', 'manual', 'link', 'extension', 'import')),
        ADD CONSTRAINT applied_jobs_catalogue_applied CHECK (origin <> 'catalogue' OR applied_at IS NOT NULL),
        ADD CONSTRAINT applied_jobs_link_key_length CHECK (length(link_key) <= 2100),
        ADD CONSTRAINT applied_jobs_import_key_length CHECK (length(import_key) <= 200)`);
    await q.query(`CREATE UNIQUE INDEX applied_jobs_user_link_key ON applied_jobs (user_id, link_key) WHERE link_key IS NOT NULL`);
    await q.query(`CREATE UNIQUE INDEX applied_jobs_user_import_key ON applied_jobs (user_id, import_key) WHERE import_key IS NOT NULL`);
    await q.query(`CREATE INDEX jobs_apply_url_idx ON jobs USING hash (apply_url)`);
    await q.query(`CREATE INDEX jobs_board_job_url_idx ON jobs USING hash (board_job_url)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX jobs_board_job_url_idx`);
    await q.query(`DROP INDEX jobs_apply_url_idx`);
    await q.query(`DELETE FROM applied_jobs WHERE applied_at IS NULL`);
    await q.query(`DROP INDEX applied_jobs_user_import_key`);
    await q.query(`DROP INDEX applied_jobs_user_link_key`);
    await q.query(`
      ALTER TABLE applied_jobs
        DROP CONSTRAINT applied_jobs_import_key_length,
        DROP CONSTRAINT applied_jobs_link_key_length,
        DROP CONSTRAINT applied_jobs_catalogue_applied,
        DROP CONSTRAINT applied_jobs_origin,
        DROP COLUMN import_key,
        DROP COLUMN link_key,
        DROP COLUMN origin,
        DROP COLUMN applied_at`);
  }
}
