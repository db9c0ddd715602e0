import { act, screen, within } from '@testing-library/react';
import type { MockLink } from '@apollo/client/testing';
import type { AppRoute } from '../../../lib/router';
import { HasUnreadMessagesDocument, SideMenuNewsDocument } from '../../../generated/graphql';
import { bootstrapMock, createUser, storeLogin } from '../../../test/factories';
import { renderRoutes } from '../../../test/render';
import { AppShell } from '../components/AppShell';

const routes: AppRoute[] = [
  { path: '/', element: <AppShell />, children: [{ path: 'applied-jobs', element: <h1>Applied Jobs</h1>, handle: { title: 'Applied Jobs' } }] },
];

const noUnreadMessages = { request: { query: HasUnreadMessagesDocument }, result: { data: { hasUnreadMessages: false } } };

function newsMock(jobList: number, searches: { id: string; name: string; newJobs: number }[], onCall = jest.fn()): MockLink.MockedResponse {
  return {
    request: { query: SideMenuNewsDocument },
    result: () => {
      onCall();
      return {
        data: {
          jobListNews: { __typename: 'JobListNews', newJobs: jobList, newJobsIsExact: true },
          savedSearches: searches.map(({ id, name }) => ({ __typename: 'SavedSearch', id, name })),
          savedSearchNews: searches.map(({ id, newJobs }) => ({ __typename: 'SavedSearchNews', id, newJobs, newJobsIsExact: true })),
        },
      };
    },
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
