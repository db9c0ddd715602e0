import { MigrationInterface, QueryRunner } from 'typeorm';
import { eligibilityOfJob } from '../../eligibility/eligibility';
import { insertRateSnapshot } from '../../pay/exchange-rates';

/**
 * What a remote seeker asks of a job first, stored as facts every writer fills (issue #19):
 *
 * - Where it can be done from: `eligible_anywhere`, `eligible_countries` (ISO alpha-2) and the
 *   allowed UTC-offset window `utc_min`..`utc_max` in hours. All empty/null is "unknown".
 * - What it pays: `salary_period`, and the annual USD equivalent, kept in step with
 *   `exchange_rates` (the admin edits a rate; that currency's jobs are recomputed). Amounts become
 *   double precision: an hourly "$18.50" is pay a card must show as it was written.
 * - What kind: `seniority` beside the existing `job_type`.
 *
 * - Still open: `expired_at` and `expired_reason` when ingestion ends a job at once (its board's
 *   full feed no longer lists it); `repost_count` and `first_posted_at` (the first listing's
 *   date, across reposts) for the "may be stale" badge. `job_boards.full_feed` says whether a
 *   board's feed lists every open posting (RemoteOK's holds the newest 100, so a posting missing
 *   from it may still be open); only those feeds end jobs.
 *
 * The seeker's side: `users.country` and `users.timezone` (an IANA zone name).
 *
 * Existing jobs get their eligibility from the text they stored (the rule is the same module
 * ingestion uses). Their pay period is not known until their board's next fetch normalizes them
 * again (the normalization revision was raised), so their annual equivalent starts empty.
 */
const BATCH = 5_000;

export class JobFacts1765300000000 implements MigrationInterface {
  name = 'JobFacts1765300000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE jobs
        ADD COLUMN eligible_anywhere boolean NOT NULL DEFAULT false,
        ADD COLUMN eligible_countries text[] NOT NULL DEFAULT '{}',
        ADD COLUMN utc_min real,
        ADD COLUMN utc_max real,
        ADD COLUMN salary_period text CHECK (salary_period IN ('hour', 'day', 'week', 'month', 'year')),
        ADD COLUMN salary_annual_usd_min integer,
        ADD COLUMN salary_annual_usd_max integer,
        ADD COLUMN seniority text,
        ADD COLUMN expired_at timestamptz,
        ADD COLUMN expired_reason text,
        ADD COLUMN repost_count integer NOT NULL DEFAULT 0,
        ADD COLUMN first_posted_at timestamptz,
        ALTER COLUMN salary_min TYPE double precision,
        ALTER COLUMN salary_max TYPE double precision`);
    await q.query(`ALTER TABLE job_boards ADD COLUMN full_feed boolean NOT NULL DEFAULT false`);
    await q.query(`UPDATE job_boards SET full_feed = true WHERE adapter IN ('remotive', 'workingnomads')`);
    await q.query(`ALTER TABLE ingestion_runs ADD COLUMN expired integer NOT NULL DEFAULT 0`);
    await q.query(`ALTER TABLE users ADD COLUMN country text, ADD COLUMN timezone text`);
    await q.query(`
      CREATE TABLE exchange_rates (
        currency text PRIMARY KEY CHECK (currency ~ '^[A-Z]{3}$'),
        usd_per double precision NOT NULL CHECK (usd_per > 0),
        as_of date NOT NULL,
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await insertRateSnapshot(q);
    await backfillEligibility(q);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE exchange_rates`);
    await q.query(`ALTER TABLE job_boards DROP COLUMN full_feed`);
    await q.query(`ALTER TABLE ingestion_runs DROP COLUMN expired`);
    await q.query(`ALTER TABLE users DROP COLUMN country, DROP COLUMN timezone`);
    await q.query(`
      ALTER TABLE jobs
        DROP COLUMN eligible_anywhere, DROP COLUMN eligible_countries, DROP COLUMN utc_min, DROP COLUMN utc_max,
        DROP COLUMN salary_period, DROP COLUMN salary_annual_usd_min, DROP COLUMN salary_annual_usd_max, DROP COLUMN seniority,
        DROP COLUMN expired_at, DROP COLUMN expired_reason, DROP COLUMN repost_count, DROP COLUMN first_posted_at,
        ALTER COLUMN salary_min TYPE integer USING round(salary_min),
        ALTER COLUMN salary_max TYPE integer USING round(salary_max)`);
  }
}

/** Every job's rule from its stored place, in batches by id so a large catalogue never sits in memory. */
async function backfillEligibility(q: QueryRunner): Promise<void> {
  for (let after = '00000000-0000-0000-0000-000000000000'; ; ) {
    const rows: { id: string; location: string | null; regional_restriction: string | null; worldwide: boolean }[] = await q.query(
      `SELECT id, location, regional_restriction, worldwide FROM jobs WHERE id > $1 ORDER BY id LIMIT ${BATCH}`,
      [after],
    );
    if (!rows.length) return;
    const rules = rows.map((r) => eligibilityOfJob({ location: r.location, regionalRestriction: r.regional_restriction, worldwide: r.worldwide }));
    const known = rows.map((r, i) => ({ id: r.id, rule: rules[i] })).filter(({ rule }) => rule.anywhere || rule.countries.length || rule.timezones);
    if (known.length) {
      await q.query(
        `UPDATE jobs j SET eligible_anywhere = u.anywhere, eligible_countries = ARRAY(SELECT jsonb_array_elements_text(u.countries::jsonb)),
                utc_min = u.utc_min, utc_max = u.utc_max
           FROM unnest($1::uuid[], $2::bool[], $3::text[], $4::real[], $5::real[]) AS u(id, anywhere, countries, utc_min, utc_max)
          WHERE j.id = u.id`,
        [
          known.map((k) => k.id),
          known.map((k) => k.rule.anywhere),
          known.map((k) => JSON.stringify(k.rule.countries)),
          known.map((k) => k.rule.timezones?.minUtcOffset ?? null),
          known.map((k) => k.rule.timezones?.maxUtcOffset ?? null),
        ],
      );
    }
    after = rows[rows.length - 1].id;
  }
}
