import { act, screen, within } from '@testing-library/react';
import type { MockLink } from '@apollo/client/testing';
import type { AppRoute } from '../../../lib/router';
import { HasUnreadMessagesDocument, SideMenuNewsDocument } from '../../../generated/graphql';
import { GENERIC_ERROR_MESSAGE } from '../../../lib/api-errors';
import { bootstrapMock, createUser, storeLogin } from '../../../test/factories';
import { renderRoutes } from '../../../test/render';
import { AppShell } from '../components/AppShell';
import { UNREAD_MESSAGES_POLL_MS, useHasUnreadMessages } from '../hooks/useHasUnreadMessages';

const unread = (hasUnreadMessages: boolean): MockLink.MockedResponse => ({
  request: { query: HasUnreadMessagesDocument },
  result: { data: { hasUnreadMessages } },
});

const shellRoutes: AppRoute[] = [
  { path: '/', element: <AppShell />, children: [{ path: 'applied-jobs', element: <h1>Applied Jobs</h1>, handle: { title: 'Applied Jobs' } }] },
];

/** Lets `ms` pass: the mocked server's answers (timers themselves) arrive and React renders them. */
const settle = (ms = 10) => act(() => jest.advanceTimersByTimeAsync(ms));

/** The menu's new-jobs counts, asked once (they are not polled with the dot). */
const noNews: MockLink.MockedResponse = {
  request: { query: SideMenuNewsDocument },
  result: { data: { jobListNews: { __typename: 'JobListNews', newJobs: 0, newJobsIsExact: true }, savedSearches: [], savedSearchNews: [] } },
};

function renderShell(mocks: MockLink.MockedResponse[]) {
  const user = createUser();
  storeLogin(user);
  renderRoutes(shellRoutes, { initialEntry: '/applied-jobs', mocks: [bootstrapMock(user), ...mocks, noNews] });
}

const menu = () => within(screen.getByRole('navigation', { name: 'Main menu' }));

afterEach(() => {
  jest.useRealTimers();
});

describe('unread support messages in the side menu', () => {
  beforeEach(() => {
    jest.useFakeTimers();
  });

  it('shows the dot on Support when the server says there are unread messages, and asks again every minute', async () => {
    renderShell([unread(true), unread(false)]);
    await settle(); // the session
    await settle(); // the unread flag

    expect(menu().getByRole('link', { name: 'Support (unread messages)' })).toBeInTheDocument();
    expect(menu().getByTestId('unread-dot')).toBeInTheDocument();

    await settle(UNREAD_MESSAGES_POLL_MS);
    await settle();

    expect(menu().queryByTestId('unread-dot')).not.toBeInTheDocument();
    expect(menu().getByRole('link', { name: 'Support' })).toBeInTheDocument();
  });

  it('shows no dot and no message when the question fails, and the dot once a later one succeeds', async () => {
    renderShell([{ request: { query: HasUnreadMessagesDocument }, error: new Error('offline') }, unread(true)]);
    await settle();
    await settle();

    expect(menu().queryByTestId('unread-dot')).not.toBeInTheDocument();

    await settle(UNREAD_MESSAGES_POLL_MS);
    await settle();

    expect(menu().getByTestId('unread-dot')).toBeInTheDocument();
    expect(screen.queryByText(GENERIC_ERROR_MESSAGE)).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

function UnreadProbe() {
  return <p>{useHasUnreadMessages() ? 'Unread messages' : 'No unread messages'}</p>;
}

describe('useHasUnreadMessages', () => {
  it('asks nothing without a session', async () => {
    const asked = jest.fn(() => true);
    renderRoutes([{ path: '/', element: <UnreadProbe /> }], {
      mocks: [{ request: { query: HasUnreadMessagesDocument, variables: asked }, result: { data: { hasUnreadMessages: true } } }],
    });
    await act(async () => undefined);

    expect(screen.getByText('No unread messages')).toBeInTheDocument();
    expect(asked).not.toHaveBeenCalled();
  });
});
