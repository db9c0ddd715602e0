import { parseSalaryText, salaryOf, salaryPeriodOf } from '../normalize/salary';
import { salaryTexts } from '../../seed/hostile-text';

describe('parseSalaryText', () => {
  it.each([
    ['$80k - $100k', 80_000, 100_000, 'USD', null],
    ['$18 - $22/hr', 18, 22, 'USD', 'hour'],
    ['$90 - $150 /hour', 90, 150, 'USD', 'hour'],
    ['OTE $25k - $35k', 25_000, 35_000, 'USD', null],
    ['$31,2k- $52k', 31_200, 52_000, 'USD', null],
    ['$12K', 12_000, 12_000, 'USD', null],
    ['$45,000 - $50,000', 45_000, 50_000, 'USD', null],
    ['$60k–$72k', 60_000, 72_000, 'USD', null],
    ['USD 100,000 - 150,000', 100_000, 150_000, 'USD', null],
    ['EUR 52,800 - 72,200', 52_800, 72_200, 'EUR', null],
    ['€4.500 per month', 4_500, 4_500, 'EUR', 'month'],
    ['£40 - £50 per hour', 40, 50, 'GBP', 'hour'],
    ['$125,000 - $200,000 a year', 125_000, 200_000, 'USD', 'year'],
    ['12 months contract, $50/hr', 50, 50, 'USD', 'hour'],
  ])('%j', (text, min, max, currency, period) => {
    expect(parseSalaryText(text)).toEqual({ min, max, currency, period });
  });

  it('reads only the head of a huge field', () => {
    // The bench times these (bench/src/hostile-inputs.ts).
    const [afterSalary, numbersOnly] = salaryTexts();
    expect(parseSalaryText(afterSalary)).toEqual({ min: 80_000, max: 100_000, currency: 'USD', period: null });
    expect(parseSalaryText(numbersOnly)).toEqual({ min: 1, max: 1, currency: null, period: null });
  });

  it('is null when no amount is named', () => {
    expect(parseSalaryText('')).toBeNull();
    expect(parseSalaryText('Competitive')).toBeNull();
    expect(parseSalaryText(null)).toBeNull();
    expect(parseSalaryText('$0')).toBeNull();
  });
});

describe('salaryOf', () => {
  it('treats 0 as unknown (RemoteOK)', () => {
    expect(salaryOf({ min: 0, max: 0, currency: 'USD', period: 'year' })).toBeNull();
    expect(salaryOf({ min: 50_000, max: 0, currency: 'USD', period: 'year' })).toEqual({ min: 50_000, max: null, currency: 'USD', period: 'year' });
  });

  it('is null when only a currency or period is given (Himalayas)', () => {
    expect(salaryOf({ min: null, max: null, currency: 'INR', period: 'year' })).toBeNull();
  });

  it('orders min and max and normalizes the currency code', () => {
    expect(salaryOf({ min: 90, max: '60', currency: 'usd' })).toEqual({ min: 60, max: 90, currency: 'USD', period: null });
  });

  it('maps board period words', () => {
    expect(salaryPeriodOf('yearly')).toBe('year');
    expect(salaryPeriodOf('annual')).toBe('year');
    expect(salaryPeriodOf('Hourly')).toBe('hour');
    expect(salaryPeriodOf('monthly')).toBe('month');
    expect(salaryPeriodOf('fortnightly')).toBeNull();
  });
});
