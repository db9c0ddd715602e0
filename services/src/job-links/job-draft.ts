import type { EmploymentType } from '../forms/employment-types';

/** Our employment types (forms/employment-types.ts): schema.org's and the job boards' words read into one vocabulary. */
export type { EmploymentType };

/**
 * A job as read from its page (or its job board's public API), to prefill the tracking form. Every
 * field is what the page says, or null when it says nothing: the seeker checks the form before
 * saving, so a field left empty is better than one guessed.
 */
export interface JobDraft {
  jobTitle: string | null;
  companyName: string | null;
  location: string | null;
  /** HTML or text as found; the server sanitizes it on save. */
  description: string | null;
  /** Human text, e.g. "$120,000–$150,000 a year", "€60k–€70k", "NOK 28,000 a month". */
  salary: string | null;
  employmentType: EmploymentType | null;
  /** Absolute URL. */
  applyUrl: string | null;
  /** Absolute URL of the page: its canonical link, else og:url, else the address it was read from. */
  canonicalUrl: string | null;
  /** ISO date (or date-time) when the page gives one. */
  datePosted: string | null;
  /** The site's name: og:site_name, else the job board's, else the host without "www.". */
  source: string | null;
  /** True when a schema.org JobPosting (or a job board's API answer) was read. */
  isJobPage: boolean;
}
