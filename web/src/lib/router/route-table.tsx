import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { parse } from 'regexparam';
import { useLocation } from './navigation';

export type Params = Readonly<Record<string, string | undefined>>;

/**
 * A route of the app's table: a page (`path` + `element`), an `index` page of its parent,
 * or a layout (`element` rendering `<Outlet />`, with `children`; a layout without a path is
 * a guard). `handle` carries what the shell shows (title, crumbs).
 */
export interface AppRoute {
  path?: string;
  index?: boolean;
  element?: ReactNode;
  handle?: unknown;
  children?: AppRoute[];
}

export interface RouteMatch {
  route: AppRoute;
  params: Params;
}

const joinPaths = (parent: string, child: string | undefined): string => {
  if (!child) return parent;
  if (child.startsWith('/')) return child;
  return `${parent.replace(/\/$/, '')}/${child}`;
};

/** The params of `pattern` (e.g. `/remote-jobs/:categorySlug`, `*`) in `pathname`, or null. Case-insensitive, trailing slash optional. */
export function matchPath(pattern: string, pathname: string): Params | null {
  const { keys, pattern: regexp } = parse(pattern === '*' ? '/*' : pattern);
  const found = regexp.exec(pathname);
  if (!found) return null;
  const params: Record<string, string> = {};
  keys.forEach((key, i) => {
    const value = found[i + 1];
    if (value !== undefined) params[key] = decodeURIComponent(value);
  });
  return params;
}

function matchBranch(route: AppRoute, parentPath: string, pathname: string): RouteMatch[] | null {
  const path = joinPaths(parentPath, route.path);
  if (route.children?.length) {
    for (const child of route.children) {
      const rest = matchBranch(child, path, pathname);
      if (rest) return [{ route, params: rest[rest.length - 1].params }, ...rest];
    }
    return null;
  }
  const params = matchPath(path || '/', pathname);
  return params ? [{ route, params }] : null;
}

/** The chain of routes (outermost layout first) the first matching page sits in, in table order. */
export function matchRoutes(routes: readonly AppRoute[], pathname: string): RouteMatch[] | null {
  for (const route of routes) {
    const matches = matchBranch(route, '', pathname);
    if (matches) return matches;
  }
  return null;
}

const OutletContext = createContext<ReactNode>(null);
const ParamsContext = createContext<Params>({});

/** Where a layout route renders the matched route inside it. */
export function Outlet() {
  return <>{useContext(OutletContext)}</>;
}

/** The matched page's params (e.g. `categorySlug`). */
export function useParams(): Params {
  return useContext(ParamsContext);
}

/** The element of the page the location matches in `routes`, inside its layouts. */
export function useRoutes(routes: readonly AppRoute[]): ReactNode {
  const { pathname } = useLocation();
  const matches = useMemo(() => matchRoutes(routes, pathname), [routes, pathname]);
  if (!matches) return null;
  let element: ReactNode = null;
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    element = <OutletContext.Provider value={element}>{matches[i].route.element ?? <Outlet />}</OutletContext.Provider>;
  }
  return <ParamsContext.Provider value={matches[matches.length - 1].params}>{element}</ParamsContext.Provider>;
}
