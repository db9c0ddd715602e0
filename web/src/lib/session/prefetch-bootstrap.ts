import type { ApolloClient } from '@apollo/client';
import { BootstrapDocument, type BootstrapQuery } from '../../generated/graphql';

let prefetchedFor: string | null = null;

/**
 * Asks for the session's bootstrap before React renders anything (the boot script's early
 * request usually answers it at once). SessionProvider's query then takes the answer from the
 * cache, or joins the request still in flight, instead of asking again after the first render.
 */
export function prefetchBootstrap(client: ApolloClient, userId: string): Promise<BootstrapQuery | undefined> {
  prefetchedFor = userId;
  // A failure is left to SessionProvider's own query, which shows it.
  return client.query({ query: BootstrapDocument, fetchPolicy: 'network-only' }).then(
    ({ data }) => data,
    () => undefined,
  );
}

/** Whether this page load already asked the server for this user's bootstrap. */
export const isBootstrapPrefetchedFor = (userId: string | null): boolean => userId !== null && userId === prefetchedFor;
