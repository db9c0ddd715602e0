import { useCallback } from 'react';
import { useMutation } from '@apollo/client/react';
import { SignUpDocument } from '../../../generated/graphql';
import { useCompleteLogin } from '../../../lib/session/useCompleteLogin';
import type { SignUpFormValues } from '@remotehunt/forms/accounts';

/** Creates the account and, on success, runs login success (landing on `to`). Rejects with the API error. */
export function useSignUp(): { signUp(values: SignUpFormValues, to?: string): Promise<void>; loading: boolean } {
  const [mutate, { loading }] = useMutation(SignUpDocument);
  const completeLogin = useCompleteLogin();
  const signUp = useCallback(
    async ({ name, email, password, confirmPassword, acceptTerms }: SignUpFormValues, to?: string) => {
      const { data } = await mutate({
        variables: { input: { name: name.trim(), email: email.trim(), password, confirmPassword, acceptTerms } },
      });
      if (!data) throw new Error('Sign up returned no session');
      await completeLogin(data.signUp, to);
    },
    [mutate, completeLogin],
  );
  return { signUp, loading };
}
