import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * What RemoteHunt sells and for how much, per country: the app subscription (monthly, yearly,
 * lifetime), a job posting ($199 once, or every 30 days with auto-bump) and the newsletter.
 * A price without the subscription flag is paid once (the app's lifetime plan). Admins edit
 * the rows; `provider_price_id` is the card provider's price a checkout charges (empty in local
 * test mode, which charges nothing).
 */
export class BillingCatalogue1764300000000 implements MigrationInterface {
  name = 'BillingCatalogue1764300000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE billing_products (
        id text PRIMARY KEY,
        name text NOT NULL,
        position integer NOT NULL
      )`);
    await q.query(`
      CREATE TABLE billing_prices (
        id text PRIMARY KEY,
        product_id text NOT NULL REFERENCES billing_products(id),
        label text NOT NULL,
        amount integer NOT NULL CHECK (amount >= 0),
        currency text NOT NULL CHECK (currency ~ '^[a-z]{3}$'),
        subscription boolean NOT NULL,
        interval integer CHECK (interval > 0),
        interval_type text CHECK (interval_type IN ('day', 'week', 'month', 'year')),
        country text NOT NULL CHECK (country ~ '^[A-Z]{2}$'),
        provider_price_id text,
        active boolean NOT NULL DEFAULT true,
        position integer NOT NULL,
        updated_at timestamptz NOT NULL DEFAULT now(),
        CHECK (subscription = (interval IS NOT NULL AND interval_type IS NOT NULL)),
        CHECK (interval IS NULL = (interval_type IS NULL))
      )`);
    await q.query(`CREATE INDEX billing_prices_product_country_idx ON billing_prices (product_id, country, position) WHERE active`);

    await q.query(`
      INSERT INTO billing_products (id, name, position) VALUES
        ('app-subscription', 'RemoteHunt', 1),
        ('job-posting', 'Job posting', 2),
        ('newsletter', 'Remote jobs newsletter', 3)`);
    await q.query(`
      INSERT INTO billing_prices (id, product_id, label, amount, currency, subscription, interval, interval_type, country, position) VALUES
        ('app-monthly-us', 'app-subscription', 'Monthly', 900, 'usd', true, 1, 'month', 'US', 1),
        ('app-yearly-us', 'app-subscription', 'Yearly', 7900, 'usd', true, 1, 'year', 'US', 2),
        ('app-lifetime-us', 'app-subscription', 'Lifetime', 14900, 'usd', false, NULL, NULL, 'US', 3),
        ('app-monthly-in', 'app-subscription', 'Monthly', 29900, 'inr', true, 1, 'month', 'IN', 1),
        ('app-yearly-in', 'app-subscription', 'Yearly', 249900, 'inr', true, 1, 'year', 'IN', 2),
        ('app-lifetime-in', 'app-subscription', 'Lifetime', 499900, 'inr', false, NULL, NULL, 'IN', 3),
        ('job-posting-us', 'job-posting', 'Job posting', 19900, 'usd', false, NULL, NULL, 'US', 1),
        ('job-posting-auto-bump-us', 'job-posting', 'Job posting, renewed every 30 days', 19900, 'usd', true, 30, 'day', 'US', 2),
        ('newsletter-monthly-us', 'newsletter', 'Monthly', 200, 'usd', true, 1, 'month', 'US', 1)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE billing_prices`);
    await q.query(`DROP TABLE billing_products`);
  }
}
