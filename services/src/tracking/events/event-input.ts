import { z } from 'zod';
import { hasControlCharacters, hasControlCharactersBesidesLayout } from '../../common/control-characters';
import { DomainError } from '../../common/domain-error';
import { isTimeZoneName } from '../../common/time-zones';
import { isUuid } from '../../common/validate';
import { formatWallTime, instantOf, type WallTime } from './zoned-time';

/**
 * The rules of an applied job's events (issue 48): what kind it is, when (in which zone), where
 * (a meeting link), with whom (the application's contacts) and a note.
 */

export const EVENT_KINDS = ['phone-screen', 'technical', 'onsite', 'offer-call', 'other'] as const;
export type EventKind = (typeof EVENT_KINDS)[number];

/** How a kind reads in a calendar's title: "Technical interview: Platform Engineer at Acme". */
export const EVENT_KIND_LABELS: Record<EventKind, string> = {
  'phone-screen': 'Phone screen',
  technical: 'Technical interview',
  onsite: 'Onsite interview',
  'offer-call': 'Offer call',
  other: 'Interview',
};

export const EVENT_NOTE_MAX = 5000;
export const EVENT_CONTACTS_MAX = 20;
const MEETING_URL_MAX = 2000;
/** An end that is not given is an hour after the start. */
const DEFAULT_DURATION_MS = 3_600_000;
/** A longer "event" is a typo (a wrong month), not an onsite. */
const MAX_DURATION_MS = 7 * 86_400_000;
const EARLIEST = Date.UTC(2000, 0, 1);
const LATEST = Date.UTC(2100, 0, 1);

/** `2026-11-20T14:00`, seconds and a fraction optional, then `Z`, an offset (`+01:00`) or nothing (then read in timeZone). */
const TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})?$/;

const timeMessage = (field: string) =>
  `${field} must be a date and time: 2026-11-20T14:00 (read in timeZone) or with its offset, 2026-11-20T14:00:00+01:00`;
const timeField = (field: string) => z.string({ message: timeMessage(field) }).trim().max(40, { message: timeMessage(field) }).regex(TIME, { message: timeMessage(field) });

const TIME_ZONE_MESSAGE = 'timeZone must be an IANA time zone name such as Europe/Berlin or America/New_York';
const timeZone = z
  .string({ message: TIME_ZONE_MESSAGE })
  .trim()
  .min(1, { message: TIME_ZONE_MESSAGE })
  .max(64, { message: TIME_ZONE_MESSAGE })
  .refine(isTimeZoneName, { message: TIME_ZONE_MESSAGE });

const MEETING_URL_MESSAGE = 'meetingUrl must be a web address (http:// or https://)';
/** Blank or null clears it; anything else must be an http(s) address a calendar can open. */
const meetingUrl = z
  .union([z.null(), z.string({ message: MEETING_URL_MESSAGE }).trim().max(MEETING_URL_MAX, { message: `meetingUrl must be at most ${MEETING_URL_MAX} characters` })])
  .refine((v) => v === null || v === '' || isWebAddress(v), { message: MEETING_URL_MESSAGE })
  .transform((v) => (v ? v : null));

const contactIds = z
  .array(z.string({ message: 'contactIds must list contact ids' }).refine(isUuid, { message: 'contactIds must list contact ids' }), {
    message: 'contactIds must be a list of contact ids',
  })
  .max(EVENT_CONTACTS_MAX, { message: `contactIds can link at most ${EVENT_CONTACTS_MAX} contacts` })
  .transform((ids) => [...new Set(ids.map((id) => id.toLowerCase()))]);

const note = z
  .string({ message: 'note must be text' })
  .max(EVENT_NOTE_MAX, { message: 'note: please keep the note under 5,000 characters' })
  .refine((v) => !hasControlCharactersBesidesLayout(v), { message: 'note must not contain control characters (line breaks and tabs are fine)' });

const kind = z.enum(EVENT_KINDS, { message: 'kind must be phone-screen, technical, onsite, offer-call or other' });

export const eventCreateSchema = z.object({
  kind: kind.optional().default('other'),
  startsAt: timeField('startsAt'),
  endsAt: timeField('endsAt').nullable().optional(),
  timeZone: timeZone.optional(),
  meetingUrl: meetingUrl.optional(),
  contactIds: contactIds.optional(),
  note: note.optional(),
});

