import type { ApolloServerPlugin } from '@apollo/server';
import { type DocumentNode, type FragmentDefinitionNode, GraphQLError, Kind, type SelectionSetNode } from 'graphql';
import { isTrackingToken, mayCallGraphQL, TRACKING_TOKEN_REFUSAL } from '@remotehunt/services/auth/tracking-token-scope';
import { ERROR_STATUS, GRAPHQL_CODE } from '../http/error-status';
import type { GraphQLContext } from './context';

/**
 * Refuses, before anything runs, an operation a tracking token may not make: one asking for any
 * root field outside the list in services/src/auth/tracking-token-scope.ts (REST refuses the same
 * calls in gateway/src/http/tracking-token-scope.ts).
 */
export function trackingTokenScope(): ApolloServerPlugin<GraphQLContext> {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ contextValue, operation, document }) {
          if (!operation || !isTrackingToken(contextValue.actor)) return;
          if (mayCallGraphQL(contextValue.actor, rootFields(operation.selectionSet, document))) return;
          throw new GraphQLError(TRACKING_TOKEN_REFUSAL, {
            extensions: { code: GRAPHQL_CODE.FORBIDDEN, status: ERROR_STATUS.FORBIDDEN, http: { status: ERROR_STATUS.FORBIDDEN } },
          });
        },
      };
    },
  };
}

/**
 * The root fields a selection asks for, through inline fragments and fragment spreads. Each
 * fragment is read once however often it is spread, so a chain of fragments spreading the next
 * twice costs its length, not 2^length.
 */
function rootFields(selectionSet: SelectionSetNode, document: DocumentNode): string[] {
  const fragments = new Map(
    document.definitions.filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION).map((d) => [d.name.value, d]),
  );
  const names = new Set<string>();
  const read = new Set<string>();
  const walk = (set: SelectionSetNode) => {
    for (const selection of set.selections) {
      if (selection.kind === Kind.FIELD) names.add(selection.name.value);
      else if (selection.kind === Kind.INLINE_FRAGMENT) walk(selection.selectionSet);
      else if (!read.has(selection.name.value)) {
        read.add(selection.name.value);
        const fragment = fragments.get(selection.name.value);
        if (fragment) walk(fragment.selectionSet);
      }
    }
  };
  walk(selectionSet);
  return [...names];
}
