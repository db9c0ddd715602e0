import type { DataSource, EntityManager } from 'typeorm';
import type { Owner } from '../auth/authorization';
import { z } from 'zod';
import { DomainError } from '../common/domain-error';
import { parseInput } from '../common/validate';
import type { AppSubscriptionStatus } from '../subscriptions/app-subscription.entity';
import type { CatalogueService } from './catalogue.service';
import type { PaymentProvider, ProviderSubscription } from './payment-provider';
import type { PurchaseReceipts } from './purchase-receipts';
import { ownReturnUrl } from './return-url';
import { ALREADY_HAS_PLAN, claimSubscribe, HOLDS_RENEWING_PLAN, releaseSubscribe, staleClaims, SUBSCRIBE_IN_PROGRESS } from './subscribe-claims';
import { APP_STATUS_FOR, ACCESS_STATUSES, grantsAccess } from './subscription-access';

/** GET /users/{userId}/subscription: what the subscription screen shows. */
export interface SubscriptionView {
  status: AppSubscriptionStatus | 'none';
  active: boolean;
  subscriptionId: string | null;
  endTime: string | null;
  lifetime: boolean;
  priceId: string | null;
  intervalType: string | null;
  /** Cancelled: it will not renew and ends at endTime. */
  cancelAtPeriodEnd: boolean;
  /** The spec's client reads lastPaymentErrors.message after a failed payment. */
  lastPaymentErrors: { message: string } | null;
}

export const PAYMENT_FAILED_MESSAGE = 'Payment failed, Please try again';

export const customerSchema = z.object({
  customerEmail: z.email({ message: 'Please provide a valid email' }),
});
export const subscribeSchema = z.object({
  paymentMethodId: z.string({ message: 'Please provide card details' }).trim().min(1, { message: 'Please provide card details' }),
  priceId: z.string({ message: 'Please choose one of the offered plans' }),
  customerId: z.string({ message: 'Please create the customer first' }).trim().min(1, { message: 'Please create the customer first' }),
});
export const cancelSchema = z.object({ subscriptionId: z.string({ message: 'subscriptionId is required' }).trim().min(1) });
export const checkoutSchema = z.object({
  priceId: z.string({ message: 'Please choose one of the offered plans' }),
  successCallback: z.string({ message: 'successCallback is required' }),
  cancelCallback: z.string({ message: 'cancelCallback is required' }),
});

interface SubscriptionRow {
  status: AppSubscriptionStatus;
  end_time: Date | null;
  subscription_id: string | null;
  lifetime: boolean;
  price_id: string | null;
  interval_type: string | null;
  last_payment_error: string | null;
  cancel_at_period_end: boolean;
}

/**
 * The app subscription bought through the card provider: the customer, subscribing with a card,
 * cancelling, and the hosted checkout (the lifetime plan is paid once there). The provider's
 * answer is recorded at once; its webhook events keep the record in step afterwards.
 */
export class SubscriptionBillingService {
  constructor(
    private readonly db: DataSource,
    private readonly provider: PaymentProvider,
    private readonly catalogue: CatalogueService,
    private readonly publicUrl: string,
    private readonly receipts: PurchaseReceipts,
  ) {}

  async get({ userId }: Owner, now = new Date()): Promise<SubscriptionView> {
    const [row]: SubscriptionRow[] = await this.db.query(
      `SELECT s.status, s.end_time, s.subscription_id, s.lifetime, s.price_id, p.interval_type, s.last_payment_error, s.cancel_at_period_end
         FROM app_subscriptions s LEFT JOIN billing_prices p ON p.id = s.price_id WHERE s.user_id = $1`,
      [userId],
    );
    if (!row) {
      return {
        status: 'none',
        active: false,
        subscriptionId: null,
        endTime: null,
        lifetime: false,
        priceId: null,
        intervalType: null,
        cancelAtPeriodEnd: false,
        lastPaymentErrors: null,
      };
    }
    return {
      status: row.status,
      active: grantsAccess({ status: row.status, endTime: row.end_time, lifetime: row.lifetime }, now),
      subscriptionId: row.subscription_id,
      endTime: row.end_time?.toISOString() ?? null,
      lifetime: row.lifetime,
      priceId: row.price_id,
      intervalType: row.interval_type,
      cancelAtPeriodEnd: row.cancel_at_period_end,
      lastPaymentErrors: row.last_payment_error ? { message: row.last_payment_error } : null,
    };
  }

  /** The user's customer at the provider, made on first request and kept. */
  async createCustomer({ userId }: Owner, input: unknown): Promise<{ id: string; customerId: string }> {
    const { customerEmail } = parseInput(customerSchema, input);
    const [user] = await this.db.query(`SELECT payment_customer_id FROM users WHERE id = $1`, [userId]);
    if (user?.payment_customer_id) return { id: user.payment_customer_id, customerId: user.payment_customer_id };
    const { id } = await this.provider.createCustomer({ email: customerEmail, userId });
    // Two tabs at once: the first customer recorded wins, and both answer it.
    const [[saved]] = await this.db.query(
      `UPDATE users SET payment_customer_id = COALESCE(payment_customer_id, $2) WHERE id = $1 RETURNING payment_customer_id`,
      [userId, id],
    );
    return { id: saved.payment_customer_id, customerId: saved.payment_customer_id };
  }

