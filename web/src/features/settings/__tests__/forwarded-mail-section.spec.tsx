import type { ComponentType } from 'react';
import { screen, within } from '@testing-library/react';
import type { MockLink } from '@apollo/client/testing';
import { AccountSubscriptionDocument, TrackingTokensDocument } from '../../../generated/graphql';
import { bootstrapMock, createUser, storeLogin } from '../../../test/factories';
import { renderRoutes } from '../../../test/render';
import { RequireSession } from '../../../lib/session/guards/RequireSession';
import { hiddenCompaniesMock } from '../../../lib/hidden-companies/__tests__/hidden-company-test-utils';
import { AccountSettingsPage } from '../components/AccountSettingsPage';
import { calendarFeedMock } from './calendar-test-utils';
import { followUpSettingsMock } from './follow-up-test-utils';

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
  hiddenCompaniesMock(),
  followUpSettingsMock(),
  calendarFeedMock(),
];

/** Stands in for the mail-forwarding feature's section (the app composes the two; features do not import each other). */
const MailForwardingStand = () => <p>The forwarding address</p>;

function renderSettings(section?: ComponentType) {
  const user = createUser();
  storeLogin(user);
  renderRoutes(
    [{ element: <RequireSession />, children: [{ path: '/account-settings', element: <AccountSettingsPage MailForwardingSection={section} /> }] }],
    { initialEntry: '/account-settings', mocks: [bootstrapMock(user), ...others] },
  );
}

describe('account settings: forwarded mail', () => {
  it('shows the section the app passes in, in its own titled region after Calendar', async () => {
    renderSettings(MailForwardingStand);

    const region = await screen.findByRole('region', { name: 'Forwarded mail' });
    expect(within(region).getByText('The forwarding address')).toBeInTheDocument();
    const titles = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(titles.indexOf('Forwarded mail')).toBe(titles.indexOf('Calendar') + 1);
  });

  it('leaves the region out when the app passes no section', async () => {
    renderSettings();
    await screen.findByRole('region', { name: 'Calendar' });
    expect(screen.queryByRole('region', { name: 'Forwarded mail' })).not.toBeInTheDocument();
  });
});
