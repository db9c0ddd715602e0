import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Whether a board's jobs get a public page of their own (`/jobs/{slug}-{id}`, readable by anyone
 * and by search engines). Remotive's and Himalayas' terms ask that their jobs are not submitted
 * to Google Jobs and other third-party sites (`no_syndication`, migration 1764100000000), and a
 * public page with schema.org JobPosting is exactly such a submission, so their jobs stay inside
 * the app; every other board's, and our own paid postings, are public. An admin can change it.
 */
export class PublicJobPages1766100000000 implements MigrationInterface {
  name = 'PublicJobPages1766100000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE job_boards ADD COLUMN public_pages boolean NOT NULL DEFAULT true`);
    await q.query(`UPDATE job_boards SET public_pages = NOT no_syndication`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE job_boards DROP COLUMN public_pages`);
  }
}
