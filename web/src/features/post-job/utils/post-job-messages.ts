/** The product's words for posting a job (spec sections 4, 5 and 8). */
export const POST_JOB_MESSAGES = {
  productUnavailable: 'Unable to show subscription options right now, please try again after some time',
  posted: 'Job posted successfully',
  postingFailed: 'Posting job failed',
  paidHeading: (jobTitle: string | null) => (jobTitle ? `Your ad "${jobTitle}" is posted` : 'Your ad is posted'),
  paidTerms: 'It is highlighted and pinned to the top of the remote jobs list for 7 days, and listed for one month.',
  paidManage: 'Find it in My job postings, where you can mark it filled or cancel its auto bump.',
  paidVisitorManage: (email: string | null) =>
    `Your receipt went to ${email ?? 'the email you ordered with'}. Its link signs you in to My job postings, where you can mark the job filled or cancel its auto bump.`,
  logoNotAnImage: 'The company logo must be a PNG, JPEG, WebP or GIF image',
  logoTooLarge: 'The company logo must be at most 2 MB',
} as const;
