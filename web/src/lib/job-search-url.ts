import { ADDRESS_FLAG_ON, JOB_SEARCH_LISTS, JOB_SEARCH_PARAMS as NAMES } from '@remotehunt/forms/job-search-address';
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

const KEYS: string[] = Object.values(NAMES);

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
  for (const field of JOB_SEARCH_LISTS) {
    const values = [...new Set(params.getAll(NAMES[field]).flatMap((value) => text(value, MAX_VALUE_LENGTH) ?? []))].slice(0, MAX_VALUES);
    filter[field] = values;
  }
  const query = text(params.get(NAMES.query), MAX_QUERY_LENGTH);
  if (query) filter.query = query;
  const place = params.get(NAMES.eligibility);
  if (place === 'any' || place === 'confirmed') filter.eligibility = place;
  const minPay = wholeNumber(params.get(NAMES.minPay), MAX_PAY);
  if (minPay) {
    filter.minPay = minPay;
    const currency = params.get(NAMES.payCurrency);
    if (currency && /^[A-Z]{3}$/.test(currency)) filter.payCurrency = currency;
  }
  if (params.get(NAMES.withPayOnly) === ADDRESS_FLAG_ON) filter.withPayOnly = true;
  if (params.get(NAMES.worldwide) === ADDRESS_FLAG_ON) filter.worldwide = true;
  if (params.get(NAMES.sort) === 'pay') filter.sort = 'pay';
  return { filter, page: wholeNumber(params.get(NAMES.page), MAX_PAGE) ?? 1 };
}

/** The address's query for a search: only what narrows or reorders it, so the plain list is `#/remote-jobs`. */
export function writeJobSearch({ filter, page }: JobSearch): string {
  const params = new URLSearchParams();
  if (filter.query?.trim()) params.set(NAMES.query, filter.query.trim());
  for (const field of JOB_SEARCH_LISTS) for (const value of filter[field] ?? []) params.append(NAMES[field], value);
  if (filter.eligibility === 'any' || filter.eligibility === 'confirmed') params.set(NAMES.eligibility, filter.eligibility);
  if (filter.minPay) {
    params.set(NAMES.minPay, String(filter.minPay));
    if (filter.payCurrency) params.set(NAMES.payCurrency, filter.payCurrency);
  }
  if (filter.withPayOnly) params.set(NAMES.withPayOnly, ADDRESS_FLAG_ON);
  if (filter.worldwide) params.set(NAMES.worldwide, ADDRESS_FLAG_ON);
  if (filter.sort === 'pay') params.set(NAMES.sort, 'pay');
  if (page > 1) params.set(NAMES.page, String(page));
  return params.toString();
}
