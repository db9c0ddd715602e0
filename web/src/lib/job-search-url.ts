import type { JobFilterInput } from '../generated/graphql';

/**
 * A job search as the address of its page (`#/remote-jobs?q=react&categories=Design&page=3`), so a
 * reload keeps the place, Back and Forward step through searches, and a copied address opens the
 * same search for someone else. The hide-viewed switch is left out: it is about the viewer's own
 * history, so whoever opens the address keeps their own. Reading is forgiving: a value that is not
 * one of ours is dropped, never an error, since anyone can type or mangle an address.
 */
export interface JobSearch {
  filter: JobFilterInput;
  page: number;
}

/** The query's names for each list of the filter (short and readable: `boards`, `type`). */
const LISTS = [
  ['categories', 'categories'],
  ['sources', 'boards'],
  ['tags', 'tags'],
  ['jobTypes', 'type'],
  ['seniorities', 'seniority'],
] as const;
const KEYS = ['q', 'place', 'minPay', 'currency', 'withPay', 'worldwide', 'sort', 'page', ...LISTS.map(([, key]) => key)];

const MAX_VALUES = 50;
const MAX_VALUE_LENGTH = 100;
const MAX_QUERY_LENGTH = 200;
const MAX_PAGE = 10_000;
const MAX_PAY = 100_000_000;

const text = (value: string | null, max: number): string | null => {
  const trimmed = value?.trim();
  return trimmed && trimmed.length <= max ? trimmed : null;
};
const wholeNumber = (value: string | null, max: number): number | null => {
  if (!value || !/^\d{1,9}$/.test(value)) return null;
  const number = Number(value);
  return number >= 1 && number <= max ? number : null;
};

/** The search an address holds; null when it holds none (the list then starts from the saved session filters). */
export function readJobSearch(search: string): JobSearch | null {
  const params = new URLSearchParams(search);
  if (!KEYS.some((key) => params.has(key))) return null;
  const filter: JobFilterInput = {};
  for (const [field, key] of LISTS) {
    const values = [...new Set(params.getAll(key).flatMap((value) => text(value, MAX_VALUE_LENGTH) ?? []))].slice(0, MAX_VALUES);
    filter[field] = values;
  }
  const query = text(params.get('q'), MAX_QUERY_LENGTH);
  if (query) filter.query = query;
  const place = params.get('place');
  if (place === 'any' || place === 'confirmed') filter.eligibility = place;
  const minPay = wholeNumber(params.get('minPay'), MAX_PAY);
  if (minPay) {
    filter.minPay = minPay;
    const currency = params.get('currency');
    if (currency && /^[A-Z]{3}$/.test(currency)) filter.payCurrency = currency;
  }
  if (params.get('withPay') === '1') filter.withPayOnly = true;
  if (params.get('worldwide') === '1') filter.worldwide = true;
  if (params.get('sort') === 'pay') filter.sort = 'pay';
  return { filter, page: wholeNumber(params.get('page'), MAX_PAGE) ?? 1 };
}

/** The address's query for a search: only what narrows or reorders it, so the plain list is `#/remote-jobs`. */
export function writeJobSearch({ filter, page }: JobSearch): string {
  const params = new URLSearchParams();
  if (filter.query?.trim()) params.set('q', filter.query.trim());
  for (const [field, key] of LISTS) for (const value of filter[field] ?? []) params.append(key, value);
  if (filter.eligibility === 'any' || filter.eligibility === 'confirmed') params.set('place', filter.eligibility);
  if (filter.minPay) {
    params.set('minPay', String(filter.minPay));
    if (filter.payCurrency) params.set('currency', filter.payCurrency);
  }
  if (filter.withPayOnly) params.set('withPay', '1');
  if (filter.worldwide) params.set('worldwide', '1');
  if (filter.sort === 'pay') params.set('sort', 'pay');
  if (page > 1) params.set('page', String(page));
  return params.toString();
}
