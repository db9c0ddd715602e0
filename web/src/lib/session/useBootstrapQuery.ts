import { useQuery } from '@apollo/client/react';
import { BootstrapDocument } from '../../generated/graphql';

/** The one round trip that makes a signed-in session ready; skipped while nobody is signed in. */
export function useBootstrapQuery(userId: string | null) {
  return useQuery(BootstrapDocument, {
    skip: !userId,
    // Always from the server on sign-in and reload; later cache writes (profile edits) still flow in.
    fetchPolicy: 'network-only',
    nextFetchPolicy: 'cache-first',
    notifyOnNetworkStatusChange: true,
  });
}
