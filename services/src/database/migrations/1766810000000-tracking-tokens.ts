import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 47: the browser extension signs in with a token the user makes in Account Settings, never
 * with the session token. Only its SHA-256 is stored (it has 256 random bits: a fast hash is
 * enough), it can call the tracking calls alone (auth/tracking-token-scope.ts), and it lasts until
 * revoked. `last_used_at` is shown beside it, so a forgotten one can be told from a live one.
 */
export class TrackingTokens1766810000000 implements MigrationInterface {
  name = 'TrackingTokens1766810000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE tracking_tokens (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        name text NOT NULL CHECK (length(name) BETWEEN 1 AND 100),
        token_hash bytea NOT NULL UNIQUE,
        created_at timestamptz NOT NULL DEFAULT now(),
        last_used_at timestamptz,
        revoked_at timestamptz
      )`);
    await q.query(`CREATE INDEX tracking_tokens_user_idx ON tracking_tokens (user_id, created_at DESC)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE tracking_tokens`);
  }
}
