import { TZDate } from '@date-fns/tz';
import { addDays } from 'date-fns';
import { DomainError } from '../../common/domain-error';
import { isTimeZoneName } from '../../common/time-zones';
import { DUE_TIME_ZONE_MESSAGE } from '../../forms/tracking-items';

/** A wall time without an offset, as `<input type="datetime-local">` and people write it. */
const WALL_TIME = /^(\d{4})-(\d\d)-(\d\d)T(\d\d):(\d\d)(?::(\d\d)(?:\.(\d+))?)?$/;

/**
 * Due times are kept within years a JSON date (four digits) and every reader of the API can hold:
 * an offset must not push one past them.
 */
const EARLIEST_DUE = Date.UTC(2000, 0, 1);
const LATEST_DUE = Date.UTC(3000, 0, 1);
export const DUE_RANGE_MESSAGE = 'dueAt must be between the years 2000 and 2999';

/** The hour of the day default follow-ups are due, on the user's clock. */
export const FOLLOW_UP_HOUR = 9;

/** The instant an ISO date-time names: with an offset as it says, without one as the wall time in `zone`. */
export function instantOf(value: string, zone: string): Date {
  const wall = WALL_TIME.exec(value);
  if (!wall) return new Date(value);
  const [, year, month, day, hour, minute, second = '0', fraction = '0'] = wall;
  const ms = Number(fraction.padEnd(3, '0').slice(0, 3));
  return new Date(new TZDate(+year, +month - 1, +day, +hour, +minute, +second, ms, zone).getTime());
}

/** A task's due time as stored: its instant (ISO, UTC) and the zone it was given in; null clears both. */
export interface TaskDue {
  dueAt?: string | null;
  dueTimeZone?: string | null;
}

/**
 * Checks a task's due fields together and turns them into what is stored: the zone must be one
 * the runtime knows (the message names it), comes only with a due time, and is cleared with it.
 */
export function storedDue<T extends TaskDue>(values: T): T {
  const { dueAt, dueTimeZone } = values;
  if (typeof dueTimeZone === 'string' && !isTimeZoneName(dueTimeZone)) {
    throw DomainError.validation(`"${dueTimeZone}" is not a time zone we know: ${DUE_TIME_ZONE_MESSAGE}`, { field: 'dueTimeZone' });
  }
  if (dueAt === undefined) {
    if (dueTimeZone === undefined) return values;
    throw DomainError.validation('dueTimeZone comes with dueAt: send both, or dueAt alone for UTC', { field: 'dueTimeZone' });
  }
  if (dueAt === null) {
    if (typeof dueTimeZone === 'string') throw DomainError.validation('dueTimeZone needs a dueAt: send dueAt null alone to clear both', { field: 'dueTimeZone' });
    return { ...values, dueTimeZone: null };
  }
  const instant = instantOf(dueAt, dueTimeZone ?? 'UTC');
  const time = instant.getTime();
  if (!(time >= EARLIEST_DUE && time < LATEST_DUE)) throw DomainError.validation(DUE_RANGE_MESSAGE, { field: 'dueAt' });
  return { ...values, dueAt: instant.toISOString(), dueTimeZone: dueTimeZone ?? null };
}

/**
 * When a follow-up is due: `days` calendar days after the day `enteredAt` falls on in `zone`, at
 * 09:00 there (daylight saving shifts the UTC hour, not the local one).
 */
export function followUpDueAt(enteredAt: Date, days: number, zone: string): Date {
  const entered = new TZDate(enteredAt.getTime(), zone);
  // From noon, so the added days never land on the other side of a midnight a clock change moved.
  const day = addDays(new TZDate(entered.getFullYear(), entered.getMonth(), entered.getDate(), 12, 0, 0, 0, zone), days);
  return new Date(new TZDate(day.getFullYear(), day.getMonth(), day.getDate(), FOLLOW_UP_HOUR, 0, 0, 0, zone).getTime());
}
