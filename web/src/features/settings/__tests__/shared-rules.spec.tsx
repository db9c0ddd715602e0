import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CHANGE_PASSWORD_REFUSALS, PROFILE_REFUSALS } from '@remotehunt/forms/__tests__/refusals';
import { AccountSubscriptionDocument } from '../../../generated/graphql';
import { bootstrapMock, createUser, storeLogin } from '../../../test/factories';
import { enterValue } from '../../../test/enter-value';
import { renderRoutes } from '../../../test/render';
import { RequireSession } from '../../../lib/session/guards/RequireSession';
import { hiddenCompaniesMock } from '../../../lib/hidden-companies/__tests__/hidden-company-test-utils';
import { AccountSettingsPage } from '../components/AccountSettingsPage';
import { followUpSettingsMock } from './follow-up-test-utils';

// The shared table's invalid values, typed into the settings forms: each is refused with the
// message the API gives for it (gateway/src/__tests__/shared-form-rules.int-spec.ts).

// The Subscription section asks for the plan; its content does not matter here.
const subscriptionMock = {
  request: { query: AccountSubscriptionDocument },
  result: {
    data: {
      subscription: { __typename: 'SubscriptionDetails', status: 'trial', active: true, subscriptionId: null, endTime: null, lifetime: false, intervalType: null, cancelAtPeriodEnd: false },
    },
  },
  maxUsageCount: Number.POSITIVE_INFINITY,
};

async function renderSettings() {
  const user = createUser();
  storeLogin(user);
  renderRoutes([{ element: <RequireSession />, children: [{ path: '/account-settings', element: <AccountSettingsPage /> }] }], {
    initialEntry: '/account-settings',
    mocks: [bootstrapMock(user), hiddenCompaniesMock(), subscriptionMock, followUpSettingsMock()],
  });
  await screen.findByRole('heading', { name: 'Account Settings' });
}

describe('change password refuses what the server refuses', () => {
  it.each(CHANGE_PASSWORD_REFUSALS.map((c) => [c.problem, c] as const))('%s', async (_problem, { values, message }) => {
    const user = userEvent.setup();
    await renderSettings();
    const form = within(screen.getByRole('form', { name: 'Change password' }));

    await enterValue(user, form.getByLabelText('Current Password'), values.password);
    await enterValue(user, form.getByLabelText('New Password'), values.newPassword);
    await user.click(form.getByRole('button', { name: 'Change Password' }));

    // The form names one problem for the pair, above the fields.
    expect(form.getByRole('alert')).toHaveTextContent(message);
  });
});

describe('profile details refuse what the server refuses', () => {
  it.each(PROFILE_REFUSALS.map((c) => [c.problem, c] as const))('%s', async (_problem, { values, message }) => {
    const user = userEvent.setup();
    await renderSettings();
    const form = within(screen.getByRole('form', { name: 'Profile details' }));

    await enterValue(user, form.getByLabelText('Name'), values.name);
    await user.click(form.getByRole('button', { name: 'Update Details' }));

    expect(form.getByLabelText('Name')).toHaveAccessibleDescription(message);
  });
});
