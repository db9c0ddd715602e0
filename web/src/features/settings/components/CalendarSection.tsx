import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useConfirm } from '../../../components/ConfirmDialog';
import { useNotify } from '../../../components/Notifications';
import { TryAgain } from '../../../components/TryAgain';
import { useNotifyFailure } from '../../../hooks/useNotifyFailure';
import { formatDay } from '../../../lib/format-day';
import { useCalendarFeed } from '../hooks/useCalendarFeed';
import { CALENDAR_MESSAGES } from '../utils/settings-messages';

/**
 * The private calendar address calendar apps subscribe to: shown once when made (as the
 * extension's tokens are), with how to subscribe; it can leave tasks out, be replaced or revoked.
 */
export function CalendarSection() {
  const { feed, failed, retry, create, setIncludeTasks, revoke } = useCalendarFeed();
  const [url, setUrl] = useState<string | null>(null);
  const [includeTasks, setIncludeTasksChoice] = useState(false);
  const confirm = useConfirm();
  const notify = useNotify();
  const notifyFailure = useNotifyFailure();
  const tasksOn = feed?.active ? feed.includeTasks : includeTasks;

  const make = async () => {
    const replacing = Boolean(feed?.active);
    if (replacing && !(await confirm(CALENDAR_MESSAGES.confirmReplace))) return;
    try {
      setUrl(await create(tasksOn));
      notify({ type: 'success', message: replacing ? CALENDAR_MESSAGES.replaced : CALENDAR_MESSAGES.made });
    } catch (error) {
      notifyFailure(error, CALENDAR_MESSAGES.failure);
    }
  };

  const toggleTasks = async (on: boolean) => {
    if (!feed?.active) {
      setIncludeTasksChoice(on);
      return;
    }
    try {
      await setIncludeTasks(on);
      notify({ type: 'success', message: on ? CALENDAR_MESSAGES.includeTasksOn : CALENDAR_MESSAGES.includeTasksOff });
    } catch (error) {
      notifyFailure(error, CALENDAR_MESSAGES.failure);
    }
  };

  const revokeFeed = async () => {
    if (!(await confirm(CALENDAR_MESSAGES.confirmRevoke))) return;
    try {
      await revoke();
      setUrl(null);
      notify({ type: 'success', message: CALENDAR_MESSAGES.revoked });
    } catch (error) {
      notifyFailure(error, CALENDAR_MESSAGES.failure);
    }
  };

  const copy = () => void navigator.clipboard?.writeText(url ?? '').then(() => notify({ type: 'success', message: CALENDAR_MESSAGES.copied }));

  if (failed) return <TryAgain onRetry={retry} />;
  if (!feed) return null;
  return (
    <Stack spacing={2}>
      <Typography variant="body2" color="text.secondary">
        {CALENDAR_MESSAGES.intro}
      </Typography>
      {url ? (
        <Alert severity="success" onClose={() => setUrl(null)}>
          <Stack spacing={1}>
            <span>{CALENDAR_MESSAGES.madeOnce}</span>
            <TextField
              label="Calendar address"
              value={url}
              size="small"
              slotProps={{ input: { readOnly: true }, htmlInput: { 'aria-readonly': true } }}
              onFocus={(event) => event.target.select()}
              fullWidth
            />
            <div>
              <Button size="small" onClick={copy}>
                Copy
              </Button>
            </div>
            <Typography variant="body2" component="ul" sx={{ m: 0, pl: 2 }}>
              <li>{CALENDAR_MESSAGES.google}</li>
              <li>{CALENDAR_MESSAGES.apple}</li>
              <li>{CALENDAR_MESSAGES.outlook}</li>
            </Typography>
          </Stack>
        </Alert>
      ) : (
        <Typography variant="body2">
          {feed.active && feed.createdAt ? CALENDAR_MESSAGES.active(formatDay(feed.createdAt)) : CALENDAR_MESSAGES.none}
        </Typography>
      )}
      <FormControlLabel
        control={<Switch checked={tasksOn} onChange={(event) => void toggleTasks(event.target.checked)} />}
        label={CALENDAR_MESSAGES.includeTasks}
      />
      <Stack direction="row" spacing={1}>
        <Button variant="contained" onClick={() => void make()}>
          {feed.active ? 'Replace the address' : 'Make a calendar address'}
        </Button>
        {feed.active && (
          <Button color="error" onClick={() => void revokeFeed()}>
            Revoke
          </Button>
        )}
      </Stack>
    </Stack>
  );
}
