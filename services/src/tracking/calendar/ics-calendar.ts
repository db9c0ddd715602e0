import { TZDate } from '@date-fns/tz';
import { ICalAlarmType, ICalCalendar, ICalCalendarMethod } from 'ical-generator';
import { tzlib_get_ical_block } from 'timezones-ical-library';
import { EVENT_KIND_LABELS } from '../events/event-input';
import type { EventWithJob } from '../events/applied-job-events.service';
import type { DueTask } from './due-tasks';

export const CALENDAR_NAME = 'RemoteHunt interviews';
/** Calendar clients poll a subscribed feed about this often (REFRESH-INTERVAL, X-PUBLISHED-TTL). */
const REFRESH_SECONDS = 3600;
/** One reminder, an hour before. */
const ALARM_SECONDS_BEFORE = 3600;

// eslint-disable-next-line no-control-regex -- control characters are what is removed
const CONTROL_BUT_TAB_AND_NEWLINE = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/g;
// eslint-disable-next-line no-control-regex -- control characters are what is removed
const CONTROL = /[\u0000-\u001f\u007f-\u009f]+/g;

/** Stable across edits and moves, so a client updates the event it holds (RFC 5545 UID). */
export const eventUid = (eventId: string) => `${eventId}@remotehunt`;

/** "Technical interview: Platform Engineer at Acme". */
export const eventSummary = ({ event, jobTitle, companyName }: EventWithJob) =>
  oneLine(`${EVENT_KIND_LABELS[event.kind]}: ${jobTitle} at ${companyName}`);

/**
 * An iCalendar (RFC 5545) text of these events: each a VEVENT with its UID, DTSTAMP (its last
 * change, so the same events give the same text), DTSTART/DTEND in the zone it was given in with a
 * VTIMEZONE for each zone, its SEQUENCE, the meeting link as LOCATION and URL, the note as plain
 * text and one reminder an hour before. `publish` marks a one-off file to add (METHOD:PUBLISH); a
 * subscribed feed has no METHOD.
 */
export function renderCalendar(events: EventWithJob[], opts: { publish?: boolean; tasks?: DueTask[] } = {}): string {
  const zones = new Map<string, Zone | null>();
  const zoneOf = (name: string) => {
    if (!zones.has(name)) zones.set(name, vtimezoneOf(name));
    return zones.get(name)!;
  };
  const calendar = new ICalCalendar({
    prodId: { company: 'RemoteHunt', product: 'Tracker', language: 'EN' },
    name: CALENDAR_NAME,
    description: 'Interviews and other events of the jobs you track on RemoteHunt',
    ttl: REFRESH_SECONDS,
    ...(opts.publish ? { method: ICalCalendarMethod.PUBLISH } : {}),
  });
  // The VTIMEZONE of each TZID the events use (ical-generator asks once per zone).
  calendar.timezone({ name: null, generator: (tzid) => [...zones.values()].find((z) => z?.tzid === tzid)?.vtimezone ?? null });
  for (const item of events) {
    const { event } = item;
    // The library's name for the zone (its canonical one: "Asia/Calcutta" is Asia/Kolkata); UTC
    // when it has none, so no TZID is ever written without its VTIMEZONE.
    const tzid = zoneOf(event.timeZone)?.tzid ?? null;
    const at = (iso: string) => (tzid ? new TZDate(Date.parse(iso), tzid) : new Date(iso));
    const summary = eventSummary(item);
    calendar.createEvent({
      id: eventUid(event._id),
      sequence: event.sequence,
      stamp: new Date(event.updatedAt),
      start: at(event.startsAt),
      end: at(event.endsAt),
      timezone: tzid,
      summary,
      description: description(item) || null,
      location: event.meetingUrl,
      // ical-generator escapes URL as text; a URI value is not escaped, so a link it would mangle
      // (a comma, a semicolon) stays in LOCATION alone.
      url: event.meetingUrl && !/[,;\\]/.test(event.meetingUrl) ? event.meetingUrl : null,
      alarms: [{ type: ICalAlarmType.display, trigger: ALARM_SECONDS_BEFORE, description: summary }],
    });
  }
  // Tasks due (when the user asked for them): a half-hour event at the due time, in its zone.
  for (const task of opts.tasks ?? []) {
    const tzid = zoneOf(task.dueTimeZone)?.tzid ?? null;
    const at = (ms: number) => (tzid ? new TZDate(ms, tzid) : new Date(ms));
    const summary = oneLine(`Task: ${task.content} (${task.companyName})`);
    calendar.createEvent({
      id: taskUid(task.id),
      sequence: task.revision,
      stamp: task.updatedAt,
      start: at(task.dueAt.getTime()),
      end: at(task.dueAt.getTime() + TASK_MINUTES * 60_000),
      timezone: tzid,
      summary,
      description: oneLine(`${task.jobTitle} at ${task.companyName}`),
      alarms: [{ type: ICalAlarmType.display, trigger: ALARM_SECONDS_BEFORE, description: summary }],
    });
  }
  return calendar.toString();
}

/** Tasks' UIDs never meet events' (both are UUIDs, told apart by the prefix). */
export const taskUid = (taskId: string) => `task-${taskId}@remotehunt`;
const TASK_MINUTES = 30;

interface Zone {
  tzid: string;
  vtimezone: string;
}

function vtimezoneOf(zone: string): Zone | null {
  const answer = tzlib_get_ical_block(zone);
  if (!Array.isArray(answer) || !answer[0]?.startsWith('BEGIN:VTIMEZONE') || !answer[1]?.startsWith('TZID=')) return null;
  return { tzid: answer[1].slice('TZID='.length), vtimezone: answer[0] };
}

/** The note as plain text, then who it is with. */
function description({ event, contactNames }: EventWithJob): string {
  const parts = [event.note.replace(CONTROL_BUT_TAB_AND_NEWLINE, '').trim()];
  if (contactNames.length) parts.push(`With: ${contactNames.map(oneLine).join(', ')}`);
  return parts.filter(Boolean).join('\n\n');
}

function oneLine(text: string): string {
  return text.replace(CONTROL, ' ').trim();
}
