import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AppRoute } from '../../../lib/router';
import { JOB_CATEGORIES } from '../../../config/job-categories';
import { HasUnreadMessagesDocument, LogoutDocument, MarkJobListSeenDocument, SideMenuNewsDocument } from '../../../generated/graphql';
import { reloadAt } from '../../../lib/browser';
import { useSession } from '../../../lib/session/useSession';
import { bootstrapMock, createUser, storeLogin } from '../../../test/factories';
import { renderRoutes } from '../../../test/render';
import { AppShell } from '../components/AppShell';

jest.mock('../../../lib/browser', () => ({ reloadAt: jest.fn() }));

const titled = (path: string, title: string, extra: object = {}): AppRoute => ({
  path,
  element: <h1>{title}</h1>,
  handle: { title, ...extra },
});

/** A page that says when the session is ready: what the shell shows then is what it settles on. */
function ReadyPage({ title }: { title: string }) {
  const { status } = useSession();
  return (
    <>
      <h1>{title}</h1>
      {status === 'ready' && <p>Session ready</p>}
    </>
  );
}

const routes: AppRoute[] = [
  {
    path: '/',
    element: <AppShell />,
    children: [
      titled('remote-jobs', 'Remote Jobs'),
      titled('account-settings', 'Account Settings'),
      { ...titled('subscription', 'Subscription'), element: <ReadyPage title="Subscription" /> },
      { ...titled('plan-check', 'Plan check'), element: <ReadyPage title="Plan check" /> },
      titled('applied-jobs/:appliedJobId', 'Applied Job', {
        crumbs: (params: { appliedJobId?: string }) => [
          { label: 'Applied Jobs', to: '/applied-jobs' },
          { label: params.appliedJobId ?? '' },
        ],
      }),
      titled('signin', 'Sign in'),
      titled('signup', 'Create Account'),
      titled('forgot-password', 'Forgot Password'),
      titled('reset-password/:resetPasswordTokenId', 'Reset Password'),
    ],
  },
];

const sideMenu = () => screen.queryByRole('navigation', { name: 'Main menu' });

/** The side menu asks whether support has written once the session is ready. */
const noUnreadMessages = { request: { query: HasUnreadMessagesDocument }, result: { data: { hasUnreadMessages: false } } };

/** And how many jobs are new beside Remote Jobs (none here; see side-menu-news.spec). */
const noNews = {
  request: { query: SideMenuNewsDocument },
  result: { data: { jobListNews: { __typename: 'JobListNews', newJobs: 0, newJobsIsExact: true }, savedSearches: [], savedSearchNews: [] } },
};

function renderSignedIn(at: string, user = createUser(), mocks = [bootstrapMock(user)]) {
  storeLogin(user);
  const seen = { request: { query: MarkJobListSeenDocument }, result: { data: { markJobListSeen: '2026-11-27T06:00:00.000Z' } }, maxUsageCount: Number.POSITIVE_INFINITY };
  return renderRoutes(routes, { initialEntry: at, mocks: [...mocks, noUnreadMessages, noNews, seen] });
}

