import { z } from 'zod';
import { hasControlCharacters } from '../common/control-characters';
import { SENIORITIES } from '../job-kind/seniority';
import type { NormalizedPosting } from './board-adapter';
import { isCanonicalCategory } from './normalize/canonical-categories';

const isAbsoluteHttpUrl = (value: string): boolean => {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.toString() === value;
  } catch {
    return false;
  }
};

const httpUrl = z.string().refine(isAbsoluteHttpUrl, 'must be an absolute http(s) URL');
const nonBlank = z.string().refine((s) => s.trim() === s && s.length > 0, 'must be non-empty trimmed text');
const oneLine = nonBlank.refine((s) => !hasControlCharacters(s), 'must not contain control characters');
const validDate = z.date().refine((d) => !Number.isNaN(d.getTime()), 'must be a valid date');

// What the sanitizer must never let through; checked again so no adapter can bypass it.
const UNSAFE_HTML = /<\s*(?:script|style|iframe|object|embed|img)\b|<[^>]*\son[a-z]+\s*=|\b(?:href|src)\s*=\s*["']?\s*(?:javascript|data|vbscript):/i;

const salarySchema = z
  .object({
    min: z.number().positive().nullable(),
    max: z.number().positive().nullable(),
    currency: z.string().regex(/^[A-Z]{3}$/).nullable(),
    period: z.enum(['hour', 'day', 'week', 'month', 'year']).nullable(),
  })
  .strict()
  .refine((s) => s.min !== null || s.max !== null, 'a salary needs an amount')
  .refine((s) => s.min === null || s.max === null || s.min <= s.max, 'salary min must not exceed max');

const utcOffset = z.number().min(-12).max(14);
const eligibilitySchema = z
  .object({
    anywhere: z.boolean(),
    countries: z.array(z.string().regex(/^[A-Z]{2}$/)).refine((c) => c.every((code, i) => i === 0 || c[i - 1] < code), 'countries must be sorted and unique'),
    timezones: z
      .object({ minUtcOffset: utcOffset, maxUtcOffset: utcOffset })
      .strict()
      .refine((w) => w.minUtcOffset <= w.maxUtcOffset, 'the window must not end before it starts')
      .nullable(),
  })
  .strict();

/** The guarantees a NormalizedPosting gives whoever stores it. */
export const normalizedPostingSchema = z
  .object({
    externalId: nonBlank,
    title: oneLine,
    companyName: oneLine,
    companyImage: httpUrl.nullable(),
    companyUrl: httpUrl.nullable(),
    applyUrl: httpUrl,
    boardJobUrl: httpUrl.nullable(),
    descriptionHtml: z.string().refine((html) => !UNSAFE_HTML.test(html), 'description must be sanitized HTML'),
    category: z.string().refine(isCanonicalCategory, 'must be a canonical category title'),
    tags: z.array(z.string().min(1).max(60)).refine((tags) => new Set(tags).size === tags.length, 'tags must be unique'),
    location: nonBlank.nullable(),
    worldwide: z.boolean(),
    regionalRestriction: nonBlank.nullable(),
    eligibility: eligibilitySchema,
    jobType: nonBlank.nullable(),
    seniority: z.enum(SENIORITIES).nullable(),
    salary: salarySchema.nullable(),
    datePosted: validDate,
    validThrough: validDate,
  })
  .strict()
  .refine((p) => p.validThrough > p.datePosted, 'validThrough must be after datePosted');

/** Why a posting breaks the guarantees, or null when it keeps them all. */
export function postingProblem(posting: NormalizedPosting): string | null {
  const result = normalizedPostingSchema.safeParse(posting);
  if (result.success) return null;
  return result.error.issues.map((issue) => `${issue.path.join('.') || 'posting'}: ${issue.message}`).join('; ');
}
