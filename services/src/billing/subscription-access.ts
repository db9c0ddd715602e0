import type Stripe from 'stripe';
import type { AppSubscriptionStatus } from '../subscriptions/app-subscription.entity';

/**
 * What each status of a provider subscription means for the app (the subscription guard reads
 * the app status and its end time, see describeSubscription):
 * - active: paid for → `paid`, access until the period's end (renewals move the end on);
 * - trialing: the provider's trial → `trial`, access until the trial's end;
 * - past_due: a renewal failed and the provider is retrying → `past_due`, no access until a
 *   retry succeeds (Stripe has already moved the period on, so its end is not a paid-for end);
 * - incomplete: the first payment has not gone through (a declined card, 3-D Secure pending) →
 *   no access yet; incomplete_expired: it never did → no access;
 * - canceled, unpaid (retries exhausted), paused → no access.
 */
export const APP_STATUS_FOR: Record<Stripe.Subscription.Status, AppSubscriptionStatus> = {
  active: 'paid',
  trialing: 'trial',
  past_due: 'past_due',
  incomplete: 'incomplete',
  incomplete_expired: 'incomplete_expired',
  canceled: 'canceled',
  unpaid: 'unpaid',
  paused: 'paused',
};

/** App statuses that give access while their end time has not passed. */
export const ACCESS_STATUSES: ReadonlySet<AppSubscriptionStatus> = new Set(['trial', 'paid']);

/** Whether a subscription gives access now: lifetime always, else an access status still in time. */
export function grantsAccess(
  row: { status: AppSubscriptionStatus; endTime: Date | null; lifetime: boolean },
  now = new Date(),
): boolean {
  if (row.lifetime) return true;
  const inTime = row.endTime === null || row.endTime.getTime() > now.getTime();
  return ACCESS_STATUSES.has(row.status) && inTime;
}
