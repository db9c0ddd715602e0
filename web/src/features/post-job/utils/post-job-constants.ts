/** The posting's terms as the preview shows them (spec section 9); the server applies the same ones. */
export const PREVIEW_PIN_DAYS = 7;
export const PREVIEW_VALID_MONTHS = 1;
export const AUTO_BUMP_DAYS = 30;

/** What POST /remotejobs accepts as the company logo. */
export const LOGO_MAX_BYTES = 2 * 1024 * 1024;
export const ACCEPTED_LOGO_TYPES = 'image/png,image/jpeg,image/webp,image/gif';
