import type Stripe from 'stripe';

/**
 * The card provider, as the billing services use it. Stripe behind it when STRIPE_SECRET_KEY is
 * set; otherwise the local test mode, which charges nothing and answers like Stripe would. What
 * happens after this boundary (recording, webhook handling) is the same code in both modes.
 */
export interface PaymentProvider {
  readonly testMode: boolean;
  createCustomer(input: { email: string; userId: string }): Promise<{ id: string }>;
  /** Subscribes a customer with a card the browser already turned into a payment method. */
  createSubscription(input: SubscriptionRequest): Promise<ProviderSubscription>;
  retrieveSubscription(subscriptionId: string): Promise<ProviderSubscription>;
  /**
   * The subscription one subscribe attempt made, if it made one: how a claim left by a process
   * that died while the provider answered is settled (it is found by the attempt in its metadata).
   */
  findSubscriptionOfAttempt(customerId: string, attemptId: string): Promise<ProviderSubscription | null>;
  /**
   * Stops the subscription renewing: it ends when the period already paid for does (the provider
   * then sends customer.subscription.deleted). Nobody loses what they paid for.
   */
  cancelSubscription(subscriptionId: string): Promise<ProviderSubscription>;
  /** A hosted checkout page: one payment (`payment`) or the first of a subscription's (`subscription`). */
  createCheckoutSession(input: CheckoutRequest): Promise<{ id: string; url: string }>;
  /** Checks the signature on the raw body; throws on a bad or stale one. */
  verifyWebhook(rawBody: Buffer, signature: string | undefined): Stripe.Event;
}

export interface SubscriptionRequest {
  /**
   * The app's claim on this subscribe (app_subscriptions.subscribe_attempt): the provider's
   * idempotency keys derive from it, so a retried request cannot make a second subscription, and
   * it travels in the metadata, so the subscription it made can be found after a crash.
   */
  attemptId: string;
  customerId: string;
  providerPriceId: string;
  paymentMethodId: string;
  metadata: Record<string, string>;
}

export interface CheckoutRequest {
  mode: 'payment' | 'subscription';
  providerPriceId: string;
  customerEmail?: string;
  successUrl: string;
  cancelUrl: string;
  metadata: Record<string, string>;
}

export interface ProviderSubscription {
  id: string;
  customerId: string;
  status: Stripe.Subscription.Status;
  /** When the period paid for ends (null when the provider gives none, e.g. incomplete). */
  currentPeriodEnd: Date | null;
  metadata: Record<string, string>;
  /** Cancelled by the customer: it will not renew, and ends at currentPeriodEnd. */
  cancelAtPeriodEnd: boolean;
  /** The card's decline message of the latest failed payment, for the screen. */
  lastPaymentError: string | null;
}
