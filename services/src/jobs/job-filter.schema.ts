import { z } from 'zod';
import { toCountryCode } from '../common/country-code';
import { EMPLOYMENT_TYPES } from '../job-kind/employment-type';
import { SENIORITIES } from '../job-kind/seniority';

const names = (field: string, max: number) =>
  z
    .array(z.string({ message: `${field} must be a list of names` }).trim().min(1, `${field} cannot contain blank names`).max(100, `${field} names must be at most 100 characters`), {
      message: `${field} must be a list of names`,
    })
    .max(max, `${field} can hold at most ${max} names`)
    .default([]);

const flag = (field: string) => z.boolean({ message: `${field} must be true or false` }).default(false);

/**
 * A list of one of `values`, matched without regard to case and given back lower-case. The API
 * document lists each value as spelled here and in lower case (the spelling saved filters answer).
 */
const oneOf = (field: string, values: readonly string[]) =>
  z
    .array(
      z
        .string({ message: `${field} must be a list of ${values.join(', ')}` })
        .transform((v, ctx) => {
          const found = values.find((value) => value.toLowerCase() === v.trim().toLowerCase());
          if (!found) ctx.addIssue({ code: 'custom', message: `${field} must be a list of ${values.join(', ')}` });
          return found?.toLowerCase() ?? '';
        })
        .meta({ enum: [...new Set([...values, ...values.map((value) => value.toLowerCase())])] }),
      { message: `${field} must be a list of ${values.join(', ')}` },
    )
    .max(values.length * 2, `${field} can hold at most ${values.length * 2} values`)
    .optional();

/** Where the list looks for jobs the seeker can take: every job, not refused ones, or confirmed ones. */
export const PLACE_FILTERS = ['any', 'open', 'confirmed'] as const;
export const JOB_SORTS = ['date', 'pay'] as const;

/** The job list filter body; unknown keys are dropped. */
export const jobFilterSchema = z.object({
  categories: names('categories', 50),
  sources: names('sources', 50),
  tags: names('tags', 20).transform((tags) => tags.map((t) => t.toLowerCase())),
  hideViewedJobs: flag('hideViewedJobs'),
  worldwide: flag('worldwide'),
  query: z.string({ message: 'query must be text' }).trim().max(200, 'query must be at most 200 characters').optional(),
  /**
   * "Jobs I can take from {country}": `open` leaves out jobs that refuse the country (unknown
   * ones stay), `confirmed` keeps only jobs that say it may apply, `any` does not look. Left out,
   * `open` once the caller has set their country, else `any`.
   */
  eligibility: z.enum(PLACE_FILTERS, { message: `eligibility must be one of ${PLACE_FILTERS.join(', ')}` }).optional(),
  /** The country to look from; left out, the caller's own (Account Settings), else the request's. */
  country: z
    .string({ message: 'country must be an ISO 3166-1 alpha-2 code' })
    .transform((v, ctx) => toCountryCode(v) ?? (ctx.addIssue({ code: 'custom', message: 'country must be an ISO 3166-1 alpha-2 code' }), z.NEVER))
    .optional(),
  /** Minimum annual pay (the top of a job's range must reach it), in payCurrency. */
  minPay: z
    .number({ message: 'minPay must be a number' })
    .int('minPay must be a whole number')
    .min(0, 'minPay must be 0 or more')
    .max(100_000_000, 'minPay must be at most 100000000')
    .optional(),
  payCurrency: z
    .string({ message: 'payCurrency must be a currency code such as USD' })
    .trim()
    .regex(/^[A-Za-z]{3}$/, 'payCurrency must be a currency code such as USD')
    .transform((v) => v.toUpperCase())
    .optional(),
  /** "Hide jobs without pay". */
  withPayOnly: flag('withPayOnly'),
  jobTypes: oneOf('jobTypes', EMPLOYMENT_TYPES),
  seniorities: oneOf('seniorities', SENIORITIES),
  sort: z.enum(JOB_SORTS, { message: `sort must be one of ${JOB_SORTS.join(', ')}` }).default('date'),
});

const listParam = (value: unknown) => (value === undefined || Array.isArray(value) ? value : [value]);
const flagParam = (value: unknown) => (value === 'true' ? true : value === 'false' ? false : value);

/**
 * The filter body from a query string (`GET .../remotejobs/facets`): repeat a key for each
 * name (`?categories=Design&categories=Sales`), flags are `true` or `false`. Anything else
 * is passed on as it came, for jobFilterSchema to refuse with the field's name.
 */
export function jobFilterFromQuery(query: Record<string, unknown>): Record<string, unknown> {
  return {
    categories: listParam(query.categories),
    sources: listParam(query.sources),
    tags: listParam(query.tags),
    hideViewedJobs: flagParam(query.hideViewedJobs),
    worldwide: flagParam(query.worldwide),
    query: query.query,
    eligibility: query.eligibility,
    country: query.country,
    minPay: typeof query.minPay === 'string' && /^\d+$/.test(query.minPay) ? Number(query.minPay) : query.minPay,
    payCurrency: query.payCurrency,
    withPayOnly: flagParam(query.withPayOnly),
    jobTypes: listParam(query.jobTypes),
    seniorities: listParam(query.seniorities),
    sort: query.sort,
  };
}

export type JobFilter = z.infer<typeof jobFilterSchema>;

export const jobIdSchema = z.object({ jobId: z.uuid({ message: 'Please provide a valid jobId' }) });
