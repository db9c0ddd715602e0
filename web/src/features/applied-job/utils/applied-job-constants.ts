/** Tasks, contacts and notes come 5 to a page (spec section 9). */
export const APPLIED_JOB_ITEMS_PAGE_SIZE = 5;
