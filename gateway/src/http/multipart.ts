import { promises as fs } from 'node:fs';
import type { Request, RequestHandler } from 'express';
import multer, { MulterError, type StorageEngine } from 'multer';
import { DomainError } from '@remotehunt/services/common/domain-error';
import { unsafeTextRefusal } from '@remotehunt/services/common/text-safety';

/**
 * Wraps a multer parser so its failures read as the caller's mistake: an
 * oversized file gets the upload's own message, anything else multer did not
 * name is a body the client malformed. Only a failure of our own disk while
 * spooling (it has a syscall) is ours, and stays a server error.
 *
 * Files spooled to disk (spoolToDisk) are removed by multer when parsing fails,
 * here when the form is refused, by the handler (withSpooledFiles) once it is
 * done with them, and in any case when the response closes.
 */
export function multipart(parse: RequestHandler, tooLarge: () => DomainError): RequestHandler {
  return (req, res, next) => {
    res.once('close', () => void removeSpooled(req));
    parse(req, res, (err?: unknown) => {
      if (!err) {
        // Form fields are text input like any other (see refuse-unsafe-text.ts).
        const refusal = unsafeTextRefusal(req.body);
        return refusal ? void removeSpooled(req).then(() => next(refusal)) : next();
      }
      if (!(err instanceof MulterError)) {
        return next((err as NodeJS.ErrnoException).syscall ? err : DomainError.validation('The upload could not be read, please send a valid multipart form'));
      }
      next(err.code === 'LIMIT_FILE_SIZE' ? tooLarge() : err);
    });
  };
}

/**
 * Streams each file part to a file of its own, with a random name, under `dir` (multer's
 * fileSize limit still cuts it off, and multer deletes it, the moment it grows past the limit).
 */
export function spoolToDisk(dir: string): StorageEngine {
  return multer.diskStorage({ destination: dir });
}

/**
 * Runs `work` on the request's spooled files and removes them before the answer goes out,
 * success or failure, so no upload outlives its request by even a moment.
 */
export async function withSpooledFiles<T>(req: Request, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } finally {
    await removeSpooled(req);
  }
}

async function removeSpooled(req: Request): Promise<void> {
  const files = req.files ? (Array.isArray(req.files) ? req.files : Object.values(req.files).flat()) : [];
  const spooled = [...files, ...(req.file ? [req.file] : [])].map((file) => file.path).filter(Boolean);
  await Promise.all(spooled.map((file) => fs.rm(file, { force: true }).catch(() => undefined)));
}
