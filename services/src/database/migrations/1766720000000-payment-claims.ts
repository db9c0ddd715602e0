import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 46: money stays exact under races and crashes.
 * - A card subscription is claimed on the user's row before the provider is called
 *   (`subscribe_attempt`), so twenty tabs pressing Subscribe make one provider subscription; the
 *   attempt's id is also the provider's idempotency key and rides in the subscription's metadata,
 *   so a claim left by a crashed process can be settled by asking the provider what it made.
 * - Subscriptions the app must stop at the provider (a plan replaced by a newer purchase) are
 *   written in the transaction that replaced them and cancelled after it commits; whatever a crash
 *   leaves here is cancelled by the billing sweep.
 * - Provider subscriptions that stopped renewing, kept whatever they paid for: a posting's
 *   auto-bump or a newsletter whose subscription ended before its checkout's completion arrived
 *   (Stripe does not order its events) is published or started without renewals.
 */
export class PaymentClaims1766720000000 implements MigrationInterface {
  name = 'PaymentClaims1766720000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE app_subscriptions
        ADD COLUMN subscribe_attempt uuid,
        ADD COLUMN subscribe_attempt_at timestamptz,
        ADD CONSTRAINT app_subscriptions_attempt_time CHECK ((subscribe_attempt IS NULL) = (subscribe_attempt_at IS NULL))`);
    await q.query(`
      CREATE TABLE provider_cancellations (
        subscription_id text PRIMARY KEY,
        user_id uuid REFERENCES users(id) ON DELETE SET NULL,
        reason text NOT NULL,
        requested_at timestamptz NOT NULL DEFAULT now(),
        done_at timestamptz,
        attempts integer NOT NULL DEFAULT 0,
        last_error text
      )`);
    await q.query(`CREATE INDEX provider_cancellations_due ON provider_cancellations (requested_at) WHERE done_at IS NULL`);
    await q.query(`CREATE INDEX provider_cancellations_user ON provider_cancellations (user_id)`);
    await q.query(`
      CREATE TABLE provider_subscription_stops (
        subscription_id text PRIMARY KEY,
        -- ended: it will never charge again; not renewing: it runs to its period's end, then ends.
        ended boolean NOT NULL,
        stopped_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE provider_subscription_stops`);
    await q.query(`DROP TABLE provider_cancellations`);
    await q.query(`
      ALTER TABLE app_subscriptions DROP CONSTRAINT app_subscriptions_attempt_time,
        DROP COLUMN subscribe_attempt, DROP COLUMN subscribe_attempt_at`);
  }
}
