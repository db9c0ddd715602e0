import { readCellDate } from '../cell-dates';

const NOW = Date.UTC(2024, 5, 15, 12);
const iso = (cell: string) => {
  const date = readCellDate(cell, NOW);
  return date instanceof Date ? date.toISOString() : date;
};

describe('readCellDate', () => {
  it.each([
    ['2024-03-05', '2024-03-05T12:00:00.000Z'],
    ['2024-03-05T09:30:00Z', '2024-03-05T09:30:00.000Z'],
    ['2024-03-05 09:30', '2024-03-05T09:30:00.000Z'],
    ['2024-03-05T09:30:00+0200', '2024-03-05T07:30:00.000Z'],
    ['3/5/2024', '2024-03-05T12:00:00.000Z'],
    ['3/5/24', '2024-03-05T12:00:00.000Z'],
    ['3/5/2024 10:15 AM', '2024-03-05T12:00:00.000Z'],
    ['25/3/2024', '2024-03-25T12:00:00.000Z'],
    ['05.03.2024', '2024-03-05T12:00:00.000Z'],
    ['2024/3/5', '2024-03-05T12:00:00.000Z'],
    ['Mar 5, 2024', '2024-03-05T12:00:00.000Z'],
    ['5 March 2024', '2024-03-05T12:00:00.000Z'],
  ])('reads %s as %s', (cell, expected) => {
    expect(iso(cell)).toBe(expected);
  });

  it('reads a blank cell as no date', () => {
    expect(readCellDate('  ', NOW)).toBeNull();
  });

  it.each(['someday', '31/02/2024', '2/30/2024', '13/13/2024', '1999-12-31', '2024-06-20', 'March', '12345'])('refuses %s', (cell) => {
    expect(readCellDate(cell, NOW)).toBe('invalid');
  });
});
