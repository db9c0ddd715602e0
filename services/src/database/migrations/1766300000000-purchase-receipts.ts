import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * One receipt per purchase. The key names the purchase (a posting, a newsletter's checkout, an
 * app subscription, a lifetime checkout), not the provider's event: several events announce the
 * same payment (checkout completed, first invoice paid) and any may be delivered twice, so the
 * receipt is claimed by inserting its key in the payment's own transaction.
 *
 * The `sign-in-link` token is the one a visitor's receipt carries: it signs in the account the
 * purchase was made for and opens the page that manages it.
 */
export class PurchaseReceipts1766300000000 implements MigrationInterface {
  name = 'PurchaseReceipts1766300000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE purchase_receipts (
        purchase_key text PRIMARY KEY,
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        kind text NOT NULL CHECK (kind IN ('app-subscription', 'app-lifetime', 'newsletter', 'job-posting')),
        price_id text REFERENCES billing_prices(id),
        amount integer,
        currency text,
        renews_at timestamptz,
        mail_message_id uuid REFERENCES mail_messages(id) ON DELETE SET NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX purchase_receipts_user_idx ON purchase_receipts (user_id, created_at DESC)`);
    await q.query(`ALTER TABLE one_time_tokens DROP CONSTRAINT one_time_tokens_purpose_check`);
    await q.query(
      `ALTER TABLE one_time_tokens ADD CONSTRAINT one_time_tokens_purpose_check CHECK (purpose IN ('password-reset', 'newsletter-login', 'sign-in-link'))`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DELETE FROM one_time_tokens WHERE purpose = 'sign-in-link'`);
    await q.query(`ALTER TABLE one_time_tokens DROP CONSTRAINT one_time_tokens_purpose_check`);
    await q.query(`ALTER TABLE one_time_tokens ADD CONSTRAINT one_time_tokens_purpose_check CHECK (purpose IN ('password-reset', 'newsletter-login'))`);
    await q.query(`DROP TABLE purchase_receipts`);
  }
}
