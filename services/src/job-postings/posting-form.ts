import { z } from 'zod';
import { DomainError } from '../common/domain-error';
import { EXCHANGE_RATE_SNAPSHOT } from '../pay/exchange-rate-snapshot';

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

const required = (max: number) => z.string().trim().min(1).max(max);
const optional = (max: number) => z.string().trim().max(max).optional().default('');
const webAddress = z
  .string()
  .trim()
  .max(2000)
  .refine((v) => /^https?:\/\/[^\s/]+\.[^\s]+$/i.test(v));
const email = z.string().trim().max(320).pipe(z.email());
/** "Apply" is a link, or an email address people write to (stored as a mailto: link). */
const applyTarget = z
  .string()
  .trim()
  .max(2000)
  .refine((v) => /^https?:\/\/[^\s/]+\.[^\s]+$/i.test(v) || z.email().safeParse(v.replace(/^mailto:/i, '')).success)
  .transform((v) => (/^https?:\/\//i.test(v) ? v : `mailto:${v.replace(/^mailto:/i, '')}`));
/** Comma-separated text (or a list); blanks, including trailing ones, are dropped. */
const tagList = z
  .union([z.string().max(2000), z.array(z.string().max(60)).max(30)])
  .optional()
  .transform((v) =>
    (Array.isArray(v) ? v : (v ?? '').split(','))
      .map((tag) => tag.trim())
      .filter(Boolean)
      .slice(0, 30),
  );

/** The largest amount the form takes in any period: far above any real pay, far below overflow. */
export const MAX_SALARY_AMOUNT = 100_000_000;
export const SALARY_PERIODS = ['year', 'month', 'week', 'day', 'hour'] as const;
/** The currencies pay may be given in: those the exchange-rate snapshot prices, USD first. */
export const SALARY_CURRENCIES: readonly string[] = ['USD', ...Object.keys(EXCHANGE_RATE_SNAPSHOT.usdPer).filter((c) => c !== 'USD').sort()];
const amount = z
  .number({ message: 'salary amounts must be numbers' })
  .positive('salary amounts must be more than 0')
  .max(MAX_SALARY_AMOUNT, `salary amounts must be at most ${MAX_SALARY_AMOUNT.toLocaleString('en-US')}`);

/**
 * What the job pays, optional (issue #19): a range or one amount, its currency (ISO 4217, one the
 * exchange-rate table knows, so it has an annual USD equivalent) and its period.
 */
const salary = z
  .object({
    min: amount.optional(),
    max: amount.optional(),
    currency: z
      .string({ message: 'salary.currency must be a currency code such as USD' })
      .trim()
      .toUpperCase()
      .refine((c) => SALARY_CURRENCIES.includes(c), 'salary.currency must be a currency code such as USD'),
    period: z.enum(SALARY_PERIODS, { message: `salary.period must be one of ${SALARY_PERIODS.join(', ')}` }),
  })
  .refine((s) => s.min !== undefined || s.max !== undefined, { message: 'salary needs a min or a max amount', path: ['min'] })
  .refine((s) => s.min === undefined || s.max === undefined || s.min <= s.max, { message: 'salary.min must not be more than salary.max', path: ['min'] });

/** jobInfo of POST /remotejobs: the posting form's fields, as the spec's client sends them. */
export const jobInfoSchema = z.object({
  jobTitle: required(200),
  category: z.enum(POSTING_CATEGORIES),
  jobType: z.enum(JOB_TYPES).optional().default('Full-Time'),
  description: required(50_000),
  location: z.enum(REGIONAL_RESTRICTIONS),
  applyUrl: applyTarget,
  companyName: required(200),
  tags: tagList,
  salary: salary.nullish(),
  company: z.object({
    hq: required(200),
    email,
    websiteUrl: webAddress,
    description: optional(5_000),
    statement: optional(300),
  }),
});

export type JobInfo = z.infer<typeof jobInfoSchema>;

/**
 * Reads jobInfo (JSON text in the multipart form). Any missing or wrong required field gets the
 * spec's one message, with every offending field named in `details.fields` so a client can
 * highlight them all.
 */
export function parseJobInfo(raw: unknown): JobInfo {
  let value: unknown = raw;
  if (typeof raw === 'string') {
    try {
      value = JSON.parse(raw);
    } catch {
      throw DomainError.validation('jobInfo must be the posting form as JSON text', { field: 'jobInfo' });
    }
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw DomainError.validation(INCOMPLETE_FORM_MESSAGE, { field: 'jobInfo' });
  }
  const result = jobInfoSchema.safeParse(value);
  if (result.success) return result.data;
  const fields = [...new Set(result.error.issues.map((issue) => issue.path.join('.')))];
  // Pay is optional: a wrong one gets its own message, not the missing-field alert.
  const payIssue = result.error.issues.find((issue) => issue.path[0] === 'salary');
  if (payIssue && fields.every((f) => f.startsWith('salary'))) {
    const message = payIssue.message.startsWith('salary') ? payIssue.message : `salary: ${payIssue.message}`;
    throw DomainError.validation(message, { field: fields[0], fields });
  }
  throw DomainError.validation(INCOMPLETE_FORM_MESSAGE, { field: fields[0], fields });
}
