import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import EventOutlined from '@mui/icons-material/EventOutlined';
import type { AppliedJobEventInput } from '../../../generated/graphql';
import { useConfirm } from '../../../components/ConfirmDialog';
import { useLoader } from '../../../components/GlobalLoader';
import { useNotify } from '../../../components/Notifications';
import { isUnauthenticated } from '../../../lib/api-errors';
import { eventDay, eventKindLabel, eventKindNoun, eventWhen } from '../../../lib/event-times';
import { useAllJobContacts } from '../hooks/useAllJobContacts';
import { useDownloadEventCalendar } from '../hooks/useDownloadEventCalendar';
import { useJobEventChanges } from '../hooks/useJobEventChanges';
import { useJobEvents, type JobEvent } from '../hooks/useJobEvents';
import { EVENT_MESSAGES } from '../utils/applied-job-messages';
import { validationProblem } from '../utils/validation-problem';
import { EventDialog } from './EventDialog';
import { ItemActions } from './ItemActions';
import { ItemPanel } from './ItemPanel';
import { PagedItemList } from './PagedItemList';

/** The API answers instants; the message names the day on this device's calendar. */
const described = (input: { kind?: string | null }, startsAt: string) => [eventKindNoun(input.kind ?? 'other'), eventDay(startsAt)] as const;

/** An application's interviews: soonest first, each with its time, link, people and note, and a calendar file. */
export function EventsPanel({ appliedJobId }: { appliedJobId: string }) {
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<{ event: JobEvent | null } | null>(null);
  const result = useJobEvents(appliedJobId, page);
  const contacts = useAllJobContacts(appliedJobId);
  const changes = useJobEventChanges();
  const download = useDownloadEventCalendar();
  const confirm = useConfirm();
  const notify = useNotify();
  const { track } = useLoader();

  const save = async (input: AppliedJobEventInput): Promise<string | undefined> => {
    const event = editing?.event ?? null;
    let saved: JobEvent | undefined;
    try {
      saved = event
        ? await track(changes.update(appliedJobId, event._id, input))
        : await track(changes.add(appliedJobId, input));
    } catch (error) {
      const problem = validationProblem(error);
      if (!problem && !isUnauthenticated(error)) notify({ type: 'error', message: event ? EVENT_MESSAGES.updateFailed : EVENT_MESSAGES.addFailed });
      return problem;
    }
    const [what, day] = described(saved, saved.startsAt);
    notify({ type: 'success', message: event ? EVENT_MESSAGES.updated(what, day) : EVENT_MESSAGES.added(what, day) });
    setEditing(null);
    if (!event) setPage(1);
    return undefined;
  };

  const remove = async (event: JobEvent) => {
    const [what, day] = described(event, event.startsAt);
    if (!(await confirm(EVENT_MESSAGES.deleteConfirm(what, day)))) return;
    try {
      await track(changes.remove(appliedJobId, event._id));
    } catch (error) {
      if (!isUnauthenticated(error)) notify({ type: 'error', message: EVENT_MESSAGES.deleteFailed });
      return;
    }
    notify({ type: 'success', message: EVENT_MESSAGES.deleted(what, day) });
  };

  const addToCalendar = async (event: JobEvent) => {
    try {
      await download(appliedJobId, event._id);
    } catch (error) {
      if (!isUnauthenticated(error)) notify({ type: 'error', message: EVENT_MESSAGES.downloadFailed });
    }
  };

  const names = (ids: readonly string[]) =>
    ids
      .map((id) => contacts.find((c) => c._id === id)?.name)
      .filter(Boolean)
      .join(', ');

  return (
    <ItemPanel
      title="Interviews"
      addLabel="Add interview"
      onAdd={() => setEditing({ event: null })}
      form={editing && <EventDialog key={editing.event?._id ?? 'new'} event={editing.event} contacts={contacts} onSave={save} onClose={() => setEditing(null)} />}
    >
      <PagedItemList
        label="Interviews"
        result={result}
        page={page}
        onPageChange={setPage}
        emptyText={EVENT_MESSAGES.empty}
        renderItem={(event) => {
          const label = `${eventKindLabel(event.kind)} ${eventDay(event.startsAt)}`;
          const people = names(event.contactIds);
          return (
            <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
              <Box sx={{ flexGrow: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
                <Typography variant="subtitle2" component="p">
                  {eventKindLabel(event.kind)}
                </Typography>
                <Typography variant="body2">{eventWhen(event.startsAt, event.timeZone)}</Typography>
                {event.meetingUrl && (
                  <Link href={event.meetingUrl} target="_blank" rel="noopener noreferrer" variant="body2">
                    {event.meetingUrl}
                  </Link>
                )}
                {people && (
                  <Typography variant="body2" color="text.secondary">
                    With {people}
                  </Typography>
                )}
                {event.note && (
                  <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'pre-line' }}>
                    {event.note}
                  </Typography>
                )}
                <Button size="small" startIcon={<EventOutlined />} aria-label={`Add to calendar: ${label}`} onClick={() => void addToCalendar(event)} sx={{ ml: -0.5 }}>
                  Add to calendar
                </Button>
              </Box>
              <ItemActions
                editLabel={`Edit ${label}`}
                deleteLabel={`Delete ${label}`}
                onEdit={() => setEditing({ event })}
                onDelete={() => void remove(event)}
              />
            </Stack>
          );
        }}
      />
    </ItemPanel>
  );
}
