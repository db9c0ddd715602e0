import { useCallback } from 'react';
import { useMutation } from '@apollo/client/react';
import { MyNewsletterDocument, UnsubscribeNewsletterDocument } from '../../../generated/graphql';

/** Stops the digests, then reloads the newsletter the screen shows (spec section 4). Rejects with the API error. */
export function useUnsubscribeNewsletter(): (newsletterId: string) => Promise<void> {
  const [mutate] = useMutation(UnsubscribeNewsletterDocument);
  return useCallback(
    async (newsletterId) => {
      await mutate({ variables: { newsletterId }, refetchQueries: [MyNewsletterDocument], awaitRefetchQueries: true });
    },
    [mutate],
  );
}
