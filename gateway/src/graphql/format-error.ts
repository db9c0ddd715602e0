import { GraphQLError, type GraphQLFormattedError } from 'graphql';
import { unwrapResolverError } from '@apollo/server/errors';
import { isDomainError, retryAfterOf } from '@remotehunt/services/common/domain-error';
import { databaseUnavailable } from '@remotehunt/services/database/database-unreachable';
import { ERROR_STATUS, GENERIC_ERROR_MESSAGE, GRAPHQL_CODE } from '../http/error-status';
import type { Logger } from '../logger';

const CLIENT_CODES = new Set([
  'GRAPHQL_PARSE_FAILED',
  'GRAPHQL_VALIDATION_FAILED',
  'BAD_USER_INPUT',
  'BAD_REQUEST',
  'OPERATION_RESOLUTION_FAILURE',
  'PERSISTED_QUERY_NOT_FOUND',
  'PERSISTED_QUERY_NOT_SUPPORTED',
  'QUERY_TOO_COSTLY',
]);

/**
 * The 4xx status Apollo answers a refusal of its own with. Some of those carry no code (a persisted
 * query whose hash does not match its text), which is how they passed for internal errors.
 */
function clientStatusOf(error: unknown): number | undefined {
  const status = error instanceof GraphQLError ? (error.extensions.http as { status?: unknown } | undefined)?.status : undefined;
  return typeof status === 'number' && status >= 400 && status < 500 ? status : undefined;
}

/**
 * graphql-js stops coercing variables after 50 mistakes with an error of its own that Apollo
 * gives no code: it is the caller's input all the same.
 */
const tooManyVariableErrors = (error: unknown) =>
  error instanceof GraphQLError && !error.originalError && error.message.startsWith('Too many errors processing variables');

/**
 * Domain errors keep their message and get a code plus the matching REST
 * status; query mistakes pass through; anything else is logged and hidden.
 */
export function formatError(logger: Logger) {
  return (formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError => {
    const unwrapped = unwrapResolverError(error);
    // PostgreSQL not answering is a 503 to wait out, as over REST.
    const original = databaseUnavailable(unwrapped) ?? unwrapped;
    if (isDomainError(original)) {
      // A spent attempt budget says when to try again, as REST's Retry-After header does.
      const retryAfter = retryAfterOf(original);
      return {
        message: original.message,
        path: formatted.path,
        locations: formatted.locations,
        extensions: { code: GRAPHQL_CODE[original.code], status: ERROR_STATUS[original.code], ...(retryAfter === undefined ? {} : { retryAfter }) },
      };
    }
    const code = tooManyVariableErrors(original) ? 'BAD_USER_INPUT' : formatted.extensions?.code;
    const clientStatus = clientStatusOf(original);
    if ((typeof code === 'string' && CLIENT_CODES.has(code)) || clientStatus !== undefined) {
      const { cost, maxCost } = formatted.extensions ?? {};
      const clientCode = typeof code === 'string' && CLIENT_CODES.has(code) ? code : 'BAD_REQUEST';
      return {
        message: formatted.message,
        locations: formatted.locations,
        extensions: { code: clientCode, status: clientStatus ?? 400, ...(cost === undefined ? {} : { cost, maxCost }) },
      };
    }
    logger.error({ err: original }, 'unhandled GraphQL error');
    return {
      message: GENERIC_ERROR_MESSAGE,
      path: formatted.path,
      extensions: { code: 'INTERNAL_SERVER_ERROR', status: 500 },
    };
  };
}
