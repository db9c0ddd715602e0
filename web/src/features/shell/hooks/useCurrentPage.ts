import { useMatches } from 'react-router';
import { findCurrentHandle, resolveTitle, type Crumb } from '../route-handle';

/** The current page's title and crumbs (after Home), from the matched route's handle. */
export function useCurrentPage(): { title: string | null; crumbs: Crumb[] } {
  const current = findCurrentHandle(useMatches());
  if (!current) return { title: null, crumbs: [] };
  const title = resolveTitle(current.handle, current.params);
  return { title, crumbs: current.handle.crumbs?.(current.params) ?? [{ label: title }] };
}
