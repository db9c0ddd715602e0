import { TZDate } from '@date-fns/tz';
import { isTimeZoneName } from '../../common/time-zones';
import type { InterviewTime } from './interview-time';

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const WEEKDAYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'];
const MONTH = '(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\\.?';
const WEEKDAY = '(?:(mon|tue|wed|thu|fri|sat|sun)[a-z]*\\.?,?\\s+(?:the\\s+)?)?';
const DAY = '(\\d{1,2})(?:st|nd|rd|th)?';
const YEAR = '(?:,?\\s+(\\d{4}))?';
const TIME = '(\\d{1,2})(?:[:.](\\d{2}))?\\s*(?:([ap])\\.?\\s?m\\b\\.?)?';
/**
 * The zones people write after a time: an IANA name, a UTC offset, or an abbreviation. An
 * abbreviation stands for its region's clock (a city in it), so "PST" written in July still means
 * Pacific time; ambiguous ones (IST, CST outside North America) are left out.
 */
const ABBREVIATIONS: Record<string, string> = {
  pt: 'America/Los_Angeles', pst: 'America/Los_Angeles', pdt: 'America/Los_Angeles', 'pacific time': 'America/Los_Angeles',
  mt: 'America/Denver', mst: 'America/Denver', mdt: 'America/Denver', 'mountain time': 'America/Denver',
  ct: 'America/Chicago', cst: 'America/Chicago', cdt: 'America/Chicago', 'central time': 'America/Chicago',
  et: 'America/New_York', est: 'America/New_York', edt: 'America/New_York', 'eastern time': 'America/New_York',
  utc: 'UTC', gmt: 'UTC', bst: 'Europe/London', 'uk time': 'Europe/London', 'london time': 'Europe/London',
  wet: 'Europe/Lisbon', west: 'Europe/Lisbon', cet: 'Europe/Berlin', cest: 'Europe/Berlin', 'central european time': 'Europe/Berlin',
  eet: 'Europe/Athens', eest: 'Europe/Athens', jst: 'Asia/Tokyo', sgt: 'Asia/Singapore', hkt: 'Asia/Hong_Kong',
  aest: 'Australia/Sydney', aedt: 'Australia/Sydney', nzst: 'Pacific/Auckland', nzdt: 'Pacific/Auckland',
};
const ABBREVIATION = Object.keys(ABBREVIATIONS).sort((a, b) => b.length - a.length).map((name) => name.replace(' ', '\\s+')).join('|');
const ZONE = `\\(?\\s*(?:([A-Z][A-Za-z_]+/[A-Z][A-Za-z_]+(?:/[A-Z][A-Za-z_]+)?)|(?:utc|gmt)\\s*([+-−]\\s*\\d{1,2})(?::?(\\d{2}))?|(${ABBREVIATION})\\b)`;
const RANGE_END = `(?:\\s*(?:-|–|—|to|until)\\s*${TIME})?`;
const JOIN = '[\\s,]*(?:(?:at|@|from|on|-|–|T)[\\s,]+|T)?';

/** "Tuesday, December 2 at 2:00 PM - 3:00 PM PST", "Dec 2nd at 10am (Europe/Berlin)", "2 December 2025, 14:00 CET". */
const MONTH_FIRST = new RegExp(`\\b${WEEKDAY}${MONTH}\\s+${DAY}${YEAR}${JOIN}${TIME}${RANGE_END}\\s*${ZONE}`, 'gi');
const DAY_FIRST = new RegExp(`\\b${WEEKDAY}${DAY}\\s+(?:of\\s+)?${MONTH}${YEAR}${JOIN}${TIME}${RANGE_END}\\s*${ZONE}`, 'gi');
/** "2025-12-02 14:00 CET", "2025-12-02T14:00 (Europe/Berlin)". */
const ISO = new RegExp(`\\b(\\d{4})-(\\d{2})-(\\d{2})${JOIN}${TIME}${RANGE_END}\\s*${ZONE}`, 'gi');

/** A date on a "Date:" line and its time on the next "Time:" line, as scheduling tools write them. */
const DATE_THEN_TIME_LINE = /^(\s*(?:date|day|when)\s*:[^\n]*)\n\s*time\s*:\s*/gim;

/** How far back a date without a year may be before it is read as next year's: mail is forwarded late. */
const PAST_GRACE_DAYS = 30;

interface Found {
  weekday?: string;
  year?: number;
  month: number;
  day: number;
  start: { hour: number; minute: number; half?: string };
  end?: { hour: number; minute: number; half?: string };
  zone: string | null;
  offsetMinutes: number | null;
}

/**
 * The one time a message's text gives for an interview, with its zone: null when it gives none, gives
 * no zone (a guess would be hours off), or gives several different times (slots to pick from).
 * A date without a year is the next one after `sentAt`.
 */
