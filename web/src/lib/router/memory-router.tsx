/**
 * In-memory routers for tests, with the app's router choices (./future). A test renders its own
 * tree (a route table through `useRoutes`, or one component) and may read or move the location
 * from outside, as a user's browser would.
 */
import { createContext, useContext, type ReactNode } from 'react';
import {
  createMemoryRouter as createDataRouter,
  MemoryRouter as LibraryMemoryRouter,
  RouterProvider,
  type Location,
  type To,
} from 'react-router-dom';
import { ROUTER_FUTURE } from './future';

/** The data router's own choices for version 7; the app uses none of its data APIs, so they only silence warnings. */
const DATA_ROUTER_FUTURE = {
  v7_relativeSplatPath: ROUTER_FUTURE.v7_relativeSplatPath,
  v7_fetcherPersist: true,
  v7_normalizeFormMethod: true,
  v7_partialHydration: true,
  v7_skipActionErrorRevalidation: true,
} as const;

export interface TestRouter {
  /** Where the router is now: the path and the query (with its `?`, or empty). */
  readonly location: Pick<Location, 'pathname' | 'search'>;
  /** Moves the router; returns nothing, so a test may wrap it in a synchronous `act`. */
  navigate(to: To, options?: { replace?: boolean }): void;
  /** Back (-1) or forward (1) through the history, as the browser's buttons. */
  go(delta: number): void;
  /** Provides this router to the tree inside it. */
  Provider(props: { children: ReactNode }): ReactNode;
}

// The tree a test renders, handed to the router's one route, which matches every path (so
// `useParams()` in that tree also holds that route's `*`).
const TestTree = createContext<ReactNode>(null);

function RenderTestTree() {
  return useContext(TestTree);
}

/**
 * The library's in-memory data router at `initialEntry` (e.g. `/remote-jobs?companyName=Acme`):
 * unlike `<MemoryRouter>`, it can be read and moved from outside the tree.
 */
export function createMemoryRouter(initialEntry = '/'): TestRouter {
  const router = createDataRouter([{ path: '*', Component: RenderTestTree }], {
    initialEntries: [initialEntry],
    future: DATA_ROUTER_FUTURE,
  });
  return {
    get location() {
      const { pathname, search } = router.state.location;
      return { pathname, search };
    },
    navigate: (to, options) => void router.navigate(to, options),
    go: (delta) => void router.navigate(delta),
    Provider: ({ children }) => (
      <TestTree.Provider value={children}>
        <RouterProvider router={router} future={ROUTER_FUTURE} />
      </TestTree.Provider>
    ),
  };
}

/** The library's in-memory router as a component, starting at the first of `initialEntries`. */
export function MemoryRouter({ initialEntries, children }: { initialEntries?: string[]; children: ReactNode }) {
  return (
    <LibraryMemoryRouter initialEntries={initialEntries} future={ROUTER_FUTURE}>
      {children}
    </LibraryMemoryRouter>
  );
}
