/** The product's words for posting a job (spec sections 4, 5 and 8). */
export const POST_JOB_MESSAGES = {
  incompleteForm: 'Please provide all the details',
  productUnavailable: 'Unable to show subscription options right now, please try again after some time',
  posted: 'Job posted successfully',
  postingFailed: 'Posting job failed',
  required: 'Required',
  invalidWebsite: 'Please provide the address, starting with http:// or https://',
  invalidEmail: 'Please provide a valid email',
  invalidApplyTarget: 'Please provide a link (https://…) or an email address',
  invalidSalary: 'Please give an amount, such as 120000',
  salaryRange: 'The top of the range must not be below its start',
  logoNotAnImage: 'The company logo must be a PNG, JPEG, WebP or GIF image',
  logoTooLarge: 'The company logo must be at most 2 MB',
} as const;