export function textDateTime(text: string, sentAt: Date | null): InterviewTime | null {
  const joined = text.replace(DATE_THEN_TIME_LINE, '$1 at ');
  const times = new Map<number, InterviewTime>();
  for (const match of joined.matchAll(MONTH_FIRST)) add(times, read(match, 'month-first'), sentAt);
  for (const match of joined.matchAll(DAY_FIRST)) add(times, read(match, 'day-first'), sentAt);
  for (const match of joined.matchAll(ISO)) add(times, read(match, 'iso'), sentAt);
  return times.size === 1 ? [...times.values()][0] : null;
}

function read(match: RegExpMatchArray, order: 'month-first' | 'day-first' | 'iso'): Found | null {
  const [, ...groups] = match;
  let weekday: string | undefined, year: number | undefined, month: number, day: number, rest: (string | undefined)[];
  if (order === 'iso') {
    [year, month, day] = [Number(groups[0]), Number(groups[1]), Number(groups[2])];
    rest = groups.slice(3);
  } else if (order === 'month-first') {
    weekday = groups[0]?.toLowerCase();
    month = MONTHS.indexOf(groups[1].slice(0, 3).toLowerCase()) + 1;
    day = Number(groups[2]);
    year = groups[3] ? Number(groups[3]) : undefined;
    rest = groups.slice(4);
  } else {
    weekday = groups[0]?.toLowerCase();
    day = Number(groups[1]);
    month = MONTHS.indexOf(groups[2].slice(0, 3).toLowerCase()) + 1;
    year = groups[3] ? Number(groups[3]) : undefined;
    rest = groups.slice(4);
  }
  const [startHour, startMinute, startHalf, endHour, endMinute, endHalf, iana, offset, offsetMinutes, abbreviation] = rest;
  const start = clock(startHour, startMinute, startHalf ?? endHalf);
  if (!start) return null;
  const end = endHour ? clock(endHour, endMinute, endHalf ?? startHalf) : undefined;
  let zone: string | null = null;
  let offsetTotal: number | null = null;
  if (iana) {
    if (!isTimeZoneName(iana)) return null;
    zone = iana;
  } else if (offset) {
    const hours = Number(offset.replace(/[\s−]/g, (c) => (c === '−' ? '-' : '')));
    offsetTotal = hours * 60 + Math.sign(hours || 1) * Number(offsetMinutes ?? 0);
  } else if (abbreviation) {
    zone = ABBREVIATIONS[abbreviation.toLowerCase().replace(/\s+/g, ' ')] ?? null;
  }
  if (!zone && offsetTotal === null) return null;
  return { weekday, year, month, day, start, end: end ?? undefined, zone, offsetMinutes: offsetTotal };
}

/** "2", "2:30" with "p" → 14:30; a time without am/pm must be written as 24-hour "14:00". */
function clock(hour: string | undefined, minute: string | undefined, half: string | undefined): { hour: number; minute: number } | null {
  let h = Number(hour);
  const m = Number(minute ?? 0);
  if (!Number.isInteger(h) || m > 59) return null;
  if (half) {
    if (h < 1 || h > 12) return null;
    h = (h % 12) + (half.toLowerCase() === 'p' ? 12 : 0);
  } else if (minute === undefined || h > 23) {
    return null;
  }
  return { hour: h, minute: m };
}

function add(times: Map<number, InterviewTime>, found: Found | null, sentAt: Date | null): void {
  if (!found || found.month < 1 || found.day < 1 || found.day > 31) return;
  const year = found.year ?? yearAfter(found.month, found.day, sentAt);
  if (year === null) return;
  // "Tuesday, December 2" names a day only if December 2 is a Tuesday that year.
  if (new Date(Date.UTC(year, found.month - 1, found.day)).getUTCDate() !== found.day) return;
  if (found.weekday && WEEKDAYS[new Date(Date.UTC(year, found.month - 1, found.day)).getUTCDay()] !== found.weekday.slice(0, 3)) return;
  const start = at(year, found.month, found.day, found.start, found);
  let end = found.end ? at(year, found.month, found.day, found.end, found) : null;
  if (end && end <= start) end = new Date(end.getTime() + 24 * 3600 * 1000);
  times.set(start.getTime(), { start, end, timeZone: found.zone });
}

function at(year: number, month: number, day: number, time: { hour: number; minute: number }, found: Found): Date {
  if (found.zone) return new Date(new TZDate(year, month - 1, day, time.hour, time.minute, found.zone).getTime());
  return new Date(Date.UTC(year, month - 1, day, time.hour, time.minute) - (found.offsetMinutes ?? 0) * 60_000);
}

function yearAfter(month: number, day: number, sentAt: Date | null): number | null {
  if (!sentAt) return null;
  const year = sentAt.getUTCFullYear();
  const graceStart = sentAt.getTime() - PAST_GRACE_DAYS * 24 * 3600 * 1000;
  return Date.UTC(year, month - 1, day) < graceStart ? year + 1 : year;
}
