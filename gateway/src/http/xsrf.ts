import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { RequestHandler } from 'express';
import { DomainError } from '@remotehunt/services/common/domain-error';

export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'x-xsrf-token';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Double-submit XSRF check, as the client expects: the gateway hands out an
 * XSRF-TOKEN cookie, and the web client copies it into the X-XSRF-TOKEN header
 * on state-changing requests. A request carrying the cookie without the
 * matching header is refused. Non-browser REST consumers send no cookie and
 * authenticate with a bearer token only, so they are unaffected.
 */
export function xsrf(opts: { secure: boolean }): RequestHandler {
  return (req, res, next) => {
    const cookie: string | undefined = req.cookies?.[XSRF_COOKIE];
    if (!cookie) {
      res.cookie(XSRF_COOKIE, randomBytes(32).toString('base64url'), {
        sameSite: 'strict',
        secure: opts.secure,
        httpOnly: false,
        path: '/',
      });
    }
    if (SAFE_METHODS.has(req.method) || !cookie) return next();
    const header = req.get(XSRF_HEADER) ?? '';
    const a = Buffer.from(header);
    const b = Buffer.from(cookie);
    if (a.length !== b.length || !timingSafeEqual(a, b)) {
      return next(DomainError.forbidden('Missing or invalid XSRF token, please reload the page and try again'));
    }
    next();
  };
}
