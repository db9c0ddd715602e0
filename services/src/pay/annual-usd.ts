import type { Salary, SalaryPeriod } from '../ingestion/board-adapter';

/** A set of exchange rates: what one unit of each ISO 4217 currency is worth in US dollars. */
export interface UsdRates {
  /** YYYY-MM-DD: the day the rates were taken. */
  asOf: string;
  /** 1 unit of currency = N USD. */
  usdPer: Readonly<Record<string, number>>;
}

/** How many of each period a full-time year holds (40 hours a week, 52 weeks). */
export const PERIODS_PER_YEAR: Readonly<Record<SalaryPeriod, number>> = Object.freeze({
  hour: 2080,
  day: 260,
  week: 52,
  month: 12,
  year: 1,
});

/** What one unit of a currency is worth in USD, or null when the currency is unknown or unrated. */
export function usdPerUnit(currency: string | null, rates: UsdRates): number | null {
  if (!currency) return null;
  const code = currency.toUpperCase();
  const rate = Object.hasOwn(rates.usdPer, code) ? rates.usdPer[code] : undefined;
  return typeof rate === 'number' && Number.isFinite(rate) && rate > 0 ? rate : null;
}

/**
 * A pay's range as US dollars a year, whole dollars: what filters compare. Null when the
 * currency is unknown or has no rate, or the period is unknown: no figure beats a guessed one.
 */
export function annualUsd(pay: Salary, rates: UsdRates): { annualUsdMin: number | null; annualUsdMax: number | null } | null {
  const rate = usdPerUnit(pay.currency, rates);
  if (rate === null || pay.period === null || !Object.hasOwn(PERIODS_PER_YEAR, pay.period)) return null;
  const perYear = PERIODS_PER_YEAR[pay.period];
  const convert = (amount: number | null): number | null => {
    if (typeof amount !== 'number' || !Number.isFinite(amount) || amount <= 0) return null;
    const annual = Math.round(amount * perYear * rate);
    return Number.isFinite(annual) ? annual : null;
  };
  const annualUsdMin = convert(pay.min);
  const annualUsdMax = convert(pay.max);
  return annualUsdMin === null && annualUsdMax === null ? null : { annualUsdMin, annualUsdMax };
}
