import { randomBytes } from 'node:crypto';
import Stripe from 'stripe';

const stripe = new Stripe('sk_test_events_are_only_signed_here');

export interface SignedEvent {
  id: string;
  payload: string;
  signature: string;
}

/**
 * A webhook delivery as Stripe sends it: the event JSON and its Stripe-Signature header, made
 * with the SDK's own test helper. `created` (seconds) orders events; `secret` may be wrong on purpose.
 */
export function signedEvent(
  secret: string,
  type: string,
  object: Record<string, unknown>,
  opts: { id?: string; created?: number; timestamp?: number } = {},
): SignedEvent {
  const id = opts.id ?? `evt_test_${randomBytes(12).toString('hex')}`;
  const payload = JSON.stringify({
    id,
    object: 'event',
    type,
    api_version: '2026-10-28.endive',
    created: opts.created ?? Math.floor(Date.now() / 1000),
    livemode: false,
    data: { object },
  });
  return { id, payload, signature: stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp: opts.timestamp }) };
}

/** A Stripe-Signature header for exactly this body, whatever it holds (a malformed event, say). */
export const signPayload = (secret: string, payload: string): string => stripe.webhooks.generateTestHeaderString({ payload, secret });

/** A paid invoice of a subscription (renewal unless `first`), as invoice.paid carries it. */
export function paidInvoice(
  subscriptionId: string,
  metadata: Record<string, string>,
  period: { start: number; end: number },
  opts: { first?: boolean } = {},
): Record<string, unknown> {
  return {
    id: `in_test_${randomBytes(12).toString('hex')}`,
    object: 'invoice',
    status: 'paid',
    billing_reason: opts.first ? 'subscription_create' : 'subscription_cycle',
    parent: { type: 'subscription_details', subscription_details: { subscription: subscriptionId, metadata } },
    lines: { object: 'list', data: [{ period }] },
  };
}

/** A subscription object as the customer.subscription.* events carry it. */
export function subscriptionObject(
  id: string,
  status: Stripe.Subscription.Status,
  metadata: Record<string, string>,
  periodEnd: number,
  opts: { cancelAtPeriodEnd?: boolean } = {},
): Record<string, unknown> {
  return {
    id,
    object: 'subscription',
    customer: 'cus_test_events',
    status,
    metadata,
    cancel_at_period_end: opts.cancelAtPeriodEnd ?? false,
    items: { object: 'list', data: [{ current_period_end: periodEnd }] },
  };
}
