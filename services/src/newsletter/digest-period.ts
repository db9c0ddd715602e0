import { formatISO, getISOWeek, getISOWeekYear } from 'date-fns';
import type { Frequency } from './newsletter-preferences';

/** When each digest is built (UTC): every morning, and Monday mornings. */
export const DIGEST_SCHEDULES: Readonly<Record<Frequency, string>> = {
  daily: '0 7 * * *',
  weekly: '0 7 * * 1',
};

/** The repeatable job's id, which is also the spec's `jobId` of a subscribed newsletter. */
export const digestScheduleId = (frequency: Frequency) => `newsletter-digest-${frequency}`;

/**
 * The period a digest built at `at` belongs to: the UTC day for daily digests, the ISO week for
 * weekly ones. One digest per subscriber per period, however often the build runs.
 */
export function digestPeriod(frequency: Frequency, at: Date): string {
  // The UTC calendar day, as a local date, so date-fns's local-time functions read the UTC day.
  const day = new Date(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate());
  if (frequency === 'daily') return formatISO(day, { representation: 'date' });
  return `${getISOWeekYear(day)}-W${String(getISOWeek(day)).padStart(2, '0')}`;
}
