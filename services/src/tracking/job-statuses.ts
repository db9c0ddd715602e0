import { z } from 'zod';

/**
 * The statuses an application moves through, in board order: the rows the foundation migration
 * put in job_statuses, which nothing adds to or changes. Requests are checked against this list,
 * so the API document can name every status a request may give (the table still holds the key).
 */
export const JOB_STATUSES = [
  { id: '5f0c6c1e-0000-4000-8000-000000000001', title: 'Applied' },
  { id: '5f0c6c1e-0000-4000-8000-000000000002', title: 'Phone Screen' },
  { id: '5f0c6c1e-0000-4000-8000-000000000003', title: 'Interviewing' },
  { id: '5f0c6c1e-0000-4000-8000-000000000004', title: 'Assessment' },
  { id: '5f0c6c1e-0000-4000-8000-000000000005', title: 'Offer' },
  { id: '5f0c6c1e-0000-4000-8000-000000000006', title: 'Hired' },
  { id: '5f0c6c1e-0000-4000-8000-000000000007', title: 'Rejected' },
  { id: '5f0c6c1e-0000-4000-8000-000000000008', title: 'Withdrawn' },
] as const;

export const INVALID_JOB_STATUS = 'Please choose a valid job status';

/** A status id from JOB_STATUSES. */
export const jobStatusField = z
  .enum(JOB_STATUSES.map((s) => s.id) as [string, ...string[]], { message: INVALID_JOB_STATUS })
  .meta({ description: `The id of one of the job statuses: ${JOB_STATUSES.map((s) => `${s.title} (${s.id})`).join(', ')}.` });
