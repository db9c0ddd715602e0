import type { JobFilterInput } from '../../../generated/graphql';

/** The remote-jobs filter as the panel edits it. */
export interface JobFilters {
  sources: string[];
  categories: string[];
  tags: string[];
  hideViewedJobs: boolean;
  worldwide: boolean;
  /** Keyword search; not part of the saved session. */
  query: string;
}

export interface SavedJobFilters {
  sources: readonly string[];
  categories: readonly string[];
  tags: readonly string[];
  hideViewedJobs: boolean;
  worldwide: boolean;
}

export const EMPTY_JOB_FILTERS: JobFilters = {
  sources: [],
  categories: [],
  tags: [],
  hideViewedJobs: false,
  worldwide: false,
  query: '',
};

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
        query: '',
      }
    : { ...EMPTY_JOB_FILTERS };
  return categoryTitle ? { ...filters, categories: [categoryTitle] } : filters;
}

export function toJobFilterInput(filters: JobFilters): JobFilterInput {
  const query = filters.query.trim();
  return {
    categories: filters.categories,
    sources: filters.sources,
    tags: filters.tags,
    hideViewedJobs: filters.hideViewedJobs,
    worldwide: filters.worldwide,
    ...(query ? { query } : {}),
  };
}

export const hasChosenFilters = (filters: JobFilters): boolean =>
  filters.sources.length + filters.categories.length + filters.tags.length > 0;
