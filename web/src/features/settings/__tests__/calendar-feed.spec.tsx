import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockLink } from '@apollo/client/testing';
import { AccountSubscriptionDocument, CreateCalendarFeedDocument, RevokeCalendarFeedDocument, TrackingTokensDocument, UpdateCalendarFeedDocument } from '../../../generated/graphql';
import { bootstrapMock, createUser, storeLogin } from '../../../test/factories';
import { renderRoutes } from '../../../test/render';
import { RequireSession } from '../../../lib/session/guards/RequireSession';
import { hiddenCompaniesMock } from '../../../lib/hidden-companies/__tests__/hidden-company-test-utils';
import { AccountSettingsPage } from '../components/AccountSettingsPage';
import { calendarFeedMock } from './calendar-test-utils';
import { followUpSettingsMock } from './follow-up-test-utils';

const URL = `https://remotehunt.example/calendar/${'b'.repeat(43)}.ics`;
const ACTIVE = { active: true, includeTasks: false, createdAt: '2026-11-20T10:00:00.000Z' };

const others: MockLink.MockedResponse[] = [
  {
    request: { query: AccountSubscriptionDocument },
    result: {
      data: {
        subscription: { __typename: 'SubscriptionDetails', status: 'trial', active: true, subscriptionId: null, endTime: null, lifetime: false, intervalType: null, cancelAtPeriodEnd: false },
      },
    },
    maxUsageCount: Number.POSITIVE_INFINITY,
  },
  { request: { query: TrackingTokensDocument }, result: { data: { trackingTokens: [] } }, maxUsageCount: Number.POSITIVE_INFINITY },
];

async function renderSettings(mocks: MockLink.MockedResponse[]) {
  const user = createUser();
  storeLogin(user);
  renderRoutes([{ element: <RequireSession />, children: [{ path: '/account-settings', element: <AccountSettingsPage /> }] }], {
    initialEntry: '/account-settings',
    mocks: [bootstrapMock(user), ...mocks, hiddenCompaniesMock(), followUpSettingsMock(), ...others],
  });
  return screen.findByRole('region', { name: 'Calendar' });
}

async function answer(user: ReturnType<typeof userEvent.setup>, question: RegExp, button: 'Ok' | 'Cancel') {
  const dialog = await screen.findByRole('dialog');
  expect(dialog).toHaveTextContent(question);
  await user.click(within(dialog).getByRole('button', { name: button }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
}

describe('account settings: calendar address', () => {
  it('makes the address with tasks included, shows it once with how to subscribe', async () => {
    const user = userEvent.setup();
    const section = await renderSettings([
      calendarFeedMock({}, { once: true }),
      {
        request: { query: CreateCalendarFeedDocument, variables: { includeTasks: true } },
        result: { data: { createCalendarFeed: { __typename: 'NewCalendarFeed', url: URL, includeTasks: true, createdAt: ACTIVE.createdAt } } },
      },
      calendarFeedMock({ ...ACTIVE, includeTasks: true }),
    ]);
    expect(await within(section).findByText('You have no calendar address yet.')).toBeInTheDocument();
    await user.click(within(section).getByRole('switch', { name: 'Include tasks due' }));
    await user.click(within(section).getByRole('button', { name: 'Make a calendar address' }));

    expect(await within(section).findByLabelText('Calendar address')).toHaveValue(URL);
    expect(within(section).getByText(/it is not shown again/)).toBeInTheDocument();
    expect(within(section).getByText(/^Google Calendar:/)).toBeInTheDocument();
    expect(within(section).getByText(/^Apple Calendar:/)).toBeInTheDocument();
    expect(within(section).getByText(/^Outlook:/)).toBeInTheDocument();
    expect(await screen.findByText('Made your calendar address')).toBeInTheDocument();
    expect(await within(section).findByRole('button', { name: 'Replace the address' })).toBeInTheDocument();
  });

  it('says when the address was made without showing it, and switches tasks on', async () => {
    const user = userEvent.setup();
    const section = await renderSettings([
      calendarFeedMock(ACTIVE),
      {
        request: { query: UpdateCalendarFeedDocument, variables: { includeTasks: true } },
        result: { data: { updateCalendarFeed: { __typename: 'CalendarFeed', ...ACTIVE, includeTasks: true } } },
      },
    ]);
    expect(await within(section).findByText(/You made a calendar address on Nov 20, 2026/)).toBeInTheDocument();
    expect(within(section).queryByLabelText('Calendar address')).not.toBeInTheDocument();
    await user.click(within(section).getByRole('switch', { name: 'Include tasks due' }));
    expect(await screen.findByText('Tasks due are in your calendar')).toBeInTheDocument();
    expect(within(section).getByRole('switch', { name: 'Include tasks due' })).toBeChecked();
  });

  it('revokes the address after asking', async () => {
    const user = userEvent.setup();
    const section = await renderSettings([
      calendarFeedMock(ACTIVE, { once: true }),
      { request: { query: RevokeCalendarFeedDocument }, result: { data: { revokeCalendarFeed: true } } },
      calendarFeedMock(),
    ]);
    await user.click(await within(section).findByRole('button', { name: 'Revoke' }));
    await answer(user, /Revoke your calendar address\?/, 'Ok');
    expect(await screen.findByText('Revoked your calendar address')).toBeInTheDocument();
    expect(await within(section).findByText('You have no calendar address yet.')).toBeInTheDocument();
  });

  it('replaces the address only when confirmed', async () => {
    const user = userEvent.setup();
    const section = await renderSettings([calendarFeedMock(ACTIVE)]);
    await user.click(await within(section).findByRole('button', { name: 'Replace the address' }));
    await answer(user, /Calendars subscribed to the old one stop getting updates/, 'Cancel');
    expect(within(section).queryByLabelText('Calendar address')).not.toBeInTheDocument();
  });
});
