const DAY_MS = 24 * 3600 * 1000;

const appliedDateFormat = new Intl.DateTimeFormat(undefined, { day: 'numeric', month: 'short', year: 'numeric' });
// The server counts weeks in UTC; the labels must name the same day wherever the user is.
const weekFormat = new Intl.DateTimeFormat(undefined, { day: 'numeric', month: 'short', timeZone: 'UTC' });

export const formatAppliedDate = (iso: string): string => appliedDateFormat.format(new Date(iso));

/** A stats week (`YYYY-MM-DD`, its Monday) as a short label. */
export const formatWeek = (weekStart: string): string => weekFormat.format(new Date(`${weekStart}T00:00:00Z`));

/** The Monday (UTC, `YYYY-MM-DD`) of the week a moment falls in, as the stats query counts weeks. */
export function weekStartOf(iso: string): string {
  const date = new Date(iso);
  const daysSinceMonday = (date.getUTCDay() + 6) % 7;
  const monday = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()) - daysSinceMonday * DAY_MS);
  return monday.toISOString().slice(0, 10);
}
