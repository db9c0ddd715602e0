import type { SubscriptionProductsQuery } from '../../../generated/graphql';

export type PlanProduct = SubscriptionProductsQuery['subscriptionProducts'];

export interface PlansResult {
  product: PlanProduct | null;
  error: unknown;
  retry(): void;
}
