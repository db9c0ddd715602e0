import type { RequestHandler } from 'express';
import { MulterError } from 'multer';
import { DomainError } from '@remotehunt/services/common/domain-error';
import { unsafeTextRefusal } from '@remotehunt/services/common/text-safety';

/**
 * Wraps a multer parser so its failures read as the caller's mistake: an
 * oversized file gets the upload's own message, anything else multer did not
 * name is a body the client malformed (memory storage cannot fail on our side).
 */
export function multipart(parse: RequestHandler, tooLarge: () => DomainError): RequestHandler {
  return (req, res, next) =>
    parse(req, res, (err?: unknown) => {
      // Form fields are text input like any other (see refuse-unsafe-text.ts).
      if (!err) return next(unsafeTextRefusal(req.body));
      if (!(err instanceof MulterError)) return next(DomainError.validation('The upload could not be read, please send a valid multipart form'));
      next(err.code === 'LIMIT_FILE_SIZE' ? tooLarge() : err);
    });
}
