import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Every list and count of live jobs reads jobs_open_valid_through_idx (valid_through, open jobs
 * only); the plain valid_through index was never used (0 scans in the benchmark) and cost every
 * insert and ingestion update its upkeep.
 */
export class DropUnusedJobIndex1764110000000 implements MigrationInterface {
  name = 'DropUnusedJobIndex1764110000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX jobs_valid_through_idx`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`CREATE INDEX jobs_valid_through_idx ON jobs (valid_through)`);
  }
}
