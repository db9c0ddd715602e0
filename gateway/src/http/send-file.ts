import type { Request, Response } from 'express';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ByteRange } from '@remotehunt/services/files/file-storage';
import type { FileDownload } from '@remotehunt/services/files/files.service';
import { attachmentDisposition } from './content-disposition';

/**
 * Sends a stored file as a download, never as a page of our origin: a user's PDF may carry
 * JavaScript, and opened inline from a shareable link it would run as RemoteHunt (with the
 * viewer's cookies). `attachment` makes the browser save it; the sandbox CSP and nosniff cover a
 * browser that renders it anyway, or guesses another type. The web client fetches downloads
 * itself and saves the blob under the name in Content-Disposition.
 *
 * The bytes stream from storage to the client, whole or the one range asked for (206), so a
 * resumed or seeking download reads only what it needs and nothing is held in memory whole.
 */
export async function sendFile(req: Request, res: Response, file: FileDownload): Promise<void> {
  const range = requestedRange(req, res, file.size);
  // Opened before any header is set: bytes gone from storage answer a plain JSON 404.
  const body = req.method === 'HEAD' ? null : await file.open(range);
  res.set('Content-Type', file.contentType);
  // no-transform: compression must not re-encode a body whose Content-Length and Content-Range are fixed.
  res.set('Cache-Control', 'private, no-store, no-transform');
  res.set('Content-Disposition', attachmentDisposition(file.fileName));
  res.set('X-Content-Type-Options', 'nosniff');
  res.set('Content-Security-Policy', "sandbox; default-src 'none'");
  res.set('Accept-Ranges', 'bytes');
  if (range) {
    res.status(206);
    res.set('Content-Range', `bytes ${range.start}-${range.end}/${file.size}`);
  }
  res.set('Content-Length', String(range ? range.end - range.start + 1 : file.size));
  if (!body) {
    res.end();
    return;
  }
  await streamTo(req, res, body);
}

/** Pipes a body to the response; the client hanging up ends both (and for S3, the bucket's answer). */
export async function streamTo(req: Request, res: Response, body: Readable): Promise<void> {
  await pipeline(body, res).catch((err: NodeJS.ErrnoException) => {
    // Headers are gone by now: a failure can only cut the download short, which the client sees.
    if (err.code !== 'ERR_STREAM_PREMATURE_CLOSE') req.log?.warn({ err }, 'a download stopped before its end');
  });
}

/**
 * The one byte range a GET asks for, or undefined for the whole file. A header we cannot use
 * (malformed, several ranges, or conditional on a validator we never sent) is ignored, as HTTP
 * allows; a range wholly past the end answers 416 with the file's size.
 */
function requestedRange(req: Request, res: Response, size: number): ByteRange | undefined {
  if (req.method !== 'GET' || !req.headers.range || req.headers['if-range']) return undefined;
  const ranges = req.range(size, { combine: true });
  if (ranges === -1) {
    res.set('Content-Range', `bytes */${size}`);
    throw Object.assign(new Error(`The requested range is not within the file, which is ${size} bytes long`), { status: 416 });
  }
  if (ranges === -2 || ranges === undefined || ranges.type !== 'bytes' || ranges.length !== 1) return undefined;
  return { start: ranges[0].start, end: ranges[0].end };
}
