import { calendarEventTime } from '../calendar-event-time';
import { interviewTime } from '../interview-time';
import { textDateTime } from '../text-date-time';

const SENT = new Date('2025-11-20T17:00:00Z');
const startOf = (text: string, sentAt: Date | null = SENT) => textDateTime(text, sentAt)?.start.toISOString() ?? null;

const calendar = (...event: string[]) =>
  ['BEGIN:VCALENDAR', 'VERSION:2.0', 'METHOD:REQUEST', 'BEGIN:VEVENT', 'UID:1@test', ...event, 'END:VEVENT', 'END:VCALENDAR'].join('\r\n');

describe('textDateTime', () => {
  it.each([
    ['Would Tuesday, December 2 at 2:00 PM PST work for you?', '2025-12-02T22:00:00.000Z'],
    ['We are pleased to invite you on 2026-12-02 14:00 CET via Teams.', '2026-12-02T13:00:00.000Z'],
    ['How about on Dec 2nd at 10am (Europe/Berlin)?', '2025-12-02T09:00:00.000Z'],
    ['Would Thursday 20 November 2025, 16:00 GMT suit you?', '2025-11-20T16:00:00.000Z'],
    ['Your onsite is Friday, December 12, 2025 from 10:00 AM to 2:00 PM PT.', '2025-12-12T18:00:00.000Z'],
    ['Call at Dec 3 at 9:00 a.m. UTC+05:30', '2025-12-03T03:30:00.000Z'],
    ['Date: Wednesday, December 10, 2025\nTime: 9:30 AM – 10:30 AM CST\nLocation: Zoom', '2025-12-10T15:30:00.000Z'],
  ])('reads "%s"', (text, start) => {
    expect(startOf(text)).toBe(start);
  });

  it('reads a time across the change from summer time in the zone\'s own rules', () => {
    // Sent in daylight time (EDT, UTC-4); November 4 is in standard time (EST, UTC-5).
    expect(startOf('We booked Tuesday, November 4 at 10:00 AM ET.', new Date('2025-10-28T14:00:00Z'))).toBe('2025-11-04T15:00:00.000Z');
  });

  it('reads the end of a range and the zone it was named in', () => {
    expect(textDateTime('Tuesday, December 2 at 2:00 PM - 3:00 PM PST', SENT)).toEqual({
      start: new Date('2025-12-02T22:00:00.000Z'),
      end: new Date('2025-12-02T23:00:00.000Z'),
      timeZone: 'America/Los_Angeles',
    });
  });

  it('reads a date without a year as the next one after the mail was sent', () => {
    expect(startOf('Jan 6 at 10am ET', new Date('2025-12-20T12:00:00Z'))).toBe('2026-01-06T15:00:00.000Z');
  });

  it.each([
    ['no zone', 'Would Tuesday, December 2 at 2:00 PM work?'],
    ['several times to choose from', '- Monday, November 10 at 11:00 AM EST\n- Tuesday, November 11 at 3:00 PM EST'],
    ['a weekday the date does not fall on', 'Monday, December 2 at 2:00 PM PST'],
    ['an impossible date', 'February 30 at 10:00 UTC'],
    ['a date without a time', 'Please reply by Friday, November 28.'],
    ['a clock without am or pm or minutes', 'December 2 at 2 PST'],
    ['a zone name that is none', 'December 2 at 2pm (Mars/Olympus)'],
  ])('reads no time from %s', (_what, text) => {
    expect(startOf(text)).toBeNull();
  });

  it('reads no year-less date without the mail\'s date to place it', () => {
    expect(startOf('Tuesday, December 2 at 2:00 PM PST', null)).toBeNull();
  });
});

describe('calendarEventTime', () => {
  it('reads an event in UTC', () => {
    expect(calendarEventTime(calendar('DTSTART:20251119T170000Z', 'DTEND:20251119T174500Z'))).toEqual({
      start: new Date('2025-11-19T17:00:00Z'),
      end: new Date('2025-11-19T17:45:00Z'),
      timeZone: null,
    });
  });

  it('reads an IANA TZID without needing the file to define it', () => {
    expect(calendarEventTime(calendar('DTSTART;TZID=Europe/Berlin:20251127T150000', 'DURATION:PT1H'))).toEqual({
      start: new Date('2025-11-27T14:00:00Z'),
      end: new Date('2025-11-27T15:00:00Z'),
      timeZone: 'Europe/Berlin',
    });
  });

  it("reads Outlook's Windows zone names by the file's own VTIMEZONE", () => {
    const ics = [
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'BEGIN:VTIMEZONE',
      'TZID:Pacific Standard Time',
      'BEGIN:STANDARD',
      'DTSTART:16011104T020000',
      'RRULE:FREQ=YEARLY;BYDAY=1SU;BYMONTH=11',
      'TZOFFSETFROM:-0700',
      'TZOFFSETTO:-0800',
      'END:STANDARD',
      'BEGIN:DAYLIGHT',
      'DTSTART:16010311T020000',
      'RRULE:FREQ=YEARLY;BYDAY=2SU;BYMONTH=3',
      'TZOFFSETFROM:-0800',
      'TZOFFSETTO:-0700',
      'END:DAYLIGHT',
      'END:VTIMEZONE',
      'BEGIN:VEVENT',
      'UID:2@test',
      'DTSTART;TZID=Pacific Standard Time:20251203T100000',
      'END:VEVENT',
      'END:VCALENDAR',
    ].join('\r\n');
    expect(calendarEventTime(ics)).toEqual({ start: new Date('2025-12-03T18:00:00Z'), end: null, timeZone: null });
  });

  it('reads nothing from a cancellation, a file without an event, or no calendar at all', () => {
    expect(calendarEventTime(calendar('DTSTART:20251119T170000Z').replace('METHOD:REQUEST', 'METHOD:CANCEL'))).toBeNull();
    expect(calendarEventTime('BEGIN:VCALENDAR\r\nVERSION:2.0\r\nEND:VCALENDAR')).toBeNull();
    expect(calendarEventTime('<html>not a calendar</html>')).toBeNull();
  });
});

describe('interviewTime', () => {
  it("prefers the calendar file's time to the text's", () => {
    const time = interviewTime({ calendars: [calendar('DTSTART:20251119T170000Z')], text: 'Tuesday, December 2 at 2:00 PM PST', sentAt: SENT });
    expect(time?.start.toISOString()).toBe('2025-11-19T17:00:00.000Z');
  });

  it('falls back to the text when no calendar file has an event', () => {
    const time = interviewTime({ calendars: ['garbage'], text: 'Tuesday, December 2 at 2:00 PM PST', sentAt: SENT });
    expect(time?.start.toISOString()).toBe('2025-12-02T22:00:00.000Z');
  });
});
