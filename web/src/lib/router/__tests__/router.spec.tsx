import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HashRouter, matchRoutes, Navigate, Outlet, RouterLink, useLocation, useParams, useRoutes, type AppRoute } from '..';
import { createMemoryRouter } from '../memory-router';

function Where() {
  const { pathname, search } = useLocation();
  const params = useParams();
  return <p>{`at ${pathname}${search} ${JSON.stringify(params)}`}</p>;
}

const routes: AppRoute[] = [
  {
    path: '/',
    element: (
      <main>
        <Outlet />
      </main>
    ),
    children: [
      { index: true, element: <h1>Home</h1> },
      { element: <Outlet />, children: [{ path: 'remote-jobs/:categorySlug', element: <Where />, handle: 'category' }] },
      { path: 'remote-jobs', element: <Where />, handle: 'jobs' },
      { path: 'old-jobs', element: <Navigate to={{ pathname: '/remote-jobs', search: '?companyName=Acme' }} replace /> },
      { path: '*', element: <h1>Not found</h1> },
    ],
  },
];

function Pages() {
  return <>{useRoutes(routes)}</>;
}

describe('route table', () => {
  it('matches the page inside its layouts, with decoded params, case and trailing slash aside', () => {
    const matches = matchRoutes(routes, '/Remote-Jobs/dev%20ops/');
    expect(matches?.map((m) => m.route.handle ?? null)).toEqual([null, null, 'category']);
    expect(matches?.at(-1)?.params).toEqual({ categorySlug: 'dev ops' });
  });

  it('takes the index page for the parent path and the catch-all for anything else', () => {
    expect(matchRoutes(routes, '/')?.at(-1)?.route.index).toBe(true);
    expect(matchRoutes(routes, '/nowhere/at-all')?.at(-1)?.route.path).toBe('*');
  });
});

describe('hash router', () => {
  function Table() {
    return (
      <HashRouter>
        <RouterLink to="/remote-jobs?companyName=Acme">Acme jobs</RouterLink>
        <Pages />
      </HashRouter>
    );
  }

  afterEach(() => window.history.replaceState(null, '', '/'));

  it('renders the page the hash names, and keeps a query inside the hash', async () => {
    window.history.replaceState(null, '', '/#/remote-jobs/design');
    const user = userEvent.setup();
    render(<Table />);
    expect(screen.getByText('at /remote-jobs/design {"categorySlug":"design"}')).toBeInTheDocument();

    const link = screen.getByRole('link', { name: 'Acme jobs' });
    expect(link).toHaveAttribute('href', '#/remote-jobs?companyName=Acme');
    await user.click(link);
    expect(window.location.hash).toBe('#/remote-jobs?companyName=Acme');
    expect(window.location.search).toBe('');
    expect(screen.getByText('at /remote-jobs?companyName=Acme {}')).toBeInTheDocument();
  });

  it('reads a hash written without its leading slash, as old links have it', () => {
    window.history.replaceState(null, '', '/#remote-jobs?companyName=Acme');
    render(<Table />);
    expect(screen.getByText('at /remote-jobs?companyName=Acme {}')).toBeInTheDocument();
  });

  it('follows the hash when the browser changes it (back, typed URL)', () => {
    window.history.replaceState(null, '', '/#/');
    render(<Table />);
    expect(screen.getByRole('heading', { name: 'Home' })).toBeInTheDocument();
    act(() => {
      window.history.pushState(null, '', '/#/no-such-page');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(screen.getByRole('heading', { name: 'Not found' })).toBeInTheDocument();
  });
});

describe('test memory router', () => {
  it('is read and moved from outside, and redirects keep their query', () => {
    const router = createMemoryRouter('/old-jobs');
    render(
      <router.Provider>
        <Pages />
      </router.Provider>,
    );
    expect(router.location).toEqual({ pathname: '/remote-jobs', search: '?companyName=Acme' });
    expect(screen.getByText(/^at \/remote-jobs\?companyName=Acme /)).toBeInTheDocument();

    act(() => router.navigate('/remote-jobs/design'));
    expect(router.location).toEqual({ pathname: '/remote-jobs/design', search: '' });
    expect(screen.getByText(/^at \/remote-jobs\/design .*"categorySlug":"design"/)).toBeInTheDocument();
  });
});
