import type { ApolloClient } from '@apollo/client';
import { JobsDocument, type JobsQueryVariables } from '../../../generated/graphql';

let prefetched: string | null = null;
const keyOf = (variables: JobsQueryVariables) => JSON.stringify(variables);

/**
 * Asks for the first page of the remote-jobs list as soon as the session's saved filters are
 * known, before the screen is built (the boot script's early request usually answers it at
 * once). The list's own query then answers from the cache, or joins the request in flight,
 * instead of asking again once the screen has rendered.
 */
export function prefetchJobs(client: ApolloClient, variables: JobsQueryVariables): Promise<void> {
  prefetched = keyOf(variables);
  // A failure is left to the list's own query, which shows it.
  return client.query({ query: JobsDocument, variables, fetchPolicy: 'network-only' }).then(
    () => undefined,
    () => undefined,
  );
}

/** Whether exactly these variables were prefetched and no list has used them yet. */
export const wasPrefetched = (variables: JobsQueryVariables): boolean => prefetched !== null && prefetched === keyOf(variables);

/** The prefetch served its list: a later visit asks the server again, as every search must. */
export function forgetPrefetchedJobs(): void {
  prefetched = null;
}
