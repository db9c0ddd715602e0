import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A keyword's list sorted by pay walks job_search_words in pay order, as job_search's list walks
 * job_search_pay_idx (migration 1765400000000), instead of sorting every match of the keyword: a
 * broad keyword ("project manager", 120,000 matches at a million jobs) sorted by pay read them
 * all for a page of twenty (127 ms), where the walk stops at the page.
 */
export class JobSearchWordsPay1765500000000 implements MigrationInterface {
  name = 'JobSearchWordsPay1765500000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE INDEX job_search_words_pay_idx ON job_search_words (pay_usd DESC NULLS LAST, date_posted DESC, id DESC)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX job_search_words_pay_idx`);
  }
}
