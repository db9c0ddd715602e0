import type { ErrorRequestHandler, RequestHandler, Response } from 'express';
import { MulterError } from 'multer';
import { isDomainError, retryAfterOf } from '@remotehunt/services/common/domain-error';
import { databaseUnavailable } from '@remotehunt/services/database/database-unreachable';
import { ERROR_STATUS, GENERIC_ERROR_MESSAGE, GRAPHQL_CODE } from './error-status';

const MULTER_MESSAGES: Partial<Record<MulterError['code'], [number, string]>> = {
  LIMIT_FILE_SIZE: [413, 'The uploaded file is too large'],
  LIMIT_FILE_COUNT: [400, 'Send one file at a time'],
  LIMIT_UNEXPECTED_FILE: [400, 'Unexpected file field in the upload'],
  LIMIT_FIELD_VALUE: [413, 'A form field is too long'],
  LIMIT_FIELD_COUNT: [400, 'Too many form fields'],
  LIMIT_PART_COUNT: [400, 'Too many parts in the upload'],
};

const CODE_FOR_STATUS: Record<number, string> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHENTICATED',
  402: 'PAYMENT_REQUIRED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  410: 'GONE',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
  500: 'INTERNAL_SERVER_ERROR',
};

interface Failure {
  status: number;
  message: string;
  code: string;
  /** A form's fields that need fixing, when the service named them (the posting form does). */
  fields?: string[];
  /** Seconds a refused attempt must wait (a spent attempt budget): sent as Retry-After. */
  retryAfter?: number;
}

function describe(thrown: unknown): Failure | null {
  // PostgreSQL not answering is a 503 to wait out, not a failure of the request.
  const err = databaseUnavailable(thrown) ?? thrown;
  if (isDomainError(err)) {
    const fields = Array.isArray(err.details?.fields) ? (err.details.fields as string[]) : undefined;
    return { status: ERROR_STATUS[err.code], message: err.message, code: GRAPHQL_CODE[err.code], fields, retryAfter: retryAfterOf(err) };
  }
  if (err instanceof MulterError) {
    const [status, message] = MULTER_MESSAGES[err.code] ?? [400, 'The upload could not be read'];
    return { status, message: err.field && status === 400 ? `${message}: ${err.field}` : message, code: CODE_FOR_STATUS[status] };
  }
  const type = (err as { type?: string }).type;
  if (type === 'entity.parse.failed') return { status: 400, message: 'The request body is not valid JSON', code: 'BAD_REQUEST' };
  if (type === 'entity.too.large') return { status: 413, message: 'The request body is too large', code: 'PAYLOAD_TOO_LARGE' };
  const status = (err as { status?: number }).status;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    return { status, message: (err as Error).message || 'The request could not be processed', code: CODE_FOR_STATUS[status] ?? 'BAD_REQUEST' };
  }
  return null;
}

/** REST callers get `{"message"}`; GraphQL callers get the `{"errors": [...]}` shape they parse. */
function send(res: Response, isGraphQL: boolean, { status, message, code, fields, retryAfter }: Failure) {
  if (retryAfter !== undefined) res.set('Retry-After', String(retryAfter));
  res.status(status).json(isGraphQL ? { errors: [{ message, extensions: { code, status } }] } : fields ? { message, fields } : { message });
}

/**
 * Every failure outside a resolver becomes a readable message with a status a
 * client can act on. Unknown errors are logged and answered with the generic
 * message: no stack traces leave the server.
 */
export const errorHandler: ErrorRequestHandler = (err, req, res, next) => {
  if (res.headersSent) return next(err);
  const isGraphQL = req.originalUrl.startsWith('/graphql');
  const failure = describe(err);
  if (failure) return send(res, isGraphQL, failure);
  req.log?.error({ err }, 'unhandled error');
  send(res, isGraphQL, { status: 500, message: GENERIC_ERROR_MESSAGE, code: 'INTERNAL_SERVER_ERROR' });
};

export const notFoundHandler: RequestHandler = (req, res) => {
  res.status(404).json({ message: `There is no API route ${req.method} ${req.baseUrl}${req.path}` });
};
