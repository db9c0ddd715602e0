import type { ErrorRequestHandler, RequestHandler } from 'express';
import { MulterError } from 'multer';
import { isDomainError } from '@remotehunt/services/common/domain-error';
import { ERROR_STATUS, GENERIC_ERROR_MESSAGE } from './error-status';

const MULTER_MESSAGES: Partial<Record<MulterError['code'], [number, string]>> = {
  LIMIT_FILE_SIZE: [413, 'The uploaded file is too large'],
  LIMIT_FILE_COUNT: [400, 'Send one file at a time'],
  LIMIT_UNEXPECTED_FILE: [400, 'Unexpected file field in the upload'],
  LIMIT_FIELD_VALUE: [413, 'A form field is too long'],
  LIMIT_FIELD_COUNT: [400, 'Too many form fields'],
  LIMIT_PART_COUNT: [400, 'Too many parts in the upload'],
};

/**
 * Every REST failure becomes `{"message": ...}` with a status a client can act
 * on. Unknown errors are logged and answered with the generic message: no
 * stack traces leave the server.
 */
export const errorHandler: ErrorRequestHandler = (err, req, res, next) => {
  if (res.headersSent) return next(err);
  if (isDomainError(err)) {
    res.status(ERROR_STATUS[err.code]).json({ message: err.message });
    return;
  }
  if (err instanceof MulterError) {
    const [status, message] = MULTER_MESSAGES[err.code] ?? [400, 'The upload could not be read'];
    res.status(status).json({ message: err.field && status === 400 ? `${message}: ${err.field}` : message });
    return;
  }
  const type = (err as { type?: string }).type;
  if (type === 'entity.parse.failed') {
    res.status(400).json({ message: 'The request body is not valid JSON' });
    return;
  }
  if (type === 'entity.too.large') {
    res.status(413).json({ message: 'The request body is too large' });
    return;
  }
  const status = (err as { status?: number }).status;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    res.status(status).json({ message: (err as Error).message || 'The request could not be processed' });
    return;
  }
  req.log?.error({ err }, 'unhandled error');
  res.status(500).json({ message: GENERIC_ERROR_MESSAGE });
};

export const notFoundHandler: RequestHandler = (req, res) => {
  res.status(404).json({ message: `There is no API route ${req.method} ${req.baseUrl}${req.path}` });
};
