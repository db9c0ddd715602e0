import type { Salary, SalaryPeriod } from '../board-adapter';

const CURRENCY_SYMBOLS: Readonly<Record<string, string>> = { $: 'USD', '€': 'EUR', '£': 'GBP', '₹': 'INR', '¥': 'JPY' };
const CURRENCY_CODES = /\b(USD|EUR|GBP|CAD|AUD|NZD|CHF|INR|PHP|BRL|MXN|JPY|SEK|NOK|DKK|PLN|ZAR|SGD|ARS|COP|CZK|HUF|RON|TRY|ILS|AED)\b/i;
const CURRENCY_BEFORE = /(?:[$€£₹¥]|\b[A-Z]{3})\s*$/;
const PERIOD_WORDS: readonly (readonly [SalaryPeriod, RegExp])[] = [
  ['hour', /\/\s*h(?:ou)?r\b|\bper hour\b|\bhourly\b|\ban hour\b/i],
  ['day', /\/\s*day\b|\bper day\b|\bdaily\b|\ba day\b/i],
  ['week', /\/\s*(?:wk|week)\b|\bper week\b|\bweekly\b|\ba week\b/i],
  ['month', /\/\s*(?:mo|month)\b|\bper month\b|\bmonthly\b|\ba month\b/i],
  ['year', /\/\s*(?:yr|year)\b|\bper (?:year|annum)\b|\byearly\b|\bannual(?:ly)?\b|\ba year\b|\bp\.?a\.?\b/i],
];
// "80k", "31,2k" (a decimal comma), "45,000", "100.000", "12.5", "1.2M".
const AMOUNT = /(\d+(?:[.,]\d+)*)(?:\s*([kKmM])(?![a-zA-Z]))?(?![\d.,])/g;
// A salary field is a short text ("OTE $25k - $35k"); only this much of one is read. AMOUNT
// backtracks over a long run of digits and separators, so an unbounded field would cost
// quadratic time.
const READ_AT_MOST = 200;
// How far before an amount its currency is looked for ("USD 100,000", "$ 80k").
const CURRENCY_REACH = 8;

/**
 * Salary text as boards write it: "$80k - $100k", "$18 - $22/hr", "OTE $25k -
 * $35k", "$31,2k- $52k", "$12K", "$45,000 - $50,000", "USD 100,000 - 150,000".
 * Null when the text names no amount. One amount is both min and max.
 */
export function parseSalaryText(value: unknown, defaults: { currency?: string | null } = {}): Salary | null {
  if (typeof value !== 'string' || !/\d/.test(value)) return null;
  const text = value.slice(0, READ_AT_MOST);
  const matches = [...text.matchAll(AMOUNT)];
  // Numbers before the first priced one are not pay ("12 months contract, $50/hr").
  const firstPriced = matches.findIndex((m) => CURRENCY_BEFORE.test(text.slice(Math.max(0, (m.index ?? 0) - CURRENCY_REACH), m.index)));
  const amounts = matches
    .slice(Math.max(firstPriced, 0))
    .map(([, digits, suffix]) => amountOf(digits, suffix))
    .filter((n) => n > 0);
  if (!amounts.length) return null;
  const [min, max] = amounts.length === 1 ? [amounts[0], amounts[0]] : [Math.min(amounts[0], amounts[1]), Math.max(amounts[0], amounts[1])];
  return salaryOf({ min, max, currency: currencyIn(text) ?? defaults.currency ?? null, period: periodIn(text) });
}

function amountOf(digits: string, suffix: string | undefined): number {
  const multiplier = !suffix ? 1 : suffix.toLowerCase() === 'k' ? 1_000 : 1_000_000;
  let value: number;
  if (/^\d{1,3}(?:[.,]\d{3})+$/.test(digits)) {
    // "45,000", "100.000": separators that group thousands.
    value = Number(digits.replace(/[.,]/g, ''));
  } else {
    // "31,2" (a decimal comma), "26.01", "1,234.5": the last separator is the decimal point.
    const point = Math.max(digits.lastIndexOf('.'), digits.lastIndexOf(','));
    value = point < 0 ? Number(digits) : Number(`${digits.slice(0, point).replace(/[.,]/g, '')}.${digits.slice(point + 1)}`);
  }
  return Math.round(value * multiplier * 100) / 100;
}

function currencyIn(text: string): string | null {
  const code = CURRENCY_CODES.exec(text);
  if (code) return code[1].toUpperCase();
  if (text.includes('R$')) return 'BRL';
  for (const [symbol, currency] of Object.entries(CURRENCY_SYMBOLS)) if (text.includes(symbol)) return currency;
  return null;
}

function periodIn(text: string): SalaryPeriod | null {
  return PERIOD_WORDS.find(([, pattern]) => pattern.test(text))?.[0] ?? null;
}

const PERIOD_NAMES: Readonly<Record<string, SalaryPeriod>> = {
  hour: 'hour', hourly: 'hour', day: 'day', daily: 'day', week: 'week', weekly: 'week',
  month: 'month', monthly: 'month', year: 'year', yearly: 'year', annual: 'year', annually: 'year',
};

/** A board's period word ("yearly", "annual", "hourly", "monthly") in our vocabulary. */
export const salaryPeriodOf = (value: unknown): SalaryPeriod | null =>
  typeof value === 'string' ? (PERIOD_NAMES[value.trim().toLowerCase()] ?? null) : null;

const positiveNumber = (value: unknown): number | null => {
  const n = typeof value === 'string' && value.trim() ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) && n > 0 ? n : null;
};

/**
 * A salary from separate fields. Zero, negative and missing amounts mean
 * "unknown" (RemoteOK sends 0); with no amount at all there is no salary, even
 * when the board names a currency or period anyway.
 */
export function salaryOf(fields: { min: unknown; max: unknown; currency?: unknown; period?: SalaryPeriod | null }): Salary | null {
  let min = positiveNumber(fields.min);
  let max = positiveNumber(fields.max);
  if (min === null && max === null) return null;
  if (min !== null && max !== null && min > max) [min, max] = [max, min];
  const currency = typeof fields.currency === 'string' && /^[A-Za-z]{3}$/.test(fields.currency.trim()) ? fields.currency.trim().toUpperCase() : null;
  return { min, max, currency, period: fields.period ?? null };
}
