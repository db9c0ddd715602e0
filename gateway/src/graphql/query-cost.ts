import type { ApolloServerPlugin } from '@apollo/server';
import { type DocumentNode, getOperationAST, getVariableValues, GraphQLError, type GraphQLSchema } from 'graphql';
import { MAX_PAGE_LIMIT } from '@remotehunt/services/common/paging';
import { MAX_SAVED_SEARCHES } from '@remotehunt/services/saved-searches/saved-searches.service';
import { type FieldCost, operationCost } from './operation-cost';

/** The most an operation may cost: a few pages of 200 with their fields, not a crawl of everything. */
export const MAX_QUERY_COST = 5000;

/**
 * The most items a page is costed at: what the services answer at most. The larger pages the spec
 * names (200 messages, the applied-jobs board's one page of 10,000) hold a person's own records,
 * bounded by what they wrote, not by what the catalogue holds.
 */
export const MAX_COSTED_PAGE = MAX_PAGE_LIMIT;

/**
 * Fields that run job-list counts whatever is selected, by how many they run at most: each saved
 * search's news counts up to 100 new jobs, a page's worth of work. Priced by what they run, ten
 * aliases of `savedSearchNews` (250 counts) no longer pass for ten cheap fields.
 */
const JOB_LIST_COUNTS: Readonly<Record<string, number>> = {
  'Query.savedSearchNews': MAX_SAVED_SEARCHES,
  'Query.jobListNews': 1,
};

/**
 * A field asked for with `limit` costs its selection once per item it may return, so
 * `jobs(limit: 100) { … }` costs 100 times its fields; a field that runs job-list counts costs a
 * full page per count; other fields cost 1 plus theirs.
 */
const fieldCost: FieldCost = ({ args, childCost, coordinate }) => {
  const counts = JOB_LIST_COUNTS[coordinate];
  if (counts !== undefined) return 1 + counts * (MAX_COSTED_PAGE + childCost);
  return typeof args.limit === 'number' && args.limit >= 1 ? 1 + childCost * Math.min(args.limit, MAX_COSTED_PAGE) : 1 + childCost;
};

/** What an operation costs with these variables; throws when the variables do not fit their types. */
export function queryCost(schema: GraphQLSchema, document: DocumentNode, variables: Record<string, unknown> = {}, operationName?: string): number {
  const operation = getOperationAST(document, operationName);
  if (!operation) throw new Error(`No operation ${operationName ?? ''} to cost`);
  const { coerced, errors } = getVariableValues(schema, operation.variableDefinitions ?? [], variables);
  if (errors) throw errors[0];
  return operationCost(schema, document, operation, coerced, fieldCost);
}

/**
 * Rejects an operation whose cost goes over MAX_QUERY_COST before anything runs. A plugin and not
 * a validation rule: the cost depends on the variables (a `limit: $limit`), which rules never see.
 */
export function queryCostLimit(schema: GraphQLSchema, max = MAX_QUERY_COST): ApolloServerPlugin {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ request, document, operation }) {
          // No operation to run (several, none named): execution refuses it, running nothing.
          if (!operation) return;
          const { coerced, errors } = getVariableValues(schema, operation.variableDefinitions ?? [], request.variables ?? {});
          // Variables that do not fit their types: execution refuses them with BAD_USER_INPUT, running nothing.
          if (errors) return;
          let cost: number;
          try {
            cost = operationCost(schema, document, operation, coerced, fieldCost);
          } catch {
            // Fail closed: what cannot be costed does not run.
            throw new GraphQLError('The cost of this query could not be worked out, so it was not run. Ask for fewer fields, or spread fewer fragments.', {
              extensions: { code: 'QUERY_TOO_COSTLY', status: 400, http: { status: 400 } },
            });
          }
          if (!Number.isSafeInteger(cost)) {
            throw new GraphQLError(`This query is too costly: it costs more than ${Number.MAX_SAFE_INTEGER} points and the most is ${max}. Ask for fewer fields or spread fewer fragments.`, {
              extensions: { code: 'QUERY_TOO_COSTLY', status: 400, maxCost: max, http: { status: 400 } },
            });
          }
          if (cost > max) {
            throw new GraphQLError(
              `This query is too costly: it costs ${cost} points and the most is ${max}. Ask for fewer fields or smaller pages (a lower limit).`,
              { extensions: { code: 'QUERY_TOO_COSTLY', status: 400, cost, maxCost: max, http: { status: 400 } } },
            );
          }
        },
      };
    },
  };
}
