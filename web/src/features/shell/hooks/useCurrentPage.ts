import { useContext, useMemo } from 'react';
import { matchRoutes, useLocation } from '../../../lib/router';
import { findCurrentHandle, resolveTitle, RouteTableContext, type Crumb } from '../route-handle';

/** The current page's title and crumbs (after Home), from the matched route's handle. */
export function useCurrentPage(): { title: string | null; crumbs: Crumb[] } {
  const routes = useContext(RouteTableContext);
  const location = useLocation();
  const matches = useMemo(() => matchRoutes(routes, location.pathname) ?? [], [routes, location]);
  const current = findCurrentHandle(matches);
  if (!current) return { title: null, crumbs: [] };
  const title = resolveTitle(current.handle, current.params);
  return { title, crumbs: current.handle.crumbs?.(current.params) ?? [{ label: title }] };
}
