import type { Salary, SalaryPeriod } from '../ingestion/board-adapter';
import { PERIODS_PER_YEAR, usdPerUnit, type UsdRates } from './annual-usd';

/**
 * Bounds on what a job can pay, as US dollars a year. Below 1,000 a year no job is paid: the
 * number is a benefit or a fee ("€250 p.a. for fitness", "$50/month wellness"), and even a
 * part-time offshore role paid $300 a month clears it. Above 5,000,000 a year the number is
 * the company's (revenue, funding, a valuation), not a salary: the best-paid posted ranges
 * (executives, top engineers) stay well under it.
 */
export const MIN_ANNUAL_USD = 1_000;
export const MAX_ANNUAL_USD = 5_000_000;
/**
 * With no period named, an amount worth at least this much in USD reads as a year's pay
 * ("$120k", "CAD 90K", "€60.000"): nobody quotes that per month or per hour. Smaller amounts
 * ("PLN 6.000", "$3k") are left without a period; monthly and yearly are both plausible.
 */
export const ANNUAL_LOOKING_USD = 10_000;
// Amounts in a currency we know but have no rate for are only checked for absurdity.
const ABSURD_AMOUNT = 1e12;

const amountsOf = (pay: Salary): number[] => [pay.min, pay.max].filter((n): n is number => n !== null);

/** Whether a pay's amounts are numbers a job could pay, in its period where we know the period. */
export function isPlausiblePay(pay: Salary, rates: UsdRates): boolean {
  const amounts = amountsOf(pay);
  if (!amounts.length || amounts.some((n) => !Number.isFinite(n) || n <= 0)) return false;
  const rate = pay.currency ? usdPerUnit(pay.currency, rates) : 1;
  if (rate === null) return amounts.every((n) => n < ABSURD_AMOUNT);
  const usd = amounts.map((n) => n * rate);
  if (usd.some((n) => n > MAX_ANNUAL_USD)) return false;
  if (!pay.period) return true;
  const annual = usd.map((n) => n * PERIODS_PER_YEAR[pay.period as SalaryPeriod]);
  return Math.min(...annual) >= MIN_ANNUAL_USD && Math.max(...annual) <= MAX_ANNUAL_USD;
}

/**
 * The period of a pay that names none: a year when every amount looks annual (see
 * ANNUAL_LOOKING_USD), else unknown. A bare number (no currency) is judged as if dollars.
 */
export function inferredPeriod(pay: Salary, rates: UsdRates): SalaryPeriod | null {
  if (pay.period) return pay.period;
  const rate = pay.currency ? usdPerUnit(pay.currency, rates) : 1;
  const amounts = amountsOf(pay);
  if (rate === null || !amounts.length) return null;
  const usd = amounts.map((n) => n * rate);
  return Math.min(...usd) >= ANNUAL_LOOKING_USD && Math.max(...usd) <= MAX_ANNUAL_USD ? 'year' : null;
}
