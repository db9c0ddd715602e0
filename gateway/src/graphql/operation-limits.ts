import { GraphQLError, type ValidationRule } from 'graphql';
import { measureOperations } from './operation-shape';

/** Fields nested below a root field; introspection is not counted (GraphiQL's own query goes deeper). */
export const MAX_QUERY_DEPTH = 10;

/**
 * Fields asked for under another name, per operation: graphql-armor's figure. The web client uses
 * none (a test checks every one of its operations); aliases are how one request asks for the same
 * costly field many times over.
 */
export const MAX_ALIASES = 15;

/** Distinct root fields per operation. The web client asks for one; the playground rarely needs more. */
export const MAX_ROOT_FIELDS = 10;

export interface OperationLimits {
  maxDepth: number;
  maxAliases: number;
  maxRootFields: number;
}

/**
 * Depth, aliases and root fields of every operation, measured in time linear in the document (see
 * measureOperations): graphql-depth-limit walked every path through fragments, so a chain of
 * fragments each spreading the next twice took exponential time, and a cycle overflowed its stack.
 */
export function operationLimits({ maxDepth, maxAliases, maxRootFields }: OperationLimits = {
  maxDepth: MAX_QUERY_DEPTH,
  maxAliases: MAX_ALIASES,
  maxRootFields: MAX_ROOT_FIELDS,
}): ValidationRule {
  return (context) => ({
    Document(document) {
      for (const shape of measureOperations(document)) {
        const at = { nodes: [shape.operation] };
        if (shape.depth > maxDepth) {
          context.reportError(new GraphQLError(`'${shape.name}' exceeds maximum operation depth of ${maxDepth}`, at));
        }
        if (shape.aliases > maxAliases) {
          context.reportError(
            new GraphQLError(
              `'${shape.name}' asks for ${shape.aliases} aliased fields and the most is ${maxAliases}. Ask for fewer fields under other names, or send several requests.`,
              at,
            ),
          );
        }
        if (shape.rootFields > maxRootFields) {
          context.reportError(
            new GraphQLError(
              `'${shape.name}' asks for ${shape.rootFields} root fields and the most is ${maxRootFields}. Ask for fewer, or send several requests.`,
              at,
            ),
          );
        }
      }
      return false;
    },
  });
}
