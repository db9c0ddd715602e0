import { randomBytes } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { DomainError } from '../common/domain-error';
import type { LocalPaymentProvider } from './local-provider';
import type { PaymentWebhookService } from './payment-webhook.service';

export interface LocalCheckoutView {
  id: string;
  mode: 'payment' | 'subscription';
  status: 'open' | 'complete' | 'expired';
  price: { id: string; label: string; amount: number; currency: string; interval: number | null; intervalType: string | null };
  customerEmail: string | null;
  successUrl: string;
  cancelUrl: string;
}

const INTERVAL_SECONDS: Record<string, number> = { day: 86_400, week: 7 * 86_400, month: 30 * 86_400, year: 365 * 86_400 };

/**
 * The app's own checkout page in local test mode. Pay sends the `checkout.session.completed`
 * event Stripe would send, signed the same way, through the same webhook handler; Cancel sends
 * nothing. Either answers where the browser goes next.
 */
export class LocalCheckoutService {
  constructor(
    private readonly db: DataSource,
    private readonly provider: LocalPaymentProvider,
    private readonly webhooks: PaymentWebhookService,
  ) {}

  async get(sessionId: string): Promise<LocalCheckoutView> {
    const [row] = await this.db.query(
      `SELECT s.id, s.mode, s.status, s.customer_email, s.success_url, s.cancel_url,
              p.id AS price_id, p.label, p.amount, p.currency, p.interval, p.interval_type
         FROM local_checkout_sessions s JOIN billing_prices p ON p.id = s.price_id WHERE s.id = $1`,
      [sessionId],
    );
    if (!row) throw DomainError.notFound('The checkout session');
    return {
      id: row.id,
      mode: row.mode,
      status: row.status,
      price: { id: row.price_id, label: row.label, amount: row.amount, currency: row.currency, interval: row.interval, intervalType: row.interval_type },
      customerEmail: row.customer_email,
      successUrl: row.success_url,
      cancelUrl: row.cancel_url,
    };
  }

  /**
   * Pays the session once. The session is marked paid inside the completion event's transaction,
   * with the purchase it publishes and its receipt: a crash at any point leaves either all of it
   * or none (the session still open, so paying again works). The event's id is the session's, so
   * concurrent Pays handle one event and the others find it handled.
   */
  async pay(sessionId: string): Promise<{ redirectUrl: string }> {
    const [row] = await this.db.query(
      `SELECT s.id, s.mode, s.status, s.customer_email, s.success_url, s.metadata, p.interval, p.interval_type
         FROM local_checkout_sessions s JOIN billing_prices p ON p.id = s.price_id WHERE s.id = $1`,
      [sessionId],
    );
    if (!row) throw DomainError.notFound('The checkout session');
    if (row.status === 'expired') throw new DomainError('CONFLICT', 'This checkout was cancelled: please start again');
    if (row.status === 'complete') return { redirectUrl: row.success_url };
    const now = Math.floor(Date.now() / 1000);
    // Stripe can expand the subscription on the session; sending it expanded spares a lookup of a
    // subscription that, locally, exists nowhere else yet. Its id is the session's too, so every
    // Pay of one session names the same subscription.
    const subscription =
      row.mode === 'subscription'
        ? {
            id: `sub_local_${sessionId.replace(/^cs_local_/, '')}`,
            object: 'subscription',
            customer: `cus_local_${randomBytes(12).toString('hex')}`,
            status: 'active',
            metadata: row.metadata,
            items: { object: 'list', data: [{ current_period_end: now + (row.interval ?? 1) * INTERVAL_SECONDS[row.interval_type ?? 'month'] }] },
          }
        : null;
    const payload = JSON.stringify({
      id: `evt_local_${sessionId}`,
      object: 'event',
      type: 'checkout.session.completed',
      created: now,
      livemode: false,
      data: {
        object: {
          id: row.id,
          object: 'checkout.session',
          mode: row.mode,
          status: 'complete',
          payment_status: 'paid',
          customer_email: row.customer_email,
          metadata: row.metadata,
          subscription,
        },
      },
    });
    await this.webhooks.handle(Buffer.from(payload), this.provider.sign(payload), async (tx) => {
      // Cancelled in another tab while this paid: the payment stands (as on Stripe), so the session is paid.
      await tx.query(`UPDATE local_checkout_sessions SET status = 'complete' WHERE id = $1`, [sessionId]);
    });
    return { redirectUrl: row.success_url };
  }

  async cancel(sessionId: string): Promise<{ redirectUrl: string }> {
    await this.db.query(`UPDATE local_checkout_sessions SET status = 'expired' WHERE id = $1 AND status = 'open'`, [sessionId]);
    return { redirectUrl: (await this.get(sessionId)).cancelUrl };
  }
}
