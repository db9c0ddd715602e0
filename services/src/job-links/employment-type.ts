import { jobTypeOf } from '../ingestion/normalize/job-type';
import type { EmploymentType } from './job-draft';

// Ingestion's spellings (jobTypeOf) in ours; a freelancer is hired on contract.
const FROM_JOB_TYPE: Record<string, EmploymentType> = {
  'Full-Time': 'full-time',
  'Part-Time': 'part-time',
  Contract: 'contract',
  Freelance: 'contract',
  Internship: 'internship',
  Temporary: 'temporary',
  Volunteer: 'volunteer',
};

// Free text ("Full-time, permanent", "Werkstudent", "Seasonal"), word by word.
const WORDS: readonly (readonly [EmploymentType, RegExp])[] = [
  ['full-time', /\bfull ?time\b/],
  ['part-time', /\bpart ?time\b/],
  ['contract', /\b(?:contract|contractor|freelance|freelancer)\b/],
  ['internship', /\b(?:intern|internship|werkstudent|trainee|apprentice|apprenticeship)\b/],
  ['temporary', /\b(?:temporary|temp|seasonal)\b/],
  ['volunteer', /\b(?:volunteer|unpaid)\b/],
];

/**
 * schema.org's employmentType (FULL_TIME, CONTRACTOR, INTERN, PER_DIEM, OTHER...), one or a list,
 * or a board's words, in our vocabulary: the first value that names a known type wins. A value
 * that names none (PER_DIEM, OTHER, "Permanent") is 'other'; no value at all is null.
 */
export function employmentTypeOf(value: unknown): EmploymentType | null {
  const values = (Array.isArray(value) ? value : [value])
    .filter((item): item is string => typeof item === 'string')
    .flatMap((item) => item.split(','))
    .map((item) => item.trim().slice(0, 100))
    .filter(Boolean);
  if (!values.length) return null;
  for (const item of values) {
    const known = jobTypeOf(item);
    if (known && FROM_JOB_TYPE[known]) return FROM_JOB_TYPE[known];
    const words = item.toLowerCase().replace(/[^a-z]+/g, ' ');
    const match = WORDS.find(([, pattern]) => pattern.test(words));
    if (match) return match[0];
  }
  return 'other';
}
