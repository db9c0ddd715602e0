import { MigrationInterface, QueryRunner } from 'typeorm';

/** RemoteHunt's own board, where paid postings are listed. Fixed so code and tests can name it. */
export const REMOTEHUNT_BOARD_ID = '7b0a1d2e-0000-4000-8000-000000000100';

/**
 * Employers' job postings. An order waits here until its payment completes; only then does it
 * become a row of `jobs` (so an unpaid posting never shows in any list). An auto-bump posting
 * keeps its card provider subscription, whose renewals bring the job back to the top.
 */
export class JobPostings1764320000000 implements MigrationInterface {
  name = 'JobPostings1764320000000';

  async up(q: QueryRunner): Promise<void> {
    // Not a board people browse or filter by: the directory, filters, stats and ingestion leave it out.
    await q.query(`ALTER TABLE job_boards ADD COLUMN listed boolean NOT NULL DEFAULT true`);
    await q.query(
      `INSERT INTO job_boards (id, name, url, favicon, logo, description, listed) VALUES ($1, 'RemoteHunt', '/', '', '', $2, false)`,
      [REMOTEHUNT_BOARD_ID, 'Jobs posted on RemoteHunt by the employers themselves.'],
    );
    await q.query(`
      CREATE TABLE job_postings (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        -- Null for a visitor's order (and if the account is deleted): nobody in the app can manage it.
        posted_by uuid REFERENCES users(id) ON DELETE SET NULL,
        email text NOT NULL,
        job_info jsonb NOT NULL,
        logo_key text,
        price_id text NOT NULL REFERENCES billing_prices(id),
        auto_bump boolean NOT NULL,
        status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'published')),
        checkout_session_id text UNIQUE,
        subscription_id text UNIQUE,
        job_id uuid UNIQUE REFERENCES jobs(id) ON DELETE SET NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        published_at timestamptz
      )`);
    await q.query(`CREATE INDEX job_postings_poster_idx ON job_postings (posted_by, created_at DESC) WHERE posted_by IS NOT NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE job_postings`);
    await q.query(`DELETE FROM jobs WHERE board_id = $1`, [REMOTEHUNT_BOARD_ID]);
    await q.query(`DELETE FROM job_boards WHERE id = $1`, [REMOTEHUNT_BOARD_ID]);
    await q.query(`ALTER TABLE job_boards DROP COLUMN listed`);
  }
}
