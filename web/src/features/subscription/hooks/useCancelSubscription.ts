import { useCallback } from 'react';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { BootstrapDocument, CancelSubscriptionDocument, MySubscriptionDocument } from '../../../generated/graphql';

/**
 * Stops the plan renewing. The screen shows the answer (cancelled, with its end) at once; then the
 * subscription and the session's copy of it are read again, so every screen agrees without a
 * reload. That read failing does not make the cancellation fail.
 */
export function useCancelSubscription(): (subscriptionId: string) => Promise<void> {
  const [mutate] = useMutation(CancelSubscriptionDocument);
  const client = useApolloClient();
  return useCallback(
    async (subscriptionId: string) => {
      await mutate({
        variables: { subscriptionId },
        update: (cache, { data }) => {
          if (data) cache.writeQuery({ query: MySubscriptionDocument, data: { subscription: data.cancelSubscription } });
        },
      });
      await Promise.resolve(client.refetchQueries({ include: [MySubscriptionDocument, BootstrapDocument] })).catch(() => undefined);
    },
    [mutate, client],
  );
}
