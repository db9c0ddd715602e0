import { useEffect, useSyncExternalStore } from 'react';
import { useLocation } from './router';

/**
 * A page's own name for its last breadcrumb, known only once its data has loaded (an applied
 * job's title where the route knows just its id). The page names itself; the shell, which draws
 * the crumbs above it, reads the name for the address it is showing, so a name never outlives
 * its page or shows on another.
 */
type Named = { pathname: string; label: string } | null;

let named: Named = null;
const listeners = new Set<() => void>();

function setNamed(next: Named) {
  named = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Names the current page's last crumb while the page shows; null leaves the route's own. */
export function usePageCrumb(label: string | null): void {
  const { pathname } = useLocation();
  useEffect(() => {
    if (!label) return undefined;
    const mine = { pathname, label };
    setNamed(mine);
    return () => {
      if (named === mine) setNamed(null);
    };
  }, [pathname, label]);
}

/** The name the page at `pathname` gave its last crumb, if it gave one. */
export function usePageCrumbLabel(pathname: string): string | null {
  return useSyncExternalStore(
    subscribe,
    () => (named?.pathname === pathname ? named.label : null),
    () => null,
  );
}
