import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from '../../../lib/router/memory-router';
import { SideMenu, type SideMenuUser } from '../components/SideMenu';

const member: SideMenuUser = { userId: 'user-1', name: 'Ada Lovelace', email: 'ada@example.com', admin: false, recruiter: false };

function renderMenu(user: SideMenuUser, { at = '/remote-jobs', hasUnreadMessages = false, onLogout = jest.fn() } = {}) {
  const router = createMemoryRouter(at);
  render(
    <router.Provider>
      <SideMenu user={user} hasUnreadMessages={hasUnreadMessages} onLogout={onLogout} />
    </router.Provider>,
  );
  return { menu: within(screen.getByRole('navigation', { name: 'Main menu' })), onLogout };
}

describe('side menu', () => {
  it('lists every entry of the product for a member', () => {
    const { menu } = renderMenu(member);

    for (const label of [
      'Remote Jobs',
      'Saved Searches',
      'Shortlisted Jobs',
      'Applied Jobs',
      'Upcoming',
      'Viewed Jobs',
      'Remote Companies',
      'Remote Job Boards',
      'Resumes & Cover Letters',
      'Upload Documents',
      'Account Settings',
      'Support',
      'Remote Jobs Newsletter',
      'Post Job',
    ]) {
      expect(menu.getByRole('link', { name: label })).toBeInTheDocument();
    }
    expect(menu.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    expect(menu.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms.html');
    expect(menu.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy.html');
  });

  it('shows the profile block with name and a Settings link', () => {
    const { menu } = renderMenu(member);

    expect(menu.getByText('Ada Lovelace')).toBeInTheDocument();
    expect(menu.getByRole('link', { name: 'Settings' })).toHaveAttribute('href', '/account-settings');
  });

  it('falls back to the email when there is no name', () => {
    const { menu } = renderMenu({ ...member, name: '' });

    expect(menu.getByText('ada@example.com')).toBeInTheDocument();
  });

  it('never shows the Subscription entry', () => {
    const { menu } = renderMenu({ ...member, admin: true, recruiter: true });

    expect(menu.queryByRole('link', { name: 'Subscription' })).not.toBeInTheDocument();
  });

  it.each([
    ['a member', member, false, false],
    ['an admin', { ...member, admin: true }, true, false],
    ['a recruiter', { ...member, recruiter: true }, false, true],
    ['an admin recruiter', { ...member, admin: true, recruiter: true }, true, true],
  ])('shows Admin Panel and Job Postings according to the flags of %s', (_who, user, seesAdmin, seesPostings) => {
    const { menu } = renderMenu(user);

    expect(Boolean(menu.queryByRole('link', { name: 'Admin Panel' }))).toBe(seesAdmin);
    expect(Boolean(menu.queryByRole('link', { name: 'Job Postings' }))).toBe(seesPostings);
  });

  it('highlights the entry of the current route, including its sub-pages', () => {
    const { menu } = renderMenu(member, { at: '/applied-jobs/job-42' });

    expect(menu.getByRole('link', { name: 'Applied Jobs' })).toHaveAttribute('aria-current', 'page');
    expect(menu.getByRole('link', { name: 'Remote Jobs' })).not.toHaveAttribute('aria-current');
  });

  it('marks Support when there are unread messages', () => {
    const { menu } = renderMenu(member, { hasUnreadMessages: true });

    const support = menu.getByRole('link', { name: 'Support (unread messages)' });
    expect(within(support).getByTestId('unread-dot')).toBeInTheDocument();
    expect(menu.getAllByTestId('unread-dot')).toHaveLength(1);
  });

  it('shows no dot without unread messages', () => {
    const { menu } = renderMenu(member);
    expect(menu.getByRole('link', { name: 'Support' })).toBeInTheDocument();
    expect(menu.queryByTestId('unread-dot')).not.toBeInTheDocument();
  });

  it('logs out from the Logout entry', async () => {
    const user = userEvent.setup();
    const { menu, onLogout } = renderMenu(member);

    await user.click(menu.getByRole('button', { name: 'Logout' }));

    expect(onLogout).toHaveBeenCalledTimes(1);
  });
});
