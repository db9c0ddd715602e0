import { useCallback } from 'react';
import { useMutation } from '@apollo/client/react';
import { SignInDocument } from '../../../generated/graphql';
import { useCompleteLogin } from '../../../lib/session/useCompleteLogin';

/** Signs in and, on success, runs login success. Rejects with the API error. */
export function useSignIn(): { signIn(email: string, password: string): Promise<void>; loading: boolean } {
  const [mutate, { loading }] = useMutation(SignInDocument);
  const completeLogin = useCompleteLogin();
  const signIn = useCallback(
    async (email: string, password: string) => {
      const { data } = await mutate({ variables: { input: { email: email.trim(), password } } });
      if (!data) throw new Error('Sign in returned no session');
      await completeLogin(data.signIn);
    },
    [mutate, completeLogin],
  );
  return { signIn, loading };
}
