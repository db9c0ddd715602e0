import { useCallback } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { SessionUserDocument } from '../../generated/graphql';
import type { SessionUser } from './SessionContext';

/**
 * Reads the signed-in user again. The answer replaces the cached User, which the session (and
 * with it the side menu) follows, so a change the server made shows without a page reload.
 */
export function useRefreshSessionUser(): () => Promise<SessionUser | null> {
  const client = useApolloClient();
  return useCallback(async () => {
    const { data } = await client.query({ query: SessionUserDocument, fetchPolicy: 'network-only' });
    return data?.me ?? null;
  }, [client]);
}
