import { payLabel } from '../format-pay';

describe('payLabel', () => {
  it.each([
    [{ min: 120000, max: 150000, currency: 'USD', period: 'year' }, '$120k–150k a year'],
    [{ min: 60000, max: 75000, currency: 'EUR', period: 'year' }, '€60k–75k a year'],
    [{ min: 18.5, max: 22, currency: 'USD', period: 'hour' }, '$18.50–22 an hour'],
    [{ min: 45000, max: 45000, currency: 'GBP', period: 'year' }, '£45k a year'],
    [{ min: 1800000, max: 2400000, currency: 'INR', period: 'year' }, '₹18L–24L a year'],
    [{ min: 5000, max: null, currency: 'USD', period: 'month' }, '$5,000 a month'],
    [{ min: 90000, max: 110000, currency: 'CHF', period: 'year' }, '90k–110k CHF a year'],
    [{ min: 80000, max: 100000, currency: null, period: null }, '80k–100k'],
    [{ min: 1500000, max: 2000000, currency: 'USD', period: 'year' }, '$1.5M–2M a year'],
  ])('%j reads "%s"', (pay, label) => {
    expect(payLabel(pay)).toBe(label);
  });

  it('says nothing without an amount', () => {
    expect(payLabel(null)).toBeNull();
    expect(payLabel({ min: null, max: null, currency: 'USD', period: 'year' })).toBeNull();
  });
});
