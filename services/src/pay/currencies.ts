/**
 * How postings write a currency: ISO codes, symbols and words. Codes are matched in capitals
 * only, because several are everyday words or names too (try, cop, Ron, ars; PHP the language).
 */
export const CURRENCY_CODES: readonly string[] = [
  'USD', 'EUR', 'GBP', 'CAD', 'AUD', 'NZD', 'CHF', 'INR', 'PHP', 'BRL', 'MXN', 'JPY', 'SEK', 'NOK', 'DKK',
  'PLN', 'ZAR', 'SGD', 'ARS', 'COP', 'CZK', 'HUF', 'RON', 'TRY', 'ILS', 'AED', 'PEN', 'CLP', 'HKD', 'CNY',
  'KRW', 'BGN', 'UAH', 'NGN', 'KES', 'EGP', 'MYR', 'IDR', 'THB', 'VND',
];

/** A bare "$" is the US dollar unless the posting says otherwise ("$120,000 CAD", "listed in CAD"). */
export const DOLLAR = '$';

const SYMBOLS: Readonly<Record<string, string>> = {
  $: 'USD',
  US$: 'USD',
  C$: 'CAD',
  CA$: 'CAD',
  A$: 'AUD',
  AU$: 'AUD',
  NZ$: 'NZD',
  S$: 'SGD',
  HK$: 'HKD',
  MX$: 'MXN',
  R$: 'BRL',
  'S/': 'PEN',
  '€': 'EUR',
  '£': 'GBP',
  '₹': 'INR',
  '¥': 'JPY',
  '₱': 'PHP',
  '₪': 'ILS',
  '₺': 'TRY',
  zł: 'PLN',
};

const WORDS: readonly (readonly [RegExp, string])[] = [
  [/^(?:canadian|cad)\s+dollars?$/i, 'CAD'],
  [/^australian\s+dollars?$/i, 'AUD'],
  [/^(?:us\s+)?dollars?$/i, 'USD'],
  [/^euros?$/i, 'EUR'],
  [/^pounds?(?:\s+sterling)?$/i, 'GBP'],
  [/^rupees?$/i, 'INR'],
];

export const SYMBOL_PATTERN = String.raw`US\s?\$|CA\$|C\$|AU\$|A\$|NZ\$|S\$|HK\$|MX\$|R\$|S\/|[$€£₹¥₱₪₺]`;
export const SUFFIX_SYMBOL_PATTERN = String.raw`[$€£₹₪₺]|zł`;
export const CURRENCY_WORD_PATTERN = String.raw`(?:(?:US|Canadian|Australian|CAD)\s)?[Dd]ollars?|[Ee]uros?|EUROS?|[Pp]ounds?(?:\s[Ss]terling)?|[Rr]upees?`;
export const CODE_PATTERN = CURRENCY_CODES.join('|');

export function currencyOfSymbol(symbol: string): string | null {
  const key = symbol.replace(/\s+/g, '');
  return Object.hasOwn(SYMBOLS, key) ? SYMBOLS[key] : null;
}

export function currencyOfWord(word: string): string | null {
  return WORDS.find(([pattern]) => pattern.test(word.trim()))?.[1] ?? null;
}

// "This range is listed in CAD", "This salary is in Canadian currency": a note after the amount.
const CURRENCY_NOTE = new RegExp(
  String.raw`\b(?:listed|paid|quoted|expressed|stated|is|are)\s+in\s+(?:(${CODE_PATTERN})\b|(Canadian|Australian|New Zealand|Singapore)\s+(?:currency|dollars))`,
);
const NOTE_COUNTRIES: Readonly<Record<string, string>> = { Canadian: 'CAD', Australian: 'AUD', 'New Zealand': 'NZD', Singapore: 'SGD' };

/** The currency a note right after a "$" amount gives it, if any. */
export function currencyNoteIn(text: string): string | null {
  const note = CURRENCY_NOTE.exec(text);
  if (!note) return null;
  return note[1] ?? NOTE_COUNTRIES[note[2]] ?? null;
}
