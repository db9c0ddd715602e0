import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Job-search tracking: the status history of applied jobs, their tasks, contacts and notes,
 * documents (typed, titled, optionally linked to an applied job) and shareable links.
 */
export class Tracking1764200000000 implements MigrationInterface {
  name = 'Tracking1764200000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE applied_jobs ADD COLUMN status_changed_at timestamptz NOT NULL DEFAULT now()`);
    await q.query(`UPDATE applied_jobs SET status_changed_at = created_at`);
    // Every move, so analytics can tell how long applications sit in each status.
    await q.query(`
      CREATE TABLE applied_job_status_changes (
        id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        applied_job_id uuid NOT NULL REFERENCES applied_jobs(id) ON DELETE CASCADE,
        from_status_id uuid REFERENCES job_statuses(id),
        to_status_id uuid NOT NULL REFERENCES job_statuses(id),
        changed_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX applied_job_status_changes_job_idx ON applied_job_status_changes (applied_job_id, changed_at)`);
    await q.query(
      `INSERT INTO applied_job_status_changes (applied_job_id, from_status_id, to_status_id, changed_at)
       SELECT id, NULL, status_id, created_at FROM applied_jobs`,
    );

    const child = (name: string, columns: string) =>
      q.query(`
        CREATE TABLE ${name} (
          id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
          applied_job_id uuid NOT NULL REFERENCES applied_jobs(id) ON DELETE CASCADE,
          ${columns},
          created_at timestamptz NOT NULL DEFAULT now(),
          updated_at timestamptz NOT NULL DEFAULT now()
        )`);
    await child('applied_job_tasks', `content text NOT NULL, done boolean NOT NULL DEFAULT false`);
    await child(
      'applied_job_contacts',
      `name text NOT NULL, email text NOT NULL, job_title text NOT NULL DEFAULT '',
       linkedin_url text NOT NULL DEFAULT '', twitter_url text NOT NULL DEFAULT ''`,
    );
    await child('applied_job_notes', `title text NOT NULL, description text NOT NULL DEFAULT ''`);
    for (const table of ['applied_job_tasks', 'applied_job_contacts', 'applied_job_notes']) {
      await q.query(`CREATE INDEX ${table}_job_idx ON ${table} (applied_job_id, created_at DESC, id)`);
    }

    await q.query(`
      ALTER TABLE stored_files
        ADD COLUMN file_type_id text REFERENCES file_types(id),
        ADD COLUMN title text,
        ADD COLUMN applied_job_id uuid REFERENCES applied_jobs(id) ON DELETE SET NULL`);
    await q.query(`CREATE INDEX stored_files_documents_idx ON stored_files (owner_id, created_at DESC) WHERE kind = 'document'`);
    await q.query(`CREATE INDEX stored_files_applied_job_idx ON stored_files (applied_job_id, created_at DESC) WHERE applied_job_id IS NOT NULL`);

    // The token is a capability: whoever has the URL may read the file, until the owner revokes it.
    await q.query(`
      CREATE TABLE shareable_links (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        file_id uuid NOT NULL REFERENCES stored_files(id) ON DELETE CASCADE,
        token text NOT NULL UNIQUE,
        views integer NOT NULL DEFAULT 0,
        created_at timestamptz NOT NULL DEFAULT now(),
        last_viewed_at timestamptz,
        revoked_at timestamptz
      )`);
    await q.query(`CREATE UNIQUE INDEX shareable_links_active_key ON shareable_links (file_id) WHERE revoked_at IS NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE shareable_links`);
    await q.query(`DROP INDEX stored_files_applied_job_idx`);
    await q.query(`DROP INDEX stored_files_documents_idx`);
    await q.query(`ALTER TABLE stored_files DROP COLUMN applied_job_id, DROP COLUMN title, DROP COLUMN file_type_id`);
    for (const table of ['applied_job_notes', 'applied_job_contacts', 'applied_job_tasks', 'applied_job_status_changes']) {
      await q.query(`DROP TABLE ${table}`);
    }
    await q.query(`ALTER TABLE applied_jobs DROP COLUMN status_changed_at`);
  }
}
