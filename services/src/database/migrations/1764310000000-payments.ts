import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Payments: the user's customer at the card provider, what the app subscription was bought with
 * and the provider's view of it, and the provider events already handled (each exactly once).
 */
export class Payments1764310000000 implements MigrationInterface {
  name = 'Payments1764310000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE users ADD COLUMN payment_customer_id text UNIQUE`);
    await q.query(`
      ALTER TABLE app_subscriptions
        ADD COLUMN price_id text REFERENCES billing_prices(id),
        ADD COLUMN provider_status text,
        ADD COLUMN cancel_at_period_end boolean NOT NULL DEFAULT false,
        ADD COLUMN last_payment_error text,
        -- The creation time of the newest provider event applied, so an older one arriving late changes nothing.
        ADD COLUMN provider_event_at timestamptz`);
    await q.query(`CREATE UNIQUE INDEX app_subscriptions_subscription_key ON app_subscriptions (subscription_id) WHERE subscription_id IS NOT NULL`);
    await q.query(`
      CREATE TABLE payment_events (
        id text PRIMARY KEY,
        type text NOT NULL,
        received_at timestamptz NOT NULL DEFAULT now()
      )`);
    // Local test mode's hosted checkout: what the app's own checkout page shows and completes.
    await q.query(`
      CREATE TABLE local_checkout_sessions (
        id text PRIMARY KEY,
        mode text NOT NULL CHECK (mode IN ('payment', 'subscription')),
        price_id text NOT NULL REFERENCES billing_prices(id),
        customer_email text,
        success_url text NOT NULL,
        cancel_url text NOT NULL,
        metadata jsonb NOT NULL,
        status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'complete', 'expired')),
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE local_checkout_sessions`);
    await q.query(`DROP TABLE payment_events`);
    await q.query(`DROP INDEX app_subscriptions_subscription_key`);
    await q.query(`
      ALTER TABLE app_subscriptions DROP COLUMN price_id, DROP COLUMN provider_status, DROP COLUMN cancel_at_period_end,
        DROP COLUMN last_payment_error, DROP COLUMN provider_event_at`);
    await q.query(`ALTER TABLE users DROP COLUMN payment_customer_id`);
  }
}
