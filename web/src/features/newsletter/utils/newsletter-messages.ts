/** The product's words for the newsletter screen (spec sections 5 and 8). */
export const NEWSLETTER_MESSAGES = {
  subscribed: 'Newsletter subscribed successfully',
  subscriptionFailed: 'Newsletter subscription failed',
  updated: 'Updated newsletter preferences successfully',
  unsubscribed: 'Unsubscribed newsletter successfully',
  loginLinkSent: 'Newsletter login link sent successfully',
  freeWithPlan: 'The newsletter is free with your RemoteHunt plan.',
  unsubscribeConfirm: 'Do you really want to unsubscribe ?',
  keywordsHint: 'Keywords filter the jobs of the selected categories, e.g. front end, react js, backend, full stack',
} as const;

/** A visitor's free subscription waits for the address to be confirmed. */
export const confirmationSentText = (email: string): string => `We sent a link to ${email}: open it to confirm your subscription`;

/** Spec section 9: what the paid newsletter costs at least, when the price list has not said. */
export const FALLBACK_MONTHLY_PRICE = '$2';

/** Back from paying as a visitor: the receipt's link is what signs them in. */
export const paidNewsletterText = (email: string): string =>
  `Your newsletter is paid for. We emailed your receipt to ${email}: its link signs you in here, where you can change these preferences at any time.`;
