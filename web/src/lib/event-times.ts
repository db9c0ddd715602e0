import { browserTimeZone } from './places';

/** An interview's kinds as the API names them, with the words the screens use for each. */
export const EVENT_KINDS = [
  { value: 'phone-screen', label: 'Phone screen', noun: 'phone screen' },
  { value: 'technical', label: 'Technical', noun: 'technical interview' },
  { value: 'onsite', label: 'Onsite', noun: 'onsite interview' },
  { value: 'offer-call', label: 'Offer call', noun: 'offer call' },
  { value: 'other', label: 'Interview', noun: 'interview' },
] as const;

export type EventKind = (typeof EVENT_KINDS)[number]['value'];

const kindOf = (kind: string) => EVENT_KINDS.find((k) => k.value === kind) ?? EVENT_KINDS[EVENT_KINDS.length - 1];

/** "Phone screen", "Technical", …; "Interview" for any other kind. */
export const eventKindLabel = (kind: string): string => kindOf(kind).label;

/** The kind inside a sentence: "phone screen", "technical interview", … */
export const eventKindNoun = (kind: string): string => kindOf(kind).noun;

const partsIn = (iso: string, timeZone: string) => {
  const format = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  const part = Object.fromEntries(format.formatToParts(new Date(iso)).map((p) => [p.type, p.value]));
  return {
    day: `${part.weekday} ${part.day} ${part.month}`,
    weekday: part.weekday,
    time: `${part.hour}:${part.minute}`,
  };
};

/** "Tue 3 Dec" in the given zone (this device's by default). */
export const eventDay = (iso: string, timeZone: string = browserTimeZone()): string => partsIn(iso, timeZone).day;

/** The calendar day (YYYY-MM-DD) an instant falls on in the given zone: the Upcoming screen's groups. */
export const eventDate = (iso: string, timeZone: string = browserTimeZone()): string => toZonedInput(iso, timeZone).slice(0, 10);

/** "14:00" in the given zone. */
export const eventTime = (iso: string, timeZone: string = browserTimeZone()): string => partsIn(iso, timeZone).time;

/** A zone as people say it: "America/New_York" is "New York". */
export const zoneName = (timeZone: string): string => (timeZone.split('/').pop() ?? timeZone).replace(/_/g, ' ');

/**
 * When an event starts in the viewer's zone, and in the zone it was given in when the clocks there
 * say otherwise: "Tue 3 Dec, 14:00 (09:00 New York)", the day too when that differs.
 */
export function eventWhen(startsAt: string, eventZone: string, viewerZone: string = browserTimeZone()): string {
  const here = partsIn(startsAt, viewerZone);
  const label = `${here.day}, ${here.time}`;
  if (eventZone === viewerZone) return label;
  const there = partsIn(startsAt, eventZone);
  if (there.time === here.time && there.day === here.day) return label;
  const thereLabel = there.day === here.day ? there.time : `${there.day}, ${there.time}`;
  return `${label} (${thereLabel} ${zoneName(eventZone)})`;
}

const WEEK_MS = 7 * 24 * 3600 * 1000;

/** A kanban card's line: "Phone screen Tue 14:00"; the date too when it is a week away or more. */
export function nextEventLabel(event: { kind: string; startsAt: string }, now: Date = new Date(), viewerZone: string = browserTimeZone()): string {
  const { weekday, day, time } = partsIn(event.startsAt, viewerZone);
  const soon = Date.parse(event.startsAt) - now.getTime() < WEEK_MS - 24 * 3600 * 1000;
  return `${eventKindLabel(event.kind)} ${soon ? weekday : day} ${time}`;
}

const pad = (n: string | number) => String(n).padStart(2, '0');

/** What `<input type="datetime-local">` shows for an instant on the clocks of a zone. */
export function toZonedInput(iso: string, timeZone: string): string {
  const format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
  const part = Object.fromEntries(format.formatToParts(new Date(iso)).map((p) => [p.type, p.value]));
  return `${part.year}-${pad(part.month)}-${pad(part.day)}T${pad(part.hour)}:${pad(part.minute)}`;
}
