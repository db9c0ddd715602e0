import { gzipSync } from 'node:zlib';
import type { Request, Response } from 'express';
import { paymentsInTestMode, withTestModeBanner } from './test-mode-banner';

/** Pages this small are sent as they are, as the compression middleware leaves them. */
const GZIP_THRESHOLD = 1024;

/**
 * Sends a server-rendered page, gzipped here when the browser takes gzip. A page is one string
 * known whole, so one synchronous pass with a window its size does it; the compression
 * middleware's stream (a 256 KB deflate state set up per response, and chunked writes) cost
 * a public job page about a fifth of its gateway CPU. Brotli, which the middleware would pick for
 * browsers, saves a few hundred bytes on a 7 KB page and costs more to set up.
 */
export function sendPage(req: Request, res: Response, status: number, page: string): void {
  const html = paymentsInTestMode(req) ? withTestModeBanner(page) : page;
  res.status(status).type('html');
  res.vary('Accept-Encoding');
  if (Buffer.byteLength(html) < GZIP_THRESHOLD || !req.acceptsEncodings('gzip')) {
    res.send(html);
    return;
  }
  // Level 1 and an 8 KB window: the same size as the default level on a 7 KB page, at a third of its cost.
  res.set('Content-Encoding', 'gzip').send(gzipSync(html, { level: 1, windowBits: 13, memLevel: 7 }));
}
