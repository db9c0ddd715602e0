import type { SubscriptionDetailsFieldsFragment } from '../../../generated/graphql';

export type SubscriptionDetails = SubscriptionDetailsFieldsFragment;

export type SubscriptionView = 'manage_subscription' | 'pricing_table' | 'payment_form';

/** A paid plan still running, or the lifetime plan: there is a plan to manage. */
export function hasPlanToManage(subscription: SubscriptionDetails, now = new Date()): boolean {
  if (subscription.lifetime) return true;
  if (subscription.status !== 'paid') return false;
  return subscription.endTime === null || new Date(subscription.endTime).getTime() > now.getTime();
}

/** Spec section 4: subscription_type opens the payment form, change_pricing the pricing table. */
export function chooseSubscriptionView(
  subscription: SubscriptionDetails,
  { subscriptionType, status }: { subscriptionType: string | null; status: string | null },
  now = new Date(),
): SubscriptionView {
  if (subscriptionType) return 'payment_form';
  if (status === 'change_pricing') return 'pricing_table';
  return hasPlanToManage(subscription, now) ? 'manage_subscription' : 'pricing_table';
}

/** subscription_type is 1-based; anything that is not a listed plan's place yields none. */
export function planAt<T>(plans: readonly T[], subscriptionType: string | null): T | null {
  if (!subscriptionType || !/^\d+$/.test(subscriptionType)) return null;
  return plans[Number(subscriptionType) - 1] ?? null;
}
