/** Pay as a job carries it: the posting's own currency and period (see the Job type). */
export interface PayFields {
  min: number | null;
  max: number | null;
  currency: string | null;
  period: string | null;
}

const PERIOD_WORDS: Record<string, string> = { hour: 'an hour', day: 'a day', week: 'a week', month: 'a month', year: 'a year' };

/**
 * "$120k–150k a year", "€60k–75k a year", "$18.50–22 an hour", "£45k a year", "₹18L a year"
 * (Indian pay in lakh, as it is quoted): the amount as the employer wrote it, its currency's own
 * sign, thousands shortened from 10,000 up. Null when there is no amount.
 */
export function payLabel(pay: PayFields | null | undefined): string | null {
  if (!pay || (pay.min === null && pay.max === null)) return null;
  const low = pay.min ?? pay.max!;
  const high = pay.max ?? pay.min!;
  const currency = pay.currency && /^[A-Z]{3}$/.test(pay.currency) ? pay.currency : null;
  const sign = currency ? currencySign(currency) : '';
  const amounts = low === high ? amount(low, currency) : `${amount(low, currency)}\u2013${amount(high, currency)}`;
  const period = pay.period ? PERIOD_WORDS[pay.period] : undefined;
  return [`${sign}${amounts}`, currency && !sign ? currency : null, period].filter(Boolean).join(' ');
}

const LAKH = 100_000;

function amount(value: number, currency: string | null): string {
  if (currency === 'INR' && value >= LAKH) return `${trim(value / LAKH)}L`;
  if (value >= 1_000_000) return `${trim(value / 1_000_000)}M`;
  if (value >= 10_000) return `${trim(value / 1000)}k`;
  return Number.isInteger(value) ? value.toLocaleString('en-US') : value.toFixed(2);
}

const trim = (n: number) => String(Math.round(n * 10) / 10);

/** The currency's narrow sign ("$", "€", "£", "₹"); empty when it has none but its code ("CHF"). */
function currencySign(currency: string): string {
  try {
    const parts = new Intl.NumberFormat('en-US', { style: 'currency', currency, currencyDisplay: 'narrowSymbol' }).formatToParts(0);
    const sign = parts.find((p) => p.type === 'currency')?.value ?? '';
    return sign === currency ? '' : sign;
  } catch {
    return '';
  }
}

/** How a card names a seniority. */
export const SENIORITY_LABELS: Record<string, string> = {
  intern: 'Intern',
  junior: 'Junior',
  mid: 'Mid-level',
  senior: 'Senior',
  lead: 'Lead / Staff',
  principal: 'Principal',
  manager: 'Manager',
  director: 'Director+',
};
