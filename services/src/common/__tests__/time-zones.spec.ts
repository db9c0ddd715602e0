import { isTimeZoneName } from '../time-zones';

describe('which time zone names are accepted', () => {
  it('takes the runtime’s names and the current spellings browsers report for them', () => {
    for (const zone of ['Europe/Berlin', 'America/Argentina/Salta', 'UTC', 'Asia/Calcutta', 'Asia/Kolkata', 'Europe/Kyiv', 'America/Nuuk', 'Etc/UTC', 'Etc/GMT+5']) {
      expect([zone, isTimeZoneName(zone)]).toEqual([zone, true]);
    }
  });

  it('refuses what is not a zone name, quickly, whatever its length', () => {
    for (const zone of ['Mars/Olympus', '+05:00', 'utc', '', 'Europe/', '/Berlin', 'Europe/Berlin/Mitte/Nord', 'Europe/Berlin'.repeat(1000), 'a/'.repeat(100_000)]) {
      expect([zone.slice(0, 30), isTimeZoneName(zone)]).toEqual([zone.slice(0, 30), false]);
    }
  });
});