/** Any of the fields, at least one; an end not given keeps the event's length when it moves. */
export const eventUpdateSchema = z
  .object({
    kind: kind,
    startsAt: timeField('startsAt'),
    endsAt: timeField('endsAt'),
    timeZone,
    meetingUrl,
    contactIds,
    note,
  })
  .partial()
  .refine((v) => Object.values(v).some((x) => x !== undefined), { message: 'Please provide something to change' });

export type EventCreateInput = z.infer<typeof eventCreateSchema>;
export type EventUpdateInput = z.infer<typeof eventUpdateSchema>;

export interface EventTimes {
  startsAt: Date;
  endsAt: Date;
  timeZone: string;
}

/**
 * The instants and zone an input names. A time with an offset is that instant; one without is read
 * in `timeZone` (or, on a change, the event's zone), and a time that zone's clocks skip is refused.
 * An event given only offset times is kept in UTC. On a change (`current`), a new start without a
 * new end keeps the event's length, and a new zone alone keeps its instants.
 */
export function resolveEventTimes(input: { startsAt?: string; endsAt?: string | null; timeZone?: string }, current?: EventTimes): EventTimes {
  const zone = input.timeZone ?? current?.timeZone;
  const start = input.startsAt === undefined ? undefined : instantOfInput(input.startsAt, 'startsAt', zone);
  const end = input.endsAt === undefined || input.endsAt === null ? undefined : instantOfInput(input.endsAt, 'endsAt', zone);
  const startsAt = start ?? current!.startsAt;
  const length = current ? current.endsAt.getTime() - current.startsAt.getTime() : DEFAULT_DURATION_MS;
  const endsAt = end ?? (start || !current ? new Date(startsAt.getTime() + length) : current.endsAt);
  if (endsAt <= startsAt) throw DomainError.validation('endsAt must be after startsAt', { field: 'endsAt' });
  if (endsAt.getTime() - startsAt.getTime() > MAX_DURATION_MS) throw DomainError.validation('endsAt must be within 7 days of startsAt', { field: 'endsAt' });
  return { startsAt, endsAt, timeZone: zone ?? 'UTC' };
}

function instantOfInput(text: string, field: string, zone: string | undefined): Date {
  const match = TIME.exec(text);
  if (!match) throw DomainError.validation(timeMessage(field), { field });
  const [, year, month, day, hour, minute, second, offset] = match;
  const wall: WallTime = { year: +year, month: +month, day: +day, hour: +hour, minute: +minute, second: +(second ?? 0) };
  if (!isRealWallTime(wall)) throw DomainError.validation(`${field} is not a real date and time: ${text}`, { field });
  let at: Date | null;
  if (offset) {
    const minutes = offset === 'Z' ? 0 : (offset[0] === '-' ? -1 : 1) * (Number(offset.slice(1, 3)) * 60 + Number(offset.slice(4, 6)));
    if (Math.abs(minutes) > 14 * 60 || Number(offset.slice(4, 6)) > 59) throw DomainError.validation(`${field} has an offset no place uses: ${offset}`, { field });
    at = new Date(Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second) - minutes * 60_000);
  } else {
    if (!zone) {
      throw DomainError.validation(`timeZone: please give the time zone ${field} is in (such as Europe/Berlin), or give ${field} with its offset`, { field: 'timeZone' });
    }
    at = instantOf(wall, zone);
    if (!at) {
      throw DomainError.validation(
        `${field}: ${formatWallTime(wall).replace('T', ' ')} does not exist in ${zone} (the clocks skip that hour when daylight saving time starts); please choose another time`,
        { field },
      );
    }
  }
  if (at.getTime() < EARLIEST || at.getTime() >= LATEST) throw DomainError.validation(`${field} must be between the years 2000 and 2100`, { field });
  return at;
}

function isRealWallTime(w: WallTime): boolean {
  const daysInMonth = new Date(Date.UTC(w.year, w.month, 0)).getUTCDate();
  return w.month >= 1 && w.month <= 12 && w.day >= 1 && w.day <= daysInMonth && w.hour <= 23 && w.minute <= 59 && w.second <= 59;
}

function isWebAddress(text: string): boolean {
  if (!/^https?:\/\//i.test(text) || /\s/.test(text) || hasControlCharacters(text)) return false;
  try {
    const url = new URL(text);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.length > 0;
  } catch {
    return false;
  }
}
