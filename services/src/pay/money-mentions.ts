import {
  CODE_PATTERN,
  CURRENCY_WORD_PATTERN,
  currencyNoteIn,
  currencyOfSymbol,
  currencyOfWord,
  DOLLAR,
  SUFFIX_SYMBOL_PATTERN,
  SYMBOL_PATTERN,
} from './currencies';

/**
 * An amount of money as a text writes it: "$120k–$150k", "€60.000 – €75.000", "USD 50",
 * "₹18 LPA", "90 000 Euro", "60k - 90k CAD", "$150K+". Bare numbers are mentions too ("45-50k"
 * after "a salary of"); whether any of it is pay is for pay-statements.ts to say.
 */
export interface MoneyMention {
  start: number;
  end: number;
  /** The smaller amount (or the only one). */
  low: number;
  /** The larger amount; null when open-ended ("$150K+"). */
  high: number | null;
  /** ISO 4217; null for a bare number. */
  currency: string | null;
  /** "₹18 LPA": the unit itself says per year. */
  impliedYearly: boolean;
  /** Written with thousands separators or a multiplier ("45,000", "45k"), not as a plain small number. */
  scaled: boolean;
}

interface Token {
  start: number;
  end: number;
  value: number;
  currency: string | null;
  /** Only a bare "$": another hint (a code after it, a note) may still name the dollar. */
  dollar: boolean;
  multiplier: number;
  impliedYearly: boolean;
  impliedCurrency: string | null;
  separated: boolean;
  plus: boolean;
}

const MULTIPLIERS: Readonly<Record<string, number>> = {
  k: 1e3, thousand: 1e3,
  m: 1e6, mm: 1e6, mil: 1e6, million: 1e6,
  b: 1e9, bn: 1e9, billion: 1e9, trillion: 1e12,
  lakh: 1e5, lakhs: 1e5, lac: 1e5, lacs: 1e5, lpa: 1e5, crore: 1e7, crores: 1e7, cr: 1e7,
};
const INDIAN_UNITS = new Set(['lakh', 'lakhs', 'lac', 'lacs', 'lpa', 'crore', 'crores', 'cr']);

// Every part is a bounded alternation or a bounded repeat, and numbers may not start inside a
// number, so scanning a text costs a small constant per character.
const TOKEN = new RegExp(
  String.raw`(?<![A-Za-z0-9.,])(?:\b(?<code>${CODE_PATTERN})\s?)?(?<symbol>${SYMBOL_PATTERN})?\s?` +
    String.raw`(?<![\d.,])(?<number>\d{1,2},\d{2}(?:,\d{2}){0,2},\d{3}(?:\.\d{1,2})?|\d{1,3}(?<sep>[,.' ])\d{3}(?:\k<sep>\d{3}){0,3}(?:[.,]\d{1,2})?|\d{1,9}(?:[.,]\d{1,2})?)(?!\d)` +
    String.raw`(?:\s?(?<multiplier>[kK]|mm|MM|[mM]il|[mM]illion|[bB]illion|[tT]rillion|[tT]housand|bn|BN|[mMbB]|[lL]akhs?|[lL]acs?|LPA|[cC]rores?|[cC]r))?` +
    String.raw`(?<plus>\+)?` +
    String.raw`(?:\s?\(?(?<suffixCode>${CODE_PATTERN})\)?(?![A-Za-z])|\s?(?<suffixSymbol>${SUFFIX_SYMBOL_PATTERN})(?!\s?\d)|\s(?<suffixWord>${CURRENCY_WORD_PATTERN})\b)?` +
    String.raw`(?![A-Za-z0-9%]|[.,]\d)`,
  'g',
);
// Between the two ends of a range: "-", "to", "and", "or" (also "o"/"ou"/"a"/"bis"/"hasta"), or a
// period that closes the first end ("$79,040/yr - $95,680/yr").
const RANGE_GAP = /^\s?(?:\/\s?(?:yr|year|hr|hour|mo|month)\s?)?(?:-|–|—|~|to|and|or|o|ou|a|à|bis|hasta|till|until)\s?$/i;
const JUXTAPOSED = /^\s$/;
// "$160,000–$200,000 CAD/USD": two currencies offered, so the code names neither.
const CODE_CHOICE = /^\s?\/\s?[A-Z]{3}\b/;

export function moneyMentions(text: string): MoneyMention[] {
  const tokens: Token[] = [];
  for (const match of text.matchAll(TOKEN)) {
    const token = tokenOf(match, text);
    if (token) tokens.push(token);
  }
  const mentions: MoneyMention[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const first = tokens[i];
    const second = tokens[i + 1];
    if (second && joinsRange(first, second, text.slice(first.end, second.start))) {
      mentions.push(rangeOf(first, second, text));
      i++;
    } else {
      mentions.push(singleOf(first, text));
    }
  }
  return mentions;
}

