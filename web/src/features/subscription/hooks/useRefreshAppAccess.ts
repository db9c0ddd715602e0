import { useCallback } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { BootstrapDocument } from '../../../generated/graphql';

/**
 * Reloads the session's bootstrap, whose app subscription the subscription guard reads, so a
 * plan just bought opens the guarded screens without a page reload.
 */
export function useRefreshAppAccess(): () => Promise<void> {
  const client = useApolloClient();
  return useCallback(async () => {
    await client.refetchQueries({ include: [BootstrapDocument] });
  }, [client]);
}
