/** The product's words for the unsubscribe page (spec section 8), misspelling included. */
export const UNSUBSCRIBE_MESSAGES = {
  unsubscribed: 'unsubscribed successfully',
  failed: 'unsubscrib failed',
  everything: 'You will no longer receive emails from RemoteHunt, newsletter digests included. Tell us why, if you like.',
  remindersOnly: 'You will no longer receive reminders of interviews and tasks due. Other emails from RemoteHunt go on. Tell us why, if you like.',
} as const;

/** Spec section 9: after either answer the page leaves for the site root this long after. */
export const UNSUBSCRIBE_REDIRECT_DELAY_MS = 3000;
