/**
 * Dates as trackers and spreadsheets write them: ISO dates and times (Teal, our export), US
 * month/day/year (Huntr, Excel in the US; day/month when the first number cannot be a month),
 * day.month.year, year/month/day and written months ("Mar 5, 2024", "5 March 2024"). A day
 * without a time is taken at noon UTC, as a typed appliedAt is, so it stays that day everywhere.
 */
export type CellDate = Date | null | 'invalid';

const EARLIEST = Date.UTC(2000, 0, 1);
/** Time zones ahead of the server's: "today" somewhere may be tomorrow here (as appliedAtField). */
const FUTURE_SLACK_MS = 36 * 3600_000;

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const ISO_TIME = /^(\d{4}-\d{2}-\d{2})[T ](\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?)\s*(Z|[+-]\d{2}:?\d{2})?$/i;
const SLASHED = /^(\d{1,2})\/(\d{1,2})\/(\d{4}|\d{2})(?:[ T,]+\d{1,2}:\d{2}(?::\d{2})?(?:\s*[AP]M)?)?$/i;
const DOTTED = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/;
const YEAR_FIRST = /^(\d{4})\/(\d{1,2})\/(\d{1,2})$/;
const WRITTEN = /^(?=.*\p{L}{3})(?=.*\d{4})[\p{L}\p{N} ,.]+$/u;

/** A blank cell is null; a cell that is no date, or not one between 2000 and today, is 'invalid'. */
export function readCellDate(cell: string, now = Date.now()): CellDate {
  const text = cell.trim();
  if (!text) return null;
  const date = parse(text);
  if (!date || Number.isNaN(date.getTime())) return 'invalid';
  return date.getTime() >= EARLIEST && date.getTime() <= now + FUTURE_SLACK_MS ? date : 'invalid';
}

function parse(text: string): Date | null {
  let m = ISO_DAY.exec(text);
  if (m) return day(+m[1], +m[2], +m[3]);
  m = ISO_TIME.exec(text);
  if (m) {
    const zone = !m[3] || m[3].toUpperCase() === 'Z' ? 'Z' : m[3].length === 5 ? `${m[3].slice(0, 3)}:${m[3].slice(3)}` : m[3];
    return new Date(`${m[1]}T${m[2]}${zone}`);
  }
  m = SLASHED.exec(text);
  if (m) {
    const [first, second] = [+m[1], +m[2]];
    const year = m[3].length === 2 ? 2000 + +m[3] : +m[3];
    return first > 12 ? day(year, second, first) : day(year, first, second);
  }
  m = DOTTED.exec(text);
  if (m) return day(+m[3], +m[2], +m[1]);
  m = YEAR_FIRST.exec(text);
  if (m) return day(+m[1], +m[2], +m[3]);
  if (WRITTEN.test(text)) {
    const parsed = Date.parse(`${text} 12:00 UTC`);
    return Number.isNaN(parsed) ? null : new Date(parsed);
  }
  return null;
}

/** Noon UTC of that day; null for a day that does not exist (31/02), which Date would roll over. */
function day(year: number, month: number, dayOfMonth: number): Date | null {
  const date = new Date(Date.UTC(year, month - 1, dayOfMonth, 12));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === dayOfMonth ? date : null;
}
