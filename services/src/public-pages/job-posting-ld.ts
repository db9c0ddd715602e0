import type { JobView } from '../jobs/job-view';

/**
 * schema.org JobPosting for a public job page, as Google's job posting guidelines ask: the
 * required title, description, datePosted, hiringOrganization and (for remote work)
 * jobLocationType with applicantLocationRequirements, and the recommended validThrough,
 * employmentType, baseSalary, identifier and directApply. Only what the job says is stated: no
 * salary when it names none, no location requirement when it can be done from anywhere (the
 * guidelines' way of saying so) or when its posting does not say.
 */
export interface JobPostingLd {
  '@context': 'https://schema.org/';
  '@type': 'JobPosting';
  title: string;
  description: string;
  identifier: { '@type': 'PropertyValue'; name: string; value: string };
  datePosted: string;
  validThrough: string;
  employmentType?: string[];
  hiringOrganization: { '@type': 'Organization'; name: string; sameAs?: string; logo?: string };
  jobLocationType: 'TELECOMMUTE';
  applicantLocationRequirements?: { '@type': 'Country'; name: string }[];
  baseSalary?: {
    '@type': 'MonetaryAmount';
    currency: string;
    value: { '@type': 'QuantitativeValue'; minValue?: number; maxValue?: number; unitText: string };
  };
  directApply: false;
  url: string;
}

/** Our employment types (job-kind/) as schema.org's. */
const EMPLOYMENT_TYPES: Record<string, string> = {
  'full-time': 'FULL_TIME',
  'part-time': 'PART_TIME',
  contract: 'CONTRACTOR',
  freelance: 'CONTRACTOR',
  internship: 'INTERN',
  temporary: 'TEMPORARY',
  volunteer: 'VOLUNTEER',
};

export function jobPostingLd(job: JobView, description: string, url: string): JobPostingLd {
  const type = job.jobType ? EMPLOYMENT_TYPES[job.jobType.toLowerCase()] : undefined;
  const salary = job.salary;
  return {
    '@context': 'https://schema.org/',
    '@type': 'JobPosting',
    title: job.jobTitle,
    description,
    identifier: { '@type': 'PropertyValue', name: job.companyName, value: job._id },
    datePosted: job.datePosted.toISOString(),
    validThrough: job.validThrough.toISOString(),
    ...(type && { employmentType: [type] }),
    hiringOrganization: {
      '@type': 'Organization',
      name: job.companyName,
      ...(job.company.websiteUrl && { sameAs: job.company.websiteUrl }),
      // Our own copy's address is a path on this site: search engines need it whole.
      ...(job.companyImage && { logo: new URL(job.companyImage, url).href }),
    },
    jobLocationType: 'TELECOMMUTE',
    ...(!job.eligibility.anywhere &&
      job.eligibility.countries.length > 0 && { applicantLocationRequirements: job.eligibility.countries.map((code) => ({ '@type': 'Country' as const, name: code })) }),
    ...(salary?.currency &&
      salary.period && {
        baseSalary: {
          '@type': 'MonetaryAmount',
          currency: salary.currency,
          value: {
            '@type': 'QuantitativeValue',
            ...(salary.min !== null && { minValue: salary.min }),
            ...(salary.max !== null && { maxValue: salary.max }),
            unitText: salary.period.toUpperCase(),
          },
        },
      }),
    directApply: false,
    url,
  };
}

/** JSON for a `<script type="application/ld+json">`: nothing in it can end the script element. */
export function ldScript(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}
