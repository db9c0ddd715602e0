import { z } from 'zod';
import { controlCharactersMessage, hasControlCharacters } from '../common/control-characters';
import { DomainError } from '../common/domain-error';
import {
  applyTarget,
  category,
  companyEmail,
  INCOMPLETE_FORM_MESSAGE,
  JOB_TYPES,
  location,
  optionalText,
  requiredText,
  salaryAmount,
  SALARY_PERIODS,
  webAddress,
} from '../forms/posting';
import { EXCHANGE_RATE_SNAPSHOT } from '../pay/exchange-rate-snapshot';

export { JOB_TYPES, POSTING_CATEGORIES, REGIONAL_RESTRICTIONS, SALARY_PERIODS } from '../forms/posting';

// The fields' checks are the form's (../forms/posting, shared with the web app); the API adds
// its lenient input (tags as a list or text, pay as numbers), refuses control characters in its
// one-line fields, and stores "apply" as a link.

/** The issue a one-line field with a control character raises; parseJobInfo answers it on its own. */
const CONTROL_ISSUE = 'control characters';
/** `field` once trimmed, refused when it still holds a control character (../common/control-characters). */
const oneLine = <T extends z.ZodType<string>>(field: T) => field.refine((v) => !hasControlCharacters(v), CONTROL_ISSUE);

const applyUrl = oneLine(applyTarget).transform((v) => (/^https?:\/\//i.test(v) ? v : `mailto:${v.replace(/^mailto:/i, '')}`));
/** Comma-separated text (or a list); blanks, including trailing ones, are dropped. */
const tagList = z
  .union([z.string().max(2000), z.array(z.string().max(60)).max(30)])
  .optional()
  .transform((v) =>
    (Array.isArray(v) ? v : (v ?? '').split(','))
      .map((tag) => tag.trim())
      .filter(Boolean)
      .slice(0, 30),
  )
  .refine((tags) => !tags.some(hasControlCharacters), CONTROL_ISSUE);

/** The currencies pay may be given in: those the exchange-rate snapshot prices, USD first. */
export const SALARY_CURRENCIES: readonly string[] = ['USD', ...Object.keys(EXCHANGE_RATE_SNAPSHOT.usdPer).filter((c) => c !== 'USD').sort()];

/**
 * What the job pays, optional (issue #19): a range or one amount, its currency (ISO 4217, one the
 * exchange-rate table knows, so it has an annual USD equivalent) and its period.
 */
const salary = z
  .object({
    min: salaryAmount.optional(),
    max: salaryAmount.optional(),
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
  jobTitle: oneLine(requiredText(200)),
  category,
  jobType: z.enum(JOB_TYPES).optional().default('Full-Time'),
  description: requiredText(50_000),
  location,
  applyUrl,
  companyName: oneLine(requiredText(200)),
  tags: tagList,
  salary: salary.nullish(),
  company: z.object({
    hq: oneLine(requiredText(200)),
    email: companyEmail,
    websiteUrl: oneLine(webAddress),
    description: optionalText(5_000).optional().default(''),
    statement: oneLine(optionalText(300)).optional().default(''),
  }),
});

export type JobInfo = z.infer<typeof jobInfoSchema>;

/**
 * Reads jobInfo (JSON text in the multipart form). Any missing or wrong required field gets the
 * spec's one message, with every offending field named in `details.fields` so a client can
 * highlight them all. A control character gets its own message naming its field: "provide all the
 * details" would not say what is wrong with a field that looks filled in.
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
  const control = result.error.issues.find((issue) => issue.message === CONTROL_ISSUE);
  if (control) {
    const field = control.path.join('.');
    throw DomainError.validation(controlCharactersMessage(field), { field, fields: [field] });
  }
  const fields = [...new Set(result.error.issues.map((issue) => issue.path.join('.')))];
  // Pay is optional: a wrong one gets its own message, not the missing-field alert.
  const payIssue = result.error.issues.find((issue) => issue.path[0] === 'salary');
  if (payIssue && fields.every((f) => f.startsWith('salary'))) {
    const message = payIssue.message.startsWith('salary') ? payIssue.message : `salary: ${payIssue.message}`;
    throw DomainError.validation(message, { field: fields[0], fields });
  }
  throw DomainError.validation(INCOMPLETE_FORM_MESSAGE, { field: fields[0], fields });
}
