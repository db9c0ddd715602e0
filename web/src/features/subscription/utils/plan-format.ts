import type { PlanPriceFieldsFragment } from '../../../generated/graphql';
import { formatDay } from '../../../lib/format-day';
import { formatPrice } from '../../../lib/format-money';

export type Plan = PlanPriceFieldsFragment;

/** `amount` is in the currency's minor unit: 900 usd is "$9", 1250 usd "$12.50". */
export const formatPlanPrice = ({ amount, currency }: Pick<Plan, 'amount' | 'currency'>): string => formatPrice(amount, currency);

/** "per month", "every 3 months", or the lifetime plan's single payment. */
export function formatPlanInterval({ subscription, interval, intervalType }: Pick<Plan, 'subscription' | 'interval' | 'intervalType'>): string {
  if (!subscription) return 'one-time payment';
  const unit = intervalType ?? 'month';
  const count = interval ?? 1;
  return count === 1 ? `per ${unit}` : `every ${count} ${unit}s`;
}

/** A day as people read it, e.g. "March 5, 2026". */
export const formatSubscriptionDate = (iso: string): string => formatDay(iso, 'long');
