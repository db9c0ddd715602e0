import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Feeds per saved search (issue 22, item 3): `feed_token` is the random secret in the search's
 * feed URLs (RSS, Atom, JSON Feed), null while the search has no feed; `feed_token_created_at`
 * is when it was made, shown beside the URLs. The token itself is kept (not a hash) so its owner
 * can see the URL again later, as calendar and tracker feed URLs are shown; see
 * docs/api-saved-searches.md. Unique, so one index lookup finds the search a feed request names.
 */
export class SavedSearchFeeds1766410000000 implements MigrationInterface {
  name = 'SavedSearchFeeds1766410000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE saved_searches ADD COLUMN feed_token text, ADD COLUMN feed_token_created_at timestamptz`);
    await q.query(
      `ALTER TABLE saved_searches ADD CONSTRAINT saved_searches_feed_token_check
         CHECK ((feed_token IS NULL) = (feed_token_created_at IS NULL) AND (feed_token IS NULL OR length(feed_token) = 43))`,
    );
    await q.query(`CREATE UNIQUE INDEX saved_searches_feed_token_key ON saved_searches (feed_token) WHERE feed_token IS NOT NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX saved_searches_feed_token_key`);
    await q.query(`ALTER TABLE saved_searches DROP CONSTRAINT saved_searches_feed_token_check, DROP COLUMN feed_token, DROP COLUMN feed_token_created_at`);
  }
}
