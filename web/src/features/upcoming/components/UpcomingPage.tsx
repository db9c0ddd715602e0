import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ProgressBar } from '../../../components/ProgressBar';
import { TryAgain } from '../../../components/TryAgain';
import { paths } from '../../../config/paths';
import { eventKindLabel, eventWhen } from '../../../lib/event-times';
import { RouterLink } from '../../../lib/router';
import { useUpcoming, type UpcomingEvent, type UpcomingTask } from '../hooks/useUpcoming';
import { groupByDay } from '../utils/group-by-day';
import { UPCOMING_MESSAGES } from '../utils/upcoming-constants';

const listSx = { listStyle: 'none', m: 0, p: 0 } as const;
const itemSx = { py: 1, borderBottom: 1, borderColor: 'divider', '&:last-of-type': { borderBottom: 0 } } as const;

function ApplicationLink({ appliedJobId, jobTitle, companyName }: { appliedJobId: string; jobTitle: string; companyName: string }) {
  return (
    <Link component={RouterLink} to={paths.appliedJob.getHref(appliedJobId)} underline="hover">
      {jobTitle} at {companyName}
    </Link>
  );
}

function EventItem({ event }: { event: UpcomingEvent }) {
  return (
    <Box component="li" sx={itemSx}>
      <Typography variant="subtitle2" component="p">
        {eventKindLabel(event.kind)} · {eventWhen(event.startsAt, event.timeZone)}
      </Typography>
      <Typography variant="body2">
        <ApplicationLink {...event} />
      </Typography>
      {event.meetingUrl && (
        <Link href={event.meetingUrl} target="_blank" rel="noopener noreferrer" variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          {event.meetingUrl}
        </Link>
      )}
    </Box>
  );
}

function TaskItem({ task }: { task: UpcomingTask }) {
  return (
    <Box component="li" sx={itemSx}>
      <Typography variant="subtitle2" component="p" color={task.overdue ? 'error' : undefined}>
        {task.overdue ? `Task overdue since ${eventWhen(task.dueAt, task.dueTimeZone)}` : `Task due ${eventWhen(task.dueAt, task.dueTimeZone)}`}
      </Typography>
      <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
        {task.content}
      </Typography>
      <Typography variant="body2">
        <ApplicationLink {...task} />
      </Typography>
    </Box>
  );
}

type Entry = { at: string; event: UpcomingEvent; task?: never } | { at: string; task: UpcomingTask; event?: never };

/**
 * /upcoming: the interviews and tasks due in the next 30 days by day on this device's clock, each
 * linking to its application; tasks past their time and not done come first, as they still want doing.
 */
export function UpcomingPage() {
  const { events, tasks, loading, failed, retry } = useUpcoming();
  const overdue = tasks.filter((task) => task.overdue);
  const entries: Entry[] = [
    ...events.map((event) => ({ at: event.startsAt, event })),
    ...tasks.filter((task) => !task.overdue).map((task) => ({ at: task.dueAt, task })),
  ].sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
  const days = groupByDay(entries, (entry) => entry.at);
  const empty = !loading && !failed && events.length === 0 && tasks.length === 0;

  return (
    <Stack spacing={2}>
      <Typography variant="h4" component="h1">
        {paths.upcoming.title}
      </Typography>
      <Typography color="text.secondary">{UPCOMING_MESSAGES.intro}</Typography>
      <Box sx={{ height: 4 }}>{loading && <ProgressBar label="Loading upcoming interviews and tasks" />}</Box>
      {failed && <TryAgain onRetry={retry} />}
      {empty && <Typography color="text.secondary">{UPCOMING_MESSAGES.empty}</Typography>}
      {overdue.length > 0 && (
        <Card variant="outlined" component="section" aria-label={UPCOMING_MESSAGES.overdue}>
          <CardContent>
            <Typography variant="h6" component="h2">
              {UPCOMING_MESSAGES.overdue}
            </Typography>
            <Box component="ul" sx={listSx}>
              {overdue.map((task) => (
                <TaskItem key={task._id} task={task} />
              ))}
            </Box>
          </CardContent>
        </Card>
      )}
      {days.map((day) => (
        <Card key={day.date} variant="outlined" component="section" aria-label={day.label}>
          <CardContent>
            <Typography variant="h6" component="h2">
              {day.label}
            </Typography>
            <Box component="ul" sx={listSx}>
              {day.items.map((entry) => (entry.event ? <EventItem key={entry.event._id} event={entry.event} /> : <TaskItem key={entry.task._id} task={entry.task} />))}
            </Box>
          </CardContent>
        </Card>
      ))}
    </Stack>
  );
}
