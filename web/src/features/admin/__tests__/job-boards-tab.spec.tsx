import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError } from '../../../test/factories';
import { formatDateTime } from '../utils/admin-format';
import {
  adminUsersMock,
  createBoard,
  createRun,
  jobBoardsMock,
  queuedRun,
  renderAdminPanel,
  runJobBoardMock,
  updateJobBoardMock,
} from './admin-test-utils';

const remoteOk = createBoard({
  _id: 'board-remoteok',
  name: 'Remote OK',
  intervalMinutes: 60,
  minIntervalMinutes: 15,
  lastRun: createRun({ status: 'succeeded', finishedAt: '2025-03-01T08:01:00.000Z' }),
});
const noFeed = createBoard({ _id: 'board-static', name: 'Static list', hasFeed: false, enabled: false, lastRun: null });

async function openBoards(mocks: MockLink.MockedResponse[] = []) {
  const user = userEvent.setup();
  renderAdminPanel({ mocks: [adminUsersMock([]), jobBoardsMock([remoteOk, noFeed]), ...mocks] });
  await user.click(await screen.findByRole('tab', { name: 'Job boards' }));
  await screen.findByRole('link', { name: 'Remote OK' });
  return user;
}

const rowOf = (name: string) => within(screen.getByRole('link', { name }).closest('tr') as HTMLElement);
const banner = async (text: string) => (await screen.findByText(text)).closest('.MuiAlert-root');

describe('admin panel: job boards', () => {
  it('lists each board with its switch, interval and last run', async () => {
    await openBoards();

    const row = rowOf('Remote OK');
    expect(row.getByRole('switch', { name: 'Enabled: Remote OK' })).toBeChecked();
    expect(row.getByRole('spinbutton', { name: 'Interval for Remote OK' })).toHaveValue(60);
    expect(row.getByText('succeeded')).toBeInTheDocument();
    expect(row.getByText(formatDateTime('2025-03-01T08:01:00.000Z'))).toBeInTheDocument();
    expect(row.getByRole('button', { name: 'Run now: Remote OK' })).toBeEnabled();
    const other = rowOf('Static list');
    expect(other.getByRole('switch', { name: 'Enabled: Static list' })).not.toBeChecked();
    expect(other.getByText('Never')).toBeInTheDocument();
  });

  it('runs a board now and says it is queued', async () => {
    const ran = jest.fn();
    const user = await openBoards([runJobBoardMock('board-remoteok', queuedRun, ran)]);

    await user.click(rowOf('Remote OK').getByRole('button', { name: 'Run now: Remote OK' }));

    expect(await banner('Remote OK: run queued')).toHaveClass('MuiAlert-colorSuccess');
    expect(ran).toHaveBeenCalledWith({ boardId: 'board-remoteok' });
  });

  it("shows the server's words when a run is refused", async () => {
    const user = await openBoards([runJobBoardMock('board-remoteok', apiError('Remote OK is already running', 'CONFLICT', 409))]);

    await user.click(rowOf('Remote OK').getByRole('button', { name: 'Run now: Remote OK' }));

    expect(await banner('Remote OK is already running')).toHaveClass('MuiAlert-colorError');
  });

  it('cannot run a board without a feed', async () => {
    await openBoards();

    expect(rowOf('Static list').getByRole('button', { name: 'Run now: Static list' })).toBeDisabled();
  });

  it('refuses an interval under the board floor before asking the server, and saves a valid one', async () => {
    const saved = jest.fn();
    const user = await openBoards([
      updateJobBoardMock(
        'board-remoteok',
        { intervalMinutes: 30 },
        { data: { updateJobBoard: { ...remoteOk, intervalMinutes: 30 } } },
        saved,
      ),
    ]);
    const row = rowOf('Remote OK');
    const field = row.getByRole('spinbutton', { name: 'Interval for Remote OK' });
    const save = row.getByRole('button', { name: 'Save interval for Remote OK' });
    expect(save).toBeDisabled();
    expect(row.queryByText('At least 15 minutes')).not.toBeInTheDocument();

    await user.clear(field);
    await user.type(field, '5');

    expect(row.getByText('At least 15 minutes')).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(save).toBeDisabled();
    await user.type(field, '{Enter}');
    expect(saved).not.toHaveBeenCalled();

    await user.clear(field);
    await user.type(field, '30');
    expect(row.queryByText('At least 15 minutes')).not.toBeInTheDocument();
    await user.click(save);

    expect(await banner('Remote OK: settings saved')).toHaveClass('MuiAlert-colorSuccess');
    expect(saved).toHaveBeenCalledWith({ boardId: 'board-remoteok', input: { intervalMinutes: 30 } });
    await waitFor(() => expect(save).toBeDisabled());
  });

  it('switches a board off', async () => {
    const saved = jest.fn();
    const user = await openBoards([
      updateJobBoardMock('board-remoteok', { enabled: false }, { data: { updateJobBoard: { ...remoteOk, enabled: false } } }, saved),
    ]);

    await user.click(rowOf('Remote OK').getByRole('switch', { name: 'Enabled: Remote OK' }));

    expect(await banner('Remote OK: settings saved')).toHaveClass('MuiAlert-colorSuccess');
    expect(saved).toHaveBeenCalledWith({ boardId: 'board-remoteok', input: { enabled: false } });
    await waitFor(() => expect(rowOf('Remote OK').getByRole('switch', { name: 'Enabled: Remote OK' })).not.toBeChecked());
  });

  it('says whether a board lists every open job, and switches it on', async () => {
    const saved = jest.fn();
    const user = await openBoards([
      updateJobBoardMock('board-remoteok', { fullFeed: true }, { data: { updateJobBoard: { ...remoteOk, fullFeed: true } } }, saved),
    ]);
    const full = rowOf('Remote OK').getByRole('switch', { name: 'Feed lists every open job: Remote OK' });
    expect(full).not.toBeChecked();
    // A board with no feed has nothing to list.
    expect(rowOf('Static list').getByRole('switch', { name: 'Feed lists every open job: Static list' })).toBeDisabled();

    await user.click(full);

    expect(await banner('Remote OK: settings saved')).toHaveClass('MuiAlert-colorSuccess');
    expect(saved).toHaveBeenCalledWith({ boardId: 'board-remoteok', input: { fullFeed: true } });
    await waitFor(() => expect(rowOf('Remote OK').getByRole('switch', { name: 'Feed lists every open job: Remote OK' })).toBeChecked());
  });
});
