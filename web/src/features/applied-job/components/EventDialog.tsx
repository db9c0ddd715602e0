import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { AppliedJobEventInput } from '../../../generated/graphql';
import { EVENT_KINDS, toZonedInput } from '../../../lib/event-times';
import { browserTimeZone, TIME_ZONES } from '../../../lib/places';
import type { EventContact } from '../hooks/useAllJobContacts';
import type { JobEvent } from '../hooks/useJobEvents';
import { EVENT_MESSAGES } from '../utils/applied-job-messages';

interface EventFormValues {
  kind: string;
  starts: string;
  ends: string;
  timeZone: string;
  meetingUrl: string;
  contactIds: string[];
  note: string;
}

const valuesOf = (event: JobEvent | null): EventFormValues =>
  event
    ? {
        kind: event.kind,
        starts: toZonedInput(event.startsAt, event.timeZone),
        ends: toZonedInput(event.endsAt, event.timeZone),
        timeZone: event.timeZone,
        meetingUrl: event.meetingUrl ?? '',
        contactIds: [...event.contactIds],
        note: event.note,
      }
    : { kind: 'other', starts: '', ends: '', timeZone: browserTimeZone(), meetingUrl: '', contactIds: [], note: '' };

/** Local wall times, read by the API in the zone sent with them; a blank end is an hour after the start (or keeps the length). */
const inputOf = (values: EventFormValues): AppliedJobEventInput => ({
  kind: values.kind,
  startsAt: values.starts,
  ...(values.ends ? { endsAt: values.ends } : {}),
  timeZone: values.timeZone,
  meetingUrl: values.meetingUrl.trim(),
  contactIds: values.contactIds,
  note: values.note,
});

function problemOf(values: EventFormValues): string | undefined {
  if (!values.starts) return EVENT_MESSAGES.startRequired;
  if (!values.timeZone) return EVENT_MESSAGES.zoneRequired;
  if (values.ends && values.ends <= values.starts) return EVENT_MESSAGES.endBeforeStart;
  return undefined;
}

/**
 * Adds or edits an interview. Times are typed on the clocks of the chosen zone (this device's by
 * default), so an interview set in another city's time reads as the invitation said it.
 */
export function EventDialog({
  event,
  contacts,
  onSave,
  onClose,
}: {
  /** The event being edited; null adds one. */
  event: JobEvent | null;
  contacts: readonly EventContact[];
  /** Resolves to the server's objection, shown in the dialog. */
  onSave(input: AppliedJobEventInput): Promise<string | undefined>;
  onClose(): void;
}) {
  const [values, setValues] = useState(() => valuesOf(event));
  const [problem, setProblem] = useState<string | undefined>();
  const [saving, setSaving] = useState(false);
  const set = <K extends keyof EventFormValues>(key: K, value: EventFormValues[K]) => setValues((v) => ({ ...v, [key]: value }));
  const title = event ? 'Edit interview' : 'Add interview';

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const invalid = problemOf(values);
    setProblem(invalid);
    if (invalid) return;
    setSaving(true);
    setProblem(await onSave(inputOf(values)));
    setSaving(false);
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="event-dialog-title">
      <form noValidate onSubmit={(e) => void submit(e)} aria-label={title}>
        <DialogTitle id="event-dialog-title">{title}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {problem && <Alert severity="error">{problem}</Alert>}
            <TextField select label="Kind" value={values.kind} onChange={(e) => set('kind', e.target.value)} size="small">
              {EVENT_KINDS.map((kind) => (
                <MenuItem key={kind.value} value={kind.value}>
                  {kind.label}
                </MenuItem>
              ))}
            </TextField>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <TextField
                label="Starts"
                type="datetime-local"
                value={values.starts}
                onChange={(e) => set('starts', e.target.value)}
                required
                size="small"
                fullWidth
                slotProps={{ inputLabel: { shrink: true } }}
              />
              <TextField
                label="Ends (optional)"
                type="datetime-local"
                value={values.ends}
                onChange={(e) => set('ends', e.target.value)}
                helperText="An hour after the start when blank"
                size="small"
                fullWidth
                slotProps={{ inputLabel: { shrink: true } }}
              />
            </Stack>
            <Autocomplete
              options={TIME_ZONES}
              value={values.timeZone || null}
              onChange={(_e, zone) => set('timeZone', zone ?? '')}
              size="small"
              renderInput={(params) => <TextField {...params} label="Time zone" helperText="The times above are on its clocks" />}
            />
            <TextField label="Meeting link" type="url" value={values.meetingUrl} onChange={(e) => set('meetingUrl', e.target.value)} size="small" />
            {contacts.length > 0 && (
              <Autocomplete
                multiple
                options={contacts.map((c) => c._id)}
                value={values.contactIds}
                onChange={(_e, ids) => set('contactIds', ids)}
                getOptionLabel={(id) => contacts.find((c) => c._id === id)?.name ?? id}
                size="small"
                renderInput={(params) => <TextField {...params} label="With" />}
              />
            )}
            <TextField label="Note" value={values.note} onChange={(e) => set('note', e.target.value)} multiline minRows={2} size="small" />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={saving}>
            Save
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
