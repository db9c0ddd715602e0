import { timingSafeEqual } from 'node:crypto';
import type { Request } from 'express';
import { XSRF_COOKIE, XSRF_HEADER } from './xsrf';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Whether a state-changing request that a cookie authenticates comes from one of our own pages:
 * it carries the XSRF double-submit header (the web client's, and axios's by default), or the
 * browser says where it comes from (Origin, else Sec-Fetch-Site) and that is this origin: the
 * public URL's, or the one the request was sent to (a page on another site cannot make our
 * origin's cookie ride along with a request addressed to its own host). A request that proves
 * neither is refused: browsers always send Origin on cross-site writes.
 */
export function isOwnPageWrite(req: Request, publicUrl: string): boolean {
  if (SAFE_METHODS.has(req.method)) return true;
  const cookie: string | undefined = req.cookies?.[XSRF_COOKIE];
  const header = req.get(XSRF_HEADER);
  if (cookie && header && header.length === cookie.length && timingSafeEqual(Buffer.from(header), Buffer.from(cookie))) return true;
  const origin = req.get('origin');
  if (origin) return origin === new URL(publicUrl).origin || origin === `${req.protocol}://${req.get('host')}`;
  return req.get('sec-fetch-site') === 'same-origin';
}
