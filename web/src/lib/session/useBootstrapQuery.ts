import { useQuery } from '@apollo/client/react';
import { BootstrapDocument } from '../../generated/graphql';
import { isBootstrapPrefetchedFor } from './prefetch-bootstrap';

/** The one round trip that makes a signed-in session ready; skipped while nobody is signed in. */
export function useBootstrapQuery(userId: string | null) {
  return useQuery(BootstrapDocument, {
    skip: !userId,
    // Always from the server on sign-in and reload; later cache writes (profile edits) still flow in.
    // On reload the server was already asked before the first render (prefetchBootstrap).
    fetchPolicy: isBootstrapPrefetchedFor(userId) ? 'cache-first' : 'network-only',
    nextFetchPolicy: 'cache-first',
    notifyOnNetworkStatusChange: true,
  });
}
