import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockLink } from '@apollo/client/testing';
import { AccountSubscriptionDocument, CreateTrackingTokenDocument, RevokeTrackingTokenDocument, TrackingTokensDocument } from '../../../generated/graphql';
import { apiError, bootstrapMock, createUser, storeLogin } from '../../../test/factories';
import { renderRoutes } from '../../../test/render';
import { RequireSession } from '../../../lib/session/guards/RequireSession';
import { hiddenCompaniesMock } from '../../../lib/hidden-companies/__tests__/hidden-company-test-utils';
import { AccountSettingsPage } from '../components/AccountSettingsPage';
import { calendarFeedMock } from './calendar-test-utils';
import { followUpSettingsMock } from './follow-up-test-utils';

const TOKEN = `rht_${'a'.repeat(43)}`;
const laptop = { __typename: 'TrackingToken', _id: 't1', name: 'Chrome on my laptop', createdAt: '2026-11-20T10:00:00.000Z', lastUsedAt: '2026-11-28T09:00:00.000Z' };
const fresh = { __typename: 'TrackingToken', _id: 't2', name: 'Firefox', createdAt: '2026-11-29T10:00:00.000Z', lastUsedAt: null };

const tokensMock = (tokens: object[]): MockLink.MockedResponse => ({ request: { query: TrackingTokensDocument }, result: { data: { trackingTokens: tokens } } });
const subscriptionMock: MockLink.MockedResponse = {
  request: { query: AccountSubscriptionDocument },
  result: {
    data: {
      subscription: { __typename: 'SubscriptionDetails', status: 'trial', active: true, subscriptionId: null, endTime: null, lifetime: false, intervalType: null, cancelAtPeriodEnd: false },
    },
  },
  maxUsageCount: Number.POSITIVE_INFINITY,
};

async function renderSettings(mocks: MockLink.MockedResponse[]) {
  const user = createUser();
  storeLogin(user);
  renderRoutes([{ element: <RequireSession />, children: [{ path: '/account-settings', element: <AccountSettingsPage /> }] }], {
    initialEntry: '/account-settings',
    mocks: [bootstrapMock(user), ...mocks, hiddenCompaniesMock(), subscriptionMock, followUpSettingsMock(), calendarFeedMock()],
  });
  return screen.findByRole('region', { name: 'Browser extension' });
}

describe('account settings: browser extension tokens', () => {
  it('lists each token with when it was made and last used', async () => {
    const section = await renderSettings([tokensMock([laptop, fresh])]);
    const list = await within(section).findByRole('list', { name: 'Extension tokens' });
    expect(within(list).getByRole('listitem', { name: 'Chrome on my laptop' })).toHaveTextContent(/last used/);
    expect(within(list).getByRole('listitem', { name: 'Firefox' })).toHaveTextContent(/never used/);
  });

  it('makes a token and shows its secret once, ready to copy', async () => {
    const user = userEvent.setup();
    const section = await renderSettings([
      tokensMock([]),
      { request: { query: CreateTrackingTokenDocument, variables: { name: 'Firefox' } }, result: { data: { createTrackingToken: { ...fresh, token: TOKEN } } } },
      tokensMock([fresh]),
    ]);
    expect(await within(section).findByText(/No tokens yet/)).toBeInTheDocument();
    await user.type(within(section).getByLabelText('Token name'), 'Firefox');
    await user.click(within(section).getByRole('button', { name: 'Make a token' }));
    expect(await within(section).findByLabelText('Your token')).toHaveValue(TOKEN);
    expect(within(section).getByText(/it is not shown again/)).toBeInTheDocument();
    expect(await within(section).findByRole('listitem', { name: 'Firefox' })).toBeInTheDocument();
  });

  it('shows why a name is refused beside the field', async () => {
    const user = userEvent.setup();
    const section = await renderSettings([
      tokensMock([]),
      { request: { query: CreateTrackingTokenDocument, variables: { name: '' } }, result: apiError('name: please name the token, such as "Chrome on my laptop"', 'BAD_USER_INPUT', 400) },
    ]);
    await within(section).findByText(/No tokens yet/);
    await user.click(within(section).getByRole('button', { name: 'Make a token' }));
    expect(await within(section).findByText('please name the token, such as "Chrome on my laptop"')).toBeInTheDocument();
    expect(within(section).queryByLabelText('Your token')).not.toBeInTheDocument();
  });

  it('revokes a token after asking', async () => {
    const user = userEvent.setup();
    const section = await renderSettings([
      tokensMock([laptop]),
      { request: { query: RevokeTrackingTokenDocument, variables: { id: 't1' } }, result: { data: { revokeTrackingToken: true } } },
      tokensMock([]),
    ]);
    const item = await within(section).findByRole('listitem', { name: 'Chrome on my laptop' });
    await user.click(within(item).getByRole('button', { name: 'Revoke' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Revoke "Chrome on my laptop"? The extension using it will have to be connected again.');
    await user.click(within(dialog).getByRole('button', { name: /yes|ok|confirm/i }));
    expect(await screen.findByText('Revoked "Chrome on my laptop"')).toBeInTheDocument();
    await waitFor(() => expect(within(section).queryByRole('listitem', { name: 'Chrome on my laptop' })).not.toBeInTheDocument());
  });
});
