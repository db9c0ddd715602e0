import type { Salary } from '../../ingestion/board-adapter';
import { annualUsd } from '../annual-usd';
import { EXCHANGE_RATE_SNAPSHOT } from '../exchange-rate-snapshot';

const rates = { asOf: '2025-06-30', usdPer: { USD: 1, EUR: 1.2, INR: 0.012 } };
const pay = (min: number | null, max: number | null, currency: string | null, period: Salary['period']): Salary => ({ min, max, currency, period });

describe('annualUsd', () => {
  it.each([
    [pay(50, 60, 'USD', 'hour'), 104_000, 124_800],
    [pay(400, 500, 'USD', 'day'), 104_000, 130_000],
    [pay(1_000, 1_000, 'USD', 'week'), 52_000, 52_000],
    [pay(5_000, 6_000, 'EUR', 'month'), 72_000, 86_400],
    [pay(1_800_000, 2_400_000, 'INR', 'year'), 21_600, 28_800],
    [pay(150_000, null, 'USD', 'year'), 150_000, null],
  ])('%j', (salary, annualUsdMin, annualUsdMax) => {
    expect(annualUsd(salary, rates)).toEqual({ annualUsdMin, annualUsdMax });
  });

  it('is null when the currency is unknown or unrated, or the period unknown', () => {
    expect(annualUsd(pay(50_000, 60_000, null, 'year'), rates)).toBeNull();
    expect(annualUsd(pay(50_000, 60_000, 'XYZ', 'year'), rates)).toBeNull();
    expect(annualUsd(pay(50_000, 60_000, 'constructor', 'year'), rates)).toBeNull();
    expect(annualUsd(pay(50_000, 60_000, 'USD', null), rates)).toBeNull();
  });

  it('is null rather than Infinity for absurd amounts', () => {
    expect(annualUsd(pay(1e308, 1e308, 'USD', 'hour'), rates)).toBeNull();
  });
});

describe('EXCHANGE_RATE_SNAPSHOT', () => {
  it('is dated and rates every currency postings commonly use', () => {
    expect(EXCHANGE_RATE_SNAPSHOT.asOf).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const required = 'USD EUR GBP CAD AUD NZD CHF INR PHP BRL MXN JPY SEK NOK DKK PLN ZAR SGD ARS COP CZK HUF RON TRY ILS AED'.split(' ');
    expect(required.filter((code) => !(EXCHANGE_RATE_SNAPSHOT.usdPer[code] > 0))).toEqual([]);
  });
});
