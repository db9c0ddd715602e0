import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Support messages: each row is one query from a user and, once an admin answers, its reply.
 * Two read marks drive the unread dot: `support_read_at` (an admin has seen the query) and
 * `reply_read_at` (the user has seen the reply; reset when a reply is written or corrected).
 */
export class SupportMessages1764500000000 implements MigrationInterface {
  name = 'SupportMessages1764500000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE support_messages (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        details text NOT NULL CHECK (length(details) BETWEEN 1 AND 5000),
        sent_at timestamptz NOT NULL DEFAULT now(),
        reply text CHECK (length(reply) BETWEEN 1 AND 5000),
        replied_by uuid REFERENCES users(id) ON DELETE SET NULL,
        replied_at timestamptz,
        support_read_at timestamptz,
        reply_read_at timestamptz
      )`);
    // A user's thread, newest first; and the admins' view of everyone's, newest first.
    await q.query(`CREATE INDEX support_messages_user_idx ON support_messages (user_id, sent_at DESC)`);
    await q.query(`CREATE INDEX support_messages_sent_idx ON support_messages (sent_at DESC)`);
    // The unread checks look only at the few rows still unread.
    await q.query(`CREATE INDEX support_messages_unread_by_support_idx ON support_messages (sent_at) WHERE support_read_at IS NULL`);
    await q.query(
      `CREATE INDEX support_messages_unread_reply_idx ON support_messages (user_id) WHERE reply IS NOT NULL AND reply_read_at IS NULL`,
    );
    // The admin users list searches names and emails by substring.
    await q.query(`CREATE EXTENSION IF NOT EXISTS pg_trgm`);
    await q.query(`CREATE INDEX users_search_trgm_idx ON users USING gin ((lower(name) || ' ' || lower(email)) gin_trgm_ops)`);
    await q.query(`CREATE INDEX users_updated_idx ON users (updated_at DESC, id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX users_updated_idx`);
    await q.query(`DROP INDEX users_search_trgm_idx`);
    await q.query(`DROP TABLE support_messages`);
  }
}
