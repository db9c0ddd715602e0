import { isDomainError } from '../../../common/domain-error';
import { resolveEventTimes } from '../event-input';
import { instantOf } from '../zoned-time';

const refusal = (fn: () => unknown) => {
  try {
    fn();
  } catch (e) {
    if (isDomainError(e)) return { code: e.code, message: e.message, field: e.details?.field };
    throw e;
  }
  throw new Error('expected a refusal');
};

describe('instantOf', () => {
  it.each([
    // Summer and winter either side of each zone's change.
    ['Europe/Berlin', [2026, 3, 28, 14, 0], '2026-03-28T13:00:00.000Z'],
    ['Europe/Berlin', [2026, 3, 30, 14, 0], '2026-03-30T12:00:00.000Z'],
    ['America/New_York', [2026, 3, 7, 9, 0], '2026-03-07T14:00:00.000Z'],
    ['America/New_York', [2026, 3, 9, 9, 0], '2026-03-09T13:00:00.000Z'],
    ['Asia/Kathmandu', [2026, 1, 1, 0, 0], '2025-12-31T18:15:00.000Z'],
    ['UTC', [2026, 6, 1, 12, 0], '2026-06-01T12:00:00.000Z'],
  ] as const)('reads a wall time in %s', (zone, [year, month, day, hour, minute], expected) => {
    expect(instantOf({ year, month, day, hour, minute, second: 0 }, zone)?.toISOString()).toBe(expected);
  });

  it('has no instant for a time the clocks skip', () => {
    expect(instantOf({ year: 2026, month: 3, day: 29, hour: 2, minute: 30, second: 0 }, 'Europe/Berlin')).toBeNull();
    expect(instantOf({ year: 2026, month: 3, day: 8, hour: 2, minute: 0, second: 0 }, 'America/New_York')).toBeNull();
  });

  it('takes the first of a time the clocks show twice (RFC 5545)', () => {
    expect(instantOf({ year: 2026, month: 10, day: 25, hour: 2, minute: 30, second: 0 }, 'Europe/Berlin')?.toISOString()).toBe('2026-10-25T00:30:00.000Z');
    expect(instantOf({ year: 2026, month: 11, day: 1, hour: 1, minute: 30, second: 0 }, 'America/New_York')?.toISOString()).toBe('2026-11-01T05:30:00.000Z');
  });
});

describe('resolveEventTimes', () => {
  it('reads offset times as instants, kept in UTC without a zone, an hour long by default', () => {
    expect(resolveEventTimes({ startsAt: '2026-05-04T10:00:00+02:00' })).toEqual({
      startsAt: new Date('2026-05-04T08:00:00Z'),
      endsAt: new Date('2026-05-04T09:00:00Z'),
      timeZone: 'UTC',
    });
  });

  it('reads local times in the zone given', () => {
    const times = resolveEventTimes({ startsAt: '2026-05-04T10:00', endsAt: '2026-05-04T11:30', timeZone: 'America/New_York' });
    expect(times).toEqual({ startsAt: new Date('2026-05-04T14:00:00Z'), endsAt: new Date('2026-05-04T15:30:00Z'), timeZone: 'America/New_York' });
  });

  it('keeps the length on a move, and the instants when only the zone changes', () => {
    const current = { startsAt: new Date('2026-05-04T08:00:00Z'), endsAt: new Date('2026-05-04T08:45:00Z'), timeZone: 'Europe/Berlin' };
    expect(resolveEventTimes({ startsAt: '2026-05-05T10:00' }, current)).toEqual({
      startsAt: new Date('2026-05-05T08:00:00Z'),
      endsAt: new Date('2026-05-05T08:45:00Z'),
      timeZone: 'Europe/Berlin',
    });
    expect(resolveEventTimes({ timeZone: 'Asia/Tokyo' }, current)).toEqual({ ...current, timeZone: 'Asia/Tokyo' });
  });

  it.each([
    [{ startsAt: '2026-03-29T02:30', timeZone: 'Europe/Berlin' }, 'startsAt', /does not exist in Europe\/Berlin/],
    [{ startsAt: '2026-03-29T01:00', endsAt: '2026-03-29T02:15', timeZone: 'Europe/Berlin' }, 'endsAt', /does not exist/],
    [{ startsAt: '2026-05-04T10:00' }, 'timeZone', /please give the time zone startsAt is in/],
    [{ startsAt: '2026-02-30T10:00:00Z' }, 'startsAt', /not a real date/],
    [{ startsAt: '2026-05-04T10:00:00+15:00' }, 'startsAt', /offset no place uses/],
    [{ startsAt: '1999-12-31T10:00:00Z' }, 'startsAt', /between the years 2000 and 2100/],
    [{ startsAt: '2026-05-04T10:00:00Z', endsAt: '2026-05-04T09:00:00Z' }, 'endsAt', /after startsAt/],
    [{ startsAt: '2026-05-04T10:00:00Z', endsAt: '2026-05-14T09:00:00Z' }, 'endsAt', /within 7 days/],
  ])('refuses %j naming %s', (input, field, message) => {
    const refused = refusal(() => resolveEventTimes(input));
    expect(refused).toMatchObject({ code: 'VALIDATION', field });
    expect(refused.message).toMatch(message);
  });
});
