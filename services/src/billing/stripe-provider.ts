import { createHash } from 'node:crypto';
import Stripe from 'stripe';
import { DomainError } from '../common/domain-error';
import type { Config } from '../config/config';
import type { CheckoutRequest, PaymentProvider, ProviderSubscription, SubscriptionRequest } from './payment-provider';
import { toProviderSubscription } from './stripe-subscription';

export interface StripeProviderOptions {
  /** How long one request to Stripe may take; each of the two retries gets as long again. */
  timeoutMs?: number;
}

/**
 * Pinned on purpose: the shapes read below (the period end on subscription items, the invoice's
 * `payments` list instead of its removed `payment_intent`) belong to this version. Upgrading the
 * SDK changes its own pinned version, and this literal then stops type-checking, so an upgrade
 * cannot silently change what Stripe sends back.
 */
const API_VERSION = '2026-10-28.endive' satisfies Stripe.LatestApiVersion;

/**
 * One level of expansion is enough: `latest_invoice.payments.data.payment.payment_intent` would name
 * five levels and Stripe expands at most four, so the failed payment's intent is fetched on its
 * own, and only when a payment is owed.
 */
const SUBSCRIPTION_EXPAND = ['latest_invoice.payments'];

/** The statuses in which a payment was tried and has not gone through, so a decline message can exist. */
const PAYMENT_OWED: ReadonlySet<Stripe.Subscription.Status> = new Set(['incomplete', 'incomplete_expired', 'past_due', 'unpaid']);

/**
 * The payment provider on Stripe's API. The secret key and the webhook secret live in private
 * fields, so logging or serialising the provider shows neither.
 */
export class StripePaymentProvider implements PaymentProvider {
  readonly testMode = false;
  readonly #stripe: Stripe;
  readonly #webhookSecret: string;

