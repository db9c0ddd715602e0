import { useQuery } from '@apollo/client/react';
import { MySubscriptionDocument } from '../../../generated/graphql';

/** The caller's app subscription as the subscription screen shows it; always fresh from the server on arrival. */
export function useMySubscription() {
  const { data, error, refetch } = useQuery(MySubscriptionDocument, {
    fetchPolicy: 'network-only',
    nextFetchPolicy: 'cache-first',
    notifyOnNetworkStatusChange: true,
  });
  return {
    subscription: data?.subscription ?? null,
    error,
    retry: () => void refetch().catch(() => undefined),
  };
}
