import { POST_JOB_MESSAGES } from './post-job-messages';

/** The Post a job form as the user fills it in; the logo travels separately, as a file. */
export interface PostingDraft {
  category: string;
  jobTitle: string;
  /** Empty until chosen: the first job type the server offers stands for it. */
  jobType: string;
  jobDescription: string;
  companyHq: string;
  location: string;
  applyUrl: string;
  companyName: string;
  websiteUrl: string;
  email: string;
  companyDescription: string;
  companyStatement: string;
  tags: string;
  /** Optional pay: amounts as typed; currency and period default to the server's first choices. */
  salaryMin: string;
  salaryMax: string;
  salaryCurrency: string;
  salaryPeriod: string;
}

export type DraftField = keyof PostingDraft;
export type DraftErrors = Partial<Record<DraftField, string>>;

export const EMPTY_DRAFT: PostingDraft = {
  category: '',
  jobTitle: '',
  jobType: '',
  jobDescription: '',
  companyHq: '',
  location: '',
  applyUrl: '',
  companyName: '',
  websiteUrl: '',
  email: '',
  companyDescription: '',
  companyStatement: '',
  tags: '',
  salaryMin: '',
  salaryMax: '',
  salaryCurrency: '',
  salaryPeriod: '',
};

/** Spec section 5: tags, company statement, company description and logo are optional. */
export const REQUIRED_FIELDS = [
  'jobTitle',
  'category',
  'companyHq',
  'location',
  'applyUrl',
  'jobDescription',
  'companyName',
  'websiteUrl',
  'email',
] as const satisfies readonly DraftField[];

// The same checks the server makes (services/src/job-postings/posting-form.ts), so a form that
// passes here is not turned back after the user has gone on to pay.
const WEB_ADDRESS = /^https?:\/\/[^\s/]+\.[^\s]+$/i;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const isEmail = (value: string): boolean => EMAIL.test(value.trim());

function formatProblem(field: DraftField, value: string): string | undefined {
  switch (field) {
    case 'websiteUrl':
      return WEB_ADDRESS.test(value) ? undefined : POST_JOB_MESSAGES.invalidWebsite;
    case 'email':
      return isEmail(value) ? undefined : POST_JOB_MESSAGES.invalidEmail;
    case 'applyUrl':
      return WEB_ADDRESS.test(value) || isEmail(value.replace(/^mailto:/i, '')) ? undefined : POST_JOB_MESSAGES.invalidApplyTarget;
    default:
      return undefined;
  }
}

export function validateDraft(draft: PostingDraft): DraftErrors {
  const errors: DraftErrors = {};
  for (const field of REQUIRED_FIELDS) {
    const value = draft[field].trim();
    const problem = value ? formatProblem(field, value) : POST_JOB_MESSAGES.required;
    if (problem) errors[field] = problem;
  }
  return { ...errors, ...payProblems(draft) };
}

/** The most the server takes in any period (services/src/job-postings/posting-form.ts). */
const MAX_SALARY_AMOUNT = 100_000_000;

/** An amount as typed ("120000", "120,000", "18.50"); NaN when it is not one. */
export const amountOf = (value: string): number => (value.trim() ? Number(value.replace(/[,\s]/g, '')) : NaN);

/** Pay is optional; given, each amount is a positive number and the range runs the right way. */
function payProblems(draft: PostingDraft): DraftErrors {
  const errors: DraftErrors = {};
  const [min, max] = [amountOf(draft.salaryMin), amountOf(draft.salaryMax)];
  for (const [field, amount] of [['salaryMin', min], ['salaryMax', max]] as const) {
    if (draft[field].trim() && !(amount > 0 && amount <= MAX_SALARY_AMOUNT)) errors[field] = POST_JOB_MESSAGES.invalidSalary;
  }
  if (!errors.salaryMin && !errors.salaryMax && min > max) errors.salaryMax = POST_JOB_MESSAGES.salaryRange;
  return errors;
}

/** jobInfo's salary, or undefined when no amount was given. */
export function postedSalary(draft: PostingDraft, defaults: { currency: string; period: string }): JobInfo['salary'] {
  const [min, max] = [amountOf(draft.salaryMin), amountOf(draft.salaryMax)];
  if (Number.isNaN(min) && Number.isNaN(max)) return undefined;
  return {
    ...(Number.isNaN(min) ? {} : { min }),
    ...(Number.isNaN(max) ? {} : { max }),
    currency: draft.salaryCurrency || defaults.currency,
    period: draft.salaryPeriod || defaults.period,
  };
}

/** Comma-separated tags as posted: blank entries, trailing ones included, are dropped. */
export function postedTags(tags: string): string[] {
  return tags
    .split(',')
    .map((tag) => tag.trim())
    .filter(Boolean);
}

/** jobInfo of POST /remotejobs (spec section 7). */
export interface JobInfo {
  jobTitle: string;
  category: string;
  jobType: string;
  description: string;
  location: string;
  applyUrl: string;
  companyName: string;
  tags: string;
  company: { hq: string; email: string; websiteUrl: string; description: string; statement: string };
  salary?: { min?: number; max?: number; currency: string; period: string };
}

/** Pay's defaults when the poster did not choose: the server's first currency and period. */
export const PAY_DEFAULTS = { currency: 'USD', period: 'year' } as const;

export function toJobInfo(draft: PostingDraft, jobType: string): JobInfo {
  const salary = postedSalary(draft, PAY_DEFAULTS);
  return {
    ...(salary ? { salary } : {}),
    jobTitle: draft.jobTitle.trim(),
    category: draft.category,
    jobType,
    description: draft.jobDescription,
    location: draft.location,
    applyUrl: draft.applyUrl.trim(),
    companyName: draft.companyName.trim(),
    tags: postedTags(draft.tags).join(','),
    company: {
      hq: draft.companyHq.trim(),
      email: draft.email.trim(),
      websiteUrl: draft.websiteUrl.trim(),
      description: draft.companyDescription.trim(),
      statement: draft.companyStatement.trim(),
    },
  };
}
