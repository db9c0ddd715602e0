import type { ApolloServerPlugin } from '@apollo/server';
import { type DocumentNode, GraphQLError, type GraphQLSchema } from 'graphql';
import { type ComplexityEstimator, getComplexity, simpleEstimator } from 'graphql-query-complexity';
import { MAX_PAGE_LIMIT } from '@remotehunt/services/common/paging';

/** The most an operation may cost: a few pages of 200 with their fields, not a crawl of everything. */
export const MAX_QUERY_COST = 5000;

/**
 * The most items a page is costed at: what the services answer at most. The larger pages the spec
 * names (200 messages, the applied-jobs board's one page of 10,000) hold a person's own records,
 * bounded by what they wrote, not by what the catalogue holds.
 */
export const MAX_COSTED_PAGE = MAX_PAGE_LIMIT;

/**
 * A field asked for with `limit` costs its selection once per item it may return, so
 * `jobs(limit: 100) { … }` costs 100 times its fields; other fields cost 1 plus theirs.
 */
const pagedListEstimator: ComplexityEstimator = ({ args, childComplexity }) => {
  if (typeof args.limit !== 'number' || args.limit < 1) return undefined;
  return 1 + childComplexity * Math.min(args.limit, MAX_COSTED_PAGE);
};

/** What an operation costs with these variables. */
export function queryCost(schema: GraphQLSchema, document: DocumentNode, variables?: Record<string, unknown>, operationName?: string): number {
  return getComplexity({
    schema,
    query: document,
    operationName,
    variables,
    estimators: [pagedListEstimator, simpleEstimator({ defaultComplexity: 1 })],
  });
}

/**
 * Rejects an operation whose cost goes over MAX_QUERY_COST before anything runs. A plugin and not
 * a validation rule: the cost depends on the variables (a `limit: $limit`), which rules never see.
 */
export function queryCostLimit(schema: GraphQLSchema, max = MAX_QUERY_COST): ApolloServerPlugin {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ request, document }) {
          let cost: number;
          try {
            cost = queryCost(schema, document, request.variables, request.operationName);
          } catch {
            // Variables that do not fit their types: execution refuses them with BAD_USER_INPUT, running nothing.
            return;
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
