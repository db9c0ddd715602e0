import { useEffect, useRef } from 'react';
import { useMutation } from '@apollo/client/react';
import { useNotify } from '../../../components/Notifications';
import { SignInWithNewsletterLinkDocument } from '../../../generated/graphql';
import { GENERIC_ERROR_MESSAGE, serverMessage } from '../../../lib/api-errors';
import { useLocation, useNavigate } from '../../../lib/router';
import { useCompleteLogin } from '../../../lib/session/useCompleteLogin';
import { newsletterHrefWithout } from '../utils/newsletter-query';

/**
 * Opened from an emailed login link (`?loginToken=`): signs in with its token once, as sign in
 * does, but stays on this page, without the token in the address (it works once). A failure
 * shows the server's reason. `signingIn` holds while a token is in the address: the form (and
 * its queries) wait for the session, since login success clears the cache.
 */
export function useNewsletterLinkSignIn(): { signingIn: boolean } {
  const { search } = useLocation();
  const token = new URLSearchParams(search).get('loginToken');
  const [signIn] = useMutation(SignInWithNewsletterLinkDocument);
  const completeLogin = useCompleteLogin();
  const navigate = useNavigate();
  const notify = useNotify();
  // A ref, not state: StrictMode runs the effect twice and a token can be used only once.
  const used = useRef<string | null>(null);

  useEffect(() => {
    if (!token || used.current === token) return;
    used.current = token;
    const here = newsletterHrefWithout(search, 'loginToken');
    signIn({ variables: { token } })
      .then(({ data }) => {
        if (!data) throw new Error('The login link answered no session');
        return completeLogin(data.signInWithNewsletterLink, here);
      })
      .catch((error: unknown) => {
        notify({ type: 'error', message: serverMessage(error) ?? GENERIC_ERROR_MESSAGE });
        navigate(here, { replace: true });
      });
  }, [token, search, signIn, completeLogin, navigate, notify]);

  return { signingIn: Boolean(token) };
}
