import type { Request, RequestHandler, Router } from 'express';
import { isSafeText, unsafeTextError, unsafeTextRefusal } from '@remotehunt/services/common/text-safety';
import { type MountedRoute, mountedRoutes, paramNameAt } from './mounted-routes';

/**
 * Refuses, before any route runs, a REST request whose query string, JSON body or path carries
 * text no field may hold (NUL, lone surrogates: the rule is services/src/common/text-safety.ts),
 * with a 400 naming the field. Mount it after the JSON parser and before the routes of `router`.
 * Multipart fields are read later, by their route's parser: `multipart()` checks those.
 */
export function refuseUnsafeText(router: Router): RequestHandler {
  // Read once routes exist (the first request), and only to name a path parameter.
  let routes: MountedRoute[] | undefined;
  return (req, _res, next) => {
    const refusal = unsafeTextRefusal(req.query) ?? unsafeTextRefusal(req.body);
    if (refusal) return next(refusal);
    const segment = unsafePathSegment(req);
    if (segment === undefined) return next();
    routes ??= mountedRoutes(router);
    next(unsafeTextError(paramNameAt(routes, req.path, segment) ?? 'The path'));
  };
}

/** The index of the first `/`-separated part of the path that decodes to unsafe text (`%00`). */
function unsafePathSegment(req: Request): number | undefined {
  const parts = req.path.split('/');
  for (let i = 0; i < parts.length; i++) {
    if (!parts[i].includes('%')) continue;
    let decoded: string;
    try {
      decoded = decodeURIComponent(parts[i]);
    } catch {
      continue; // Not UTF-8 (a lone surrogate cannot be): the router answers 400 for a parameter.
    }
    if (!isSafeText(decoded)) return i;
  }
  return undefined;
}
