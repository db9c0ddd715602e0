/** Users per page of the admin users table. */
export const ADMIN_USERS_PAGE_SIZE = 10;

/** The users search waits for a pause in typing this long. */
export const USER_SEARCH_DEBOUNCE_MS = 300;

/** How many of the latest ingestion runs the runs tab lists. */
export const INGESTION_RUNS_LIMIT = 50;

/** What an empty cell shows. */
export const NONE = '—';
