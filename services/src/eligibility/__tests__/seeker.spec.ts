import { decisionFor, utcOffsetOf } from '../seeker';

const JANUARY = new Date('2026-01-15T12:00:00Z');
const JULY = new Date('2026-07-15T12:00:00Z');

describe("a seeker's own time zone", () => {
  it.each([
    ['Europe/Berlin', JANUARY, 1],
    ['Europe/Berlin', JULY, 2],
    ['Asia/Kolkata', JULY, 5.5],
    ['America/St_Johns', JANUARY, -3.5],
    ['Asia/Kathmandu', JULY, 5.75],
    ['UTC', JULY, 0],
    ['America/New_York', JULY, -4],
  ])('%s on %s is UTC%s', (zone, at, offset) => {
    expect(utcOffsetOf(zone, at)).toBe(offset);
  });

  it('is unknown for a zone the runtime does not know', () => {
    expect(utcOffsetOf('Mars/Olympus')).toBeUndefined();
    expect(utcOffsetOf('x'.repeat(10_000))).toBeUndefined();
  });
});

describe('whether a seeker may take a job', () => {
  const usHours = { anywhere: false, countries: [], timezones: { minUtcOffset: -8, maxUtcOffset: -5 } };
  const usOnly = { anywhere: false, countries: ['US'], timezones: null };

  it('says nothing until the seeker gives a country', () => {
    expect(decisionFor(usOnly, { country: null, timezone: 'America/New_York' })).toBeNull();
  });

  it('judges hours by the seeker\'s own zone when given, by any of their country\'s zones otherwise', () => {
    expect(decisionFor(usHours, { country: 'US', timezone: 'America/Chicago' }, JANUARY)).toBe('may-apply');
    expect(decisionFor(usHours, { country: 'US', timezone: 'Pacific/Honolulu' }, JANUARY)).toBe('may-not');
    expect(decisionFor(usHours, { country: 'US', timezone: null }, JANUARY)).toBe('may-apply');
    expect(decisionFor(usHours, { country: 'DE', timezone: null }, JANUARY)).toBe('may-not');
    // A zone that is no longer known counts as none given.
    expect(decisionFor(usHours, { country: 'US', timezone: 'Mars/Olympus' }, JANUARY)).toBe('may-apply');
  });

  it('judges the place by the country', () => {
    expect(decisionFor(usOnly, { country: 'US', timezone: 'Pacific/Honolulu' })).toBe('may-apply');
    expect(decisionFor(usOnly, { country: 'DE', timezone: 'Europe/Berlin' })).toBe('may-not');
  });
});
