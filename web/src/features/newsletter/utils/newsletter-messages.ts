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

/** The price beside Subscribe, as the price list (which the checkout charges) says it: "$2 a month". */
export function pricePerPeriodText({ amount, period, every }: { amount: string; period: string; every: number }): string {
  return every === 1 ? `${amount} a ${period}, paid by card after Subscribe` : `${amount} every ${every} ${period}s, paid by card after Subscribe`;
}

/** Back from paying as a visitor: the receipt's link is what signs them in. */
export const paidNewsletterText = (email: string): string =>
  `Your newsletter is paid for. We emailed your receipt to ${email}: its link signs you in here, where you can change these preferences at any time.`;
