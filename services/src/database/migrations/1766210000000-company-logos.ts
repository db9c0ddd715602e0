import { MigrationInterface, QueryRunner } from 'typeorm';

/** The boards seeded by the foundation migration, and the icon the web build ships for each. */
const BOARD_ICONS: [id: string, icon: string][] = [
  ['7b0a1d2e-0000-4000-8000-000000000001', '/boards/remoteok.svg'],
  ['7b0a1d2e-0000-4000-8000-000000000002', '/boards/weworkremotely.svg'],
  ['7b0a1d2e-0000-4000-8000-000000000003', '/boards/remotive.svg'],
  ['7b0a1d2e-0000-4000-8000-000000000004', '/boards/jobicy.svg'],
  ['7b0a1d2e-0000-4000-8000-000000000005', '/boards/himalayas.svg'],
  ['7b0a1d2e-0000-4000-8000-000000000006', '/boards/arbeitnow.svg'],
  ['7b0a1d2e-0000-4000-8000-000000000007', '/boards/workingnomads.svg'],
  ['7b0a1d2e-0000-4000-8000-000000000008', '/boards/remotejobs-org.svg'],
];

// A paid posting's uploaded logo, served by us: `{PUBLIC_URL}/api/v1/job_postings/{postingId}/logo`.
const POSTING_LOGO = '/api/v1/job_postings/([0-9a-f-]{36})/logo$';

/**
 * Company logos we host (issue 21). `companies.logo` held the address a board's feed gave, which
 * every page hot-linked; it becomes `logo_source`, where the logo worker fetches from, and our copy
 * is `logo_key` in the file storage with `logo_version` (a hash of its bytes: the ETag and the
 * URL's cache buster). `logo_due_at` is when the worker should next look (null: never, as for the
 * demo catalogue and employers' own uploads); every company is due at once, which is the backfill.
 * `logo_failures` drives the backoff of a logo that cannot be fetched.
 *
 * Also: the companies of paid postings take the posting's uploaded logo as theirs; applied jobs'
 * snapshots forget hot-linked logos (only our own addresses stay); the seeded boards' icons become
 * the ones the web build ships.
 */
export class CompanyLogos1766210000000 implements MigrationInterface {
  name = 'CompanyLogos1766210000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE companies RENAME COLUMN logo TO logo_source`);
    await q.query(`
      ALTER TABLE companies
        ADD COLUMN logo_key text,
        ADD COLUMN logo_version text,
        ADD COLUMN logo_checked_at timestamptz,
        ADD COLUMN logo_failures integer NOT NULL DEFAULT 0,
        ADD COLUMN logo_error text,
        ADD COLUMN logo_due_at timestamptz DEFAULT now()`);
    // The sweep reads the few due companies in due order, however many there are.
    await q.query(`CREATE INDEX companies_logo_due_idx ON companies (logo_due_at) WHERE logo_due_at IS NOT NULL`);
    // The demo catalogue's companies: their addresses were made up, and logo.clearbit.com is gone.
    await q.query(`UPDATE companies SET logo_source = NULL, logo_due_at = NULL WHERE logo_source LIKE 'https://logo.clearbit.com/%'`);
    await q.query(
      `UPDATE companies
          SET logo_key = 'logos/' || substring(logo_source FROM $1) || '.webp',
              logo_version = substring(logo_source FROM $1), logo_source = NULL, logo_due_at = NULL
        WHERE logo_source ~ $1`,
      [POSTING_LOGO],
    );
    await q.query(
      `UPDATE applied_jobs SET job_snapshot = jsonb_set(job_snapshot, '{companyImage}', 'null')
        WHERE job_snapshot->>'companyImage' IS NOT NULL AND job_snapshot->>'companyImage' !~ $1`,
      [POSTING_LOGO],
    );
    for (const [id, icon] of BOARD_ICONS) {
      await q.query(`UPDATE job_boards SET favicon = $2, logo = $2 WHERE id = $1`, [id, icon]);
    }
  }

  async down(q: QueryRunner): Promise<void> {
    for (const [id] of BOARD_ICONS) {
      await q.query(`UPDATE job_boards SET favicon = url || '/favicon.ico', logo = url || '/favicon.ico' WHERE id = $1`, [id]);
    }
    // A paid posting's company names its upload again (by path: the site's address is not known here).
    await q.query(
      `UPDATE companies SET logo_source = '/api/v1/job_postings/' || logo_version || '/logo'
        WHERE logo_source IS NULL AND logo_key ~ '^logos/[0-9a-f-]{36}[.]webp$'`,
    );
    await q.query(`DROP INDEX companies_logo_due_idx`);
    await q.query(`
      ALTER TABLE companies
        DROP COLUMN logo_key, DROP COLUMN logo_version, DROP COLUMN logo_checked_at,
        DROP COLUMN logo_failures, DROP COLUMN logo_error, DROP COLUMN logo_due_at`);
    await q.query(`ALTER TABLE companies RENAME COLUMN logo_source TO logo`);
  }
}
