import type { Router } from 'express';

export interface MountedRoute {
  /** Upper case (`GET`), or `*` for a route that takes every method. */
  method: string;
  /** The full template, as `/users/:userId/companies/:companyName/jobs`. */
  path: string;
}

/** What Express 5's router (the `router` package, 2.3+) lists; not in @types/express yet. */
interface ListedRoute {
  path: string | RegExp;
  methods: string[] | undefined;
  router: unknown;
}

/**
 * Every route mounted on `router` and the routers under it, with full paths: what the
 * hostile-input tests send to (so a new route is covered without touching them) and what
 * names a path parameter in refusals. Automatic HEAD answers are left out.
 */
export function mountedRoutes(router: Router, prefix = ''): MountedRoute[] {
  const listed = (router as unknown as { listRoutes(): ListedRoute[] }).listRoutes();
  return listed.flatMap(({ path, methods, router: child }) => {
    if (typeof path !== 'string') return [];
    const full = joinPaths(prefix, path);
    if (child) return mountedRoutes(child as Router, full);
    return (methods ?? []).filter((method) => method !== 'HEAD').map((method) => ({ method, path: full }));
  });
}

function joinPaths(prefix: string, path: string): string {
  const joined = `${prefix.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
  return joined.length > 1 ? joined.replace(/\/+$/, '') : joined;
}

/**
 * The name of the parameter that `segment` (an index into the path's `/`-separated parts) fills
 * in the first route whose template fits `path`, if any. Literal parts must match; only plain
 * `:name` parameters are understood, which is all this API uses.
 */
export function paramNameAt(routes: MountedRoute[], path: string, segment: number): string | undefined {
  const parts = path.split('/');
  for (const route of routes) {
    const template = route.path.split('/');
    if (template.length !== parts.length) continue;
    const fits = template.every((part, i) => part.startsWith(':') || part === parts[i]);
    if (fits && template[segment]?.startsWith(':')) return template[segment].slice(1);
  }
  return undefined;
}
