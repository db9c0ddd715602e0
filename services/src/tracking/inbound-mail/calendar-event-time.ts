import { TZDate } from '@date-fns/tz';
import { isTimeZoneName } from '../../common/time-zones';
import type { InterviewTime } from './interview-time';

// ical.js ships its types as an ES module; at run time its CommonJS build is the same object.
const ICAL = require('ical.js') as typeof import('ical.js', { with: { 'resolution-mode': 'import' } }).default;
type IcalTime = InstanceType<typeof ICAL.Time>;
type IcalProperty = InstanceType<typeof ICAL.Property>;

/**
 * The time of the event a calendar file (.ics) invites to: its first VEVENT's DTSTART and DTEND
 * (or DURATION). Null for a cancellation, an unreadable file, or one without an event.
 */
export function calendarEventTime(ics: string): InterviewTime | null {
  let calendar: InstanceType<typeof ICAL.Component>;
  try {
    calendar = new ICAL.Component(ICAL.parse(ics));
  } catch {
    return null;
  }
  if (String(calendar.getFirstPropertyValue('method') ?? '').toUpperCase() === 'CANCEL') return null;
  const vevent = calendar.name === 'vevent' ? calendar : calendar.getFirstSubcomponent('vevent');
  if (!vevent || !vevent.hasProperty('dtstart')) return null;
  try {
    const event = new ICAL.Event(vevent);
    const dtstart = vevent.getFirstProperty('dtstart');
    const start = instant(event.startDate, dtstart);
    // An end given as a DURATION is in the start's zone.
    const end = vevent.hasProperty('dtend') || vevent.hasProperty('duration') ? instant(event.endDate, vevent.getFirstProperty('dtend') ?? dtstart) : null;
    return { start: start.date, end: end?.date ?? null, timeZone: start.timeZone };
  } catch {
    return null;
  }
}

/**
 * One DTSTART or DTEND as an instant. An IANA TZID is converted by @date-fns/tz from the wall-clock
 * time; any other TZID (Outlook writes "Pacific Standard Time") by the file's own VTIMEZONE, which
 * ical.js applies. ical.js turns a time it has no zone for into one in the process's zone, so such
 * "floating" times are read here as UTC instead, with no zone given.
 */
function instant(time: IcalTime, property: IcalProperty | null): { date: Date; timeZone: string | null } {
  const tzid = property?.getParameter('tzid');
  const zone = typeof tzid === 'string' ? tzid : null;
  if (time.zone === ICAL.Timezone.utcTimezone) return { date: new Date(time.toUnixTime() * 1000), timeZone: null };
  if (zone && isTimeZoneName(zone)) {
    return { date: new Date(new TZDate(time.year, time.month - 1, time.day, time.hour, time.minute, time.second, zone).getTime()), timeZone: zone };
  }
  if (zone && time.zone && time.zone.tzid === zone) return { date: new Date(time.toUnixTime() * 1000), timeZone: null };
  return { date: new Date(Date.UTC(time.year, time.month - 1, time.day, time.hour, time.minute, time.second)), timeZone: null };
}
