import { TZDate } from '@date-fns/tz';
import { addDays, addHours, formatISO, getISODay, getISOWeek, getISOWeekYear, startOfHour } from 'date-fns';

/** How often a saved search mails its new jobs (issue 22): never, as they come (an hour apart at most), daily or weekly. */
export const ALERT_FREQUENCIES = ['off', 'instant', 'daily', 'weekly'] as const;
export type AlertFrequency = (typeof ALERT_FREQUENCIES)[number];

/** Instant alerts are batched: at most one mail an hour per search. */
export const INSTANT_ALERT_GAP_MS = 3600_000;

/** Local hours [start, end) in which no alert is sent; wraps midnight when start > end (22 → 7). */
export interface QuietHours {
  start: number;
  end: number;
}

/** When a search's alerts go out, in its owner's time zone. */
export interface AlertSchedule {
  frequency: AlertFrequency;
  /** Local hour (0-23) of daily and weekly alerts. */
  hour: number;
  /** ISO weekday (1 = Monday … 7 = Sunday) of weekly alerts. */
  weekday: number;
  /** IANA time zone name. */
  timezone: string;
  quietHours: QuietHours | null;
}

const local = (at: Date, timezone: string) => new TZDate(at.getTime(), timezone);

export function inQuietHours(hour: number, quiet: QuietHours | null): boolean {
  if (!quiet) return false;
  return quiet.start < quiet.end ? hour >= quiet.start && hour < quiet.end : hour >= quiet.start || hour < quiet.end;
}

/** Whether `at` falls in the schedule's quiet hours (local time). */
export const isQuietAt = (schedule: AlertSchedule, at: Date): boolean =>
  schedule.quietHours !== null && inQuietHours(local(at, schedule.timezone).getHours(), schedule.quietHours);

/** `at`, or the end of the quiet hours it falls in (the first local whole hour outside them). */
export function afterQuietHours(schedule: AlertSchedule, at: Date): Date {
  if (!isQuietAt(schedule, at)) return at;
  // Hour by hour, so a daylight-saving change inside the quiet hours is counted as the clock shows it.
  let t = startOfHour(local(at, schedule.timezone));
  for (let i = 0; i < 26 && inQuietHours(t.getHours(), schedule.quietHours); i++) t = addHours(t, 1);
  return new Date(t.getTime());
}

/**
 * When the schedule's next alert is due after `after`: at once for instant alerts, else the next
 * local hour (and weekday) strictly after it; either way moved past quiet hours. Null when off.
 */
export function nextAlertAt(schedule: AlertSchedule, after: Date): Date | null {
  if (schedule.frequency === 'off') return null;
  if (schedule.frequency === 'instant') return afterQuietHours(schedule, after);
  const day = local(after, schedule.timezone);
  let due = new TZDate(day.getFullYear(), day.getMonth(), day.getDate(), schedule.hour, 0, 0, schedule.timezone);
  if (schedule.frequency === 'weekly') due = addDays(due, (schedule.weekday - getISODay(due) + 7) % 7);
  if (due.getTime() <= after.getTime()) due = addDays(due, schedule.frequency === 'weekly' ? 7 : 1);
  return afterQuietHours(schedule, new Date(due.getTime()));
}

/**
 * The period an alert due at `due` belongs to, which the alert row is unique by: the local day of
 * a daily alert, the local ISO week of a weekly one, the UTC hour of an instant one.
 */
export function alertPeriod(schedule: AlertSchedule, due: Date): string {
  if (schedule.frequency === 'instant') return due.toISOString().slice(0, 13);
  const day = local(due, schedule.timezone);
  // A plain date holding the local calendar day, so date-fns reads that day whatever the process's zone.
  const date = new Date(day.getFullYear(), day.getMonth(), day.getDate());
  if (schedule.frequency === 'daily') return formatISO(date, { representation: 'date' });
  return `${getISOWeekYear(date)}-W${String(getISOWeek(date)).padStart(2, '0')}`;
}
