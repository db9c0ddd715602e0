import { useSyncExternalStore } from 'react';

/**
 * A wouter location hook for hash URLs that keeps the query inside the hash
 * (`#/remote-jobs?companyName=Acme`), as the app's links have always been written.
 * wouter's own hash hook moves the query out of the hash, which would break saved links.
 */
const subscribe = (onChange: () => void) => {
  addEventListener('hashchange', onChange);
  return () => removeEventListener('hashchange', onChange);
};

const hashTarget = () => '/' + window.location.hash.replace(/^#?\/?/, '');
const currentPath = () => hashTarget().split('?')[0];
const currentSearch = () => hashTarget().split('?')[1] ?? '';

export function navigate(to: string, { replace = false }: { replace?: boolean } = {}): void {
  const url = new URL(window.location.href);
  url.hash = to.startsWith('/') ? to : `/${to}`;
  if (url.href === window.location.href) return;
  const oldURL = window.location.href;
  window.history[replace ? 'replaceState' : 'pushState'](null, '', url.href);
  // pushState fires no event of its own; every subscriber (and wouter) listens for this one.
  dispatchEvent(new HashChangeEvent('hashchange', { oldURL, newURL: url.href }));
}

export function useHashLocation(): [string, typeof navigate] {
  return [useSyncExternalStore(subscribe, currentPath), navigate];
}

/** The query inside the hash, without its `?`. */
function useHashSearch(): string {
  return useSyncExternalStore(subscribe, currentSearch);
}
useHashLocation.searchHook = useHashSearch;
/** Links point into the hash. */
useHashLocation.hrefs = (href: string) => `#${href}`;
