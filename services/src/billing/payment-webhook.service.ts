import Stripe from 'stripe';
import type { DataSource, EntityManager } from 'typeorm';
import { DomainError } from '../common/domain-error';
import type { PaymentProvider, ProviderSubscription } from './payment-provider';
import { toProviderSubscription } from './stripe-subscription';
import { PAYMENT_FAILED_MESSAGE, recordSubscription } from './subscription-billing.service';
import { endAutoBump, postingOfSubscription, type PostingOwnerFor, type PublishedPosting, publishPosting, renewPosting } from '../job-postings/posting-publisher';
import { activatePaidNewsletter, endPaidNewsletter, isNewsletterSubscription } from '../newsletter/newsletter-payments';
import { accountForPurchase } from '../accounts/visitor-accounts';
import type { AppSubscriptionService } from '../subscriptions/app-subscription.service';
import type { SendMailPayload } from '../queues/queue-names';
import type { PurchaseReceipts } from './purchase-receipts';
import type { ProviderCancellations } from './provider-cancellations';
import { HOLDS_RENEWING_PLAN } from './subscribe-claims';
import { recordSubscriptionStop, subscriptionStop } from './subscription-stops';
import { checkedEvent } from './webhook-event-shape';

export interface WebhookOutcome {
  eventId: string;
  type: string;
  /** A redelivery of an event already handled: nothing was done again. */
  duplicate: boolean;
}

/**
 * The card provider's events, each handled exactly once: its id is stored in the same
 * transaction as its effects, so a redelivery finds it and does nothing, and a failure stores
 * neither (the provider delivers again). Events may arrive in any order; subscription state
 * carries the event's time and never goes back to an older one.
 */
export class PaymentWebhookService {
  constructor(
    private readonly db: DataSource,
    private readonly provider: PaymentProvider,
    private readonly receipts: PurchaseReceipts,
    private readonly subscriptions: AppSubscriptionService,
    private readonly cancellations: ProviderCancellations,
  ) {}

  /** A visitor's posting goes to the account of the address they ordered with (found, or made without a password). */
  private readonly postingOwner: PostingOwnerFor = async (tx, buyer) => (await accountForPurchase(tx, this.subscriptions, buyer)).userId;

  /**
   * `afterApply` runs inside the event's transaction when the event is new (the local checkout
   * marks its session paid there, so a crash can never leave it paid with nothing done).
   */
  async handle(
    rawBody: Buffer,
    signature: string | undefined,
    afterApply?: (tx: EntityManager, event: Stripe.Event) => Promise<void>,
  ): Promise<WebhookOutcome> {
    let event: Stripe.Event;
    try {
      event = checkedEvent(this.provider.verifyWebhook(rawBody, signature));
    } catch (e) {
      if (e instanceof DomainError) throw e;
      if (e instanceof Stripe.errors.StripeSignatureVerificationError) throw DomainError.validation('The webhook signature does not match its body');
      // Ours (no webhook secret configured): a 500 that is logged, and Stripe retries later.
      throw e;
    }
    // Read what needs the provider before the transaction, so no row stays locked across a network call.
    const subscription = await this.subscriptionOfCompletedCheckout(event);
    const receipts: (SendMailPayload | null)[] = [];
    const replaced: string[] = [];
    const outcome = await this.db.transaction(async (tx) => {
      const [stored] = await tx.query(`INSERT INTO payment_events (id, type) VALUES ($1, $2) ON CONFLICT (id) DO NOTHING RETURNING id`, [
        event.id,
        event.type,
      ]);
      if (!stored) return { eventId: event.id, type: event.type, duplicate: true };
      await this.apply(tx, event, subscription, receipts, replaced);
      await afterApply?.(tx, event);
      return { eventId: event.id, type: event.type, duplicate: false };
    });
    // Queued only once the receipts' rows have committed; were this lost, the outbox sweep sends them.
    await this.receipts.send(receipts);
    // Likewise the plans this purchase replaced: stopped now, or by the billing sweep if this fails.
    if (replaced.length) await this.cancellations.runDue(replaced).catch(() => undefined);
    return outcome;
  }

