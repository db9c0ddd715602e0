import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A broad list shows its pinned matches first (job-list-engine.ts walk). They were found by
 * walking the pinned rows' date index and testing each row, which stops at the page only when
 * the filter matches many pinned jobs: for one that matches few, every pinned row is read
 * (5,458 rows and 10 ms for a tag and a place at a million jobs, 1% of them pinned). These GIN
 * indexes hold the pinned rows' terms and words alone, so the pinned matches are gathered like
 * any list's matches, at a cost that follows them. Small: 1.7 MB and 7.3 MB at a million jobs.
 */
export class PinnedTerms1765800000000 implements MigrationInterface {
  name = 'PinnedTerms1765800000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE INDEX job_search_pinned_terms_idx ON job_search USING gin (terms) WITH (fastupdate = off) WHERE pin_till IS NOT NULL`);
    await q.query(`CREATE INDEX job_search_words_pinned_words_idx ON job_search_words USING gin (words) WITH (fastupdate = off) WHERE pin_till IS NOT NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX job_search_words_pinned_words_idx`);
    await q.query(`DROP INDEX job_search_pinned_terms_idx`);
  }
}
