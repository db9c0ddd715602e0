import { afterQuietHours, alertPeriod, type AlertSchedule, INSTANT_ALERT_GAP_MS, isQuietAt, nextAlertAt } from './alert-schedule';

/** A schedule's times in one run (see RunClock). */
export interface RunTimes {
  quiet: boolean;
  /** The end of the quiet hours the run falls in, or the run's time. */
  afterQuiet: Date;
  /** The next alert of a daily or weekly schedule, or an instant one's next chance. */
  next: Date;
  /** An instant alert's next time after one is sent: an hour on, past quiet hours. */
  nextInstant: Date;
}

/**
 * One alert run's schedule times, each worked out once per distinct schedule: thousands of
 * searches share a frequency, hour, weekday, time zone and quiet hours, and every local date costs
 * (its zone's offset is read through Intl). At 100,000 searches this was 6 s of a run.
 */
export class RunClock {
  private readonly times = new Map<string, RunTimes>();
  private readonly periods = new Map<string, string>();

  constructor(readonly at: Date) {}

  of(schedule: AlertSchedule): RunTimes {
    const key = scheduleKey(schedule);
    let times = this.times.get(key);
    if (!times) {
      const quiet = isQuietAt(schedule, this.at);
      times = {
        quiet,
        afterQuiet: quiet ? afterQuietHours(schedule, this.at) : this.at,
        next: nextAlertAt(schedule, this.at)!,
        nextInstant: afterQuietHours(schedule, new Date(this.at.getTime() + INSTANT_ALERT_GAP_MS)),
      };
      this.times.set(key, times);
    }
    return times;
  }

  /** alertPeriod, once per schedule and due time. */
  period(schedule: AlertSchedule, due: Date): string {
    const key = `${scheduleKey(schedule)}|${due.getTime()}`;
    let period = this.periods.get(key);
    if (period === undefined) this.periods.set(key, (period = alertPeriod(schedule, due)));
    return period;
  }
}

const scheduleKey = (s: AlertSchedule) => `${s.frequency}|${s.hour}|${s.weekday}|${s.timezone}|${s.quietHours ? `${s.quietHours.start}-${s.quietHours.end}` : ''}`;
