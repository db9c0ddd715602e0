import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockLink } from '@apollo/client/testing';
import { AccountSubscriptionDocument, TrackingTokensDocument, UpdateFollowUpSettingsDocument } from '../../../generated/graphql';
import { apiError, bootstrapMock, createUser, storeLogin } from '../../../test/factories';
import { renderRoutes } from '../../../test/render';
import { RequireSession } from '../../../lib/session/guards/RequireSession';
import { hiddenCompaniesMock } from '../../../lib/hidden-companies/__tests__/hidden-company-test-utils';
import { AccountSettingsPage } from '../components/AccountSettingsPage';
import { calendarFeedMock } from './calendar-test-utils';
import { followUpSettingsMock } from './follow-up-test-utils';

// Issue 48: Account Settings' "Follow-up reminders": on or off, and the days after applying and after an interview.

const subscriptionMock: MockLink.MockedResponse = {
  request: { query: AccountSubscriptionDocument },
  result: {
    data: {
      subscription: { __typename: 'SubscriptionDetails', status: 'trial', active: true, subscriptionId: null, endTime: null, lifetime: false, intervalType: null, cancelAtPeriodEnd: false },
    },
  },
  maxUsageCount: Number.POSITIVE_INFINITY,
};
const noTrackingTokens: MockLink.MockedResponse = { request: { query: TrackingTokensDocument }, result: { data: { trackingTokens: [] } }, maxUsageCount: Number.POSITIVE_INFINITY };

const saveMock = (input: object, result: MockLink.MockedResponse['result'], spy = jest.fn()): MockLink.MockedResponse =>
  ({
    request: { query: UpdateFollowUpSettingsDocument, variables: { input } },
    result: () => {
      spy(input);
      return result;
    },
  }) as MockLink.MockedResponse;

async function renderSection(mocks: MockLink.MockedResponse[], settings = {}) {
  const user = createUser();
  storeLogin(user);
  renderRoutes([{ element: <RequireSession />, children: [{ path: '/account-settings', element: <AccountSettingsPage /> }] }], {
    initialEntry: '/account-settings',
    mocks: [bootstrapMock(user), ...mocks, followUpSettingsMock(settings), hiddenCompaniesMock(), subscriptionMock, noTrackingTokens, calendarFeedMock()],
  });
  const section = await screen.findByRole('region', { name: 'Follow-up reminders' });
  await within(section).findByRole('form', { name: 'Follow-up reminders' });
  return section;
}

describe('account settings: follow-up reminders', () => {
  it('shows the saved settings: the switch and the two day counts', async () => {
    const section = await renderSection([], { appliedDays: 5 });
    expect(within(section).getByRole('switch', { name: 'Add follow-up tasks' })).toBeChecked();
    expect(within(section).getByRole('spinbutton', { name: 'Days after applying' })).toHaveValue(5);
    expect(within(section).getByRole('spinbutton', { name: 'Days after an interview' })).toHaveValue(1);
    expect(within(section).getByText(/Follow up with \{company\}/)).toBeInTheDocument();
  });

  it('saves the switch and both day counts, and says so', async () => {
    const user = userEvent.setup();
    const saved = jest.fn();
    const input = { enabled: false, appliedDays: 3, interviewDays: 0 };
    const section = await renderSection([saveMock(input, { data: { updateFollowUpSettings: { __typename: 'FollowUpSettings', ...input } } }, saved)]);

    await user.click(within(section).getByRole('switch', { name: 'Add follow-up tasks' }));
    const applied = within(section).getByRole('spinbutton', { name: 'Days after applying' });
    await user.clear(applied);
    await user.type(applied, '3');
    const interview = within(section).getByRole('spinbutton', { name: 'Days after an interview' });
    await user.clear(interview);
    await user.type(interview, '0');
    await user.click(within(section).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Saved your follow-up reminders')).toBeInTheDocument();
    expect(saved).toHaveBeenCalledWith(input);
    expect(within(section).getByRole('switch', { name: 'Add follow-up tasks' })).not.toBeChecked();
  });

  it.each([
    ['more than 60 days', '61'],
    ['no number', ''],
  ])('refuses %s beside the field without asking the server', async (_label, typed) => {
    const user = userEvent.setup();
    const saved = jest.fn();
    const section = await renderSection([saveMock({ enabled: true, appliedDays: 61, interviewDays: 1 }, { data: null }, saved)]);

    const applied = within(section).getByRole('spinbutton', { name: 'Days after applying' });
    await user.clear(applied);
    if (typed) await user.type(applied, typed);
    await user.click(within(section).getByRole('button', { name: 'Save' }));

    expect(await within(section).findByText('Please give a whole number of days from 1 to 60, or 0 for none')).toBeInTheDocument();
    expect(applied).toHaveAttribute('aria-invalid', 'true');
    expect(saved).not.toHaveBeenCalled();
  });

  it("shows the server's refusal", async () => {
    const user = userEvent.setup();
    const section = await renderSection([
      saveMock({ enabled: true, appliedDays: 7, interviewDays: 1 }, apiError('appliedDays must be a whole number of days from 1 to 60, or 0 to turn it off', 'BAD_USER_INPUT', 400)),
    ]);
    await user.click(within(section).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('appliedDays must be a whole number of days from 1 to 60, or 0 to turn it off')).toBeInTheDocument();
  });
});
