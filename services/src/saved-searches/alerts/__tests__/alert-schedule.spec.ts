import { afterQuietHours, alertPeriod, type AlertSchedule, nextAlertAt } from '../alert-schedule';

const newYork: AlertSchedule = { frequency: 'daily', hour: 8, weekday: 1, timezone: 'America/New_York', quietHours: null };
const iso = (d: Date | null) => d?.toISOString();

describe('when a saved search’s next alert is due', () => {
  it('daily: the next 08:00 in the owner’s time zone, strictly after the given time', () => {
    expect(iso(nextAlertAt(newYork, new Date('2026-11-27T12:00:00Z')))).toBe('2026-11-27T13:00:00.000Z');
    expect(iso(nextAlertAt(newYork, new Date('2026-11-27T13:00:00Z')))).toBe('2026-11-28T13:00:00.000Z');
    expect(iso(nextAlertAt({ ...newYork, timezone: 'Asia/Tokyo' }, new Date('2026-11-27T12:00:00Z')))).toBe('2026-11-27T23:00:00.000Z');
  });

  it('weekly: the chosen weekday and hour, local', () => {
    const fridays = { ...newYork, frequency: 'weekly', weekday: 5 } as const;
    // 2026-11-27 is a Friday.
    expect(iso(nextAlertAt(fridays, new Date('2026-11-27T12:00:00Z')))).toBe('2026-11-27T13:00:00.000Z');
    expect(iso(nextAlertAt(fridays, new Date('2026-11-27T14:00:00Z')))).toBe('2026-12-04T13:00:00.000Z');
    expect(iso(nextAlertAt({ ...fridays, weekday: 1 }, new Date('2026-11-27T14:00:00Z')))).toBe('2026-11-30T13:00:00.000Z');
  });

  it('keeps the local hour across a daylight-saving change', () => {
    const berlin = { ...newYork, timezone: 'Europe/Berlin' };
    // Summer time starts in Berlin on 2026-03-29: 08:00 is 07:00 UTC before, 06:00 UTC after.
    expect(iso(nextAlertAt(berlin, new Date('2026-03-28T12:00:00Z')))).toBe('2026-03-29T06:00:00.000Z');
    expect(iso(nextAlertAt(berlin, new Date('2026-03-27T12:00:00Z')))).toBe('2026-03-28T07:00:00.000Z');
  });

  it('instant: at once, or when the quiet hours end', () => {
    const instant: AlertSchedule = { ...newYork, frequency: 'instant', quietHours: { start: 22, end: 7 } };
    expect(iso(nextAlertAt(instant, new Date('2026-11-27T15:30:00Z')))).toBe('2026-11-27T15:30:00.000Z');
    // 23:30 in New York is quiet: due at 07:00 the next morning.
    expect(iso(nextAlertAt(instant, new Date('2026-11-28T04:30:00Z')))).toBe('2026-11-28T12:00:00.000Z');
    expect(iso(afterQuietHours({ ...instant, quietHours: { start: 12, end: 14 } }, new Date('2026-11-27T17:10:00Z')))).toBe('2026-11-27T19:00:00.000Z');
  });

  it('moves a daily hour that falls in the quiet hours to their end', () => {
    expect(iso(nextAlertAt({ ...newYork, hour: 6, quietHours: { start: 22, end: 7 } }, new Date('2026-11-27T12:00:00Z')))).toBe('2026-11-28T12:00:00.000Z');
  });

  it('off: never', () => {
    expect(nextAlertAt({ ...newYork, frequency: 'off' }, new Date())).toBeNull();
  });
});

describe('the period an alert belongs to (one alert per search per period)', () => {
  it('is the local day, the local ISO week, or the UTC hour', () => {
    // 03:00 UTC on the 28th is still the 27th in New York.
    expect(alertPeriod(newYork, new Date('2026-11-28T03:00:00Z'))).toBe('2026-11-27');
    expect(alertPeriod({ ...newYork, frequency: 'weekly' }, new Date('2026-11-30T03:00:00Z'))).toBe('2026-W48');
    expect(alertPeriod({ ...newYork, frequency: 'weekly' }, new Date('2026-11-30T13:00:00Z'))).toBe('2026-W49');
    expect(alertPeriod({ ...newYork, frequency: 'instant' }, new Date('2026-11-30T13:20:00Z'))).toBe('2026-11-30T13');
  });
});