  /** GET /users/{userId}/customers: the user's customer at the card provider, if one was made. */
  async customers({ userId }: Owner): Promise<{ data: { id: string }[] }> {
    const [user] = await this.db.query(`SELECT payment_customer_id FROM users WHERE id = $1`, [userId]);
    return { data: user?.payment_customer_id ? [{ id: user.payment_customer_id }] : [] };
  }

  /**
   * Subscribes with a card; a declined card leaves the status incomplete with the card's message.
   * The subscribe is claimed on the user's row before the provider is asked (subscribe-claims.ts),
   * the claim is the provider's idempotency key, and the subscription is recorded with the claim
   * released in one transaction: concurrent calls make one subscription, a retried call cannot make
   * a second, and one made by a process that died before recording it is found by the billing
   * sweep (settleStaleClaims) or by the user's next try.
   */
  async subscribe(owner: Owner, input: unknown): Promise<SubscriptionView> {
    const { userId } = owner;
    const { paymentMethodId, priceId, customerId } = parseInput(subscribeSchema, input);
    const price = await this.catalogue.activePrice('app-subscription', priceId);
    if (!price.subscription) throw DomainError.validation('The lifetime plan is paid once, through the checkout', { field: 'priceId' });
    const [user] = await this.db.query(`SELECT payment_customer_id FROM users WHERE id = $1`, [userId]);
    if (!user?.payment_customer_id || user.payment_customer_id !== customerId) {
      throw DomainError.validation('Please create the customer first', { field: 'customerId' });
    }
    let claim = await claimSubscribe(this.db, userId);
    if (claim === 'stale') {
      // Left by a process that died mid-subscribe: settle it first (it may have made a subscription).
      await this.settleStaleClaims({ userId });
      claim = await claimSubscribe(this.db, userId);
    }
    if (claim === 'has-plan') throw new DomainError('CONFLICT', ALREADY_HAS_PLAN);
    if (claim === 'in-progress' || claim === 'stale') throw new DomainError('CONFLICT', SUBSCRIBE_IN_PROGRESS);
    let subscription: ProviderSubscription;
    try {
      subscription = await this.provider.createSubscription({
        attemptId: claim.attemptId,
        customerId,
        providerPriceId: this.catalogue.providerPriceOf(price),
        paymentMethodId,
        metadata: { userId, kind: 'app-subscription', priceId: price.id },
      });
    } catch (e) {
      if (e instanceof DomainError) {
        // Refused before anything was made (a card declined on attach): a new try gets a new key.
        await releaseSubscribe(this.db, userId, claim.attemptId);
      } else {
        // No answer (the provider unreachable, or the answer lost): it may have made the
        // subscription, so ask it before letting go of the claim. If that cannot be asked either,
        // the claim stands until the billing sweep can.
        const made = await this.provider.findSubscriptionOfAttempt(customerId, claim.attemptId).catch(() => undefined);
        if (made !== undefined) await this.recordAttempt(userId, claim.attemptId, made, price.id);
      }
      throw e;
    }
    await this.recordAttempt(userId, claim.attemptId, subscription, price.id);
    return this.get(owner);
  }

  /**
   * Records what one subscribe attempt made and releases its claim, in one transaction, with the
   * receipt when it was paid at once (its first invoice's event, when the provider sends one,
   * finds the receipt claimed). Only the claim's owner records: a claim already settled by the
   * sweep records nothing twice.
   */
  private async recordAttempt(userId: string, attemptId: string, subscription: ProviderSubscription | null, priceId: string | undefined): Promise<void> {
    const receipt = await this.db.transaction(async (tx) => {
      const [, released] = await tx.query(
        `UPDATE app_subscriptions SET subscribe_attempt = NULL, subscribe_attempt_at = NULL WHERE user_id = $1 AND subscribe_attempt = $2`,
        [userId, attemptId],
      );
      if (released !== 1 || !subscription) return null;
      await recordSubscription(tx, userId, subscription, { priceId });
      if (subscription.status !== 'active' && subscription.status !== 'trialing') return null;
      return this.receipts.record(tx, {
        key: `app-subscription:${subscription.id}`,
        kind: 'app-subscription',
        userId,
        priceId: priceId ?? null,
        renewsAt: subscription.currentPeriodEnd,
        visitor: false,
      });
    });
    await this.receipts.send([receipt]);
  }

