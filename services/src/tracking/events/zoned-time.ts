import { TZDate } from '@date-fns/tz';

/** A clock reading without a zone: what a person types into a date and time field. */
export interface WallTime {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

/** Minutes east of UTC that `zone` is at the instant `ms`. */
const offsetAt = (ms: number, zone: string): number => -new TZDate(ms, zone).getTimezoneOffset() || 0;

/**
 * The instant a wall time names in `zone`, or null when that zone's clocks skip it (the hour lost
 * when daylight saving time starts). A time the clocks show twice (the hour repeated when it ends)
 * is its first occurrence, as RFC 5545 (3.3.5) reads such a DTSTART.
 *
 * Every instant the wall time could be is tried with the offsets the zone has a day either side
 * of it; the ones whose own offset agrees are real. No zone changes its offset twice in two days.
 */
export function instantOf(wall: WallTime, zone: string): Date | null {
  const asUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);
  const offsets = new Set([offsetAt(asUtc - DAY_MS, zone), offsetAt(asUtc, zone), offsetAt(asUtc + DAY_MS, zone)]);
  const real = [...offsets]
    .map((offset) => asUtc - offset * MINUTE_MS)
    .filter((ms) => offsetAt(ms, zone) * MINUTE_MS === asUtc - ms)
    .sort((a, b) => a - b);
  return real.length ? new Date(real[0]) : null;
}

/** The wall time `zone` shows at `at`. */
export function wallTimeAt(at: Date, zone: string): WallTime {
  const local = new TZDate(at.getTime(), zone);
  return {
    year: local.getFullYear(),
    month: local.getMonth() + 1,
    day: local.getDate(),
    hour: local.getHours(),
    minute: local.getMinutes(),
    second: local.getSeconds(),
  };
}

/** `2026-03-29T02:30`, seconds only when there are some. */
export function formatWallTime(wall: WallTime): string {
  const two = (n: number) => String(n).padStart(2, '0');
  const time = `${two(wall.hour)}:${two(wall.minute)}${wall.second ? `:${two(wall.second)}` : ''}`;
  return `${wall.year}-${two(wall.month)}-${two(wall.day)}T${time}`;
}
