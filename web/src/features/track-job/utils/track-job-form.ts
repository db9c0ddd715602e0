import type { UseFormReturn } from 'react-hook-form';
import { z } from 'zod';
import { trackedJobFormSchema, type TrackedJobFormValues } from '@remotehunt/forms/tracked-job';
import type { TrackJobMutationVariables } from '../../../generated/graphql';

/** Applied to (on a day, in a status), or saved for later. */
export type TrackStage = 'applied' | 'saved';

const JOB_FIELDS = ['applyUrl', 'jobTitle', 'companyName', 'location', 'salary', 'employmentType', 'source', 'description'] as const;
export type JobField = (typeof JOB_FIELDS)[number];

const EARLIEST_DAY = '2000-01-01';
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Today in the user's own calendar (YYYY-MM-DD): the day a person means when they say "today". */
export function today(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/**
 * The Add job form: the job, by the rules the API checks (the shared schema), and whether the
 * user applied (on which day, in which status) or saved it for later. The day's messages name
 * their field as the shared ones do; the server gives it the same name, appliedAt.
 */
export const trackJobFormSchema = trackedJobFormSchema
  .extend({
    stage: z.enum(['applied', 'saved']),
    appliedAt: z.string(),
    status: z.string(),
  })
  .superRefine((values, ctx) => {
    if (values.stage !== 'applied') return;
    if (!DAY.test(values.appliedAt)) {
      ctx.addIssue({ code: 'custom', path: ['appliedAt'], message: 'appliedAt: please give the date you applied' });
    } else if (values.appliedAt < EARLIEST_DAY || values.appliedAt > today()) {
      ctx.addIssue({ code: 'custom', path: ['appliedAt'], message: 'appliedAt: please give a date between 2000 and today' });
    }
  });

export type TrackJobFormValues = TrackedJobFormValues & { stage: TrackStage; appliedAt: string; status: string };
export type TrackJobFormField = keyof TrackJobFormValues;
export type AddJobForm = UseFormReturn<TrackJobFormValues, unknown, TrackJobFormValues>;

/** A blank form: applied today in the first status, unless the column it was opened from says otherwise. */
export function blankTrackJobForm({ status, saved }: { status?: string; saved?: boolean }, firstStatus: string | undefined): TrackJobFormValues {
  return {
    applyUrl: '',
    jobTitle: '',
    companyName: '',
    location: '',
    salary: '',
    employmentType: '',
    source: '',
    description: '',
    stage: saved ? 'saved' : 'applied',
    appliedAt: today(),
    status: status ?? firstStatus ?? '',
  };
}

/**
 * What trackJob is sent: the job's filled fields, trimmed, and either `saved: true` or the day
 * and status of the application. A job read from a link says so (its origin).
 */
export function trackJobVariables(values: TrackJobFormValues, { fromLink }: { fromLink: boolean }): TrackJobMutationVariables {
  const job: TrackJobMutationVariables['job'] = {};
  for (const field of JOB_FIELDS) {
    const value = values[field].trim();
    if (value) job[field] = value;
  }
  const origin = fromLink ? { origin: 'link' } : {};
  if (values.stage === 'saved') return { job, saved: true, ...origin };
  return { job, appliedAt: values.appliedAt, ...(values.status ? { status: values.status } : {}), ...origin };
}

const FORM_FIELDS: ReadonlySet<string> = new Set<TrackJobFormField>([...JOB_FIELDS, 'stage', 'appliedAt', 'status']);

/** The form's field a message names ("job.jobTitle: …" names jobTitle), if it names one. */
export function fieldOfMessage(message: string): TrackJobFormField | null {
  const named = /^([\w.]+): /.exec(message)?.[1]?.split('.').pop();
  return named && FORM_FIELDS.has(named) ? (named as TrackJobFormField) : null;
}

/** A message as it reads beside its field: without the field's name ("jobTitle: please…" → "Please…"). */
export function messageText(message: string): string {
  const text = message.replace(/^[\w.]+: /, '');
  return text.charAt(0).toUpperCase() + text.slice(1);
}