  /**
   * Settles subscribe claims left standing by a process that died between asking the provider and
   * recording its answer: the provider is asked for the subscription the attempt made (by the
   * attempt in its metadata); it is recorded with its receipt if there is one, and the claim goes
   * either way. Run by the billing sweep, and by a user's next subscribe.
   */
  async settleStaleClaims(opts: { userId?: string; staleBefore?: Date } = {}): Promise<{ settled: number; recorded: number }> {
    let recorded = 0;
    const claims = await staleClaims(this.db, opts);
    for (const claim of claims) {
      const made = claim.customerId ? await this.provider.findSubscriptionOfAttempt(claim.customerId, claim.attemptId) : null;
      if (made) recorded++;
      await this.recordAttempt(claim.userId, claim.attemptId, made, made?.metadata.priceId);
    }
    return { settled: claims.length, recorded };
  }

  async cancel(owner: Owner, input: unknown): Promise<SubscriptionView> {

    const { userId } = owner;
    const { subscriptionId } = parseInput(cancelSchema, input);
    const current = await this.get(owner);
    if (current.subscriptionId !== subscriptionId) throw DomainError.notFound('The subscription');
    if (current.cancelAtPeriodEnd) return current;
    const subscription = await this.provider.cancelSubscription(subscriptionId);
    await this.db.transaction((tx) => recordSubscription(tx, userId, subscription, {}));
    return this.get(owner);
  }

  /** A hosted checkout for a plan: the lifetime plan as one payment, the others as a subscription. */
  async checkout({ userId }: Owner, input: unknown): Promise<{ sessionId: string; url: string }> {
    const { priceId, successCallback, cancelCallback } = parseInput(checkoutSchema, input);
    const price = await this.catalogue.activePrice('app-subscription', priceId);
    // The card form's rule, here too: a plan that renews is cancelled before another is bought.
    // Two checkouts opened before either is paid both complete; the newer plan then replaces the
    // older, which is stopped at the provider (payment-webhook.service.ts).
    const [user]: { email: string; has_plan: boolean | null }[] = await this.db.query(
      `SELECT u.email, (SELECT ${HOLDS_RENEWING_PLAN} FROM app_subscriptions WHERE user_id = u.id) AS has_plan FROM users u WHERE u.id = $1`,
      [userId],
    );
    if (user?.has_plan) throw new DomainError('CONFLICT', ALREADY_HAS_PLAN);
    const session = await this.provider.createCheckoutSession({
      mode: price.subscription ? 'subscription' : 'payment',
      providerPriceId: this.catalogue.providerPriceOf(price),
      customerEmail: user?.email,
      successUrl: ownReturnUrl(successCallback, 'successCallback', this.publicUrl),
      cancelUrl: ownReturnUrl(cancelCallback, 'cancelCallback', this.publicUrl),
      metadata: { userId, kind: price.subscription ? 'app-subscription' : 'app-lifetime', priceId: price.id },
    });
    return { sessionId: session.id, url: session.url };
  }

}

/**
 * Writes the provider's view of a subscription onto the user's app subscription. `eventAt` (a
 * webhook event's creation time) makes it apply only if nothing newer was applied already, so
 * events arriving out of order end in the newest state.
 */
export async function recordSubscription(
  tx: EntityManager,
  userId: string,
  subscription: ProviderSubscription,
  opts: { priceId?: string; eventAt?: Date },
): Promise<void> {
  const status = APP_STATUS_FOR[subscription.status];
  const paid = ACCESS_STATUSES.has(status);
  await tx.query(
    `UPDATE app_subscriptions
        SET status = CASE WHEN $10 THEN status ELSE $2 END,
            provider_status = CASE WHEN $10 THEN provider_status ELSE $3 END,
            subscription_id = CASE WHEN $10 THEN subscription_id ELSE $4 END,
            end_time = CASE WHEN $10 THEN end_time WHEN $5::timestamptz IS NOT NULL THEN $5 WHEN $6 THEN end_time ELSE now() END,
            price_id = COALESCE($7, price_id),
            last_payment_error = $8,
            provider_event_at = GREATEST(provider_event_at, $9),
            cancel_at_period_end = $11,
            updated_at = now()
      WHERE user_id = $1 AND NOT lifetime AND ($9::timestamptz IS NULL OR provider_event_at IS NULL OR provider_event_at <= $9)`,
    [
      userId,
      status,
      subscription.status,
      subscription.id,
      subscription.currentPeriodEnd,
      paid,
      opts.priceId ?? null,
      subscription.status === 'active' || subscription.status === 'trialing' ? null : (subscription.lastPaymentError ?? (status === 'incomplete' ? PAYMENT_FAILED_MESSAGE : null)),
      opts.eventAt ?? null,
      // A first payment that has not gone through changes nothing the user had (a trial stays a
      // trial, with no subscription to show) but the message; if it goes through later, its
      // invoice.paid finds the user by the subscription's metadata.
      subscription.status === 'incomplete' || subscription.status === 'incomplete_expired',
      subscription.cancelAtPeriodEnd,
    ],
  );
}
