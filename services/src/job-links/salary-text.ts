import { salaryOf, salaryPeriodOf } from '../ingestion/normalize/salary';

const PERIOD_WORDS: Record<string, string> = { hour: 'an hour', day: 'a day', week: 'a week', month: 'a month', year: 'a year' };

/**
 * Pay as a person reads it, in the posting's own currency: "$120,000–$150,000 a year",
 * "€17.50 an hour", "From $100,000 a year", "NOK 28,000 a month". Amounts follow ingestion's rules
 * (salaryOf: zero or negative means unknown, min and max in order); the period is schema.org's
 * unitText ("YEAR", "HOUR") or a board's word ("yearly"). Null when no amount is known.
 */
export function salaryText(fields: { min: unknown; max: unknown; currency?: unknown; period?: unknown }): string | null {
  const salary = salaryOf({ min: fields.min, max: fields.max, currency: fields.currency, period: salaryPeriodOf(fields.period) });
  if (!salary) return null;
  const { min, max, currency, period } = salary;
  const cents = [min, max].some((n) => n !== null && !Number.isInteger(n));
  const money = (n: number) => moneyText(n, currency, cents);
  let range: string;
  if (min !== null && max !== null) range = min === max ? money(min) : `${money(min)}–${money(max)}`;
  else if (min !== null) range = `From ${money(min)}`;
  else range = `Up to ${money(max as number)}`;
  return period ? `${range} ${PERIOD_WORDS[period]}` : range;
}

function moneyText(amount: number, currency: string | null, cents: boolean): string {
  const digits = cents ? 2 : 0;
  let text: string;
  try {
    text = new Intl.NumberFormat('en-US', {
      ...(currency ? { style: 'currency', currency } : {}),
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    }).format(amount);
  } catch {
    // A three-letter code Intl does not take: write it beside the number.
    text = `${currency} ${amount.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits })}`;
  }
  // Intl separates some codes from the number with a no-break space ("NOK 28,000"); a form field wants a plain one.
  return text.replace(/[\u00a0\u202f]/g, ' ');
}
