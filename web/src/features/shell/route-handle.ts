import type { Params, UIMatch } from 'react-router';

export interface Crumb {
  label: string;
  /** Omitted for the current page. */
  to?: string;
}

/** What a route declares for the shell through `handle`. */
export interface RouteHandle {
  title: string | ((params: Params) => string);
  /** The crumbs after Home; by default just the page title. */
  crumbs?: (params: Params) => Crumb[];
}

const isRouteHandle = (handle: unknown): handle is RouteHandle =>
  Boolean(handle && typeof handle === 'object' && 'title' in handle);

export function resolveTitle(handle: RouteHandle, params: Params): string {
  return typeof handle.title === 'function' ? handle.title(params) : handle.title;
}

/** The deepest matched route that declares a title. */
export function findCurrentHandle(matches: UIMatch[]): { handle: RouteHandle; params: Params } | null {
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const { handle, params } = matches[i];
    if (isRouteHandle(handle)) return { handle, params };
  }
  return null;
}
