/** The product's words for the subscription screens (spec sections 5 and 8). */
export const SUBSCRIPTION_MESSAGES = {
  provideName: 'Please provide first and last name details',
  provideCard: 'Please provide card details',
  succeeded: 'Subscription successful',
  paymentFailed: 'Payment failed, Please try again',
  checkoutCancelled: 'Subscription failed',
  cancelled: 'Cancelled subscription successfully',
  cancelFailed: 'Cancelling subscription failed, please try again after some time',
  cancelConfirm: 'Do you really want to cancel your subscription ? It will not renew and ends with the period you paid for.',
  plansUnavailable: 'Unable to show subscription options right now, please try again after some time',
  planNotOffered: 'That plan is not offered any more: please choose one of these.',
  testCardOnly: 'Please use a test card such as 4242 4242 4242 4242',
} as const;

/** What the form says while Subscribe runs (useSubscribeWithCard's steps). */
export const SUBSCRIBE_STEP_MESSAGES = {
  customer: 'Setting up your billing account…',
  card: 'Checking your card with the card provider…',
  subscription: 'Starting your subscription…',
  confirming: 'Waiting for your bank to confirm the first payment; this takes a few seconds…',
} as const;
