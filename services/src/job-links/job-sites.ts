/** The applicant tracking systems whose public job APIs ats-apis.ts reads. */
export type AtsName = 'greenhouse' | 'lever' | 'ashby' | 'workable' | 'smartrecruiters';

export const ATS_SITE_NAMES: Record<AtsName, string> = {
  greenhouse: 'Greenhouse',
  lever: 'Lever',
  ashby: 'Ashby',
  workable: 'Workable',
  smartrecruiters: 'SmartRecruiters',
};

/** Hosts of job pages, exactly: `boards.greenhouse.io.evil.com` is not Greenhouse. */
const ATS_HOSTS: Record<string, AtsName> = {
  'boards.greenhouse.io': 'greenhouse',
  'job-boards.greenhouse.io': 'greenhouse',
  'jobs.lever.co': 'lever',
  'jobs.eu.lever.co': 'lever',
  'jobs.ashbyhq.com': 'ashby',
  'apply.workable.com': 'workable',
  'jobs.smartrecruiters.com': 'smartrecruiters',
};

export const atsOfHost = (host: string | null): AtsName | null => (host ? (ATS_HOSTS[host] ?? null) : null);

/** The job site a page is on, by its host: an ATS, Workday, LinkedIn; null for a company's own site. */
export function jobSiteOfHost(host: string | null): string | null {
  const ats = atsOfHost(host);
  if (ats) return ATS_SITE_NAMES[ats];
  if (!host) return null;
  if (host.endsWith('.myworkdayjobs.com')) return 'Workday';
  if (host === 'linkedin.com' || host.endsWith('.linkedin.com')) return 'LinkedIn';
  return null;
}

/**
 * Sites that list other companies' jobs, by name as squashed by nameKey: a page title's
 * " | LinkedIn" is where the page is, never who hires.
 */
const JOB_SITES = new Set(
  [
    'LinkedIn', 'Indeed', 'Glassdoor', 'Greenhouse', 'Lever', 'Ashby', 'Workable', 'SmartRecruiters', 'Workday',
    'We Work Remotely', 'Remote OK', 'RemoteOK', 'RemoteHunt', 'Monster', 'ZipRecruiter', 'Wellfound', 'AngelList',
    'Otta', 'Welcome to the Jungle', 'Himalayas', 'Remotive', 'StepStone', 'XING', 'SEEK', 'Dice', 'Built In',
    'Jobicy', 'Working Nomads', 'Arbeitnow', 'Jobs by Workable', 'BambooHR', 'Recruitee', 'Personio', 'Teamtailor',
  ].map((name) => nameKey(name)),
);

export const isJobSiteName = (name: string): boolean => JOB_SITES.has(nameKey(name));

/** A name squashed for comparison: "Tailspin Toys", "tailspin-toys" and "TailspinToys" are one. */
export function nameKey(name: string): string {
  return name.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');
}
