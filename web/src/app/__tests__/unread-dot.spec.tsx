import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AppRoute } from '../../lib/router';
import { bootstrapMock, storeLogin } from '../../test/factories';
import { renderRoutes } from '../../test/render';
import { RequireSession } from '../../lib/session/guards/RequireSession';
import { AppShell } from '../../features/shell/components/AppShell';
import { SupportPage } from '../../features/support/components/SupportPage';
import { createMessage, hasUnreadMessagesMock, markMessagesReadMock, member, supportMessagesMock } from '../../features/support/__tests__/support-test-utils';

const routes: AppRoute[] = [
  {
    path: '/',
    element: <AppShell />,
    children: [
      {
        element: <RequireSession />,
        children: [
          { path: 'applied-jobs', element: <h1>Applied Jobs</h1>, handle: { title: 'Applied Jobs' } },
          { path: 'post-your-query-here', element: <SupportPage />, handle: { title: 'Support' } },
        ],
      },
    ],
  },
];

describe('support page and the side menu', () => {
  it('clears the unread dot on Support as soon as the page has marked the messages read', async () => {
    const user = userEvent.setup();
    const marked = jest.fn();
    storeLogin(member);
    renderRoutes(routes, {
      initialEntry: '/applied-jobs',
      mocks: [
        bootstrapMock(member),
        hasUnreadMessagesMock(true),
        supportMessagesMock([createMessage({ details: 'Any news?', reply: 'Yes!', replyTime: '2025-03-09T09:00:00.000Z' })]),
        markMessagesReadMock(marked),
      ],
    });

    const menu = within(await screen.findByRole('navigation', { name: 'Main menu' }));
    await user.click(await menu.findByRole('link', { name: 'Support (unread messages)' }));

    expect(await screen.findByText('Yes!')).toBeInTheDocument();
    await waitFor(() => expect(menu.queryByTestId('unread-dot')).not.toBeInTheDocument());
    expect(menu.getByRole('link', { name: 'Support' })).toHaveAttribute('aria-current', 'page');
    expect(marked).toHaveBeenCalledTimes(1);
  });
});
