import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Saved searches (issue 22): a user's named job-list filters, up to 25 each. `filter` is the
 * filter as the job list's schema parsed it (jobFilterSchema), so opening a search applies
 * exactly what was saved; `opened_at` is when its owner last opened it, from which its jobs are
 * "new". A name is unique per user whatever its case, so a list of them reads unambiguously.
 */
export class SavedSearches1766400000000 implements MigrationInterface {
  name = 'SavedSearches1766400000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE saved_searches (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        name text NOT NULL CHECK (length(name) BETWEEN 1 AND 80),
        filter jsonb NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        opened_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE UNIQUE INDEX saved_searches_user_name_key ON saved_searches (user_id, lower(name))`);
    await q.query(`CREATE INDEX saved_searches_user_idx ON saved_searches (user_id, created_at)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE saved_searches`);
  }
}
