import { DomainError } from '../common/domain-error';

/**
 * How far anyone may page through the public pages, without an account (issue 49). Rules of the
 * product, so they live here and the pages only show them.
 */

/** Visitors see this many pages of any search; past them, the sign-up that shows the rest. */
export const VISITOR_PAGES = 5;
/** Jobs on one page of the public search. */
export const SEARCH_PAGE_SIZE = 20;
/** A category page pages through its newest 1,000 jobs, 50 at a time, as far as the app's list reaches; past that, its search. */
export const CATEGORY_PAGES = 20;
/** No address asks for a page past this: a bound on the number, not on what a page shows. */
const MAX_PAGE = 10_000;

/**
 * The page an address asks for (`?page=`): 1 when none, else a whole number from 1 to `last`.
 * Anything else (text, an array, 0, a page past the last) is refused naming `page`.
 */
export function pageOfAddress(value: unknown, last = MAX_PAGE): number {
  if (value === undefined) return 1;
  const page = typeof value === 'string' && /^\d{1,5}$/.test(value) ? Number(value) : 0;
  if (page < 1 || page > last) {
    throw DomainError.validation(last === MAX_PAGE ? 'page: give a page number from 1' : `page: give a page number from 1 to ${last}`, { field: 'page' });
  }
  return page;
}

/**
 * Which page of the engine's answer a visitor's page `page` shows: past VISITOR_PAGES none (the
 * page is the sign-up, and needs only the count, which the first page has).
 */
export const searchPageFor = (page: number) => ({ page: page > VISITOR_PAGES ? 1 : page, limit: SEARCH_PAGE_SIZE, pastVisitorPages: page > VISITOR_PAGES });
