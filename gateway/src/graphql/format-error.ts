import type { GraphQLFormattedError } from 'graphql';
import { unwrapResolverError } from '@apollo/server/errors';
import { isDomainError } from '@remotehunt/services/common/domain-error';
import { ERROR_STATUS, GENERIC_ERROR_MESSAGE, GRAPHQL_CODE } from '../http/error-status';
import type { Logger } from '../logger';

const CLIENT_CODES = new Set(['GRAPHQL_PARSE_FAILED', 'GRAPHQL_VALIDATION_FAILED', 'BAD_USER_INPUT', 'BAD_REQUEST', 'PERSISTED_QUERY_NOT_FOUND', 'QUERY_TOO_COSTLY']);

/**
 * Domain errors keep their message and get a code plus the matching REST
 * status; query mistakes pass through; anything else is logged and hidden.
 */
export function formatError(logger: Logger) {
  return (formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError => {
    const original = unwrapResolverError(error);
    if (isDomainError(original)) {
      return {
        message: original.message,
        path: formatted.path,
        locations: formatted.locations,
        extensions: { code: GRAPHQL_CODE[original.code], status: ERROR_STATUS[original.code] },
      };
    }
    const code = formatted.extensions?.code;
    if (typeof code === 'string' && CLIENT_CODES.has(code)) {
      const { cost, maxCost } = formatted.extensions ?? {};
      return { message: formatted.message, locations: formatted.locations, extensions: { code, status: 400, ...(cost === undefined ? {} : { cost, maxCost }) } };
    }
    logger.error({ err: original }, 'unhandled GraphQL error');
    return {
      message: GENERIC_ERROR_MESSAGE,
      path: formatted.path,
      extensions: { code: 'INTERNAL_SERVER_ERROR', status: 500 },
    };
  };
}
