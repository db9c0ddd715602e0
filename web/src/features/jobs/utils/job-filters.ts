import type { JobFilterInput } from '../../../generated/graphql';
import { DEFAULT_PAY_CURRENCY, JOB_TYPES, SENIORITIES } from './job-constants';

/**
 * "Jobs I can take from {country}": leave out the jobs that refuse it ('open', what the server
 * does by default once the seeker has a country), keep only the ones that admit it ('confirmed'),
 * or do not look ('any').
 */
export type PlaceFilter = 'any' | 'open' | 'confirmed';
export type JobSort = 'date' | 'pay';

/** The remote-jobs filter as the panel edits it. */
export interface JobFilters {
  sources: string[];
  categories: string[];
  tags: string[];
  hideViewedJobs: boolean;
  worldwide: boolean;
  eligibility: PlaceFilter;
  /** Minimum annual pay in payCurrency; null for none. */
  minPay: number | null;
  payCurrency: string;
  withPayOnly: boolean;
  jobTypes: string[];
  seniorities: string[];
  sort: JobSort;
  /** Keyword search; not part of the saved session. */
  query: string;
}

/** What the server saves of a search; issue #19's fields only once a user has used them. */
export interface SavedJobFilters {
  sources: readonly string[];
  categories: readonly string[];
  tags: readonly string[];
  hideViewedJobs: boolean;
  worldwide: boolean;
  eligibility?: string | null;
  minPay?: number | null;
  payCurrency?: string | null;
  withPayOnly?: boolean | null;
  jobTypes?: readonly string[] | null;
  seniorities?: readonly string[] | null;
  sort?: string | null;
}

export const EMPTY_JOB_FILTERS: JobFilters = {
  sources: [],
  categories: [],
  tags: [],
  hideViewedJobs: false,
  worldwide: false,
  eligibility: 'open',
  minPay: null,
  payCurrency: DEFAULT_PAY_CURRENCY,
  withPayOnly: false,
  jobTypes: [],
  seniorities: [],
  sort: 'date',
  query: '',
};

// The server saves types and seniorities lower-cased; the panel's options are the API's spellings.
const known = (values: readonly string[] | null | undefined, options: readonly string[]): string[] =>
  (values ?? []).flatMap((value) => options.find((option) => option.toLowerCase() === value.toLowerCase()) ?? []);

const placeFilterOf = (value: string | null | undefined): PlaceFilter => (value === 'any' || value === 'confirmed' ? value : 'open');

/**
 * The selections a visit starts with: what the server saved from the last
 * search, except that a category page always shows just its own category.
 */
export function initialJobFilters(saved: SavedJobFilters | null | undefined, categoryTitle?: string): JobFilters {
  const filters: JobFilters = saved
    ? {
        sources: [...saved.sources],
        categories: [...saved.categories],
        tags: [...saved.tags],
        hideViewedJobs: saved.hideViewedJobs,
        worldwide: saved.worldwide,
        eligibility: placeFilterOf(saved.eligibility),
        minPay: saved.minPay && saved.minPay > 0 ? saved.minPay : null,
        payCurrency: saved.payCurrency || DEFAULT_PAY_CURRENCY,
        withPayOnly: saved.withPayOnly ?? false,
        jobTypes: known(saved.jobTypes, JOB_TYPES),
        seniorities: known(saved.seniorities, SENIORITIES),
        sort: saved.sort === 'pay' ? 'pay' : 'date',
        query: '',
      }
    : { ...EMPTY_JOB_FILTERS };
  return categoryTitle ? { ...filters, categories: [categoryTitle] } : filters;
}

/** A filter as the API takes it (an opened saved search's), as the panel edits it. */
export const jobFiltersOf = (filter: JobFilterInput): JobFilters => ({
  ...initialJobFilters({ ...filter, categories: filter.categories ?? [], sources: filter.sources ?? [], tags: filter.tags ?? [], hideViewedJobs: !!filter.hideViewedJobs, worldwide: !!filter.worldwide }),
  query: filter.query ?? '',
});

/**
 * The filter as the API takes it. Issue #19's fields go only when they narrow or reorder the
 * list, so an untouched panel asks what it always asked (and what the landing prefetch asked).
 * Where the seeker can work from counts only once they have said their country: without one
 * the server has nothing to judge jobs by.
 */
export function toJobFilterInput(filters: JobFilters, userCountry: string | null | undefined): JobFilterInput {
  const query = filters.query.trim();
  return {
    categories: filters.categories,
    sources: filters.sources,
    tags: filters.tags,
    hideViewedJobs: filters.hideViewedJobs,
    worldwide: filters.worldwide,
    ...(query ? { query } : {}),
    ...(userCountry && filters.eligibility !== 'open' ? { eligibility: filters.eligibility } : {}),
    ...(filters.minPay ? { minPay: filters.minPay, payCurrency: filters.payCurrency } : {}),
    ...(filters.withPayOnly ? { withPayOnly: true } : {}),
    ...(filters.jobTypes.length > 0 ? { jobTypes: filters.jobTypes } : {}),
    ...(filters.seniorities.length > 0 ? { seniorities: filters.seniorities } : {}),
    ...(filters.sort === 'pay' ? { sort: filters.sort } : {}),
  };
}

export const hasChosenFilters = (filters: JobFilters): boolean =>
  filters.sources.length + filters.categories.length + filters.tags.length > 0;

/** How many of the panel's choices narrow or reorder the list, the keyword aside (the phone's "Filters (n)"). */
export function countChosenFilters(filters: JobFilters): number {
  const lists = filters.sources.length + filters.categories.length + filters.tags.length + filters.jobTypes.length + filters.seniorities.length;
  const choices = [filters.hideViewedJobs, filters.worldwide, filters.withPayOnly, filters.minPay !== null, filters.eligibility !== 'open', filters.sort !== 'date'];
  return lists + choices.filter(Boolean).length;
}

/**
 * The filter as the page's address keeps it: what the API takes, but "jobs I can take from my
 * country" whatever the viewer's country (whoever opens the address applies it to theirs), and
 * never the hide-viewed switch, which is the viewer's own.
 */
export function addressFilterOf(filters: JobFilters): JobFilterInput {
  const { hideViewedJobs: _own, eligibility: _place, ...rest } = toJobFilterInput(filters, null);
  return { ...rest, ...(filters.eligibility !== 'open' ? { eligibility: filters.eligibility } : {}) };
}
