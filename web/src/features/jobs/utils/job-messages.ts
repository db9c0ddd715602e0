import { FILLED_NOTICE } from '../../../components/job-card/job-summary';

/** The product's words for job discovery (spec sections 2 and 8). */
export const JOB_MESSAGES = {
  noJobs: 'There are no jobs at the moment matching this search criteria',
  noShortlistedJobs: "Looks like you haven't shortlisted any jobs so far.",
  noViewedJobs: "Looks like you haven't viewed any jobs so far.",
  shortlisted: 'Shortlisted the job',
  delisted: 'Delisted the job',
  appliedQuestion: 'Did you apply for this job?',
  appliedNotice: 'You have applied for this job.',
  statusUpdated: (statusTitle: string) => `Successfully updated the job status to ${statusTitle}`,
  expiredNotice: 'This job has expired and no longer takes applications.',
  filledNotice: FILLED_NOTICE,
  searchSaved: (name: string) => `Saved the search "${name}": find it under Saved Searches`,
  searchNotSaved: 'The search was not saved, Please try again after sometime',
  companyHiddenNotice: 'You have hidden this company: its jobs are left out of your job lists and counts.',
} as const;
