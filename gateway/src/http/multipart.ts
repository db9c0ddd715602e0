import { randomBytes } from 'node:crypto';
import { mkdirSync, promises as fs, readdirSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
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
 * Streams each file part to a file of its own, with a random name, in this process's own folder
 * under `root` (multer's fileSize limit still cuts it off, and multer deletes it, the moment it
 * grows past the limit). A process killed mid-upload cannot remove its partial files, so each
 * process first removes the folders of processes that are gone (spoolFolder).
 */
export function spoolToDisk(root: string): StorageEngine {
  return multer.diskStorage({ destination: spoolFolder(root) });
}

/** A spool folder is named for its process: `{pid}-{random}`, so a restarted pid is still another folder. */
const SPOOL_FOLDER = /^(\d+)-[0-9a-f]{12}$/;
/** Files left loose in the root by versions before per-process folders: surely abandoned after this. */
const LOOSE_FILE_MAX_AGE_MS = 60 * 60 * 1000;

/**
 * This process's spool folder under `root`, made after removing what dead processes left there: the
 * folders of pids that no longer run (several gateways may share one DATA_DIR on a host, so a live
 * one's folder stays), and loose files older than an hour. Runs once, at start.
 */
export function spoolFolder(root: string): string {
  // One folder a process, however many apps it builds (the tests build one a file).
  const known = spoolFolders.get(root);
  if (known) {
    // Made again should something have removed it meanwhile (a test emptying DATA_DIR).
    mkdirSync(known, { recursive: true });
    return known;
  }
  mkdirSync(root, { recursive: true });
  for (const entry of readdirSync(root, { withFileTypes: true })) {
    const where = path.join(root, entry.name);
    const folder = entry.isDirectory() ? SPOOL_FOLDER.exec(entry.name) : null;
    if (folder && !isRunning(Number(folder[1]))) rmSync(where, { recursive: true, force: true });
    else if (entry.isFile() && Date.now() - statSync(where).mtimeMs > LOOSE_FILE_MAX_AGE_MS) rmSync(where, { force: true });
  }
  const mine = path.join(root, `${process.pid}-${randomBytes(6).toString('hex')}`);
  mkdirSync(mine, { recursive: true });
  spoolFolders.set(root, mine);
  return mine;
}

const spoolFolders = new Map<string, string>();

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    // EPERM: it runs, as another user.
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
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
