import type { ReactElement } from 'react';
import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { render } from '@testing-library/react';
import { useRoutes, type AppRoute } from '../lib/router';
import { createMemoryRouter } from '../lib/router/memory-router';
import { ConfirmProvider } from '../components/ConfirmDialog';
import { RouteTableContext } from '../features/shell/route-handle';
import { LoaderProvider } from '../components/GlobalLoader';
import { NotificationProvider } from '../components/Notifications';
import { SessionProvider } from '../lib/session/SessionProvider';

function RouteTable({ routes }: { routes: AppRoute[] }) {
  return <>{useRoutes(routes)}</>;
}

export interface RenderRoutesOptions {
  initialEntry?: string;
  mocks?: MockLink.MockedResponse[];
}

/** Renders routes inside the app's providers, with a mocked GraphQL server and an in-memory router. */
export function renderRoutes(routes: AppRoute[], { initialEntry = '/', mocks = [] }: RenderRoutesOptions = {}) {
  const router = createMemoryRouter(initialEntry);
  const view = render(
    <MockedProvider mocks={mocks} mockLinkDefaultOptions={{ delay: 0 }}>
      <SessionProvider>
        <LoaderProvider>
          <NotificationProvider>
            <ConfirmProvider>
              <RouteTableContext.Provider value={routes}>
                <router.Provider>
                  <RouteTable routes={routes} />
                </router.Provider>
              </RouteTableContext.Provider>
            </ConfirmProvider>
          </NotificationProvider>
        </LoaderProvider>
      </SessionProvider>
    </MockedProvider>,
  );
  return { ...view, router };
}

/** One page at `path`, plus a heading-only page at every other path a test expects to land on. */
export function renderPage(
  page: ReactElement,
  { path = '/', landings = [], ...options }: RenderRoutesOptions & { path?: string; landings?: string[] } = {},
) {
  return renderRoutes(
    [
      { path, element: page },
      ...landings.map((landing) => ({ path: landing, element: <h1>Landed on {landing}</h1> })),
    ],
    { initialEntry: path, ...options },
  );
}
