import { useCallback } from 'react';
import { useMutation } from '@apollo/client/react';
import { CancelSubscriptionDocument, MySubscriptionDocument } from '../../../generated/graphql';

/** Stops the plan renewing; the subscription screen shows the answer (cancelled, with its end) at once. */
export function useCancelSubscription(): (subscriptionId: string) => Promise<void> {
  const [mutate] = useMutation(CancelSubscriptionDocument);
  return useCallback(
    async (subscriptionId: string) => {
      await mutate({
        variables: { subscriptionId },
        update: (cache, { data }) => {
          if (data) cache.writeQuery({ query: MySubscriptionDocument, data: { subscription: data.cancelSubscription } });
        },
      });
    },
    [mutate],
  );
}
