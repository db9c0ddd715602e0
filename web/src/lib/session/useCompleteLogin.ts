import { useCallback } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { useLocation, useNavigate } from '../router';
import { paths } from '../../config/paths';
import type { AuthSessionFieldsFragment } from '../../generated/graphql';
import { saveSession } from '../session-storage';
import { returnTargetIn } from './return-to';

/**
 * Login success, shared by sign in and sign up: store token and user info,
 * then go where the person was going (the page's `next`, see return-to.ts), else remote jobs,
 * or to `to` (sign up with a plan chosen goes to its payment form). Storing the user id is what starts the bootstrap
 * query (SessionProvider); the guard there waits until it has loaded.
 */
export function useCompleteLogin(): (session: AuthSessionFieldsFragment, to?: string) => Promise<void> {
  const client = useApolloClient();
  const navigate = useNavigate();
  const { search } = useLocation();
  return useCallback(
    async ({ token, userInfo }, to = returnTargetIn(search) ?? paths.remoteJobs.getHref()) => {
      // A previous user's cached data must not leak into the new session.
      await client.clearStore();
      saveSession(token, userInfo);
      navigate(to, { replace: true });
    },
    [client, navigate, search],
  );
}
