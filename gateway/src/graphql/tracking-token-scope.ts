import type { ApolloServerPlugin } from '@apollo/server';
import { type DocumentNode, type FragmentDefinitionNode, GraphQLError, Kind, type SelectionSetNode } from 'graphql';
import { mayCallGraphQL, TRACKING_TOKEN_REFUSAL } from '@remotehunt/services/auth/tracking-token-scope';
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
          if (!operation || mayCallGraphQL(contextValue.actor, rootFields(operation.selectionSet, document))) return;
          throw new GraphQLError(TRACKING_TOKEN_REFUSAL, {
            extensions: { code: GRAPHQL_CODE.FORBIDDEN, status: ERROR_STATUS.FORBIDDEN, http: { status: ERROR_STATUS.FORBIDDEN } },
          });
        },
      };
    },
  };
}

/** The root fields a selection asks for, through inline fragments and fragment spreads (validation has refused cycles). */
function rootFields(selectionSet: SelectionSetNode, document: DocumentNode): string[] {
  const fragments = new Map(
    document.definitions.filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION).map((d) => [d.name.value, d]),
  );
  const names: string[] = [];
  const walk = (set: SelectionSetNode) => {
    for (const selection of set.selections) {
      if (selection.kind === Kind.FIELD) names.push(selection.name.value);
      else if (selection.kind === Kind.INLINE_FRAGMENT) walk(selection.selectionSet);
      else {
        const fragment = fragments.get(selection.name.value);
        if (fragment) walk(fragment.selectionSet);
      }
    }
  };
  walk(selectionSet);
  return names;
}
