import { createContext } from 'react';
import type { Params, AppRoute } from '../../lib/router';

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

/**
 * The route table the app renders, so the shell can match the location against it
 * for titles and crumbs (the declarative router has no `useMatches`).
 */
export const RouteTableContext = createContext<AppRoute[]>([]);

/** The deepest matched route that declares a title. */
export function findCurrentHandle(
  matches: readonly { route: { handle?: unknown }; params: Params }[],
): { handle: RouteHandle; params: Params } | null {
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const { route, params } = matches[i];
    if (isRouteHandle(route.handle)) return { handle: route.handle, params };
  }
  return null;
}