  private async apply(
    tx: EntityManager,
    event: Stripe.Event,
    checkoutSubscription: ProviderSubscription | null,
    receipts: (SendMailPayload | null)[],
    replaced: string[],
  ): Promise<void> {
    const eventAt = new Date(event.created * 1000);
    switch (event.type) {
      case 'checkout.session.completed': {
        const session = event.data.object;
        const metadata = session.metadata ?? {};
        if (metadata.kind === 'job-posting' && metadata.postingId) {
          const subscriptionId = idOf(session.subscription);
          const published = await publishPosting(tx, metadata.postingId, { subscriptionId, ownerFor: this.postingOwner });
          await this.honourStop(tx, subscriptionId);
          receipts.push(await this.postingReceipt(tx, published, periodEndOf(session.subscription)));
          return;
        }
        if (metadata.kind === 'newsletter' && metadata.newsletterId) {
          const subscriptionId = idOf(session.subscription);
          const started = await activatePaidNewsletter(tx, metadata.newsletterId, subscriptionId);
          if (subscriptionId && (await subscriptionStop(tx, subscriptionId)) === 'ended') await endPaidNewsletter(tx, subscriptionId);
          if (started) {
            receipts.push(
              await this.receipts.record(tx, {
                key: `newsletter:${session.id}`,
                kind: 'newsletter',
                userId: started.userId,
                priceId: metadata.priceId ?? null,
                renewsAt: periodEndOf(session.subscription),
                visitor: metadata.buyer === 'visitor',
              }),
            );
          }
          return;
        }
        const userId = metadata.userId;
        if (!userId) return;
        if (metadata.kind === 'app-lifetime') {
          await this.replacePlan(tx, userId, null, 'lifetime', replaced);
          await tx.query(
            `UPDATE app_subscriptions SET lifetime = true, status = 'paid', end_time = NULL, price_id = $2, last_payment_error = NULL, updated_at = now()
              WHERE user_id = $1`,
            [userId, metadata.priceId ?? null],
          );
          receipts.push(
            await this.receipts.record(tx, { key: `app-lifetime:${session.id}`, kind: 'app-lifetime', userId, priceId: metadata.priceId ?? null, visitor: false }),
          );
        } else if (metadata.kind === 'app-subscription' && checkoutSubscription) {
          await this.replacePlan(tx, userId, checkoutSubscription.id, 'replaced', replaced);
          await recordSubscription(tx, userId, checkoutSubscription, { priceId: metadata.priceId, eventAt });
          if (RENEWING.has(checkoutSubscription.status)) {
            receipts.push(await this.appSubscriptionReceipt(tx, userId, checkoutSubscription.id, metadata.priceId, checkoutSubscription.currentPeriodEnd));
          }
        }
        return;
      }
      case 'customer.subscription.created':
      case 'customer.subscription.updated':
      case 'customer.subscription.deleted':
      case 'customer.subscription.paused':
      case 'customer.subscription.resumed': {
        const subscription = toProviderSubscription(event.data.object);
        if (await this.isPostingSubscription(tx, subscription.id, subscription.metadata)) {
          if (!RENEWING.has(subscription.status) || subscription.cancelAtPeriodEnd) {
            await recordSubscriptionStop(tx, subscription.id, !RENEWING.has(subscription.status));
            await endAutoBump(tx, subscription.id);
          }
          return;
        }
        if (await isNewsletterSubscription(tx, subscription.id, subscription.metadata)) {
          // Cancelled at the period's end: the digests go on until the provider ends it.
          if (!RENEWING.has(subscription.status)) {
            await recordSubscriptionStop(tx, subscription.id, true);
            await endPaidNewsletter(tx, subscription.id);
          }
          return;
        }
        const userId = await this.appSubscriber(tx, subscription.id, subscription.metadata);
        if (userId) await recordSubscription(tx, userId, subscription, { eventAt });
        return;
      }
      case 'invoice.paid': {
        const invoice = event.data.object;
        const ref = invoiceSubscription(invoice);
        if (!ref) return;
        const periodEnd = invoice.lines?.data?.[0]?.period?.end;
        const end = periodEnd ? new Date(periodEnd * 1000) : null;
        if (await this.isPostingSubscription(tx, ref.id, ref.metadata)) {
          const published = await renewPosting(
            tx,
            { postingId: ref.metadata.postingId ?? null, subscriptionId: ref.id },
            { renewal: invoice.billing_reason === 'subscription_cycle', periodEnd: end },
            { ownerFor: this.postingOwner },
          );
          await this.honourStop(tx, ref.id);
          receipts.push(await this.postingReceipt(tx, published, end));
          return;
        }
        const userId = await this.appSubscriber(tx, ref.id, ref.metadata);
        if (!userId || !end) return;
        // The first invoice is the purchase (a card subscription makes no checkout); renewals are the provider's to receipt.
        if (invoice.billing_reason === 'subscription_create') {
          const [current]: { price_id: string | null }[] = await tx.query(`SELECT price_id FROM app_subscriptions WHERE user_id = $1`, [userId]);
          receipts.push(await this.appSubscriptionReceipt(tx, userId, ref.id, ref.metadata.priceId ?? current?.price_id ?? undefined, end));
        }
        // A renewal moves the end on; GREATEST keeps a later renewal that was handled first. It may
        // arrive before its checkout's completion, so it also records which subscription this is.
        await tx.query(
          `UPDATE app_subscriptions
              SET status = 'paid', provider_status = 'active', subscription_id = $2, end_time = GREATEST(end_time, $3),
                  price_id = COALESCE($4, price_id), last_payment_error = NULL,
                  provider_event_at = GREATEST(provider_event_at, $5), updated_at = now()
            WHERE user_id = $1 AND NOT lifetime AND ${APPLIES_AT('$5')}`,
          [userId, ref.id, end, ref.metadata.priceId ?? null, eventAt],
        );
        return;
      }
      case 'invoice.payment_failed': {
        const ref = invoiceSubscription(event.data.object);
        if (!ref) return;
        // A failure older than what was applied (a later payment went through) is history, not news.
        await tx.query(
          `UPDATE app_subscriptions SET last_payment_error = $2, provider_event_at = GREATEST(provider_event_at, $3), updated_at = now()
            WHERE subscription_id = $1 AND ${APPLIES_AT('$3')}`,
          [ref.id, PAYMENT_FAILED_MESSAGE, new Date(event.created * 1000)],
        );
        return;
      }
      default:
        // Stored all the same, so its redeliveries are answered at once.
        return;
    }
  }

