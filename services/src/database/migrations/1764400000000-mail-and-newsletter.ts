import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Outgoing mail, one-time tokens (password reset, newsletter login links),
 * email opt-out, and the remote-jobs newsletter with its digests.
 */
export class MailAndNewsletter1764400000000 implements MigrationInterface {
  name = 'MailAndNewsletter1764400000000';

  async up(q: QueryRunner): Promise<void> {
    // Every message the app sends, so none is silently lost: the queue only carries the id.
    await q.query(`
      CREATE TABLE mail_messages (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        to_address text NOT NULL,
        user_id uuid REFERENCES users(id) ON DELETE SET NULL,
        template text NOT NULL,
        -- What the template is rendered from, minus secrets (those ride only in the queue job).
        data jsonb NOT NULL DEFAULT '{}',
        -- suppressed: a bulk mail to someone who has unsubscribed from emails since it was queued.
        status text NOT NULL DEFAULT 'queued' CHECK (status IN ('queued', 'sending', 'sent', 'failed', 'suppressed')),
        attempts integer NOT NULL DEFAULT 0,
        provider_id text,
        last_error text,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        sent_at timestamptz
      )`);
    await q.query(`CREATE INDEX mail_messages_unsent_idx ON mail_messages (created_at) WHERE status IN ('queued', 'sending')`);
    await q.query(`CREATE INDEX mail_messages_user_idx ON mail_messages (user_id, created_at DESC) WHERE user_id IS NOT NULL`);

    // Only a hash of each token is kept: a leaked table opens no account.
    await q.query(`
      CREATE TABLE one_time_tokens (
        token_hash bytea PRIMARY KEY,
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        purpose text NOT NULL CHECK (purpose IN ('password-reset', 'newsletter-login')),
        expires_at timestamptz NOT NULL,
        used_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX one_time_tokens_user_idx ON one_time_tokens (user_id, purpose)`);

    // A newsletter subscriber who never signed up has an account with no password until they set one.
    await q.query(`ALTER TABLE users ALTER COLUMN password_hash DROP NOT NULL`);
    await q.query(`ALTER TABLE users ADD COLUMN emails_unsubscribed_at timestamptz, ADD COLUMN unsubscribe_reason text`);

    await q.query(`
      CREATE TABLE newsletters (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL UNIQUE REFERENCES users(id) ON DELETE CASCADE,
        name text NOT NULL,
        country_code text NOT NULL,
        categories text[] NOT NULL,
        keywords text[] NOT NULL DEFAULT '{}',
        frequency text NOT NULL CHECK (frequency IN ('daily', 'weekly')),
        filter_title boolean NOT NULL DEFAULT true,
        filter_tags boolean NOT NULL DEFAULT true,
        filter_description boolean NOT NULL DEFAULT true,
        -- pending: waits for its checkout, or for a visitor to confirm the address from the login link.
        status text NOT NULL CHECK (status IN ('pending', 'active', 'cancelled')),
        -- paid: its own card subscription; free: by the admin's switch or a paid app plan (checked at each digest).
        access text NOT NULL CHECK (access IN ('free', 'paid')),
        payment_subscription_id text UNIQUE,
        checkout_session_id text UNIQUE,
        -- Jobs that arrived after this go into the next digest.
        digest_cursor timestamptz NOT NULL DEFAULT now(),
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        cancelled_at timestamptz
      )`);
    // The digest reads the jobs that arrived since the last one.
    await q.query(`CREATE INDEX jobs_created_at_idx ON jobs (created_at)`);
    await q.query(`CREATE INDEX newsletters_due_idx ON newsletters (frequency) WHERE status = 'active'`);

    // One row per built period: a second run of the same period finds it and builds nothing.
    await q.query(`
      CREATE TABLE newsletter_digest_runs (
        frequency text NOT NULL CHECK (frequency IN ('daily', 'weekly')),
        period text NOT NULL,
        window_end timestamptz NOT NULL,
        subscribers integer NOT NULL,
        digests integer NOT NULL,
        built_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (frequency, period)
      )`);
    await q.query(`
      CREATE TABLE newsletter_digests (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        newsletter_id uuid NOT NULL REFERENCES newsletters(id) ON DELETE CASCADE,
        frequency text NOT NULL,
        period text NOT NULL,
        -- The newest matches, capped; match_count says how many there were in all.
        job_ids uuid[] NOT NULL,
        match_count integer NOT NULL,
        message_id uuid UNIQUE REFERENCES mail_messages(id) ON DELETE SET NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        UNIQUE (newsletter_id, frequency, period)
      )`);
    await q.query(`CREATE INDEX newsletter_digests_run_idx ON newsletter_digests (frequency, period)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE newsletter_digests`);
    await q.query(`DROP TABLE newsletter_digest_runs`);
    await q.query(`DROP TABLE newsletters`);
    await q.query(`DROP INDEX jobs_created_at_idx`);
    await q.query(`ALTER TABLE users DROP COLUMN emails_unsubscribed_at, DROP COLUMN unsubscribe_reason`);
    await q.query(`DELETE FROM users WHERE password_hash IS NULL`);
    await q.query(`ALTER TABLE users ALTER COLUMN password_hash SET NOT NULL`);
    await q.query(`DROP TABLE one_time_tokens`);
    await q.query(`DROP TABLE mail_messages`);
  }
}
