import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  NOTIFICATION_LIFETIME_MS,
  NotificationProvider,
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

  it('stacks several notifications, each with its own lifetime', async () => {
    const { show } = setup(
      { type: 'success', message: 'Shortlisted the job' },
      { type: 'error', message: 'Something went wrong' },
    );
    await show('Shortlisted the job');
    await wait(3000);
    await show('Something went wrong');
    expect(screen.getAllByRole('alert').map((a) => a.textContent)).toEqual([
      'Shortlisted the job',
      'Something went wrong',
    ]);

    await wait(2000);
    expect(screen.getAllByRole('alert').map((a) => a.textContent)).toEqual(['Something went wrong']);

    await wait(3000);
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

  it('closes only the notification the user dismissed', async () => {
    const { user, show } = setup(
      { type: 'success', message: 'Shortlisted the job' },
      { type: 'error', message: 'Something went wrong' },
    );
    await show('Shortlisted the job');
    await show('Something went wrong');
    await user.click(screen.getAllByRole('button', { name: 'Close' })[0]);
    expect(screen.getAllByRole('alert').map((a) => a.textContent)).toEqual(['Something went wrong']);
  });
});
