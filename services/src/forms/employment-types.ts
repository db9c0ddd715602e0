/**
 * The kinds of employment a tracked job may say it is, in the words the link readers give, with
 * the words forms show for them. Free of zod, so the browser extension's popup imports it as is.
 */
export const EMPLOYMENT_TYPES = ['full-time', 'part-time', 'contract', 'temporary', 'internship', 'volunteer', 'other'] as const;
export type EmploymentType = (typeof EMPLOYMENT_TYPES)[number];

export const EMPLOYMENT_TYPE_LABELS: Record<EmploymentType, string> = {
  'full-time': 'Full-time',
  'part-time': 'Part-time',
  contract: 'Contract',
  temporary: 'Temporary',
  internship: 'Internship',
  volunteer: 'Volunteer',
  other: 'Other',
};
