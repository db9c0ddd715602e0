import { useCallback } from 'react';
import { useMutation } from '@apollo/client/react';
import { SendNewsletterLoginLinkDocument } from '../../../generated/graphql';

/** Emails a link that signs the address's account in on this page. Rejects with the API error. */
export function useSendNewsletterLoginLink(): (email: string) => Promise<void> {
  const [mutate] = useMutation(SendNewsletterLoginLinkDocument);
  return useCallback(
    async (email) => {
      await mutate({ variables: { email: email.trim() } });
    },
    [mutate],
  );
}
