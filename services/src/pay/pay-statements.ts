import type { Salary, SalaryPeriod } from '../ingestion/board-adapter';
import type { UsdRates } from './annual-usd';
import { moneyMentions, type MoneyMention } from './money-mentions';
import { inferredPeriod, isPlausiblePay } from './plausible-pay';

/**
 * What each amount of money in a text is, judged from the words around it:
 * - pay: what the job pays ("Salary: $120k–$150k", "$25 - $45 an hour");
 * - per-unit: pay per piece of work ("$0.06 per word", "$80 per accepted challenge"), which has
 *   no period a year can be counted in;
 * - not-pay: benefits, bonuses, equity, the company's money (funding, revenue, valuation), prices,
 *   budgets, and numbers too small or too large to be anyone's pay.
 */
export type StatementKind = 'pay' | 'per-unit' | 'not-pay';

export interface PayStatement {
  kind: StatementKind;
  /** The amount as the text states it; the period inferred when the text names none. */
  pay: Salary;
  /** The period the text names (or the unit implies: "LPA"); null when inferred or unknown. */
  statedPeriod: SalaryPeriod | null;
  /** A pay word names it ("salary", "compensation", "earn", "OTE"), not just its shape. */
  cued: boolean;
}

// How far around an amount its words are read: the clause before it, a short phrase after it.
const BEFORE = 120;
const AFTER = 60;
// A word after the amount names it only when this close: "$75,000 base salary", "$1,200/year
// remote work stipend" (not "$1,200/yr to all of our salaries", where the salaries are others').
const PAY_CUE_AFTER = 20;
const NOT_PAY_CUE_AFTER = 45;
// A period word before the amount counts only when this close ("annual salary of $80,000").
const PERIOD_BEFORE_REACH = 60;

