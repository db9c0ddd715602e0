import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Version stamps that let job-list totals be cached (services/src/jobs/job-totals-cache.ts):
 *
 * - `job_catalogue_version` moves on every statement that writes `jobs`, whoever the
 *   writer is (posting, ingestion, seed, a test factory), so a cached total keyed by it
 *   can never outlive a change to the catalogue. A sequence rather than a counter row:
 *   concurrent writers (several boards ingesting at once) never wait on each other.
 * - `users.job_visits_version` moves whenever that user's visits change, which is all a
 *   "hide viewed jobs" total depends on besides the catalogue.
 */
export class JobListVersions1764000000000 implements MigrationInterface {
  name = 'JobListVersions1764000000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE SEQUENCE job_catalogue_version`);
    await q.query(`
      CREATE FUNCTION bump_job_catalogue_version() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM nextval('job_catalogue_version');
        RETURN NULL;
      END $$`);
    await q.query(`
      CREATE TRIGGER jobs_bump_catalogue_version
        AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON jobs
        FOR EACH STATEMENT EXECUTE FUNCTION bump_job_catalogue_version()`);

    await q.query(`ALTER TABLE users ADD COLUMN job_visits_version bigint NOT NULL DEFAULT 0`);
    await q.query(`
      CREATE FUNCTION bump_job_visits_version() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        UPDATE users SET job_visits_version = job_visits_version + 1
         WHERE id = CASE WHEN TG_OP = 'DELETE' THEN OLD.user_id ELSE NEW.user_id END;
        RETURN NULL;
      END $$`);
    // Re-visiting a job only moves visited_at, which no total depends on.
    await q.query(`
      CREATE TRIGGER job_visits_bump_version
        AFTER INSERT OR DELETE ON job_visits
        FOR EACH ROW EXECUTE FUNCTION bump_job_visits_version()`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TRIGGER job_visits_bump_version ON job_visits`);
    await q.query(`DROP FUNCTION bump_job_visits_version()`);
    await q.query(`ALTER TABLE users DROP COLUMN job_visits_version`);
    await q.query(`DROP TRIGGER jobs_bump_catalogue_version ON jobs`);
    await q.query(`DROP FUNCTION bump_job_catalogue_version()`);
    await q.query(`DROP SEQUENCE job_catalogue_version`);
  }
}
