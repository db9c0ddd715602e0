import { useCallback } from 'react';
import { useMutation } from '@apollo/client/react';
import { ResetPasswordDocument } from '../../../generated/graphql';

/** Sets the new password with the emailed link's token. Rejects with the API error. */
export function useResetPassword(): { resetPassword(token: string, password: string): Promise<void>; loading: boolean } {
  const [mutate, { loading }] = useMutation(ResetPasswordDocument);
  const resetPassword = useCallback(
    async (token: string, password: string) => {
      await mutate({ variables: { token, password } });
    },
    [mutate],
  );
  return { resetPassword, loading };
}
