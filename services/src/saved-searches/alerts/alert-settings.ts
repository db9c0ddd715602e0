import { z } from 'zod';
import { isTimeZoneName } from '../../common/time-zones';
import { ALERT_FREQUENCIES, type AlertSchedule } from './alert-schedule';

const hour = (field: string) =>
  z.number({ message: `${field} must be a whole hour from 0 to 23` }).int(`${field} must be a whole hour from 0 to 23`).min(0, `${field} must be a whole hour from 0 to 23`).max(23, `${field} must be a whole hour from 0 to 23`);

/**
 * A saved search's alert settings as the API takes them. Left out: 08:00, Mondays for weekly
 * alerts, the owner's time zone (Account Settings, else UTC), no quiet hours.
 */
export const alertSettingsSchema = z.object({
  frequency: z.enum(ALERT_FREQUENCIES, { message: `frequency must be one of ${ALERT_FREQUENCIES.join(', ')}` }),
  hour: hour('hour').optional(),
  weekday: z
    .number({ message: 'weekday must be 1 (Monday) to 7 (Sunday)' })
    .int('weekday must be 1 (Monday) to 7 (Sunday)')
    .min(1, 'weekday must be 1 (Monday) to 7 (Sunday)')
    .max(7, 'weekday must be 1 (Monday) to 7 (Sunday)')
    .optional(),
  timezone: z
    .string({ message: 'timezone must be a time zone name such as Europe/Berlin' })
    .trim()
    .max(64, 'timezone must be a time zone name such as Europe/Berlin')
    .refine(isTimeZoneName, 'timezone must be a time zone name such as Europe/Berlin')
    .optional(),
  quietHours: z
    .object(
      { start: hour('quietHours.start'), end: hour('quietHours.end') },
      { message: 'quietHours must be {start, end} in whole hours, or null for none' },
    )
    .refine((q) => q.start !== q.end, { message: 'quietHours must start and end at different hours', path: ['start'] })
    .nullable()
    .optional(),
});

export type AlertSettingsInput = z.infer<typeof alertSettingsSchema>;

/** A saved search's alerts as its owner sees them. */
export interface AlertSettingsView extends AlertSchedule {
  /** When the next alert is due (UTC); null while off. */
  nextAlertAt: Date | null;
}

/** The view's SQL (saved_searches as `s`), one json value. */
export const ALERT_VIEW_SQL = `json_build_object(
  'frequency', s.alert_frequency, 'hour', s.alert_hour, 'weekday', s.alert_weekday, 'timezone', s.alert_timezone,
  'quietHours', CASE WHEN s.quiet_hours_start IS NULL THEN NULL ELSE json_build_object('start', s.quiet_hours_start, 'end', s.quiet_hours_end) END,
  'nextAlertAt', s.next_alert_at)`;

/** ALERT_VIEW_SQL's json, with its time as a Date. */
export function toAlertView(json: Omit<AlertSettingsView, 'nextAlertAt'> & { nextAlertAt: string | null }): AlertSettingsView {
  return { ...json, nextAlertAt: json.nextAlertAt ? new Date(json.nextAlertAt) : null };
}
