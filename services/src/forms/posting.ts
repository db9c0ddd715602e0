import { z } from 'zod';

/**
 * The Post a job form's rules. Each field's check and the page's word for it live here; the API's
 * jobInfo schema (services/src/job-postings/posting-form.ts) is built from the same checks and
 * answers any missing or wrong required field with the spec's one alert, INCOMPLETE_FORM_MESSAGE,
 * naming the fields, while the page shows that alert and each field's own word.
 */

/** The posting form's category values (spec section 3), each an alias of a canonical category. */
export const POSTING_CATEGORIES = [
  'Developer',
  'Design',
  'Devops and Sysadmin',
  'Business Management and Finance',
  'Product',
  'Customer Support',
  'Sales and Marketing',
  'Accounting',
  'Data Entry',
  'Editing',
  'Healthcare',
  'HR',
  'IT',
  'Legal',
  'QA',
  'Teaching',
  'Virtual Assitant',
  'Writing',
  'Business Enablement',
  'General & Administrative',
  'All Other',
] as const;

export const REGIONAL_RESTRICTIONS = [
  'Worldwide',
  'USA Only',
  'North America Only',
  'Europe Only',
  'Americas Only',
  'Canada Only',
  'EMEA Only',
  'Asia Only',
  'Africa Only',
  "Other (don't specify)",
] as const;

export const JOB_TYPES = ['Full-Time', 'Contract'] as const;

/** The spec's alert for a form with a required field missing or wrong. */
export const INCOMPLETE_FORM_MESSAGE = 'Please provide all the details';

/** The page's word beside each field. */
export const POSTING_FIELD_MESSAGES = {
  required: 'Required',
  invalidWebsite: 'Please provide the address, starting with http:// or https://',
  invalidEmail: 'Please provide a valid email',
  invalidApplyTarget: 'Please provide a link (https://…) or an email address',
  invalidSalary: 'Please give an amount, such as 120000',
  salaryRange: 'The top of the range must not be below its start',
} as const;
const M = POSTING_FIELD_MESSAGES;

const tooLong = (max: number) => `Please keep it under ${max} characters`;
export const requiredText = (max: number) => z.string({ message: M.required }).trim().min(1, M.required).max(max, tooLong(max));
export const optionalText = (max: number) => z.string().trim().max(max, tooLong(max));
export const category = z.enum(POSTING_CATEGORIES, { message: M.required });
export const location = z.enum(REGIONAL_RESTRICTIONS, { message: M.required });

const WEB_ADDRESS = /^https?:\/\/[^\s/]+\.[^\s]+$/i;
const isEmail = (value: string) => z.email().safeParse(value).success;

export const webAddress = z
  .string({ message: M.required })
  .trim()
  .min(1, M.required)
  .max(2000, M.invalidWebsite)
  .refine((v) => WEB_ADDRESS.test(v), M.invalidWebsite);
export const companyEmail = z.string({ message: M.required }).trim().min(1, M.required).max(320, M.invalidEmail).check(z.email({ message: M.invalidEmail }));
/** "Apply" is a link, or an email address people write to (the API stores it as a mailto: link). */
export const applyTarget = z
  .string({ message: M.required })
  .trim()
  .min(1, M.required)
  .max(2000, M.invalidApplyTarget)
  .refine((v) => WEB_ADDRESS.test(v) || isEmail(v.replace(/^mailto:/i, '')), M.invalidApplyTarget);

/** The largest amount the form takes in any period: far above any real pay, far below overflow. */
const MAX_SALARY_AMOUNT = 100_000_000;
export const SALARY_PERIODS = ['year', 'month', 'week', 'day', 'hour'] as const;
export const salaryAmount = z
  .number({ message: 'salary amounts must be numbers' })
  .positive('salary amounts must be more than 0')
  .max(MAX_SALARY_AMOUNT, `salary amounts must be at most ${MAX_SALARY_AMOUNT.toLocaleString('en-US')}`);

/** An amount as typed ("120000", "120,000", "18.50"); NaN when it is not one. */
export const amountOf = (value: string): number => (value.trim() ? Number(value.replace(/[,\s]/g, '')) : NaN);
/** An optional amount as typed: blank, or what salaryAmount takes. */
const typedAmount = z.string().refine((v) => !v.trim() || salaryAmount.safeParse(amountOf(v)).success, M.invalidSalary);

/**
 * The page's draft: every field as typed (pay too), the choices as picked. Tags, company
 * statement, company description and pay are optional (spec section 5); currency, period and job
 * type are picked from the server's lists.
 */
export const postingDraftSchema = z
  .object({
    // The selects give strings; an empty one is no choice yet.
    category: z.string().pipe(category),
    jobTitle: requiredText(200),
    jobType: z.string(),
    jobDescription: requiredText(50_000),
    companyHq: requiredText(200),
    location: z.string().pipe(location),
    applyUrl: applyTarget,
    companyName: requiredText(200),
    websiteUrl: webAddress,
    email: companyEmail,
    companyDescription: optionalText(5_000),
    companyStatement: optionalText(300),
    tags: z.string().max(2000, tooLong(2000)),
    salaryMin: typedAmount,
    salaryMax: typedAmount,
    salaryCurrency: z.string(),
    salaryPeriod: z.string(),
  })
  .refine((draft) => !(amountOf(draft.salaryMin) > amountOf(draft.salaryMax)), { message: M.salaryRange, path: ['salaryMax'] });
export type PostingDraft = z.input<typeof postingDraftSchema>;
