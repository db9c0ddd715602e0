import { addDays, parseFeedDate } from '../normalize/dates';

describe('parseFeedDate', () => {
  it.each([
    [1733260504, '2024-12-03T21:15:04.000Z'],
    ['1733260504', '2024-12-03T21:15:04.000Z'],
    [1733260504123, '2024-12-03T21:15:04.123Z'],
    ['2024-12-03T21:15:04+00:00', '2024-12-03T21:15:04.000Z'],
    ['2026-07-10T09:24:39-04:00', '2026-07-10T13:24:39.000Z'],
    ['2026-06-09T08:50:02', '2026-06-09T08:50:02.000Z'],
    ['2025-03-14 03:54:10', '2025-03-14T03:54:10.000Z'],
    ['Fri, 10 Jul 2026 22:45:30 +0000', '2026-07-10T22:45:30.000Z'],
    ['Tue, 15 Nov 2022 16:20:05 +0100', '2022-11-15T15:20:05.000Z'],
  ])('%j', (value, iso) => {
    expect(parseFeedDate(value)?.toISOString()).toBe(iso);
  });

  it.each([[''], ['yesterday'], [0], [-5], [null], [{}], ['1970-01-01T00:00:00Z'], ['2999-01-01T00:00:00Z'], [Number.NaN]])(
    'is null for %j',
    (value) => {
      expect(parseFeedDate(value)).toBeNull();
    },
  );

  it('adds days', () => {
    expect(addDays(new Date('2026-01-31T00:00:00Z'), 30).toISOString()).toBe('2026-03-02T00:00:00.000Z');
  });
});