const PAY_WORDS = /\b(?:salary|salaries|salario|salário|salaire|sueldo|stipendio|compensation|remuneration|vergütung|rémunération|pay|pays|paid|paying|wages?|earns?|earning|earnings|income|ote|on-target|base|retainer|rates?|make|range|honorarium|ctc|offer|offers|offering)\b|gehalt/gi;
// The money a job posting mentions that is not what the job pays.
const NOT_PAY_WORDS = new RegExp(
  [
    String.raw`\b(?:budgets?|stipends?|allowances?|reimburs\w*|bonus(?:es)?|bono|signing|sign-on|equity|rsus?|stock|shares|options|esop|401\s?\(?k\)?|403\s?\(?b\)?|pension`,
    String.raw`raised|raise|raising|funding|funded|series [a-f]|seed|investors?|invested|investment|revenues?|valuations?|valued|worth|billion|million|trillion`,
    String.raw`assets|aum|tvl|loans?|debt|bookings|transactions?|financing|sale|sales|deals?|quota|pipeline|mrr|arr|gmv|spend|spending|spent|paid out|payouts?`,
    String.raw`donations?|donors?|matching|price|priced|prices|costs?|fees?|normally|plan|insurance|discounts?|vouchers?|prizes?|referral|incentives?|commissions?|variable`,
    String.raw`users|customers|clients|subscribers|members|visitors|downloads|wellness|well-?being|fitness|gym|education|learning|training|conferences?|tuition`,
    String.raw`equipment|hardware|laptop|monitor|home[- ]office|setup|set up|co-?working|internet|phone|travel|relocation|contributions?|benefit|fund|grant|extra|additional`,
    String.raw`growth|business|ads?|advertising|marketing|media|one-time|charitable)\b`,
  ].join('|'),
  'gi',
);
// Where the clause before an amount starts: a sentence end, a bullet, a list separator, a line
// (list items and table cells are lines). "p.a." and "U.S." do not end sentences.
const CLAUSE_BREAK = /(?<![\s.][A-Za-z])[.!?](?=\s)|[;•|·\n]/g;
// Where the phrase after an amount stops: a sentence end or a line.
const SENTENCE_END = /(?<![\s.][A-Za-z])[.!?](?:\s|$)|\n/;
// A heading line alone ("Salary:", "Budget:") introduces the amount on the next line.
const LABEL_ONLY = /^[^A-Za-z]*$/;
// "Budget: $4,000 to $6,000 per month" labels the pay; "learning budget of $1,500" is a benefit.
const BUDGET_LABEL = /^\W*budget\s?:\s?$/i;
// An add-on after the amount is about something else ("+ bonus", "plus equity", "& Offers Equity").
const ADD_ON = /[+&,(;:]|\b(?:plus|and|with|or)\b/i;

const PERIODS_AFTER: readonly (readonly [SalaryPeriod, RegExp])[] = [
  ['hour', /\/\s?(?:h|hr|hrs|hour)\b|\bp\/hr\b|\bper\s(?:hour|hr)\b|\ban\shour\b|\bhourly\b|\b(?:la|por)\shora\b|\bpro\sstunde\b/i],
  ['day', /\/\s?day\b|\bper\sday\b|\ba\sday\b|\bdaily\b|\bday\srate\b/i],
  ['week', /\/\s?(?:wk|week)\b|\bper\sweek\b|\ba\sweek\b|\bweekly\b/i],
  ['month', /\/\s?(?:mo|mth|month)\b|\bper\smonth\b|\ba\smonth\b|\bmonthly\b|\bmensua(?:l|les|is)\b|\bmonat|\bpar\smois\b|\bmensuel(?:le)?\b|\b(?:al|por)\s(?:mes|mês)\b/i],
  ['year', /\/\s?(?:yr|year|annum)\b|\bper\s(?:year|annum|yr)\b|\ba\syear\b|\bannual(?:ly)?\b|\byearly\b|\bp\.\s?a\.|\bp\/a\b|\bLPA\b|jahr|\bjährlich|\bpar\san\b|\bannuel(?:le)?\b|\banual(?:es)?\b|\b(?:al|por)\s(?:año|ano)\b/i],
];
const PERIOD_WORDS_BEFORE: readonly (readonly [SalaryPeriod, RegExp])[] = [
  ['hour', /\bhourly\b|\bper\shour\b/gi],
  ['day', /\bdaily\b|\bper\sday\b|\bday\s?rate\b/gi],
  ['week', /\bweekly\b|\bper\sweek\b/gi],
  ['month', /\bmonthly\b|\bper\smonth\b|\bmensual\b/gi],
  ['year', /\bannual(?:ly)?\b|\byearly\b|\bper\s(?:year|annum)\b|jahres/gi],
];
// "$0.06 per word", "$20 per 100 words", "$20.50-$37.50 per 30 minute call", "$56 WRVU".
const PER_UNIT = new RegExp(
  String.raw`^\s?(?:[A-Z]{3}\s?)?(?:(?:per|each|\/|a|an)\s(?:\d+[\s-]?(?:minutes?|min)?\s?)?(?:accepted\s|approved\s|completed\s|published\s|live\s)?` +
    String.raw`(?:words?|posts?|articles?|pages?|challenges?|calls?|sales?|tasks?|lessons?|sessions?|visits?|pieces?|projects?|deliverables?|videos?|assignments?|units?|items?|reviews?|tickets?|images?|referrals?|hires?|leads?|appointments?|questions?|submissions?|w?rvus?)\b|w?rvus?\b)`,
  'i',
);
// How close a pay word must introduce a number with no currency ("salary range ... between 90-135k").
const BARE_CUE_REACH = 60;
// "401(k)", "403(b)": plan names, not amounts.
const PLAN_NAME = /^\s?\(?[kb]\)?/i;

export interface StatementOptions {
  /**
   * A job title: an amount in one is pay unless a word says otherwise ("Senior Engineer, CAD
   * 90K"; not "$100k starting bonus"), where a description's lone amount needs a pay word.
   */
  title?: boolean;
}

/**
 * Every amount in the text with what it is, in the order the text gives them. Each is judged
 * from a bounded window around it, so the cost grows linearly with the text.
 */
export function payStatements(text: string, rates: UsdRates, options: StatementOptions = {}): PayStatement[] {
  const mentions = moneyMentions(text);
  return mentions.map((mention, i) => {
    const previousEnd = i > 0 ? mentions[i - 1].end : 0;
    const nextStart = i + 1 < mentions.length ? mentions[i + 1].start : text.length;
    const before = clauseBefore(text.slice(Math.max(previousEnd, mention.start - BEFORE), mention.start));
    const after = phraseAfter(text.slice(mention.end, Math.min(nextStart, mention.end + AFTER)));
    return statementOf(mention, { before, after, rightAfter: text.slice(mention.end, mention.end + 40) }, rates, options);
  });
}

interface Surroundings {
  /** The clause before the amount. */
  before: string;
  /** The phrase after it, up to the next amount. */
  after: string;
  /** The raw text after it, other amounts included. */
  rightAfter: string;
}

function statementOf(mention: MoneyMention, { before, after, rightAfter }: Surroundings, rates: UsdRates, options: StatementOptions): PayStatement {
  const statedPeriod = firstPeriod(after) ?? (mention.impliedYearly ? 'year' : null) ?? periodBefore(before);
  const stated: Salary = { min: mention.low, max: mention.high, currency: mention.currency, period: statedPeriod };
  const pay: Salary = { ...stated, period: inferredPeriod(stated, rates) };
  const cue = cueOf(before, after);
  const statement = (kind: StatementKind): PayStatement => ({ kind, pay, statedPeriod, cued: cue === 'pay' });
  if (cue === 'not-pay') return statement('not-pay');
  if (PER_UNIT.test(rightAfter)) return statement('per-unit');
  if (!isPlausiblePay(pay, rates)) return statement('not-pay');
  if (mention.currency === null) return statement(barePay(mention, before, rightAfter) && pay.period ? 'pay' : 'not-pay');
  if (cue === 'pay' || statedPeriod || (options.title && pay.period)) return statement('pay');
  return statement(looksLikeSalaryRange(mention, pay) ? 'pay' : 'not-pay');
}

/**
 * A number with no currency is pay only when a pay word introduces it and it is written like a
 * salary: "a salary of 45-50k", "salary range ... between 90-135k". Never a 401(k) or a year.
 */
function barePay(mention: MoneyMention, before: string, rightAfter: string): boolean {
  if (!mention.scaled || (PLAN_NAME.test(rightAfter) && [401, 403, 457].includes(mention.low))) return false;
  const cue = lastEnd(PAY_WORDS, before);
  return cue !== null && before.length - cue <= BARE_CUE_REACH && lastEnd(NOT_PAY_WORDS, before) === null;
}

/**
 * A range of annual-looking amounts in a currency, of the spread salary ranges have, reads as
 * pay with no word saying so ("€46,728 - €62,953 + share appreciation rights"); a lone amount
 * does not ("$300B+ US telecom industry").
 */
function looksLikeSalaryRange(mention: MoneyMention, pay: Salary): boolean {
  return mention.high !== null && mention.high !== mention.low && pay.period === 'year' && mention.high <= mention.low * 4;
}

function cueOf(before: string, after: string): 'pay' | 'not-pay' | null {
  const addOn = ADD_ON.exec(after);
  const nearAfter = addOn ? after.slice(0, addOn.index) : after;
  const payAfter = firstIndex(PAY_WORDS, nearAfter.slice(0, PAY_CUE_AFTER));
  const notPayAfter = firstIndex(NOT_PAY_WORDS, nearAfter.slice(0, NOT_PAY_CUE_AFTER));
  if (notPayAfter !== null && (payAfter === null || notPayAfter <= payAfter)) return 'not-pay';
  if (payAfter !== null) return 'pay';
  const payBefore = lastEnd(PAY_WORDS, before);
  const notPayBefore = BUDGET_LABEL.test(before) ? null : lastEnd(NOT_PAY_WORDS, before);
  if (notPayBefore !== null && (payBefore === null || notPayBefore >= payBefore)) return 'not-pay';
  return payBefore !== null ? 'pay' : null;
}

function clauseBefore(text: string): string {
  let start = 0;
  let previous = 0;
  for (const m of text.matchAll(CLAUSE_BREAK)) {
    previous = start;
    start = (m.index ?? 0) + m[0].length;
  }
  const clause = text.slice(start);
  return LABEL_ONLY.test(clause) && text[start - 1] === '\n' ? text.slice(previous) : clause;
}

function phraseAfter(text: string): string {
  const end = SENTENCE_END.exec(text);
  return end ? text.slice(0, end.index + (end[0].startsWith('\n') ? 0 : 1)) : text;
}

function firstPeriod(after: string): SalaryPeriod | null {
  let best: [SalaryPeriod, number] | null = null;
  for (const [period, pattern] of PERIODS_AFTER) {
    const found = pattern.exec(after);
    if (found && (best === null || found.index < best[1])) best = [period, found.index];
  }
  return best?.[0] ?? null;
}

/** "annual salary of", "Monthly salary ranges from", "hourly rate of": a period word in a pay clause. */
function periodBefore(before: string): SalaryPeriod | null {
  if (lastEnd(PAY_WORDS, before) === null) return null;
  let best: [SalaryPeriod, number] | null = null;
  for (const [period, pattern] of PERIOD_WORDS_BEFORE) {
    const end = lastEnd(pattern, before);
    if (end !== null && before.length - end <= PERIOD_BEFORE_REACH && (best === null || end > best[1])) best = [period, end];
  }
  return best?.[0] ?? null;
}

function firstIndex(pattern: RegExp, text: string): number | null {
  pattern.lastIndex = 0;
  const found = pattern.exec(text);
  pattern.lastIndex = 0;
  return found ? found.index : null;
}

function lastEnd(pattern: RegExp, text: string): number | null {
  let end: number | null = null;
  for (const m of text.matchAll(pattern)) end = (m.index ?? 0) + m[0].length;
  return end;
}
