import { useCallback } from 'react';
import { useMutation } from '@apollo/client/react';
import { paths } from '../../../config/paths';
import { CreatePlanCheckoutDocument } from '../../../generated/graphql';
import { appUrl, leavePageFor } from '../utils/page-location';

/** The hosted checkout for a plan (the lifetime plan's way to pay): leaves the app for it. */
export function usePlanCheckout(): (priceId: string) => Promise<void> {
  const [mutate] = useMutation(CreatePlanCheckoutDocument);
  return useCallback(
    async (priceId: string) => {
      const { data } = await mutate({
        variables: {
          input: {
            priceId,
            successCallback: appUrl(paths.subscription.getHref({ status: 'success' })),
            cancelCallback: appUrl(paths.subscription.getHref({ status: 'cancel' })),
          },
        },
      });
      if (!data) throw new Error('The checkout answered no session');
      leavePageFor(data.createCheckoutSession.url);
    },
    [mutate],
  );
}
