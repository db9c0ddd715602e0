/** My job postings pages by the default limit (spec section 9). */
export const MY_JOB_POSTINGS_PAGE_SIZE = 10;
