/** Page sizes and timings of job discovery (spec section 9). */
export const JOBS_PAGE_SIZE = 10;
export const SHORTLISTED_JOBS_PAGE_SIZE = 20;
export const VIEWED_JOBS_PAGE_SIZE = 10;
export const TAG_SEARCH_LIMIT = 10;
export const KEYWORD_DEBOUNCE_MS = 500;
