import { randomBytes } from 'node:crypto';
import Stripe from 'stripe';
import type { DataSource } from 'typeorm';
import { DomainError } from '../common/domain-error';
import type { CheckoutRequest, PaymentProvider, ProviderSubscription, SubscriptionRequest } from './payment-provider';

/**
 * The payment method Stripe's test card 4000 0000 0000 0341 becomes (attaches, then every charge
 * is declined): the local form sends it for that number, so a declined payment can be tried too.
 */
export const LOCAL_DECLINED_PAYMENT_METHOD = 'pm_card_chargeCustomerFail';
export const LOCAL_DECLINE_MESSAGE = 'Your card was declined.';

const localId = (prefix: string) => `${prefix}_local_${randomBytes(12).toString('hex')}`;
const INTERVAL_MS: Record<string, number> = { day: 86_400_000, week: 7 * 86_400_000, month: 30 * 86_400_000, year: 365 * 86_400_000 };

/**
 * Local test mode (no STRIPE_SECRET_KEY): answers as Stripe would, charges nothing, calls no one.
 * Hosted checkouts are the app's own test checkout page (`#/test-checkout/{id}`); its Pay button
 * sends a signed event through the same webhook handler Stripe's would reach. Events are signed
 * with `webhookSecret` (a random one per process unless STRIPE_WEBHOOK_SECRET is set).
 */
export class LocalPaymentProvider implements PaymentProvider {
  readonly testMode = true;
  private readonly stripe = new Stripe('sk_test_local_mode_makes_no_calls');

  constructor(
    private readonly db: DataSource,
    private readonly opts: { publicUrl: string; webhookSecret: string },
  ) {}

  async createCustomer(): Promise<{ id: string }> {
    return { id: localId('cus') };
  }

  async createSubscription(input: SubscriptionRequest): Promise<ProviderSubscription> {
    const declined = input.paymentMethodId === LOCAL_DECLINED_PAYMENT_METHOD;
    const subscription: ProviderSubscription = {
      id: localId('sub'),
      customerId: input.customerId,
      status: declined ? 'incomplete' : 'active',
      currentPeriodEnd: declined ? null : new Date(Date.now() + (await this.periodMs(input.providerPriceId))),
      metadata: { ...input.metadata, attemptId: input.attemptId },
      cancelAtPeriodEnd: false,
      lastPaymentError: declined ? LOCAL_DECLINE_MESSAGE : null,
    };
    return subscription;
  }

  /**
   * A local subscription exists only once the app records it, and recording clears the attempt's
   * claim: a claim still standing made nothing anyone pays for.
   */
  async findSubscriptionOfAttempt(): Promise<ProviderSubscription | null> {
    return null;
  }

  /** Local subscriptions exist only as the app recorded them: any process can read them back. */
  async retrieveSubscription(subscriptionId: string): Promise<ProviderSubscription> {
    const [row] = await this.db.query(
      `SELECT s.provider_status, s.end_time, s.last_payment_error, s.cancel_at_period_end, u.payment_customer_id, s.user_id
         FROM app_subscriptions s JOIN users u ON u.id = s.user_id WHERE s.subscription_id = $1`,
      [subscriptionId],
    );
    if (!row) throw DomainError.notFound('The subscription');
    return {
      id: subscriptionId,
      customerId: row.payment_customer_id,
      status: row.provider_status,
      currentPeriodEnd: row.end_time,
      metadata: { userId: row.user_id },
      cancelAtPeriodEnd: row.cancel_at_period_end,
      lastPaymentError: row.last_payment_error,
    };
  }

  /** A job posting's auto-bump is not an app subscription: it has nothing recorded to read back. */
  async cancelSubscription(subscriptionId: string): Promise<ProviderSubscription> {
    const recorded = await this.retrieveSubscription(subscriptionId).catch(() => null);
    const base: ProviderSubscription = recorded ?? {
      id: subscriptionId,
      customerId: '',
      status: 'active',
      currentPeriodEnd: null,
      metadata: {},
      cancelAtPeriodEnd: false,
      lastPaymentError: null,
    };
    return { ...base, cancelAtPeriodEnd: true };
  }

  async createCheckoutSession(input: CheckoutRequest): Promise<{ id: string; url: string }> {
    const id = localId('cs');
    await this.db.query(
      `INSERT INTO local_checkout_sessions (id, mode, price_id, customer_email, success_url, cancel_url, metadata) VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [id, input.mode, input.providerPriceId, input.customerEmail ?? null, input.successUrl, input.cancelUrl, JSON.stringify(input.metadata)],
    );
    return { id, url: `${this.opts.publicUrl}/#/test-checkout/${id}` };
  }

  verifyWebhook(rawBody: Buffer, signature: string | undefined): Stripe.Event {
    if (!signature) throw DomainError.validation('The webhook has no Stripe-Signature header');
    return this.stripe.webhooks.constructEvent(rawBody, signature, this.opts.webhookSecret);
  }

  /** Signs an event the way Stripe signs its deliveries, for the local checkout page's buttons. */
  sign(payload: string): string {
    return this.stripe.webhooks.generateTestHeaderString({ payload, secret: this.opts.webhookSecret });
  }

  private async periodMs(priceId: string): Promise<number> {
    const [price] = await this.db.query(`SELECT interval, interval_type FROM billing_prices WHERE id = $1`, [priceId]);
    return price?.interval ? price.interval * INTERVAL_MS[price.interval_type] : INTERVAL_MS.month;
  }
}
