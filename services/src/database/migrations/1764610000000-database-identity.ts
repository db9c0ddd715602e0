import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A random id for this database, made once, when the migration runs. Anything kept outside the
 * database about its content (the job-list cache in Redis) is filed under it: version numbers such
 * as `job_catalogue_version` start again at 1 in every new database, so two databases behind one
 * Redis would otherwise read each other's entries. One row, enforced by the CHECK on the key.
 */
export class DatabaseIdentity1764610000000 implements MigrationInterface {
  name = 'DatabaseIdentity1764610000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE database_identity (
        one_row boolean PRIMARY KEY DEFAULT true CHECK (one_row),
        id uuid NOT NULL DEFAULT gen_random_uuid(),
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`INSERT INTO database_identity DEFAULT VALUES`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE database_identity`);
  }
}
