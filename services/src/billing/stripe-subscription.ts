import type Stripe from 'stripe';
import type { ProviderSubscription } from './payment-provider';

/** Nothing has been paid in these, so no period is paid for, whatever end Stripe gives the items. */
const UNPAID_FROM_THE_START: ReadonlySet<Stripe.Subscription.Status> = new Set(['incomplete', 'incomplete_expired']);

/**
 * A Stripe subscription (from an API answer or a webhook event) as the billing services read it.
 * The decline message needs the payment's intent, which events do not carry: the provider adds it
 * when it has the intent at hand.
 */
export function toProviderSubscription(subscription: Stripe.Subscription): ProviderSubscription {
  return {
    id: subscription.id,
    customerId: typeof subscription.customer === 'string' ? subscription.customer : subscription.customer.id,
    status: subscription.status,
    currentPeriodEnd: UNPAID_FROM_THE_START.has(subscription.status) ? null : periodEnd(subscription),
    metadata: { ...subscription.metadata },
    cancelAtPeriodEnd: subscription.cancel_at_period_end ?? false,
    lastPaymentError: null,
  };
}

/** Since API version 2025-03-31 the period lives on each item; the earliest end is when the subscription needs paying again. */
function periodEnd(subscription: Stripe.Subscription): Date | null {
  const ends = (subscription.items?.data ?? []).map((item) => item.current_period_end).filter((end) => typeof end === 'number');
  return ends.length ? new Date(Math.min(...ends) * 1000) : null;
}