describe('app shell, signed in', () => {
  it('shows the side menu and breadcrumbs', async () => {
    renderSignedIn('/account-settings');

    expect(await screen.findByRole('navigation', { name: 'Main menu' })).toBeInTheDocument();
    const crumbs = within(screen.getByRole('navigation', { name: 'Breadcrumb' }));
    expect(crumbs.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(crumbs.getByText('Account Settings')).toHaveAttribute('aria-current', 'page');
  });

  it('adds a route’s own last crumb after its parent’s (the test routes name it by its id)', async () => {
    renderSignedIn('/applied-jobs/job-42');

    const crumbs = within(await screen.findByRole('navigation', { name: 'Breadcrumb' }));
    expect(crumbs.getByRole('link', { name: 'Applied Jobs' })).toHaveAttribute('href', '/applied-jobs');
    expect(crumbs.getByText('job-42')).toHaveAttribute('aria-current', 'page');
  });

  it('shows Admin Panel to admins and Job Postings to recruiters', async () => {
    renderSignedIn('/remote-jobs', createUser({ admin: true, isAdmin: true }));

    const menu = within(await screen.findByRole('navigation', { name: 'Main menu' }));
    expect(menu.getByRole('link', { name: 'Admin Panel' })).toBeInTheDocument();
    expect(menu.queryByRole('link', { name: 'Job Postings' })).not.toBeInTheDocument();
  });

  it.each(['/signin', '/signup', '/forgot-password', '/reset-password/token-1'])('hides the side menu on %s', async (path) => {
    renderSignedIn(path);

    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(sideMenu()).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Site' })).not.toBeInTheDocument();
  });

  it('logs out: revokes the token, clears the session and reloads at sign in', async () => {
    const user = userEvent.setup();
    renderSignedIn('/remote-jobs', createUser(), [bootstrapMock(), { request: { query: LogoutDocument }, result: { data: { logout: true } } }]);

    await user.click(within(await screen.findByRole('navigation', { name: 'Main menu' })).getByRole('button', { name: 'Logout' }));

    await waitFor(() => expect(reloadAt).toHaveBeenCalledWith('#/signin'));
    expect(window.localStorage.getItem('token')).toBeNull();
    expect(window.localStorage.getItem('userInfo')).toBeNull();
  });

  it('logs out locally even when the server call fails', async () => {
    const user = userEvent.setup();
    renderSignedIn('/remote-jobs', createUser(), [bootstrapMock(), { request: { query: LogoutDocument }, error: new Error('offline') }]);

    await user.click(within(await screen.findByRole('navigation', { name: 'Main menu' })).getByRole('button', { name: 'Logout' }));

    await waitFor(() => expect(reloadAt).toHaveBeenCalledWith('#/signin'));
    expect(window.localStorage.getItem('token')).toBeNull();
  });
});

describe('app shell, signed in: the trial banner', () => {
  const DAY_MS = 24 * 3600 * 1000;
  /** Five days and a bit: "5 days left" whenever the test runs. */
  const onTrial = (days = 5) =>
    createUser({ appSubscription: { status: 'trial', active: true, endTime: new Date(Date.now() + days * DAY_MS - 3600 * 1000).toISOString() } });
  const trialOver = () => createUser({ appSubscription: { status: 'trial', active: false, endTime: new Date(Date.now() - DAY_MS).toISOString() } });
  const banner = () => screen.queryByRole('region', { name: 'Your plan' });

  it('counts the days left of a trial and links the Subscription page', async () => {
    renderSignedIn('/remote-jobs', onTrial());

    const region = within(await screen.findByRole('region', { name: 'Your plan' }));
    expect(region.getByText('Trial: 5 days left')).toBeInTheDocument();
    expect(region.getByRole('link', { name: 'See plans' })).toHaveAttribute('href', '/subscription');
  });

  it('says when the trial has ended', async () => {
    renderSignedIn('/account-settings', trialOver());

    expect(within(await screen.findByRole('region', { name: 'Your plan' })).getByText('Your trial has ended')).toBeInTheDocument();
  });

  it('stays closed once dismissed, until another day is left', async () => {
    const user = userEvent.setup();
    const { unmount } = renderSignedIn('/remote-jobs', onTrial());

    await user.click(within(await screen.findByRole('region', { name: 'Your plan' })).getByRole('button', { name: 'Dismiss' }));
    expect(banner()).not.toBeInTheDocument();
    unmount();

    const again = renderSignedIn('/plan-check', onTrial());
    await screen.findByText('Session ready');
    expect(banner()).not.toBeInTheDocument();
    again.unmount();

    renderSignedIn('/plan-check', onTrial(4));
    expect(within(await screen.findByRole('region', { name: 'Your plan' })).getByText('Trial: 4 days left')).toBeInTheDocument();
  });

  it('is not repeated on the Subscription page itself', async () => {
    renderSignedIn('/subscription', onTrial());

    await screen.findByText('Session ready');
    expect(banner()).not.toBeInTheDocument();
  });

  it.each([
    ['a paid plan', createUser({ appSubscription: { status: 'paid', active: true, subscriptionId: 'sub_1', endTime: '2030-03-05T12:00:00.000Z' } }), false],
    ['the lifetime plan', createUser({ appSubscription: { status: 'paid', active: true, lifetime: true } }), false],
    ['an admin whose trial ended', createUser({ admin: true, isAdmin: true, appSubscription: { status: 'trial', active: false, endTime: '2020-01-10T12:00:00.000Z' } }), false],
    ['a trial while free app access is on', onTrial(), true],
  ])('shows nothing for %s', async (_case, signedIn, freeAccess) => {
    renderSignedIn('/plan-check', signedIn, [bootstrapMock(signedIn, { freeAccess })]);

    await screen.findByText('Session ready');
    expect(banner()).not.toBeInTheDocument();
  });
});

describe('app shell, signed out', () => {
  it('shows the public bar instead of the side menu', () => {
    renderRoutes(routes, { initialEntry: '/signin' });

    const bar = within(screen.getByRole('navigation', { name: 'Site' }));
    for (const [label, href] of [
      ['Newsletter', '/remote-jobs-newsletter'],
      ['Post Job at $199', '/post-job'],
      ['Features', '/help'],
      ['Pricing', '/pricing'],
      ['Sign in', '/signin'],
      ['Sign up', '/signup'],
    ]) {
      expect(bar.getByRole('link', { name: label })).toHaveAttribute('href', href);
    }
    expect(sideMenu()).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Breadcrumb' })).not.toBeInTheDocument();
  });

  it('lists the 22 job categories in order, each linking to its public page, /remote-{slug}-jobs', async () => {
    const user = userEvent.setup();
    renderRoutes(routes, { initialEntry: '/signin' });

    await user.click(screen.getByRole('button', { name: 'Job Categories' }));

    const items = within(screen.getByRole('menu')).getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual(JOB_CATEGORIES.map((c) => c.label));
    expect(items).toHaveLength(22);
    expect(items[0]).toHaveAttribute('href', '/remote-programming-jobs');
    expect(items[8]).toHaveTextContent('Virtual Assistant');
    expect(items[8]).toHaveAttribute('href', '/remote-virtual-assistant-jobs');
    expect(items[21]).toHaveAttribute('href', '/remote-crypto-jobs');
  });
});
