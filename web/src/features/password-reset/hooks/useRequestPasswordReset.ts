import { useCallback } from 'react';
import { useMutation } from '@apollo/client/react';
import { RequestPasswordResetDocument } from '../../../generated/graphql';

/**
 * Asks for a reset link by email and resolves with the server's answer to show, the same whether
 * or not the address has an account. Rejects with the API error.
 */
export function useRequestPasswordReset(): { requestReset(email: string): Promise<string>; loading: boolean } {
  const [mutate, { loading }] = useMutation(RequestPasswordResetDocument);
  const requestReset = useCallback(
    async (email: string) => {
      const { data } = await mutate({ variables: { email: email.trim() } });
      if (!data) throw new Error('The reset link request answered nothing');
      return data.requestPasswordReset.message;
    },
    [mutate],
  );
  return { requestReset, loading };
}
