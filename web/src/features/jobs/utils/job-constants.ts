/** Page sizes and timings of job discovery (spec section 9). */
export const JOBS_PAGE_SIZE = 10;
export const SHORTLISTED_JOBS_PAGE_SIZE = 20;
export const VIEWED_JOBS_PAGE_SIZE = 10;
export const TAG_SEARCH_LIMIT = 10;
export const KEYWORD_DEBOUNCE_MS = 500;
/** The employment types the list filters by, as the API spells them. */
export const JOB_TYPES = ['Full-Time', 'Part-Time', 'Contract', 'Freelance', 'Internship', 'Temporary', 'Volunteer'] as const;
/** The seniorities the list filters by, as the API spells them (lib/format-pay names them). */
export const SENIORITIES = ['intern', 'junior', 'mid', 'senior', 'lead', 'principal', 'manager', 'director'] as const;
/** What minimum pay is in unless the seeker picks another currency. */
export const DEFAULT_PAY_CURRENCY = 'USD';
