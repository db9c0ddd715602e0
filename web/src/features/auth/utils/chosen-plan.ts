import { formatPrice } from '../../../lib/format-money';
import type { ChosenPlan } from '../hooks/useSignUpLanding';

/** "Yearly plan: $79 per year", or "Lifetime plan: $199, paid once". */
export function describeChosenPlan({ label, amount, currency, subscription, intervalType }: ChosenPlan): string {
  const price = formatPrice(amount, currency);
  return `${label} plan: ${subscription ? `${price} per ${intervalType ?? 'month'}` : `${price}, paid once`}`;
}