  /** A posting's auto-bump whose subscription stopped before this event: published, but not renewing. */
  private async honourStop(tx: EntityManager, subscriptionId: string | null): Promise<void> {
    if (subscriptionId && (await subscriptionStop(tx, subscriptionId))) await endAutoBump(tx, subscriptionId);
  }

  /**
   * A plan bought while another still renews (two checkouts opened before either was paid, or a
   * card subscription beside a checkout): the newest purchase is the plan, and the one it replaces
   * is stopped at the provider, through the cancellation outbox, so it is never charged again.
   */
  private async replacePlan(tx: EntityManager, userId: string, newSubscriptionId: string | null, reason: 'replaced' | 'lifetime', replaced: string[]) {
    const [old]: { subscription_id: string }[] = await tx.query(
      `SELECT subscription_id FROM app_subscriptions
        WHERE user_id = $1 AND subscription_id IS DISTINCT FROM $2::text AND ${HOLDS_RENEWING_PLAN} AND NOT lifetime FOR UPDATE`,
      [userId, newSubscriptionId],
    );
    if (!old) return;
    await this.cancellations.request(tx, old.subscription_id, userId, reason);
    replaced.push(old.subscription_id);
  }

  /**
   * Whose app subscription this is: the one recorded with it, else the user it was made for
   * (its checkout's completion may not have arrived yet), unless that user has since moved to
   * another subscription that still runs: an old plan's last events must not end the new one.
   */
  private async appSubscriber(tx: EntityManager, subscriptionId: string, metadata: Record<string, string>): Promise<string | null> {
    const [row] = await tx.query(`SELECT user_id FROM app_subscriptions WHERE subscription_id = $1`, [subscriptionId]);
    if (row) return row.user_id;
    if (metadata.kind !== 'app-subscription' || !metadata.userId) return null;
    const [free] = await tx.query(
      `SELECT user_id FROM app_subscriptions
        WHERE user_id = $1 AND (subscription_id IS NULL OR status NOT IN ('paid', 'past_due') OR end_time <= now())`,
      [metadata.userId],
    );
    return free?.user_id ?? null;
  }

