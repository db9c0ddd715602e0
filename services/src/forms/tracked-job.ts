import { z } from 'zod';
import { EMPLOYMENT_TYPES } from './employment-types';

/**
 * The rules of a job tracked by hand (issue 47): one found anywhere, not only in our catalogue.
 * The "Add job" form and the API (tracking/tracked-jobs.ts) read the same checks. Every message
 * names its field, since the API answers it alone and a client shows it beside that field.
 */

export { EMPLOYMENT_TYPE_LABELS, EMPLOYMENT_TYPES, type EmploymentType } from './employment-types';

// eslint-disable-next-line no-control-regex -- control characters are what is refused
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;

/** One line of text: trimmed, at most `max` characters, no control characters (they break feeds, logs and exports). */
const oneLine = (field: string, label: string, max: number) =>
  z
    .string({ message: `${field}: please provide ${label} as text` })
    .trim()
    .max(max, { message: `${field}: please keep ${label} under ${max} characters` })
    .refine((v) => !CONTROL.test(v), { message: `${field}: ${label} must be one line of text without control characters` });

const required = (field: string, label: string, max: number) =>
  oneLine(field, label, max).refine((v) => v.length > 0, { message: `${field}: please provide ${label}` });

/** Blank (the field is optional) or a web address. */
export const jobLinkField = oneLine('applyUrl', 'the link', 2000).refine((v) => v === '' || isWebAddress(v), {
  message: 'applyUrl: please provide the job’s address, starting with http:// or https://',
});

export function isWebAddress(value: string): boolean {
  if (!/^https?:\/\//i.test(value)) return false;
  try {
    return Boolean(new URL(value).hostname);
  } catch {
    return false;
  }
}

export const trackedJobFields = {
  applyUrl: jobLinkField,
  jobTitle: required('jobTitle', 'the job title', 200),
  companyName: required('companyName', 'the company', 200),
  location: oneLine('location', 'the location', 200),
  salary: oneLine('salary', 'the pay', 120),
  employmentType: z.union([z.literal(''), z.enum(EMPLOYMENT_TYPES)], {
    message: `employmentType: please choose one of ${EMPLOYMENT_TYPES.join(', ')}`,
  }),
  description: z
    .string({ message: 'description: please provide the description as text' })
    .max(100_000, { message: 'description: please keep the description under 100000 characters' }),
  source: oneLine('source', 'where you found it', 100),
};

/** The Add job form: every field present, optional ones blank. */
export const trackedJobFormSchema = z.object(trackedJobFields);
export type TrackedJobFormValues = z.input<typeof trackedJobFormSchema>;

/** The API's job: only the title and company are required. */
export const trackedJobSchema = trackedJobFormSchema.partial({
  applyUrl: true,
  location: true,
  salary: true,
  employmentType: true,
  description: true,
  source: true,
});
export type TrackedJobInput = z.output<typeof trackedJobSchema>;
