import { z } from 'zod';
import { DomainError } from '../common/domain-error';
import { trackedJobSchema, type TrackedJobInput } from '../forms/tracked-job';
import { postingDescriptionHtml } from '../job-postings/posting-description';
import type { AppliedJobInfo } from './applied-jobs.service';
import { jobLinkKey } from './job-link-key';
import { jobStatusField } from './job-statuses';

/** How a tracked job came in; the catalogue's come through markApplied's `{ jobId }`. */
export const TRACKED_ORIGINS = ['manual', 'link', 'extension'] as const;
export type TrackedOrigin = (typeof TRACKED_ORIGINS)[number] | 'catalogue' | 'import';

const EARLIEST_APPLICATION = Date.UTC(2000, 0, 1);
/** Time zones ahead of the server's: "today" somewhere may be tomorrow here. */
const FUTURE_SLACK_MS = 36 * 3600_000;

/** When the person applied: a date or a date and time, not before 2000 and not in the future. */
export const appliedAtField = z
  .union([z.iso.datetime({ offset: true }), z.iso.date()], { message: 'appliedAt: please give the date you applied, such as 2026-11-20' })
  .transform((v) => new Date(v.length === 10 ? `${v}T12:00:00Z` : v))
  .refine((d) => d.getTime() >= EARLIEST_APPLICATION && d.getTime() <= Date.now() + FUTURE_SLACK_MS, {
    message: 'appliedAt: please give a date between 2000 and today',
  });

/** POST /applied_jobs with `job` (and trackJob): a job from anywhere, applied or saved for later. */
export const trackJobSchema = z.object({
  job: trackedJobSchema,
  status: jobStatusField.optional(),
  appliedAt: appliedAtField.optional(),
  saved: z.boolean({ message: 'saved must be true or false' }).optional(),
  origin: z.enum(TRACKED_ORIGINS, { message: `origin must be one of ${TRACKED_ORIGINS.join(', ')}` }).optional(),
});

/** POST /applied_jobs with `jobId`: the spec's form, with an optional status and date. */
export const applyCatalogueJobSchema = z.object({
  jobId: z.uuid({ message: 'Please provide a valid jobId' }),
  status: jobStatusField.optional(),
  appliedAt: appliedAtField.optional(),
  saved: z
    .boolean()
    .optional()
    .refine((v) => v !== true, { message: 'saved: a job from our board is saved on your shortlist (POST /users/{userId}/shortlist_job)' }),
});

/** Which form a body is: the one naming a catalogue job, or the one describing a job. */
export function isTrackedJobBody(input: unknown): boolean {
  return typeof input === 'object' && input !== null && 'job' in input && !('jobId' in input);
}

export function refuseBothForms(input: unknown): void {
  if (typeof input === 'object' && input !== null && 'job' in input && 'jobId' in input) {
    throw DomainError.validation('job: give either jobId (a job on our board) or job (one from anywhere), not both', { field: 'job' });
  }
}

/**
 * What a tracked application keeps of a job from elsewhere: the fields the catalogue's snapshot
 * has (so every reader of jobInfo works unchanged), with no posting dates, which we do not know.
 * The description is sanitized as a posted job's is: it is shown as HTML.
 */
export function snapshotOfTrackedJob(job: TrackedJobInput): { snapshot: AppliedJobInfo; linkKey: string | null } {
  const applyUrl = job.applyUrl || '';
  const site = applyUrl ? new URL(applyUrl) : null;
  const description = job.description?.trim() ? postingDescriptionHtml(job.description, site?.origin ?? 'https://example.invalid') : '';
  return {
    snapshot: {
      jobTitle: job.jobTitle,
      companyName: job.companyName,
      companyImage: null,
      applyUrl,
      description,
      datePosted: null,
      validThrough: null,
      tags: [],
      worldwide: false,
      source: { name: job.source || (site ? site.hostname.replace(/^www\./, '') : ''), url: site ? site.origin : '' },
      location: job.location || null,
      salary: job.salary || null,
      employmentType: job.employmentType || null,
    },
    linkKey: applyUrl ? jobLinkKey(applyUrl) : null,
  };
}
