import { useCallback } from 'react';
import { useMutation } from '@apollo/client/react';
import { RequestPasswordResetDocument } from '../../../generated/graphql';

/** Asks for a reset link by email. Rejects with the API error. */
export function useRequestPasswordReset(): { requestReset(email: string): Promise<void>; loading: boolean } {
  const [mutate, { loading }] = useMutation(RequestPasswordResetDocument);
  const requestReset = useCallback(
    async (email: string) => {
      await mutate({ variables: { email: email.trim() } });
    },
    [mutate],
  );
  return { requestReset, loading };
}
