export const TEST_CHECKOUT_MESSAGES = {
  testMode: 'Test mode — no card is charged',
  notFound: "This checkout doesn't exist. It may have been started on another server.",
  complete: 'This checkout has already been paid.',
  expired: 'This checkout was cancelled or has expired.',
} as const;