function tokenOf(match: RegExpMatchArray, text: string): Token | null {
  const groups = match.groups ?? {};
  const start = match.index ?? 0;
  const end = start + match[0].length;
  const unit = groups.multiplier?.toLowerCase();
  const multiplier = unit ? (MULTIPLIERS[unit] ?? 1) : 1;
  const value = numberOf(groups.number) * multiplier;
  if (!Number.isFinite(value) || value <= 0) return null;
  let currency = groups.code ?? (groups.symbol ? currencyOfSymbol(groups.symbol) : null);
  let dollar = !groups.code && groups.symbol === DOLLAR;
  const suffix = CODE_CHOICE.test(text.slice(end, end + 6))
    ? null
    : (groups.suffixCode ?? (groups.suffixSymbol ? currencyOfSymbol(groups.suffixSymbol) : null) ?? (groups.suffixWord ? currencyOfWord(groups.suffixWord) : null));
  if (suffix && (!currency || dollar)) {
    currency = suffix;
    dollar = groups.suffixSymbol === DOLLAR;
  }
  return {
    start: groups.code || groups.symbol ? start : start + match[0].indexOf(groups.number),
    end,
    value,
    currency,
    dollar,
    multiplier,
    impliedYearly: unit === 'lpa',
    impliedCurrency: unit && INDIAN_UNITS.has(unit) ? 'INR' : null,
    separated: GROUPED.test(groups.number) || INDIAN_GROUPED.test(groups.number),
    plus: !!groups.plus,
  };
}

const GROUPED = /^([1-9]\d{0,2}(?:[,.' ]\d{3})+)(?:[.,](\d{1,2}))?$/;
// Indian grouping: lakhs and crores ("8,00,000", "1,20,00,000").
const INDIAN_GROUPED = /^([1-9]\d?,\d{2}(?:,\d{2}){0,2},\d{3})(?:\.(\d{1,2}))?$/;

/**
 * "45,000", "100.000", "90 000", "122,980.78", "8,00,000" (grouped thousands); "31,2", "26.01",
 * "0.034" (decimals).
 */
function numberOf(digits: string): number {
  const grouped = GROUPED.exec(digits) ?? INDIAN_GROUPED.exec(digits);
  if (grouped) return Number(grouped[1].replace(/\D/g, '')) + (grouped[2] ? Number(`0.${grouped[2]}`) : 0);
  return Number(digits.replace(',', '.').replace(/[' ]/g, ''));
}

function joinsRange(first: Token, second: Token, gap: string): boolean {
  if (first.plus || gap.length > 20) return false;
  // "$70k - $92k (AUD)": a bare dollar takes the other end's currency; two named ones must agree.
  if (first.currency && second.currency && !first.dollar && !second.dollar && first.currency !== second.currency) return false;
  if (RANGE_GAP.test(gap)) return true;
  // "$80 $120/hour": two priced amounts side by side.
  return JUXTAPOSED.test(gap) && first.currency !== null && second.currency !== null;
}

function rangeOf(first: Token, second: Token, text: string): MoneyMention {
  let low = first.value;
  let high = second.value;
  // "$40-108k", "25K-35K", "$5 o $6K": the multiplier written once covers both ends.
  if (first.multiplier === 1 && second.multiplier > 1 && low * second.multiplier <= high) low *= second.multiplier;
  // "75,000 CAD to 108,00 CAD" (a typo for 108,000): an end a thousand times too small.
  if (low > high && second.multiplier === 1 && high * 1000 >= low) high *= 1000;
  if (low > high) [low, high] = [high, low];
  const stated = [first, second].find((token) => token.currency && !token.dollar)?.currency ?? null;
  const dollar = first.dollar || second.dollar;
  return {
    start: first.start,
    end: second.end,
    low,
    high,
    currency: stated ?? (dollar ? dollarOf(text, second.end) : (first.impliedCurrency ?? second.impliedCurrency)),
    impliedYearly: first.impliedYearly || second.impliedYearly,
    scaled: first.separated || second.separated || first.multiplier > 1 || second.multiplier > 1,
  };
}

function singleOf(token: Token, text: string): MoneyMention {
  return {
    start: token.start,
    end: token.end,
    low: token.value,
    high: token.plus ? null : token.value,
    currency: token.dollar ? dollarOf(text, token.end) : (token.currency ?? token.impliedCurrency),
    impliedYearly: token.impliedYearly,
    scaled: token.separated || token.multiplier > 1,
  };
}

/** A bare "$" is USD unless a note right after it names another dollar ("listed in CAD"). */
const dollarOf = (text: string, end: number): string => currencyNoteIn(text.slice(end, end + 100)) ?? 'USD';
