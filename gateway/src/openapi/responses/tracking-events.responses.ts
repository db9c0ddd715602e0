import { EVENT_KINDS } from '@remotehunt/services/tracking/events/event-input';
import { UPCOMING_MAX_DAYS } from '@remotehunt/services/tracking/calendar/upcoming.service';
import { z } from '../zod-openapi';
import { dateTime, id, numberedPage, orNull } from './common.responses';
import { AppliedJob } from './tracking.responses';

/** An interview or other event on an applied job (issue 48). */
export const AppliedJobEvent = z
  .strictObject({
    _id: id(),
    appliedJobId: id(),
    kind: z.enum(EVENT_KINDS),
    startsAt: dateTime(),
    endsAt: dateTime(),
    timeZone: z.string().openapi({ description: 'The IANA time zone it was given in (Europe/Berlin); calendars show it there.' }),
    meetingUrl: z.string().nullable().openapi({ description: 'An http(s) address.' }),
    contactIds: z.array(id()).openapi({ description: 'The application’s contacts it is with.' }),
    note: z.string().openapi({ description: 'Plain text, up to 5,000 characters.' }),
    sequence: z.number().int().min(0).openapi({ description: 'RFC 5545 SEQUENCE: one more on every change of its time, place (meeting link) or kind.' }),
    createdAt: dateTime(),
    updatedAt: dateTime(),
  })
  .openapi('AppliedJobEvent');

export const AppliedJobEventPage = numberedPage(AppliedJobEvent).openapi('AppliedJobEventPage');

/** GET of one applied job: the spec's fields and its next event (the lists keep the spec's shape). */
export const AppliedJobWithNextEvent = z
  .strictObject({
    ...AppliedJob.shape,
    nextEvent: orNull(AppliedJobEvent).openapi({ description: 'The soonest event not yet over, if any.' }),
  })
  .openapi('AppliedJobWithNextEvent');

const UpcomingEvent = z
  .strictObject({ ...AppliedJobEvent.shape, jobTitle: z.string(), companyName: z.string() })
  .openapi('UpcomingEvent', { description: 'An event with its application’s title and company.' });

const UpcomingTask = z
  .strictObject({
    _id: id(),
    appliedJobId: id(),
    content: z.string(),
    dueAt: dateTime(),
    dueTimeZone: z.string(),
    overdue: z.boolean(),
    jobTitle: z.string(),
    companyName: z.string(),
  })
  .openapi('UpcomingTask', { description: 'An undone task due in the window, or overdue by up to as many days.' });

export const Upcoming = z
  .strictObject({
    days: z.number().int().min(1).max(UPCOMING_MAX_DAYS),
    from: dateTime(),
    to: dateTime(),
    events: z.array(UpcomingEvent).openapi({ description: 'Not yet over and starting before `to`, soonest first.' }),
    tasks: z.array(UpcomingTask),
  })
  .openapi('Upcoming');

export const CalendarFeed = z
  .strictObject({
    active: z.boolean(),
    includeTasks: z.boolean(),
    createdAt: dateTime().nullable().openapi({ description: 'When the address was made; null without one.' }),
  })
  .openapi('CalendarFeed', { description: 'Whether there is a private calendar address (the address itself is shown once, when made).' });

export const NewCalendarFeed = z
  .strictObject({
    url: z.url().openapi({ description: '`{PUBLIC_URL}/calendar/{token}.ics`: shown this once; anyone holding it reads the calendar.' }),
    includeTasks: z.boolean(),
    createdAt: dateTime(),
  })
  .openapi('NewCalendarFeed');
