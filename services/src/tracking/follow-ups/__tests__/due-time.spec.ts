import { followUpDueAt, instantOf, storedDue } from '../due-time';

const iso = (d: Date) => d.toISOString();

describe('instantOf', () => {
  it('takes an instant with an offset as it says, whatever the zone', () => {
    expect(iso(instantOf('2026-12-03T09:00:00+01:00', 'Asia/Tokyo'))).toBe('2026-12-03T08:00:00.000Z');
    expect(iso(instantOf('2026-12-03T09:00:00.123456Z', 'Asia/Tokyo'))).toBe('2026-12-03T09:00:00.123Z');
  });

  it('reads a wall time in the zone, daylight saving included', () => {
    expect(iso(instantOf('2026-12-03T09:00', 'Europe/Berlin'))).toBe('2026-12-03T08:00:00.000Z');
    expect(iso(instantOf('2026-07-03T09:00:30', 'Europe/Berlin'))).toBe('2026-07-03T07:00:30.000Z');
    expect(iso(instantOf('2026-12-03T09:00', 'UTC'))).toBe('2026-12-03T09:00:00.000Z');
  });
});

describe('storedDue', () => {
  it('stores the instant in UTC with the zone it was given in', () => {
    expect(storedDue({ content: 'x', dueAt: '2026-12-03T09:00', dueTimeZone: 'America/New_York' })).toEqual({
      content: 'x',
      dueAt: '2026-12-03T14:00:00.000Z',
      dueTimeZone: 'America/New_York',
    });
    expect(storedDue({ dueAt: '2026-12-03T09:00:00Z' })).toEqual({ dueAt: '2026-12-03T09:00:00.000Z', dueTimeZone: null });
  });

  it('clears the zone with the due time, and leaves both alone when neither is given', () => {
    expect(storedDue({ dueAt: null })).toEqual({ dueAt: null, dueTimeZone: null });
    expect(storedDue({ done: true })).toEqual({ done: true });
  });

  it.each([
    ['a zone that does not exist, naming it', { dueAt: '2026-12-03T09:00', dueTimeZone: 'Mars/Olympus' }, /"Mars\/Olympus" is not a time zone/],
    ['a zone without a due time', { dueTimeZone: 'Europe/Berlin' }, /dueTimeZone comes with dueAt/],
    ['a zone with a cleared due time', { dueAt: null, dueTimeZone: 'Europe/Berlin' }, /dueTimeZone needs a dueAt/],
    ['a year before 2000', { dueAt: '1999-12-31T23:00:00Z' }, /between the years 2000 and 2999/],
    ['an offset past 2999', { dueAt: '2999-12-31T23:00:00-05:00' }, /between the years 2000 and 2999/],
  ])('refuses %s', (_label, values, message) => {
    expect(() => storedDue(values)).toThrow(expect.objectContaining({ code: 'VALIDATION', message: expect.stringMatching(message) }));
  });
});

describe('followUpDueAt', () => {
  it('is the given number of days after the local day, at 09:00 there', () => {
    // 23:30 on 20 Nov in New York is already 21 Nov in UTC: the local day counts.
    expect(iso(followUpDueAt(new Date('2026-11-21T04:30:00Z'), 7, 'America/New_York'))).toBe('2026-11-27T14:00:00.000Z');
    expect(iso(followUpDueAt(new Date('2026-11-21T04:30:00Z'), 7, 'UTC'))).toBe('2026-11-28T09:00:00.000Z');
    expect(iso(followUpDueAt(new Date('2026-11-20T15:00:00Z'), 1, 'Asia/Kolkata'))).toBe('2026-11-21T03:30:00.000Z');
  });

  it('keeps 09:00 on the local clock across a daylight-saving change', () => {
    // Berlin moves from UTC+2 to UTC+1 on 25 Oct 2026.
    expect(iso(followUpDueAt(new Date('2026-10-22T10:00:00Z'), 7, 'Europe/Berlin'))).toBe('2026-10-29T08:00:00.000Z');
    expect(iso(followUpDueAt(new Date('2026-10-22T10:00:00Z'), 1, 'Europe/Berlin'))).toBe('2026-10-23T07:00:00.000Z');
  });
});
