/**
 * The app's routing: wouter (a 2 KB router) on hash URLs, plus the route table the app
 * declares (layouts, guards, titles) matched by ./route-table. Everything routes through
 * this module, so screens never import the router library directly.
 */
import type { ReactNode } from 'react';
import { Router } from 'wouter';
import { useHashLocation } from './hash-location';

export { Link as RouterLink } from 'wouter';
export { Navigate, useLocation, useNavigate, useSearchParams, type AppLocation, type NavigateFunction, type To } from './navigation';
export { matchPath, matchRoutes, Outlet, useParams, useRoutes, type AppRoute, type Params, type RouteMatch } from './route-table';

/** Routes by the URL's hash (`#/remote-jobs`), so any static host can serve the app. */
export function HashRouter({ children }: { children: ReactNode }) {
  return <Router hook={useHashLocation}>{children}</Router>;
}
