import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AppRoute } from '../../../router';
import { bootstrapMock, createUser, storeLogin } from '../../../../test/factories';
import { renderRoutes } from '../../../../test/render';
import { RequireAnonymous } from '../RequireAnonymous';
import { RequireSession } from '../RequireSession';
import { RequireSubscription } from '../RequireSubscription';

const heading = (text: string) => <h1>{text}</h1>;

const routes: AppRoute[] = [
  { element: <RequireSubscription />, children: [{ path: '/remote-jobs', element: heading('Remote Jobs') }] },
  { element: <RequireSession />, children: [{ path: '/account-settings', element: heading('Account Settings') }] },
  {
    element: <RequireAnonymous />,
    children: [
      { path: '/signin', element: heading('Sign in') },
      { path: '/signup', element: heading('Create Account') },
    ],
  },
  { path: '/subscription', element: heading('Subscription') },
];

const inactive = createUser({ appSubscription: { status: 'expired', active: false } });

describe('subscription guard', () => {
  it('sends a user without an active subscription to subscription, keeping the query string', async () => {
    storeLogin(inactive);
    const { router } = renderRoutes(routes, {
      initialEntry: '/remote-jobs?companyName=Acme&subscription_type=2',
      mocks: [bootstrapMock(inactive)],
    });

    expect(await screen.findByRole('heading', { name: 'Subscription' })).toBeInTheDocument();
    expect(router.location.pathname).toBe('/subscription');
    expect(router.location.search).toBe('?companyName=Acme&subscription_type=2');
  });

  it('lets an active subscriber through', async () => {
    const user = createUser({ appSubscription: { active: true } });
    storeLogin(user);
    renderRoutes(routes, { initialEntry: '/remote-jobs', mocks: [bootstrapMock(user)] });

    expect(await screen.findByRole('heading', { name: 'Remote Jobs' })).toBeInTheDocument();
  });

  it('lets anyone signed in through when free app access is enabled', async () => {
    storeLogin(inactive);
    renderRoutes(routes, { initialEntry: '/remote-jobs', mocks: [bootstrapMock(inactive, { freeAccess: true })] });

    expect(await screen.findByRole('heading', { name: 'Remote Jobs' })).toBeInTheDocument();
  });

  it('waits for the session to load instead of deciding early', async () => {
    const user = createUser();
    storeLogin(user);
    renderRoutes(routes, { initialEntry: '/remote-jobs', mocks: [bootstrapMock(user)] });

    expect(screen.getByRole('progressbar', { name: 'Loading your account' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Remote Jobs' })).toBeInTheDocument();
  });

  it('sends a visitor without a session to sign in, remembering the page and its query', async () => {
    const { router } = renderRoutes(routes, { initialEntry: '/remote-jobs?companyName=Acme' });

    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(router.location.pathname).toBe('/signin');
    expect(new URLSearchParams(router.location.search).get('next')).toBe('/remote-jobs?companyName=Acme');
  });
});

describe('session guard', () => {
  it('sends a visitor without a session to sign in, remembering where they were going', async () => {
    const { router } = renderRoutes(routes, { initialEntry: '/account-settings' });

    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(router.location.pathname).toBe('/signin');
    expect(router.location.search).toBe('?next=%2Faccount-settings');
  });

  it('counts a token without user info as no session', async () => {
    window.localStorage.setItem('token', 'orphan-token');
    renderRoutes(routes, { initialEntry: '/account-settings' });

    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
  });

  it('shows the page once the session is ready, whatever the subscription', async () => {
    storeLogin(inactive);
    renderRoutes(routes, { initialEntry: '/account-settings', mocks: [bootstrapMock(inactive)] });

    expect(await screen.findByRole('heading', { name: 'Account Settings' })).toBeInTheDocument();
  });

  it('offers a retry when the session cannot be loaded', async () => {
    const user = createUser();
    storeLogin(user);
    renderRoutes(routes, {
      initialEntry: '/account-settings',
      mocks: [{ request: { query: bootstrapMock().request.query }, error: new Error('offline') }, bootstrapMock(user)],
    });

    await userEvent.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Account Settings' })).toBeInTheDocument();
  });
});

describe('anonymous guard', () => {
  it.each(['/signin', '/signup'])('sends a stored login on %s to remote jobs', async (path) => {
    const user = createUser();
    storeLogin(user);
    const { router } = renderRoutes(routes, { initialEntry: path, mocks: [bootstrapMock(user)] });

    expect(await screen.findByRole('heading', { name: 'Remote Jobs' })).toBeInTheDocument();
    expect(router.location.pathname).toBe('/remote-jobs');
  });

  it('sends a login that arrives on sign in with a page to go to on to that page', async () => {
    const user = createUser();
    storeLogin(user);
    const { router } = renderRoutes(routes, { initialEntry: '/signin?next=%2Faccount-settings', mocks: [bootstrapMock(user)] });

    expect(await screen.findByRole('heading', { name: 'Account Settings' })).toBeInTheDocument();
    expect(router.location.pathname).toBe('/account-settings');
  });

  it.each(['//evil.example/phish', 'https://evil.example/', '/\\evil.example', 'javascript:alert(1)', '/signin?next=%2Fsignin'])(
    'refuses to go on to %s: only pages of this app',
    async (next) => {
      const user = createUser();
      storeLogin(user);
      const { router } = renderRoutes(routes, { initialEntry: `/signin?${new URLSearchParams({ next })}`, mocks: [bootstrapMock(user)] });

      expect(await screen.findByRole('heading', { name: 'Remote Jobs' })).toBeInTheDocument();
      expect(router.location.pathname).toBe('/remote-jobs');
    },
  );

  it('shows sign in and sign up to visitors', async () => {
    renderRoutes(routes, { initialEntry: '/signup' });

    expect(await screen.findByRole('heading', { name: 'Create Account' })).toBeInTheDocument();
  });

  it('needs both keys: user info alone is not a login', async () => {
    window.localStorage.setItem('userInfo', JSON.stringify(createUser()));
    renderRoutes(routes, { initialEntry: '/signin' });

    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
  });
});
