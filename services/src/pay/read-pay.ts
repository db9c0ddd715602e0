import type { Salary } from '../ingestion/board-adapter';
import { annualUsd, PERIODS_PER_YEAR, type UsdRates } from './annual-usd';
import { EXCHANGE_RATE_SNAPSHOT } from './exchange-rate-snapshot';
import { payStatements, type PayStatement } from './pay-statements';
import { payTextOf } from './pay-text';
import { inferredPeriod, isPlausiblePay } from './plausible-pay';

export interface PayInput {
  /** The board's salary fields as the adapter read them. */
  salary: Salary | null;
  /** Sanitized HTML (or plain text). */
  descriptionHtml: string;
  title?: string;
  /** The adapter's name, for board-specific rules. */
  board?: string;
}

// Two amounts are the same amount when they differ by less than this (rounding, "$31,2k").
const SAME_AMOUNT = 0.005;
// Two ranges are the same pay when their annual figures differ by less than this
// ("$36k" on the board, "$17.50/hr" in the text).
const SAME_ANNUAL = 0.02;

/**
 * What a posting pays: the board's salary fields, checked against the posting's own text.
 * - Fields the text agrees with stand (their period filled from the text, else inferred).
 * - Fields the text contradicts give way: the text is the employer's word (RemoteOK's fields
 *   are often its own estimate and disagree with the posting).
 * - With no fields, the text's pay statement (the description's, else the title's).
 * Benefits, bonuses, equity, budgets and the company's money are never pay, and a posting that
 * states no pay gets none. Null when nothing trustworthy is stated.
 * `rates` judge which amounts are plausible and which look annual; the snapshot unless the
 * caller has the database's rates.
 */
export function readPay(input: PayInput, rates: UsdRates = EXCHANGE_RATE_SNAPSHOT): Salary | null {
  const field = boardPay(input.salary, rates);
  const statements = payStatements(payTextOf(input.descriptionHtml), rates);
  const titleStatements = payStatements(payTextOf(input.title), rates, { title: true });
  const stated = statedPay(statements) ?? statedPay(titleStatements);
  if (!field) return stated?.pay ?? null;
  if (!stated) {
    // A RemoteOK posting that pays per piece of work ("$80 per accepted challenge") has no
    // yearly salary, whatever the board's estimate says.
    const perUnit = [...statements, ...titleStatements].some((s) => s.kind === 'per-unit');
    return input.board === 'remoteok' && perUnit ? null : { ...field, period: inferredPeriod(field, rates) };
  }
  return agreedPay(field, stated, statements, rates) ?? { ...stated.pay, currency: stated.pay.currency ?? field.currency };
}

/** The text's pay: the first a pay word introduces or a period qualifies, else the first salary-shaped range. */
function statedPay(statements: readonly PayStatement[]): PayStatement | null {
  const pays = statements.filter((s) => s.kind === 'pay');
  return pays.find((s) => s.cued || s.statedPeriod !== null) ?? pays[0] ?? null;
}

/** The board's fields when they hold a plausible amount (hostile feeds send 1e308 and NaN). */
function boardPay(salary: Salary | null, rates: UsdRates): Salary | null {
  if (!salary || typeof salary !== 'object') return null;
  let min = positive(salary.min);
  let max = positive(salary.max);
  if (min === null && max === null) return null;
  if (min !== null && max !== null && min > max) [min, max] = [max, min];
  const currency = typeof salary.currency === 'string' && /^[A-Za-z]{3}$/.test(salary.currency) ? salary.currency.toUpperCase() : null;
  const period = typeof salary.period === 'string' && Object.hasOwn(PERIODS_PER_YEAR, salary.period) ? salary.period : null;
  const pay: Salary = { min, max, currency, period };
  return isPlausiblePay(pay, rates) ? pay : null;
}

const positive = (n: unknown): number | null => (typeof n === 'number' && Number.isFinite(n) && n > 0 ? n : null);

/**
 * The board's pay when the text agrees with it: a statement with the same amounts, both of the
 * board's amounts somewhere in the text (the board took its range from ranges the text gives
 * per state or per level), or the same annual figures in another period.
 */
function agreedPay(field: Salary, stated: PayStatement, statements: readonly PayStatement[], rates: UsdRates): Salary | null {
  const same = statements.find((s) => s.kind !== 'not-pay' && sameCurrency(field, s.pay) && sameAmounts(field, s.pay));
  if (same) return { ...field, currency: field.currency ?? same.pay.currency, period: field.period ?? same.statedPeriod ?? inferredPeriod(field, rates) };
  const amounts = statements.flatMap((s) => [s.pay.min, s.pay.max]);
  const named = (n: number | null): boolean => n !== null && amounts.some((a) => a !== null && close(a, n, SAME_AMOUNT));
  if (field.min !== null && field.max !== null && named(field.min) && named(field.max)) {
    return { ...field, period: inferredPeriod(field, rates) };
  }
  const fieldPay = { ...field, currency: field.currency ?? stated.pay.currency, period: inferredPeriod(field, rates) };
  if (!sameCurrency(field, stated.pay) || !sameAnnual(fieldPay, stated.pay, rates)) return null;
  // The same pay; the text's own period is the more telling ("$15 - $25 per hour", not "$31,2k- $52k").
  return field.period === null && stated.statedPeriod !== null ? { ...stated.pay, currency: fieldPay.currency } : fieldPay;
}

const close = (a: number, b: number, tolerance: number): boolean => Math.abs(a - b) <= tolerance * Math.max(Math.abs(a), Math.abs(b));

const sameCurrency = (a: Salary, b: Salary): boolean => !a.currency || !b.currency || a.currency === b.currency;

function sameAmounts(field: Salary, text: Salary): boolean {
  const single = (value: number, other: Salary): boolean =>
    other.min !== null && close(other.min, value, SAME_AMOUNT) && (other.max === null || close(other.max, value, SAME_AMOUNT));
  if (field.min === null) return field.max !== null && single(field.max, text);
  if (field.max === null) return single(field.min, text);
  return text.min !== null && close(text.min, field.min, SAME_AMOUNT) && close(text.max ?? text.min, field.max, SAME_AMOUNT);
}

function sameAnnual(a: Salary, b: Salary, rates: UsdRates): boolean {
  const x = annualUsd(a, rates);
  const y = annualUsd(b, rates);
  if (!x || !y) return false;
  const agree = (p: number | null, q: number | null): boolean => p === null || q === null || close(p, q, SAME_ANNUAL);
  return agree(x.annualUsdMin, y.annualUsdMin) && agree(x.annualUsdMax, y.annualUsdMax);
}

