import { useQuery } from '@apollo/client/react';
import { AccountSubscriptionDocument, type AccountSubscriptionQuery } from '../../../generated/graphql';

export type AccountSubscription = AccountSubscriptionQuery['subscription'];

/**
 * The caller's app subscription, fresh on every visit; null until it arrives or when it cannot
 * be read (the page then words the session's copy, so a failure needs no message of its own).
 */
export function useAccountSubscription(): AccountSubscription | null {
  const { data } = useQuery(AccountSubscriptionDocument, { fetchPolicy: 'cache-and-network' });
  return data?.subscription ?? null;
}
