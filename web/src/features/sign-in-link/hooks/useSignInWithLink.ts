import { useEffect, useRef, useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { SignInWithLinkDocument } from '../../../generated/graphql';
import { GENERIC_ERROR_MESSAGE, serverMessage } from '../../../lib/api-errors';
import { useLocation } from '../../../lib/router';
import { useCompleteLogin } from '../../../lib/session/useCompleteLogin';
import { landingFor } from '../utils/landing';

/**
 * Opened from a receipt's one-time link (`?token=&next=`): trades the token for a session once,
 * as sign in does, and lands on the page that manages the purchase. `problem` is the server's
 * reason when the link is used up or expired.
 */
export function useSignInWithLink(): { problem: string | null } {
  const { search } = useLocation();
  const params = new URLSearchParams(search);
  const token = params.get('token');
  const next = params.get('next');
  const [signIn] = useMutation(SignInWithLinkDocument);
  const completeLogin = useCompleteLogin();
  const [problem, setProblem] = useState<string | null>(token ? null : GENERIC_ERROR_MESSAGE);
  // A ref, not state: StrictMode runs the effect twice and a token can be used only once.
  const used = useRef<string | null>(null);

  useEffect(() => {
    if (!token || used.current === token) return;
    used.current = token;
    signIn({ variables: { token } })
      .then(({ data }) => {
        if (!data) throw new Error('The sign-in link answered no session');
        return completeLogin(data.signInWithLink, landingFor(next));
      })
      .catch((error: unknown) => setProblem(serverMessage(error) ?? GENERIC_ERROR_MESSAGE));
  }, [token, next, signIn, completeLogin]);

  return { problem };
}
