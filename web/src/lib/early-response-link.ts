import { ApolloLink } from '@apollo/client';
import { from, mergeMap, of } from 'rxjs';
import { takeEarlyResponse } from './early-responses';

/**
 * Answers an operation the boot script already sent (lib/early-responses.ts) with that
 * answer, once, instead of sending it again. When the early request failed, the operation
 * goes to the server as usual, so errors surface exactly as they would have.
 */
export function earlyResponseLink(): ApolloLink {
  return new ApolloLink((operation, forward) => {
    const early = takeEarlyResponse(operation.operationName, operation.variables);
    if (!early) return forward(operation);
    return from(early).pipe(mergeMap((data) => (data ? of({ data: data as Record<string, unknown> }) : forward(operation))));
  });
}
