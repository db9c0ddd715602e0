import type { SavedSearchAlertInput, SavedSearchFieldsFragment } from '../../../generated/graphql';
import { TIME_ZONES } from '../../../lib/places';

export type SavedAlert = SavedSearchFieldsFragment['alert'];
export type AlertFrequency = 'off' | 'instant' | 'daily' | 'weekly';

/** The "Email alerts" choices, in the words the page uses. */
export const ALERT_FREQUENCY_OPTIONS: readonly { value: AlertFrequency; label: string }[] = [
  { value: 'off', label: 'Off' },
  { value: 'instant', label: 'As jobs arrive (at most hourly)' },
  { value: 'daily', label: 'Daily' },
  { value: 'weekly', label: 'Weekly' },
];

/** ISO weekdays: 1 = Monday … 7 = Sunday, as the API counts them. */
export const WEEKDAY_OPTIONS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'].map((label, i) => ({
  value: String(i + 1),
  label,
}));

/** "08:00": alerts go out on the hour. */
export const formatHour = (hour: number): string => `${String(hour).padStart(2, '0')}:00`;

export const HOUR_OPTIONS = Array.from({ length: 24 }, (_, hour) => ({ value: String(hour), label: formatHour(hour) }));

/** The zones the form offers: the browser's IANA names, and UTC, which the API takes but browsers leave out of that list. */
export const ALERT_TIME_ZONES: readonly string[] = TIME_ZONES.includes('UTC') ? TIME_ZONES : ['UTC', ...TIME_ZONES];

/** What the settings form edits: every setting, kept while alerts are off so turning them on again finds them. */
export interface AlertForm {
  frequency: AlertFrequency;
  hour: number;
  weekday: number;
  timezone: string;
  quietHours: { start: number; end: number } | null;
}

/** Quiet hours the form proposes when they are switched on: the night. */
export const DEFAULT_QUIET_HOURS = { start: 22, end: 7 } as const;

const isFrequency = (value: string): value is AlertFrequency => ALERT_FREQUENCY_OPTIONS.some((option) => option.value === value);

/**
 * The form's starting values: the search's settings. A search whose alerts were never set holds
 * the server's default zone, UTC, which nobody chose: the form proposes `fallbackZone` (the
 * account's zone, else the browser's) instead.
 */
export function alertForm(alert: SavedAlert, fallbackZone: string): AlertForm {
  const frequency = isFrequency(alert.frequency) ? alert.frequency : 'off';
  const neverSet = frequency === 'off' && alert.timezone === 'UTC';
  return {
    frequency,
    hour: alert.hour,
    weekday: alert.weekday,
    timezone: neverSet ? fallbackZone : alert.timezone,
    quietHours: alert.quietHours ? { start: alert.quietHours.start, end: alert.quietHours.end } : null,
  };
}

/** The settings as the API takes them: all of them, whatever the frequency, so none is reset to a default. */
export function toAlertInput(form: AlertForm): SavedSearchAlertInput {
  return {
    frequency: form.frequency,
    hour: form.hour,
    weekday: form.weekday,
    timezone: form.timezone,
    quietHours: form.quietHours ? { start: form.quietHours.start, end: form.quietHours.end } : null,
  };
}

/** The one thing the server refuses that the form can offer (whatever the frequency); null when there is nothing. */
export function alertFormProblem(form: AlertForm): string | null {
  if (form.quietHours && form.quietHours.start === form.quietHours.end) {
    return 'Quiet hours must end at another hour than they start';
  }
  return null;
}

const WEEKDAY_PLURALS = ['Mondays', 'Tuesdays', 'Wednesdays', 'Thursdays', 'Fridays', 'Saturdays', 'Sundays'];

/**
 * A search's alerts in words: "Daily alerts at 08:00 (Europe/Berlin)", "Weekly alerts on Mondays
 * at 08:00, quiet 22:00–07:00 (UTC)", "Email alerts are off". The zone is named wherever an hour is.
 */
export function describeAlert(alert: Pick<SavedAlert, 'frequency' | 'hour' | 'weekday' | 'timezone' | 'quietHours'>): string {
  const quiet = alert.quietHours ? `, quiet ${formatHour(alert.quietHours.start)}–${formatHour(alert.quietHours.end)}` : '';
  const zone = ` (${alert.timezone})`;
  switch (alert.frequency) {
    case 'instant':
      return `Alerts as jobs arrive, at most hourly${quiet}${quiet ? zone : ''}`;
    case 'daily':
      return `Daily alerts at ${formatHour(alert.hour)}${quiet}${zone}`;
    case 'weekly':
      return `Weekly alerts on ${WEEKDAY_PLURALS[alert.weekday - 1] ?? `day ${alert.weekday}`} at ${formatHour(alert.hour)}${quiet}${zone}`;
    default:
      return 'Email alerts are off';
  }
}

/**
 * "Next alert: Tue, Dec 1, 08:00", in the alerts' own zone, for daily and weekly alerts. Instant
 * alerts are due whenever a job arrives, so they have no date worth showing.
 */
export function describeNextAlert(alert: Pick<SavedAlert, 'frequency' | 'timezone' | 'nextAlertAt'>): string | null {
  if ((alert.frequency !== 'daily' && alert.frequency !== 'weekly') || !alert.nextAlertAt) return null;
  try {
    const when = new Intl.DateTimeFormat('en-US', {
      weekday: 'short',
      month: 'short',
      day: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZone: alert.timezone,
    });
    return `Next alert: ${when.format(new Date(alert.nextAlertAt))}`;
  } catch {
    // A zone this browser does not know: the sentence above already names the hour.
    return null;
  }
}
