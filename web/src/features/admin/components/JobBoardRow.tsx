import { useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useLoader } from '../../../components/GlobalLoader';
import { useNotify } from '../../../components/Notifications';
import { useNotifyFailure } from '../../../hooks/useNotifyFailure';
import { GENERIC_ERROR_MESSAGE, serverMessage } from '../../../lib/api-errors';
import type { AdminJobBoard } from '../hooks/useAdminJobBoards';
import { useRunJobBoard } from '../hooks/useRunJobBoard';
import { useUpdateJobBoard } from '../hooks/useUpdateJobBoard';
import { formatDateTime } from '../utils/admin-format';
import { ADMIN_MESSAGES } from '../utils/admin-messages';

/** Name, enabled, full feed, interval, last run and run now. */
export const JOB_BOARD_COLUMNS = 6;

/** Whole minutes, no fewer than the board's politeness floor. */
function parseInterval(text: string, minMinutes: number): number | null {
  const minutes = Number(text);
  return text.trim() !== '' && Number.isInteger(minutes) && minutes >= minMinutes ? minutes : null;
}

function LastRun({ run }: { run: AdminJobBoard['lastRun'] }) {
  if (!run) return <Typography variant="body2" color="text.secondary">{ADMIN_MESSAGES.neverRun}</Typography>;
  return (
    <>
      <Typography variant="body2">{run.status}</Typography>
      <Typography variant="caption" color="text.secondary">
        {formatDateTime(run.finishedAt)}
      </Typography>
    </>
  );
}

/** One job board; the server's answers (e.g. an interval under the floor) are shown as it words them. */
export function JobBoardRow({ board }: { board: AdminJobBoard }) {
  const { _id: boardId, name, minIntervalMinutes } = board;
  const [intervalText, setIntervalText] = useState(String(board.intervalMinutes));
  const [busy, setBusy] = useState(false);
  const updateJobBoard = useUpdateJobBoard();
  const runJobBoard = useRunJobBoard();
  const notify = useNotify();
  const notifyFailure = useNotifyFailure();
  const { track } = useLoader();
  const interval = parseInterval(intervalText, minIntervalMinutes);

  const act = async (action: Promise<void>, success: string) => {
    setBusy(true);
    try {
      await track(action);
      notify({ type: 'success', message: success });
    } catch (error) {
      notifyFailure(error, serverMessage(error) ?? GENERIC_ERROR_MESSAGE);
    } finally {
      setBusy(false);
    }
  };

  const saveInterval = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (interval !== null) void act(updateJobBoard(boardId, { intervalMinutes: interval }), ADMIN_MESSAGES.boardSaved(name));
  };

  return (
    <TableRow>
      <TableCell>
        <Link href={board.url} target="_blank" rel="noopener">
          {name}
        </Link>
      </TableCell>
      <TableCell>
        <Switch
          checked={board.enabled}
          disabled={busy}
          slotProps={{ input: { 'aria-label': `Enabled: ${name}` } }}
          onChange={(_e, enabled) => void act(updateJobBoard(boardId, { enabled }), ADMIN_MESSAGES.boardSaved(name))}
        />
      </TableCell>
      <TableCell>
        {/* On only for a feed that lists every open posting: a posting it stops listing is then ended at once. */}
        <Switch
          checked={board.fullFeed}
          disabled={busy || !board.hasFeed}
          slotProps={{ input: { 'aria-label': `Feed lists every open job: ${name}` } }}
          onChange={(_e, fullFeed) => void act(updateJobBoard(boardId, { fullFeed }), ADMIN_MESSAGES.boardSaved(name))}
        />
      </TableCell>
      <TableCell>
        <Stack component="form" noValidate direction="row" spacing={1} sx={{ alignItems: 'flex-start' }} onSubmit={saveInterval}>
          <TextField
            type="number"
            size="small"
            value={intervalText}
            onChange={(e) => setIntervalText(e.target.value)}
            error={interval === null}
            helperText={interval === null ? ADMIN_MESSAGES.intervalTooShort(minIntervalMinutes) : undefined}
            slotProps={{ htmlInput: { 'aria-label': `Interval for ${name}`, min: minIntervalMinutes, step: 1 } }}
            sx={{ width: 140 }}
          />
          <Button
            type="submit"
            variant="outlined"
            size="small"
            aria-label={`Save interval for ${name}`}
            disabled={busy || interval === null || interval === board.intervalMinutes}
            sx={{ mt: 0.5 }}
          >
            Save
          </Button>
        </Stack>
      </TableCell>
      <TableCell>
        <LastRun run={board.lastRun} />
      </TableCell>
      <TableCell>
        <Button
          variant="contained"
          size="small"
          aria-label={`Run now: ${name}`}
          disabled={busy || !board.hasFeed}
          onClick={() => void act(runJobBoard(boardId), ADMIN_MESSAGES.runQueued(name))}
        >
          Run now
        </Button>
      </TableCell>
    </TableRow>
  );
}
