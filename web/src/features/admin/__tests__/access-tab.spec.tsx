import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError } from '../../../test/factories';
import { accessSwitches, adminUsersMock, appConfigMock, renderAdminPanel, setAccessSwitchesMock } from './admin-test-utils';

async function openAccess(mocks: MockLink.MockedResponse[]) {
  const user = userEvent.setup();
  renderAdminPanel({ mocks: [adminUsersMock([]), ...mocks] });
  await user.click(await screen.findByRole('tab', { name: 'Access' }));
  return user;
}

const appSwitch = () => screen.findByRole('switch', { name: 'Free access for the app' });
const newsletterSwitch = () => screen.findByRole('switch', { name: 'Free access for the newsletter' });

describe('admin panel: access switches', () => {
  it('shows the free access switches as the app config has them', async () => {
    await openAccess([appConfigMock({ app: false, newsletter: true })]);

    expect(await appSwitch()).not.toBeChecked();
    expect(await newsletterSwitch()).toBeChecked();
  });

  it('turns free access for the app on, one field at a time, and says so', async () => {
    const saved = jest.fn();
    const user = await openAccess([appConfigMock(), setAccessSwitchesMock({ enableFreeAccessForApp: true }, accessSwitches(true, false), saved)]);

    await user.click(await appSwitch());

    expect((await screen.findByText('Access switches saved')).closest('.MuiAlert-root')).toHaveClass('MuiAlert-colorSuccess');
    expect(saved).toHaveBeenCalledWith({ input: { enableFreeAccessForApp: true } });
    await waitFor(async () => expect(await appSwitch()).toBeChecked());
    expect(await newsletterSwitch()).not.toBeChecked();
  });

  it('turns free access for the newsletter off', async () => {
    const saved = jest.fn();
    const user = await openAccess([
      appConfigMock({ newsletter: true }),
      setAccessSwitchesMock({ enableFreeAccessForNewsletter: false }, accessSwitches(false, false), saved),
    ]);

    await user.click(await newsletterSwitch());

    expect(await screen.findByText('Access switches saved')).toBeInTheDocument();
    expect(saved).toHaveBeenCalledWith({ input: { enableFreeAccessForNewsletter: false } });
    await waitFor(async () => expect(await newsletterSwitch()).not.toBeChecked());
  });

  it('says saving failed and leaves the switch as it was', async () => {
    const user = await openAccess([appConfigMock(), setAccessSwitchesMock({ enableFreeAccessForApp: true }, apiError('Nope', 'INTERNAL_SERVER_ERROR', 500))]);

    await user.click(await appSwitch());

    expect((await screen.findByText('Saving access switches failed')).closest('.MuiAlert-root')).toHaveClass('MuiAlert-colorError');
    expect(await appSwitch()).not.toBeChecked();
  });
});
