import type { JobCardFieldsFragment } from '../../generated/graphql';

/** A job as the lists show it (the JobCardFields fragment): the seeker's lists, the postings and the preview. */
export type JobSummary = JobCardFieldsFragment;

/** What a filled job says wherever it still shows, instead of Apply Now. */
export const FILLED_NOTICE = 'This job has been filled and no longer takes applications.';
