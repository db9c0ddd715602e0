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
  return errors;
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
}

export function toJobInfo(draft: PostingDraft, jobType: string): JobInfo {
  return {
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
