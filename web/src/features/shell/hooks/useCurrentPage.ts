import { useContext, useMemo } from 'react';
import { usePageCrumbLabel } from '../../../lib/page-crumb';
import { matchRoutes, useLocation } from '../../../lib/router';
import { findCurrentHandle, resolveTitle, RouteTableContext, type Crumb } from '../route-handle';

/**
 * The current page's title and crumbs (after Home), from the matched route's handle; the last
 * crumb takes the name the page gave itself once it knows it (lib/page-crumb.ts).
 */
export function useCurrentPage(): { title: string | null; crumbs: Crumb[] } {
  const routes = useContext(RouteTableContext);
  const location = useLocation();
  const matches = useMemo(() => matchRoutes(routes, location.pathname) ?? [], [routes, location]);
  const pageLabel = usePageCrumbLabel(location.pathname);
  const current = findCurrentHandle(matches);
  if (!current) return { title: null, crumbs: [] };
  const title = resolveTitle(current.handle, current.params);
  const crumbs = current.handle.crumbs?.(current.params) ?? [{ label: title }];
  if (!pageLabel || crumbs.length === 0) return { title, crumbs };
  return { title, crumbs: [...crumbs.slice(0, -1), { label: pageLabel }] };
}
