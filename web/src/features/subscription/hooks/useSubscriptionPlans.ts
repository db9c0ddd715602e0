import { useQuery } from '@apollo/client/react';
import { AppPlansDocument, SubscriptionProductsDocument } from '../../../generated/graphql';
import type { PlansResult } from './plan-product';

/**
 * The plans of the caller's country and the card provider's key: the signed-in query for users,
 * the public one for visitors (the public pricing page).
 */
export function useSubscriptionPlans({ signedIn }: { signedIn: boolean }): PlansResult {
  const mine = useQuery(SubscriptionProductsDocument, { skip: !signedIn, notifyOnNetworkStatusChange: true });
  const visitors = useQuery(AppPlansDocument, { skip: signedIn, notifyOnNetworkStatusChange: true });
  const result = signedIn ? mine : visitors;
  const product = signedIn ? mine.data?.subscriptionProducts : visitors.data?.appPlans;
  return {
    product: product ?? null,
    error: result.error,
    retry: () => void result.refetch().catch(() => undefined),
  };
}
