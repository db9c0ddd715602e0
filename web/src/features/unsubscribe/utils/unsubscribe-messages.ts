/** The product's words for the unsubscribe page (spec section 8), misspelling included. */
export const UNSUBSCRIBE_MESSAGES = {
  unsubscribed: 'unsubscribed successfully',
  failed: 'unsubscrib failed',
} as const;

/** Spec section 9: after either answer the page leaves for the site root this long after. */
export const UNSUBSCRIBE_REDIRECT_DELAY_MS = 3000;
