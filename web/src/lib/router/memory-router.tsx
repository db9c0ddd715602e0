import { useState, type ReactNode } from 'react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { AppLocation } from './navigation';

export interface MemoryRouter {
  /** Where the router is now. */
  readonly location: AppLocation;
  navigate(to: string, options?: { replace?: boolean }): void;
  /** Provides this router to the tree inside it. */
  Provider(props: { children: ReactNode }): ReactNode;
}

/** An in-memory router at `initialEntry` (e.g. `/remote-jobs?companyName=Acme`), for tests. */
export function createMemoryRouter(initialEntry = '/'): MemoryRouter {
  const memory = memoryLocation({ path: initialEntry, record: true });
  return {
    get location() {
      const [pathname, search] = memory.history[memory.history.length - 1].split('?');
      return { pathname, search: search ? `?${search}` : '' };
    },
    navigate: (to, options) => memory.navigate(to, options),
    Provider: ({ children }) => <Router hook={memory.hook}>{children}</Router>,
  };
}

/** An in-memory router as a component, starting at the first of `initialEntries`. */
export function MemoryRouter({ initialEntries = ['/'], children }: { initialEntries?: string[]; children: ReactNode }) {
  const [router] = useState(() => createMemoryRouter(initialEntries[0]));
  return <router.Provider>{children}</router.Provider>;
}
