import { useId, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { OutlinedNativeSelect } from '../../../components/OutlinedNativeSelect';
import { ToggleCheckbox } from '../../../components/ToggleCheckbox';
import type { SavedSearchAlertInput } from '../../../generated/graphql';
import {
  ALERT_FREQUENCY_OPTIONS,
  ALERT_TIME_ZONES,
  alertForm,
  alertFormProblem,
  DEFAULT_QUIET_HOURS,
  HOUR_OPTIONS,
  toAlertInput,
  WEEKDAY_OPTIONS,
  type AlertForm,
  type AlertFrequency,
  type SavedAlert,
} from '../utils/alert-settings';
import { SAVED_SEARCH_MESSAGES } from '../utils/saved-search-messages';

export interface AlertSettingsDialogProps {
  name: string;
  alert: SavedAlert;
  /** The zone proposed for a search whose alerts were never set: the account's, else the browser's. */
  fallbackZone: string;
  /** Resolves once saved; a rejection's message is shown in the dialog, which stays open. */
  onSubmit(alert: SavedSearchAlertInput): Promise<void>;
  onClose(): void;
}

/**
 * A saved search's email alerts: off, as jobs arrive (at most hourly), daily or weekly at a local
 * hour (and weekday), in a time zone, with optional quiet hours in which none is sent.
 */
export function AlertSettingsDialog({ name, alert, fallbackZone, onSubmit, onClose }: AlertSettingsDialogProps) {
  const titleId = useId();
  const [form, setForm] = useState<AlertForm>(() => alertForm(alert, fallbackZone));
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const change = (changes: Partial<AlertForm>) => setForm((current) => ({ ...current, ...changes }));
  const on = form.frequency !== 'off';
  const scheduled = form.frequency === 'daily' || form.frequency === 'weekly';
  const quiet = form.quietHours;
  const zones = ALERT_TIME_ZONES.includes(form.timezone) ? ALERT_TIME_ZONES : [form.timezone, ...ALERT_TIME_ZONES];

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const refused = alertFormProblem(form);
    if (refused) {
      setProblem(refused);
      return;
    }
    setBusy(true);
    setProblem(null);
    try {
      await onSubmit(toAlertInput(form));
    } catch (error) {
      setProblem(error instanceof Error && error.message ? error.message : SAVED_SEARCH_MESSAGES.failed);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <form onSubmit={(event) => void submit(event)} noValidate>
        <DialogTitle id={titleId}>{`Email alerts for "${name}"`}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <OutlinedNativeSelect
              label="Email alerts"
              value={form.frequency}
              options={ALERT_FREQUENCY_OPTIONS}
              onChange={(value) => change({ frequency: value as AlertFrequency })}
            />
            {scheduled && (
              <Stack direction="row" spacing={1}>
                {form.frequency === 'weekly' && (
                  <OutlinedNativeSelect label="Day" value={String(form.weekday)} options={WEEKDAY_OPTIONS} onChange={(value) => change({ weekday: Number(value) })} />
                )}
                <OutlinedNativeSelect label="Time" value={String(form.hour)} options={HOUR_OPTIONS} onChange={(value) => change({ hour: Number(value) })} />
              </Stack>
            )}
            {on && (
              <Autocomplete
                options={zones}
                value={form.timezone}
                onChange={(_event, value) => change({ timezone: value })}
                disableClearable
                size="small"
                renderInput={(params) => <TextField {...params} label="Time zone" name="timezone" />}
              />
            )}
            {on && (
              <Stack spacing={1}>
                <ToggleCheckbox
                  label="Quiet hours"
                  checked={quiet !== null}
                  onChange={(checked) => change({ quietHours: checked ? { ...DEFAULT_QUIET_HOURS } : null })}
                />
                {quiet && (
                  <>
                    <Stack direction="row" spacing={1}>
                      <OutlinedNativeSelect
                        label="Quiet from"
                        value={String(quiet.start)}
                        options={HOUR_OPTIONS}
                        onChange={(value) => change({ quietHours: { ...quiet, start: Number(value) } })}
                      />
                      <OutlinedNativeSelect
                        label="Quiet until"
                        value={String(quiet.end)}
                        options={HOUR_OPTIONS}
                        onChange={(value) => change({ quietHours: { ...quiet, end: Number(value) } })}
                      />
                    </Stack>
                    <Typography variant="body2" color="text.secondary">
                      No alert is sent in these hours; one that falls in them waits until they end.
                    </Typography>
                  </>
                )}
              </Stack>
            )}
            {problem && <Alert severity="error">{problem}</Alert>}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={busy}>
            Save
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
