import type { OpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import { eventCreateSchema, eventUpdateSchema } from '@remotehunt/services/tracking/events/event-input';
import { UPCOMING_DEFAULT_DAYS, UPCOMING_MAX_DAYS } from '@remotehunt/services/tracking/calendar/upcoming.service';
import { named, z } from '../zod-openapi';
import { json, registerOperation } from '../operation';
import { pagingQuery, Success } from '../responses/common.responses';
import { AppliedJobEvent, AppliedJobEventPage, CalendarFeed, NewCalendarFeed, Upcoming } from '../responses/tracking-events.responses';

const EventInput = named(
  eventCreateSchema,
  'AppliedJobEventInput',
  'Times with an offset (`2026-11-20T14:00:00+01:00`), or local (`2026-11-20T14:00`) read in `timeZone`; a local time the zone skips (daylight saving) is a 400.',
);
const EventUpdate = named(eventUpdateSchema, 'AppliedJobEventUpdate', 'Any of the fields; a move without `endsAt` keeps the length.');

/** tracking-events.routes.ts and calendar-feed.routes.ts: events on applied jobs, the Upcoming screen, the calendar address (issue 48). */
export function registerTrackingEventPaths(registry: OpenAPIRegistry): void {
  const tag = 'Tracking';
  const list = '/users/{userId}/applied_jobs/{appliedJobId}/events';
  const one = `${list}/{eventId}`;
  registerOperation(registry, {
    method: 'get',
    path: list,
    tag,
    summary: 'An applied job’s events: upcoming ones soonest first, then past ones latest first',
    access: 'user',
    query: pagingQuery(5),
    ok: { description: 'A page of events', schema: AppliedJobEventPage },
  });
  registerOperation(registry, {
    method: 'post',
    path: list,
    tag,
    summary: 'Add an interview or other event',
    description:
      'The end is an hour after the start unless given. `contactIds` are ids of this application’s contacts (any other is a 400). ' +
      'A time zone that does not exist, a local time in a daylight saving gap, a link that is not http(s), a note over 5,000 characters: 400 naming the field.',
    access: 'user',
    body: json(EventInput),
    ok: { status: 201, description: 'The event', schema: AppliedJobEvent },
  });
  registerOperation(registry, {
    method: 'get',
    path: one,
    tag,
    summary: 'One event',
    access: 'user',
    ok: { description: 'The event', schema: AppliedJobEvent },
  });
  registerOperation(registry, {
    method: 'put',
    path: one,
    tag,
    summary: 'Change an event: only the fields given',
    description: 'A change of its time, zone, meeting link or kind adds one to `sequence`. `contactIds` replaces the list.',
    access: 'user',
    body: json(EventUpdate),
    ok: { description: 'The event', schema: AppliedJobEvent },
  });
  registerOperation(registry, {
    method: 'delete',
    path: one,
    tag,
    summary: 'Delete an event (it leaves the calendar too)',
    access: 'user',
    ok: { description: 'Deleted', schema: Success },
  });
  registerOperation(registry, {
    method: 'get',
    path: `${one}/ics`,
    tag,
    summary: 'The event as an iCalendar file (“Add to calendar”)',
    description: 'A download (`Content-Disposition: attachment`), METHOD:PUBLISH, with the same UID as in the calendar feed.',
    access: 'user',
    ok: {
      description: 'The file',
      content: { 'text/calendar': { schema: z.string().openapi({ description: 'RFC 5545 text with one VEVENT and its VTIMEZONE.' }) } },
      headers: { 'Content-Disposition': { description: '`attachment; filename="interview-{company}-{date}.ics"`', schema: { type: 'string' } } },
    },
  });
  registerOperation(registry, {
    method: 'get',
    path: '/users/{userId}/upcoming',
    tag,
    summary: 'What is coming up across the tracker, soonest first',
    description: 'Events not yet over that start within the next `days` days, each with its application’s id, title and company. `tasks` lists tasks due (empty until tasks have due dates).',
    access: 'user',
    query: z.object({
      days: z
        .number()
        .int()
        .min(1)
        .max(UPCOMING_MAX_DAYS)
        .optional()
        .openapi({ param: { description: `Days ahead, 1 to ${UPCOMING_MAX_DAYS}.` }, default: UPCOMING_DEFAULT_DAYS }),
    }),
    ok: { description: 'Events (and tasks) in the window', schema: Upcoming },
  });

  const feed = '/users/{userId}/calendar_feed';
  registerOperation(registry, {
    method: 'get',
    path: feed,
    tag,
    summary: 'Whether there is a private calendar address',
    access: 'user',
    ok: { description: 'Its state (never the address: only its hash is kept)', schema: CalendarFeed },
  });
  registerOperation(registry, {
    method: 'post',
    path: feed,
    tag,
    summary: 'Make the private calendar address, or a new one in place of the old (which then answers 404)',
    description: 'Subscribe to `url` in a calendar app: `{PUBLIC_URL}/calendar/{token}.ics`, no sign-in, shown in this answer only.',
    access: 'user',
    body: json(z.object({ includeTasks: z.boolean().optional() }).openapi('CalendarFeedInput')),
    ok: { description: 'The new address', schema: NewCalendarFeed },
  });
  registerOperation(registry, {
    method: 'put',
    path: feed,
    tag,
    summary: 'Change whether the calendar lists tasks due',
    access: 'user',
    body: json(z.object({ includeTasks: z.boolean() }).openapi('CalendarFeedUpdate')),
    ok: { description: 'Its state (404 without an address)', schema: CalendarFeed },
  });
  registerOperation(registry, {
    method: 'delete',
    path: feed,
    tag,
    summary: 'Turn the calendar address off: it answers 404',
    access: 'user',
    ok: { description: 'Turned off (also when there was none)', schema: Success },
  });
}
