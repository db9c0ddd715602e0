const DAY_MS = 86_400_000;
// Postings older than the web or later than this century are a board's bug, not a date.
const EARLIEST = Date.UTC(1995, 0, 1);
const LATEST = Date.UTC(2100, 0, 1);

/**
 * A board's date: Unix seconds (RemoteOK epoch, Himalayas, Arbeitnow) or
 * milliseconds, ISO-8601 with an offset, ISO without one (Remotive
 * "2026-06-09T08:50:02", Jobicy's older "2025-03-14 03:54:10": UTC is meant),
 * or RFC-822 (RSS pubDate). Null when it is none of these.
 */
export function parseFeedDate(value: unknown): Date | null {
  let time: number;
  if (value instanceof Date) {
    time = value.getTime();
  } else if (typeof value === 'number') {
    time = epochToMs(value);
  } else if (typeof value === 'string') {
    const text = value.trim();
    if (/^\d{9,13}$/.test(text)) time = epochToMs(Number(text));
    else if (/^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?$/.test(text)) time = Date.parse(`${text.replace(' ', 'T')}Z`);
    else time = text ? Date.parse(text) : NaN;
  } else {
    return null;
  }
  return Number.isFinite(time) && time >= EARLIEST && time < LATEST ? new Date(time) : null;
}

// Seconds until the year 33658; anything larger is already milliseconds.
const epochToMs = (epoch: number): number => (Math.abs(epoch) < 1e12 ? epoch * 1000 : epoch);

export const addDays = (date: Date, days: number): Date => new Date(date.getTime() + days * DAY_MS);
