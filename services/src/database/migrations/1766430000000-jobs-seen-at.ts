import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * "New since your last visit" on Remote Jobs (issue 22): when the user last opened the job list.
 * Jobs matching their session filters posted since are new. Existing users start from now, so
 * nobody opens the app to a count of every job already listed.
 */
export class JobsSeenAt1766430000000 implements MigrationInterface {
  name = 'JobsSeenAt1766430000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE users ADD COLUMN jobs_seen_at timestamptz NOT NULL DEFAULT now()`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE users DROP COLUMN jobs_seen_at`);
  }
}
