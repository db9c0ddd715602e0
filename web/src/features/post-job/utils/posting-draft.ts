import { amountOf, companyEmail, type PostingDraft } from '@remotehunt/forms/posting';

// The draft's checks are the shared schema (@remotehunt/forms/posting, postingDraftSchema), the server's too.

export type DraftField = keyof PostingDraft;

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

/** Spec section 5: tags, company statement, company description and logo are optional (marked, not checked, here). */
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

export const isEmail = (value: string): boolean => companyEmail.safeParse(value).success;

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
