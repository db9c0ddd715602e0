import {
  ALERT_FREQUENCY_OPTIONS,
  ALERT_TIME_ZONES,
  alertForm,
  alertFormProblem,
  describeAlert,
  describeNextAlert,
  HOUR_OPTIONS,
  toAlertInput,
  WEEKDAY_OPTIONS,
  type SavedAlert,
} from '../utils/alert-settings';

const NEVER_SET: SavedAlert = { frequency: 'off', hour: 8, weekday: 1, timezone: 'UTC', quietHours: null, nextAlertAt: null };

describe('alert settings in words', () => {
  it('names the frequency, the hour and weekday, the quiet hours and the zone the hours are in', () => {
    expect(describeAlert(NEVER_SET)).toBe('Email alerts are off');
    expect(describeAlert({ ...NEVER_SET, frequency: 'instant' })).toBe('Alerts as jobs arrive, at most hourly');
    expect(describeAlert({ ...NEVER_SET, frequency: 'instant', quietHours: { start: 22, end: 7 }, timezone: 'Asia/Tokyo' })).toBe(
      'Alerts as jobs arrive, at most hourly, quiet 22:00–07:00 (Asia/Tokyo)',
    );
    expect(describeAlert({ ...NEVER_SET, frequency: 'daily', timezone: 'Europe/Berlin' })).toBe('Daily alerts at 08:00 (Europe/Berlin)');
    expect(describeAlert({ ...NEVER_SET, frequency: 'weekly', hour: 0, weekday: 7 })).toBe('Weekly alerts on Sundays at 00:00 (UTC)');
  });

  it('tells when the next daily or weekly alert is due, in the alerts’ zone', () => {
    const daily = { ...NEVER_SET, frequency: 'daily', timezone: 'America/New_York', nextAlertAt: '2026-12-01T13:00:00.000Z' };
    expect(describeNextAlert(daily)).toBe('Next alert: Tue, Dec 1, 08:00');
    expect(describeNextAlert({ ...daily, frequency: 'instant' })).toBeNull();
    expect(describeNextAlert({ ...daily, frequency: 'off', nextAlertAt: null })).toBeNull();
    expect(describeNextAlert({ ...daily, timezone: 'Not/AZone' })).toBeNull();
  });
});

describe('the alert settings form', () => {
  it('offers everything the server takes: every frequency, hour 0-23, weekday 1-7, UTC and the browser’s zones', () => {
    expect(ALERT_FREQUENCY_OPTIONS.map((o) => o.value)).toEqual(['off', 'instant', 'daily', 'weekly']);
    expect(HOUR_OPTIONS.map((o) => Number(o.value))).toEqual(Array.from({ length: 24 }, (_, h) => h));
    expect(HOUR_OPTIONS[8].label).toBe('08:00');
    expect(WEEKDAY_OPTIONS.map((o) => `${o.value} ${o.label}`)).toEqual(['1 Monday', '2 Tuesday', '3 Wednesday', '4 Thursday', '5 Friday', '6 Saturday', '7 Sunday']);
    expect(ALERT_TIME_ZONES).toEqual(expect.arrayContaining(['UTC', 'Europe/Berlin', 'America/Sao_Paulo']));
  });

  it('refuses only quiet hours that end when they start, as the server does', () => {
    const form = alertForm(NEVER_SET, 'UTC');
    for (let start = 0; start < 24; start++) {
      for (let end = 0; end < 24; end++) {
        expect(alertFormProblem({ ...form, frequency: 'daily', quietHours: { start, end } }) === null).toBe(start !== end);
      }
    }
    expect(alertFormProblem({ ...form, frequency: 'weekly', quietHours: null })).toBeNull();
  });

  it('starts from the search’s settings, proposing another zone only for alerts never set', () => {
    expect(alertForm(NEVER_SET, 'Europe/Berlin')).toEqual({ frequency: 'off', hour: 8, weekday: 1, timezone: 'Europe/Berlin', quietHours: null });
    const set = { ...NEVER_SET, frequency: 'daily', hour: 6, timezone: 'UTC', quietHours: { start: 1, end: 5 } };
    expect(alertForm(set, 'Europe/Berlin')).toEqual({ frequency: 'daily', hour: 6, weekday: 1, timezone: 'UTC', quietHours: { start: 1, end: 5 } });
    expect(alertForm({ ...set, frequency: 'off', timezone: 'Asia/Tokyo' }, 'Europe/Berlin').timezone).toBe('Asia/Tokyo');
  });

  it('sends every setting, whatever the frequency, so turning alerts off forgets none', () => {
    expect(toAlertInput({ frequency: 'off', hour: 18, weekday: 5, timezone: 'Asia/Tokyo', quietHours: { start: 22, end: 7 } })).toEqual({
      frequency: 'off',
      hour: 18,
      weekday: 5,
      timezone: 'Asia/Tokyo',
      quietHours: { start: 22, end: 7 },
    });
  });
});
