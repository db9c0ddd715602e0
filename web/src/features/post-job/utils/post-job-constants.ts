/** The posting's terms as the preview shows them (spec section 9); the server applies the same ones. */
export const PREVIEW_PIN_DAYS = 7;
export const PREVIEW_VALID_MONTHS = 1;
export const AUTO_BUMP_DAYS = 30;

/** What POST /remotejobs accepts as the company logo. */
export const LOGO_MAX_BYTES = 2 * 1024 * 1024;
export const ACCEPTED_LOGO_TYPES = 'image/png,image/jpeg,image/webp,image/gif';

/**
 * Back from paying, how often and how long the page asks whether the payment has made the poster
 * a recruiter yet: the card provider's webhook, which publishes the posting, can arrive a little
 * after the browser does.
 */
export const RECRUITER_CHECK_INTERVAL_MS = 2000;
export const RECRUITER_CHECK_ATTEMPTS = 15;
