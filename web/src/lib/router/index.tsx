/**
 * The app's routing: react-router-dom's declarative router on hash URLs
 * (`#/remote-jobs?companyName=Acme`: the query stays inside the hash, as saved links have it).
 * Screens import routing only from here (ESLint enforces it), so the library is named in one place.
 * Route paths match case-insensitively with an optional trailing slash, the library's defaults.
 */
import type { ReactNode } from 'react';
import { HashRouter as LibraryHashRouter } from 'react-router-dom';
import { ROUTER_FUTURE } from './future';

export {
  Link as RouterLink,
  matchPath,
  matchRoutes,
  Navigate,
  Outlet,
  useLocation,
  useNavigate,
  useParams,
  useRoutes,
  useSearchParams,
  type Location,
  type NavigateFunction,
  type Params,
  type RouteMatch,
  type To,
} from 'react-router-dom';

/** A route of the app's table (`app/router.tsx`): a page, an index page, or a layout (a guard is one without a path). */
export type { RouteObject as AppRoute } from 'react-router-dom';

/** Routes by the URL's hash (`#/remote-jobs`), so any static host can serve the app. */
export function HashRouter({ children }: { children: ReactNode }) {
  return <LibraryHashRouter future={ROUTER_FUTURE}>{children}</LibraryHashRouter>;
}