  /** A posting's receipt, once: when this event is the one that published it. */
  private async postingReceipt(tx: EntityManager, published: PublishedPosting | null, periodEnd: Date | null): Promise<SendMailPayload | null> {
    if (!published?.publishedNow || !published.postedBy) return null;
    return this.receipts.record(tx, {
      key: `job-posting:${published.postingId}`,
      kind: 'job-posting',
      userId: published.postedBy,
      to: published.email,
      priceId: published.priceId,
      detail: `${published.jobTitle} at ${published.companyName}`,
      renewsAt: periodEnd,
      visitor: published.byVisitor,
    });
  }

  private appSubscriptionReceipt(tx: EntityManager, userId: string, subscriptionId: string, priceId: string | undefined, periodEnd: Date | null) {
    return this.receipts.record(tx, {
      key: `app-subscription:${subscriptionId}`,
      kind: 'app-subscription',
      userId,
      priceId: priceId ?? null,
      renewsAt: periodEnd,
      visitor: false,
    });
  }

  private async isPostingSubscription(tx: EntityManager, subscriptionId: string, metadata: Record<string, string>): Promise<boolean> {
    return metadata.kind === 'job-posting' || (await postingOfSubscription(tx, subscriptionId)) !== null;
  }

  private async subscriptionOfCompletedCheckout(event: Stripe.Event): Promise<ProviderSubscription | null> {
    if (event.type !== 'checkout.session.completed' || event.data.object.metadata?.kind !== 'app-subscription') return null;
    const subscription = event.data.object.subscription;
    if (!subscription) return null;
    return typeof subscription === 'object' ? toProviderSubscription(subscription) : this.provider.retrieveSubscription(subscription);
  }
}

/**
 * Whether an event created at `param` may change the row: nothing newer was applied, and at the
 * same second an ended subscription stays ended (Stripe's times are in seconds, and a payment and
 * the end of its subscription can share one).
 */
const APPLIES_AT = (param: string) =>
  `(provider_event_at IS NULL OR provider_event_at < ${param} OR (provider_event_at = ${param} AND provider_status IS DISTINCT FROM 'canceled'))`;

/** Where an invoice names its subscription (and the subscription's metadata) since API version 2025-03. */
function invoiceSubscription(invoice: Stripe.Invoice): { id: string; metadata: Record<string, string> } | null {
  const details = invoice.parent?.subscription_details;
  const id = idOf(details?.subscription ?? null);
  return id ? { id, metadata: { ...(details?.metadata ?? {}) } } : null;
}

/** The period end of a checkout's subscription when the event carries it expanded (the local checkout does; Stripe sends an id). */
function periodEndOf(subscription: string | Stripe.Subscription | null): Date | null {
  if (!subscription || typeof subscription === 'string') return null;
  return toProviderSubscription(subscription).currentPeriodEnd;
}

const idOf = (value: string | { id: string } | null | undefined): string | null => (value ? (typeof value === 'string' ? value : value.id) : null);

/** Subscription statuses in which a posting's auto-bump goes on renewing. */
const RENEWING: ReadonlySet<Stripe.Subscription.Status> = new Set(['active', 'trialing', 'past_due']);
