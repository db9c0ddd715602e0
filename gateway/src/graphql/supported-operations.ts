import { GraphQLError, type ValidationRule } from 'graphql';

/**
 * Refuses an operation type the schema has no root for (we have no subscriptions) at validation, a
 * 400. graphql 16 does not validate this (17's KnownOperationTypesRule does), so execution failed
 * with an error that carried no code and was answered as an internal error.
 */
export const supportedOperationTypes: ValidationRule = (context) => ({
  OperationDefinition(operation) {
    if (!context.getSchema().getRootType(operation.operation)) {
      context.reportError(
        new GraphQLError(`This API has no ${operation.operation} operations: send a query or a mutation.`, { nodes: [operation] }),
      );
    }
    return false;
  },
});
