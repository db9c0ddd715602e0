import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 48, item 5: statuses from forwarded mail.
 *
 * - `mail_forwarding_addresses`: each user's private forwarding address (its local part; the
 *   domain is a setting). Replacing it changes the local part, so the old address stops at once.
 * - `mail_senders`: addresses besides the account's own that the user proved are theirs (a mailed
 *   link); only mail forwarded from one of them, or from the account's address, is read.
 * - `inbound_mails`: one row per message read, unique per user on the message's key, so a message
 *   the sending server delivers again (it retries until it sees our 250) moves nothing twice. Only
 *   what was decided is kept, never the message itself: sender, subject, the deciding sentence, the
 *   application and status it pointed to, and for a suggestion whether it is still pending.
 * - `applied_job_status_changes.evidence`: the quoted sentence that moved a status, and the message.
 */
export class MailForwarding1766850000000 implements MigrationInterface {
  name = 'MailForwarding1766850000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE mail_forwarding_addresses (
        user_id uuid PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
        local_part text NOT NULL UNIQUE,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`
      CREATE TABLE mail_senders (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        address text NOT NULL CHECK (address = lower(address) AND length(address) <= 254),
        token_hash text UNIQUE,
        token_expires_at timestamptz,
        verified_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        UNIQUE (user_id, address)
      )`);
    await q.query(`
      CREATE TABLE inbound_mails (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        message_key text NOT NULL,
        sender text NOT NULL DEFAULT '',
        subject text NOT NULL DEFAULT '',
        kind text NOT NULL CHECK (kind IN ('received', 'rejection', 'interview', 'offer', 'other')),
        confidence text NOT NULL CHECK (confidence IN ('high', 'low')),
        sentence text,
        outcome text NOT NULL CHECK (outcome IN ('moved', 'suggested', 'ignored')),
        applied_job_id uuid REFERENCES applied_jobs(id) ON DELETE SET NULL,
        to_status_id uuid REFERENCES job_statuses(id),
        event_starts_at timestamptz,
        event_ends_at timestamptz,
        event_time_zone text,
        event_id uuid REFERENCES applied_job_events(id) ON DELETE SET NULL,
        suggestion text CHECK (suggestion IN ('pending', 'confirmed', 'dismissed')),
        received_at timestamptz NOT NULL DEFAULT now(),
        decided_at timestamptz,
        UNIQUE (user_id, message_key),
        CHECK ((outcome = 'suggested') = (suggestion IS NOT NULL))
      )`);
    await q.query(`CREATE INDEX inbound_mails_pending_idx ON inbound_mails (user_id, received_at) WHERE suggestion = 'pending'`);
    await q.query(`CREATE INDEX inbound_mails_applied_job_idx ON inbound_mails (applied_job_id)`);
    await q.query(`CREATE INDEX inbound_mails_event_idx ON inbound_mails (event_id)`);
    await q.query(`CREATE INDEX inbound_mails_to_status_idx ON inbound_mails (to_status_id)`);
    await q.query(`ALTER TABLE applied_job_status_changes ADD COLUMN evidence text, ADD COLUMN inbound_mail_id uuid REFERENCES inbound_mails(id) ON DELETE SET NULL`);
    await q.query(`CREATE INDEX applied_job_status_changes_inbound_mail_idx ON applied_job_status_changes (inbound_mail_id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE applied_job_status_changes DROP COLUMN inbound_mail_id, DROP COLUMN evidence`);
    await q.query(`DROP TABLE inbound_mails`);
    await q.query(`DROP TABLE mail_senders`);
    await q.query(`DROP TABLE mail_forwarding_addresses`);
  }
}