  constructor(settings: Config['stripe'], options: StripeProviderOptions = {}) {
    if (!settings.secretKey) throw new Error('StripePaymentProvider needs STRIPE_SECRET_KEY');
    this.#webhookSecret = settings.webhookSecret;
    this.#stripe = new Stripe(settings.secretKey, {
      apiVersion: API_VERSION,
      maxNetworkRetries: 2,
      timeout: options.timeoutMs ?? 30_000,
      ...apiAddress(settings.apiBase),
    });
  }

  async createCustomer(input: { email: string; userId: string }): Promise<{ id: string }> {
    const customer = await this.#stripe.customers.create(
      { email: input.email, metadata: { userId: input.userId } },
      // The same user and email always send the same key, so a request retried by a person (not
      // only the SDK's own retries) within Stripe's 24 hours gets the first customer back.
      { idempotencyKey: idempotencyKey('customer', input.userId, input.email) },
    );
    return { id: customer.id };
  }

  async createSubscription(input: SubscriptionRequest): Promise<ProviderSubscription> {
    // Every request is keyed by the app's claim on this subscribe (not by the card and price: the
    // same card and price may rightly be subscribed again after a cancellation, under a new claim).
    // A request retried by the SDK or repeated after a lost answer gets the first answer back.
    const key = (step: string) => idempotencyKey(`subscription-${step}`, input.attemptId);
    const subscription = await asDomainCardError(async () => {
      // Attaching answers the payment method that now belongs to the customer; use that id, since
      // Stripe's test tokens (pm_card_visa) are copied into a new one on attach.
      const paymentMethod = await this.#stripe.paymentMethods.attach(input.paymentMethodId, { customer: input.customerId }, { idempotencyKey: key('attach') });
      await this.#stripe.customers.update(
        input.customerId,
        { invoice_settings: { default_payment_method: paymentMethod.id } },
        { idempotencyKey: key('default-card') },
      );
      return this.#stripe.subscriptions.create(
        {
          customer: input.customerId,
          items: [{ price: input.providerPriceId }],
          default_payment_method: paymentMethod.id,
          // Stripe's default, stated so a declined first payment stays a subscription (incomplete)
          // that carries the decline message, rather than an error.
          payment_behavior: 'allow_incomplete',
          metadata: { ...input.metadata, attemptId: input.attemptId },
          expand: SUBSCRIPTION_EXPAND,
        },
        { idempotencyKey: key('create') },
      );
    });
    return this.toProviderSubscription(subscription);
  }

  async findSubscriptionOfAttempt(customerId: string, attemptId: string): Promise<ProviderSubscription | null> {
    // A customer has a handful of subscriptions; the SDK pages through them all.
    for await (const subscription of this.#stripe.subscriptions.list({ customer: customerId, status: 'all', limit: 100 })) {
      if (subscription.metadata?.attemptId === attemptId) return this.retrieveSubscription(subscription.id);
    }
    return null;
  }

  async retrieveSubscription(subscriptionId: string): Promise<ProviderSubscription> {
    const subscription = await this.#stripe.subscriptions.retrieve(subscriptionId, { expand: SUBSCRIPTION_EXPAND });
    return this.toProviderSubscription(subscription);
  }

  async cancelSubscription(subscriptionId: string): Promise<ProviderSubscription> {
    const subscription = await this.#stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: true, expand: SUBSCRIPTION_EXPAND });
    return this.toProviderSubscription(subscription);
  }

  async createCheckoutSession(input: CheckoutRequest): Promise<{ id: string; url: string }> {
    const session = await this.#stripe.checkout.sessions.create({
      mode: input.mode,
      line_items: [{ price: input.providerPriceId, quantity: 1 }],
      customer_email: input.customerEmail,
      success_url: input.successUrl,
      cancel_url: input.cancelUrl,
      metadata: input.metadata,
      // The session's metadata stays on the session; the subscription it starts, and so every
      // later subscription event, carries only what is given here.
      ...(input.mode === 'subscription' ? { subscription_data: { metadata: input.metadata } } : {}),
    });
    // Only embedded checkouts come without a page to send the browser to, and we create none.
    if (!session.url) throw new Error(`Stripe answered checkout session ${session.id} without a URL`);
    return { id: session.id, url: session.url };
  }

  verifyWebhook(rawBody: Buffer, signature: string | undefined): Stripe.Event {
    if (!this.#webhookSecret) throw new Error('Stripe webhooks cannot be verified without STRIPE_WEBHOOK_SECRET');
    if (!signature) throw DomainError.validation('The webhook has no Stripe-Signature header');
    try {
      // Stripe's default tolerance (300 s) bounds replays; passing 0 would turn the check off.
      return this.#stripe.webhooks.constructEvent(rawBody, signature, this.#webhookSecret);
    } catch (e) {
      if (!(e instanceof Stripe.errors.StripeSignatureVerificationError)) throw e;
      const stale = /tolerance/i.test(e.message);
      throw DomainError.validation(stale ? 'The webhook signature has expired' : 'The webhook signature does not match its body');
    }
  }

  private async toProviderSubscription(subscription: Stripe.Subscription): Promise<ProviderSubscription> {
    const read = toProviderSubscription(subscription);
    return { ...read, lastPaymentError: PAYMENT_OWED.has(subscription.status) ? await this.lastPaymentError(subscription) : null };
  }

  /** The decline message on the latest invoice's payment, or null when anything on the way is missing. */
  private async lastPaymentError(subscription: Stripe.Subscription): Promise<string | null> {
    const invoice = subscription.latest_invoice;
    if (!invoice || typeof invoice === 'string') return null;
    const payments = invoice.payments?.data ?? [];
    // The default payment is the one Stripe's own collection attempts use.
    const payment = payments.find((p) => p.is_default) ?? payments[0];
    const intent = payment?.payment?.payment_intent;
    if (!intent) return null;
    if (typeof intent !== 'string') return intent.last_payment_error?.message ?? null;
    try {
      return (await this.#stripe.paymentIntents.retrieve(intent)).last_payment_error?.message ?? null;
    } catch {
      // The subscription exists by now: failing here would lose its id and invite a second one on
      // retry, for want of a message the screen can do without.
      return null;
    }
  }
}

/** Host, port and protocol for the SDK from STRIPE_API_BASE; nothing (Stripe's own API) when it is empty. */
function apiAddress(apiBase: string): Pick<Stripe.StripeConfig, 'host' | 'port' | 'protocol'> {
  if (!apiBase) return {};
  let url: URL;
  try {
    url = new URL(apiBase);
  } catch {
    throw new Error(`STRIPE_API_BASE must be a URL such as http://127.0.0.1:12111, not "${apiBase}"`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error('STRIPE_API_BASE must be an http or https URL');
  const protocol = url.protocol === 'https:' ? 'https' : 'http';
  return {
    // The URL keeps IPv6 addresses in brackets; node's http wants them bare.
    host: url.hostname.replace(/^\[(.*)\]$/, '$1'),
    port: url.port || (protocol === 'https' ? 443 : 80),
    protocol,
  };
}

/** A key Stripe accepts (at most 255 characters) that names the request without carrying the email. */
function idempotencyKey(kind: string, ...parts: string[]): string {
  return `remotehunt-${kind}-${createHash('sha256').update(JSON.stringify(parts)).digest('hex')}`;
}

/**
 * A card Stripe refuses while we attach it is the customer's to fix, and Stripe's message is
 * written for them ("Your card was declined."), so it becomes a validation error; anything else
 * is ours and stays as it is.
 */
async function asDomainCardError<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (e) {
    if (e instanceof Stripe.errors.StripeCardError) throw DomainError.validation(e.message, { declineCode: e.decline_code ?? e.code });
    throw e;
  }
}
