const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const UNITS: ReadonlyArray<[Intl.RelativeTimeFormatUnit, number]> = [
  ['year', 365 * DAY],
  ['month', 30 * DAY],
  ['week', 7 * DAY],
  ['day', DAY],
  ['hour', HOUR],
  ['minute', MINUTE],
];

// The browser already knows how to say "3 days ago"; a date library would cost more than it saves.
const formatter = new Intl.RelativeTimeFormat('en', { numeric: 'always' });

/** "x ago" for a job's posting date; a date in the future (clock skew) reads as just posted. */
export function postedDateLabel(datePosted: string, now: Date = new Date()): string {
  const elapsed = now.getTime() - new Date(datePosted).getTime();
  if (!Number.isFinite(elapsed)) return '';
  for (const [unit, size] of UNITS) {
    if (elapsed >= size) return formatter.format(-Math.floor(elapsed / size), unit);
  }
  return 'just now';
}
