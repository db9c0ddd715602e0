import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createUser } from '../../../test/factories';
import { adminUsersMock, appConfigMock, createAdminUser, jobBoardsMock, renderAdminPanel } from './admin-test-utils';

describe('admin panel: who may use it', () => {
  it('tells a signed-in user without admin rights that the page is for admins, and asks nothing', async () => {
    const askedForUsers = jest.fn();
    renderAdminPanel({ user: createUser({ admin: false, isAdmin: false }), mocks: [adminUsersMock([createAdminUser()], { onCall: askedForUsers })] });

    expect(await screen.findByRole('heading', { name: 'Admin Panel' })).toBeInTheDocument();
    expect(screen.getByText('This page is for admins')).toBeInTheDocument();
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(askedForUsers).not.toHaveBeenCalled();
  });

  it('gives an admin the six sections, users first', async () => {
    renderAdminPanel({ mocks: [adminUsersMock([createAdminUser({ email: 'ada@example.com' })])] });

    const tabs = within(await screen.findByRole('tablist', { name: 'Admin panel sections' }));
    expect(tabs.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Users', 'Access', 'Job boards', 'Ingestion runs', 'Email templates', 'Exchange rates']);
    expect(tabs.getByRole('tab', { name: 'Users' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('cell', { name: 'ada@example.com' })).toBeInTheDocument();
    expect(screen.queryByText('This page is for admins')).not.toBeInTheDocument();
  });

  it("asks only for the open section's data", async () => {
    const user = userEvent.setup();
    const askedForBoards = jest.fn();
    const askedForConfig = jest.fn();
    renderAdminPanel({
      mocks: [adminUsersMock([createAdminUser({ email: 'ada@example.com' })]), jobBoardsMock([], askedForBoards), appConfigMock({}, askedForConfig)],
    });

    await screen.findByRole('cell', { name: 'ada@example.com' });
    expect(askedForBoards).not.toHaveBeenCalled();
    expect(askedForConfig).not.toHaveBeenCalled();

    await user.click(screen.getByRole('tab', { name: 'Job boards' }));

    expect(await screen.findByText('No job boards yet')).toBeInTheDocument();
    expect(askedForBoards).toHaveBeenCalledTimes(1);
    expect(askedForConfig).not.toHaveBeenCalled();
    expect(screen.queryByRole('table', { name: 'Users' })).not.toBeInTheDocument();
  });
});
