import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useNavigate } from '../../lib/router';
import { createMemoryRouter } from '../../lib/router/memory-router';
import {
  NOTIFICATION_LIFETIME_MS,
  NotificationProvider,
  NotificationsFollowPage,
  useNotify,
  type AppNotification,
} from '../Notifications';

function NotifyButton({ notification }: { notification: AppNotification }) {
  const notify = useNotify();
  return <button onClick={() => notify(notification)}>{notification.message} please</button>;
}

function setup(...notifications: AppNotification[]) {
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  render(
    <NotificationProvider>
      {notifications.map((n) => (
        <NotifyButton key={n.message} notification={n} />
      ))}
    </NotificationProvider>,
  );
  // A banner's code is fetched with the first notification: each show waits until one is on screen.
  const show = async (message: string) => {
    await user.click(screen.getByRole('button', { name: `${message} please` }));
    await screen.findAllByRole('alert');
  };
  return { user, show };
}

const wait = (ms: number) => act(() => jest.advanceTimersByTime(ms));

describe('Notifications', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('lives for 5000 ms', () => {
    expect(NOTIFICATION_LIFETIME_MS).toBe(5000);
  });

  it.each([
    ['info', 'MuiAlert-colorInfo'],
    ['success', 'MuiAlert-colorSuccess'],
    ['warning', 'MuiAlert-colorWarning'],
    ['error', 'MuiAlert-colorError'],
  ] as const)('shows a %s notification with its severity', async (type, severityClass) => {
    const { show } = setup({ type, message: 'Shortlisted the job' });
    await show('Shortlisted the job');
    // The banner's code arrives with the first notification.
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Shortlisted the job');
    expect(alert).toHaveClass(severityClass);
  });

  it('disappears on its own after 5 seconds', async () => {
    const { show } = setup({ type: 'success', message: 'Delisted the job' });
    await show('Delisted the job');
    await wait(NOTIFICATION_LIFETIME_MS - 1);
    expect(screen.getByRole('alert')).toHaveTextContent('Delisted the job');
    await wait(1);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('can be closed by hand', async () => {
    const { user, show } = setup({ type: 'error', message: 'Something went wrong' });
    await show('Something went wrong');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('stays when the user clicks elsewhere on the page', async () => {
    const { user, show } = setup({ type: 'info', message: 'Heads up' });
    await show('Heads up');
    await user.click(document.body);
    expect(screen.getByRole('alert')).toBeInTheDocument();
  });

  it('shows one notification at a time: a new one takes the place of the one on screen, with a lifetime of its own', async () => {
    const { show } = setup(
      { type: 'error', message: 'Current password is incorrect' },
      { type: 'success', message: 'Updated user password successfully' },
    );
    await show('Current password is incorrect');
    await wait(3000);
    await show('Updated user password successfully');
    expect(screen.getAllByRole('alert').map((a) => a.textContent)).toEqual(['Updated user password successfully']);

    await wait(NOTIFICATION_LIFETIME_MS - 1);
    expect(screen.getByRole('alert')).toHaveTextContent('Updated user password successfully');
    await wait(1);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('offers an action beside the message; pressing it runs it and closes the notification', async () => {
    const undo = jest.fn();
    const { user, show } = setup({ type: 'success', message: 'Jobs from Acme are hidden', action: { label: 'Undo', onClick: undo } });
    await show('Jobs from Acme are hidden');
    expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Undo' }));

    expect(undo).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('replaces an offer of Undo with the next message', async () => {
    const { show } = setup(
      { type: 'success', message: 'Jobs from Acme are hidden', action: { label: 'Undo', onClick: jest.fn() } },
      { type: 'success', message: 'Shortlisted the job' },
    );
    await show('Jobs from Acme are hidden');
    await show('Shortlisted the job');
    expect(screen.getAllByRole('alert').map((a) => a.textContent)).toEqual(['Shortlisted the job']);
    expect(screen.queryByRole('button', { name: 'Undo' })).not.toBeInTheDocument();
  });

});

describe('Notifications and the page they were shown on', () => {
  function NotifyAndGo({ notification, to }: { notification: AppNotification; to?: string }) {
    const notify = useNotify();
    const navigate = useNavigate();
    return (
      <button
        onClick={() => {
          notify(notification);
          if (to) void navigate(to);
        }}
      >
        {notification.message} please
      </button>
    );
  }

  function setupPages() {
    const router = createMemoryRouter('/newsletter');
    render(
      <NotificationProvider>
        <router.Provider>
          <NotificationsFollowPage />
          <NotifyAndGo notification={{ type: 'error', message: 'This email is invalid' }} />
          <NotifyAndGo notification={{ type: 'success', message: 'Job posted successfully' }} to="/my-job-postings" />
        </router.Provider>
      </NotificationProvider>,
    );
    return { router, user: userEvent.setup() };
  }

  it("leaves with its page: the newsletter's refusal is not shown on the checkout page", async () => {
    const { router, user } = setupPages();
    await user.click(screen.getByRole('button', { name: 'This email is invalid please' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This email is invalid');

    act(() => router.navigate('/test-checkout/cs_1'));

    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('stays while only the query of its page changes (a filter)', async () => {
    const { router, user } = setupPages();
    await user.click(screen.getByRole('button', { name: 'This email is invalid please' }));
    await screen.findByRole('alert');

    act(() => router.navigate('/newsletter?frequency=weekly'));

    expect(screen.getByRole('alert')).toHaveTextContent('This email is invalid');
  });

  it('raised as the page changes, is shown on the page it leads to', async () => {
    const { router, user } = setupPages();
    await user.click(screen.getByRole('button', { name: 'Job posted successfully please' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Job posted successfully');
    expect(router.location.pathname).toBe('/my-job-postings');
  });
});
