import { act, screen, waitFor, within } from '@testing-library/react';
import type { MockLink } from '@apollo/client/testing';
import type { AppRoute } from '../../../lib/router';
import { HasUnreadMessagesDocument, MarkJobListSeenDocument, SideMenuNewsDocument } from '../../../generated/graphql';
import { bootstrapMock, createUser, storeLogin } from '../../../test/factories';
import { renderRoutes } from '../../../test/render';
import { AppShell } from '../components/AppShell';

const routes: AppRoute[] = [
  {
    path: '/',
    element: <AppShell />,
    children: [
      { path: 'applied-jobs', element: <h1>Applied Jobs</h1>, handle: { title: 'Applied Jobs' } },
      { path: 'remote-jobs', element: <h1>Remote Jobs</h1>, handle: { title: 'Remote Jobs' } },
    ],
  },
];

const noUnreadMessages = { request: { query: HasUnreadMessagesDocument }, result: { data: { hasUnreadMessages: false } } };

type Search = { id: string; name: string; newJobs: number; newJobsIsExact?: boolean };

function newsMock(jobList: number, searches: Search[], onCall: () => void = jest.fn()): MockLink.MockedResponse {
  return {
    request: { query: SideMenuNewsDocument },
    result: () => {
      onCall();
      return {
        data: {
          jobListNews: { __typename: 'JobListNews', newJobs: jobList, newJobsIsExact: true },
          savedSearches: searches.map(({ id, name }) => ({ __typename: 'SavedSearch', id, name })),
          savedSearchNews: searches.map(({ id, newJobs, newJobsIsExact = true }) => ({ __typename: 'SavedSearchNews', id, newJobs, newJobsIsExact })),
        },
      };
    },
  };
}

function seenMock(onCall: () => void): MockLink.MockedResponse {
  return {
    request: { query: MarkJobListSeenDocument },
    result: () => {
      onCall();
      return { data: { markJobListSeen: '2026-11-27T06:00:00.000Z' } };
    },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}

function setVisibility(state: 'visible' | 'hidden') {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  act(() => {
    document.dispatchEvent(new Event('visibilitychange'));
  });
}

afterEach(() => setVisibility('visible'));

describe('side menu: new since your last visit', () => {
  it('shows the new jobs beside Remote Jobs and each saved search beneath it, each opening the search', async () => {
    const user = createUser();
    storeLogin(user);
    renderRoutes(routes, {
      initialEntry: '/applied-jobs',
      mocks: [
        bootstrapMock(user),
        noUnreadMessages,
        newsMock(3, [
          { id: 'search-1', name: 'React, paid well', newJobs: 100, newJobsIsExact: false },
          { id: 'search-2', name: 'Design anywhere', newJobs: 0 },
        ]),
      ],
    });

    const menu = within(await screen.findByRole('navigation', { name: 'Main menu' }));
    expect(await menu.findByRole('link', { name: 'Remote Jobs 3 new' })).toHaveAttribute('href', '/remote-jobs');
    const searches = within(menu.getByRole('list', { name: 'Saved searches' }));
    expect(searches.getByRole('link', { name: 'React, paid well 100+ new' })).toHaveAttribute('href', '/saved-searches/search-1/open');
    // Nothing new: no count.
    expect(searches.getByRole('link', { name: 'Design anywhere' })).toHaveAttribute('href', '/saved-searches/search-2/open');
    expect(menu.getAllByTestId('new-jobs').map((count) => count.textContent)).toEqual(['3 new', '100+ new']);
  });

  it('asks once the session is ready, and again when the user comes back to the tab, not before', async () => {
    const user = createUser();
    storeLogin(user);
    const asked = jest.fn();
    renderRoutes(routes, {
      initialEntry: '/applied-jobs',
      mocks: [
        bootstrapMock(user),
        noUnreadMessages,
        newsMock(2, [{ id: 'search-1', name: 'React', newJobs: 1 }], asked),
        newsMock(5, [{ id: 'search-1', name: 'React', newJobs: 4 }], asked),
      ],
    });

    const menu = within(await screen.findByRole('navigation', { name: 'Main menu' }));
    expect(await menu.findByRole('link', { name: 'Remote Jobs 2 new' })).toBeInTheDocument();
    expect(menu.getByRole('link', { name: 'React 1 new' })).toBeInTheDocument();
    expect(asked).toHaveBeenCalledTimes(1);

    // Leaving the tab asks nothing; coming back does.
    setVisibility('hidden');
    expect(asked).toHaveBeenCalledTimes(1);
    setVisibility('visible');
    expect(await menu.findByRole('link', { name: 'Remote Jobs 5 new' })).toBeInTheDocument();
    expect(menu.getByRole('link', { name: 'React 4 new' })).toBeInTheDocument();
    expect(asked).toHaveBeenCalledTimes(2);
  });

  it('marks Remote Jobs seen each time it opens, counting only after the first mark, and hides its count there', async () => {
    const user = createUser();
    storeLogin(user);
    const calls: string[] = [];
    const { router } = renderRoutes(routes, {
      initialEntry: '/remote-jobs',
      mocks: [
        bootstrapMock(user),
        noUnreadMessages,
        seenMock(() => calls.push('seen')),
        newsMock(4, [{ id: 'search-1', name: 'React', newJobs: 2 }], () => calls.push('counted')),
      ],
    });

    const menu = within(await screen.findByRole('navigation', { name: 'Main menu' }));
    expect(await menu.findByRole('link', { name: 'React 2 new' })).toBeInTheDocument();
    expect(calls).toEqual(['seen', 'counted']);
    // On Remote Jobs its jobs are being seen: no count beside it.
    expect(menu.getByRole('link', { name: 'Remote Jobs' })).toHaveAttribute('aria-current', 'page');

    act(() => router.navigate('/applied-jobs'));
    await screen.findByRole('heading', { name: 'Applied Jobs' });
    act(() => router.navigate('/remote-jobs'));
    await screen.findByRole('heading', { name: 'Remote Jobs' });
    await waitFor(() => expect(calls).toEqual(['seen', 'counted', 'seen']));
  });

  it('does not ask without app access (the counts need it)', async () => {
    const user = createUser({ appSubscription: { ...createUser().appSubscription, active: false } });
    storeLogin(user);
    const asked = jest.fn();
    renderRoutes(routes, { initialEntry: '/applied-jobs', mocks: [bootstrapMock(user), noUnreadMessages, newsMock(2, [], asked)] });

    const menu = within(await screen.findByRole('navigation', { name: 'Main menu' }));
    expect(await screen.findByRole('heading', { name: 'Applied Jobs' })).toBeInTheDocument();
    expect(menu.getByRole('link', { name: 'Remote Jobs' })).toBeInTheDocument();
    expect(asked).not.toHaveBeenCalled();
  });
});
