import { useEffect, useState, type BaseSyntheticEvent } from 'react';
import { EMPLOYMENT_TYPES } from '@remotehunt/forms/tracked-job';
import { useLoader } from '../../../components/GlobalLoader';
import { useNotify } from '../../../components/Notifications';
import { errorCode, isUnauthenticated, serverMessage } from '../../../lib/api-errors';
import { useSchemaForm } from '../../../lib/forms/useSchemaForm';
import { useSession } from '../../../lib/session/useSession';
import {
  blankTrackJobForm,
  fieldOfMessage,
  trackJobFormSchema,
  trackJobVariables,
  type AddJobForm,
  type TrackJobFormValues,
} from '../utils/track-job-form';
import { TRACK_JOB_MESSAGES } from '../utils/track-job-messages';
import { useJobLinkPreview, type JobLinkPreview } from './useJobLinkPreview';
import { useTrackCatalogueJob } from './useTrackCatalogueJob';
import { useTrackJob } from './useTrackJob';

const PREFILLED = ['jobTitle', 'companyName', 'location', 'salary', 'source', 'description'] as const;

/** Fills the fields the user left blank from the job the link leads to; what they typed stays. */
function usePrefillFromLink(form: AddJobForm, preview: JobLinkPreview | null): void {
  useEffect(() => {
    if (!preview?.job.isJobPage) return;
    const { job } = preview;
    const fill = (name: keyof TrackJobFormValues, value: string | null | undefined) => {
      if (value && !form.getValues(name)) form.setValue(name, value, { shouldValidate: form.formState.isSubmitted });
    };
    for (const name of PREFILLED) fill(name, job[name]);
    if ((EMPLOYMENT_TYPES as readonly (string | null)[]).includes(job.employmentType)) fill('employmentType', job.employmentType);
  }, [form, preview]);
}

export interface AddJobFormState {
  form: AddJobForm;
  preview: JobLinkPreview | null;
  previewLoading: boolean;
  previewFailed: boolean;
  /** The form's alert: a refusal that names no field, or a failure. */
  problem: string | null;
  submit(event?: BaseSyntheticEvent): Promise<void>;
}

/**
 * The Add job form: its fields checked by the shared rules, filled from a link when the API reads
 * it, and saved as a tracked job (or, for a job on RemoteHunt that the user applied to, as
 * that job marked applied). The server's refusal shows beside the field it names, else as the
 * form's alert; a 401 says nothing, as the sign-in redirect is under way.
 */
export function useAddJobForm({ status, saved, onSaved }: { status?: string; saved?: boolean; onSaved(): void }): AddJobFormState {
  const { jobStatuses } = useSession();
  const form = useSchemaForm(trackJobFormSchema, { defaultValues: blankTrackJobForm({ status, saved }, jobStatuses[0]?._id) });
  const { preview, loading, failed } = useJobLinkPreview(form.watch('applyUrl'));
  usePrefillFromLink(form, preview);
  const trackJob = useTrackJob();
  const trackCatalogueJob = useTrackCatalogueJob();
  const notify = useNotify();
  const { track } = useLoader();
  const [problem, setProblem] = useState<string | null>(null);

  const save = async (values: TrackJobFormValues): Promise<string> => {
    if (preview?.matchedJobId) {
      await trackCatalogueJob(
        preview.matchedJobId,
        values.stage === 'saved' ? { saved: true } : { saved: false, status: values.status || undefined, appliedAt: values.appliedAt || undefined },
      );
      return TRACK_JOB_MESSAGES.added(values.jobTitle.trim(), values.companyName.trim());
    }
    // A job read from its link says so: the tracker records how each job came in.
    const tracked = await trackJob(trackJobVariables(values, { fromLink: Boolean(preview?.job.isJobPage) }));
    return TRACK_JOB_MESSAGES.added(tracked.jobInfo.jobTitle, tracked.jobInfo.companyName);
  };

  const submit = form.handleSubmit(async (values) => {
    setProblem(null);
    try {
      notify({ type: 'success', message: await track(save(values)) });
      onSaved();
    } catch (error) {
      if (isUnauthenticated(error)) return;
      const refusal = errorCode(error) === 'BAD_USER_INPUT' ? serverMessage(error) : undefined;
      const field = refusal ? fieldOfMessage(refusal) : null;
      if (refusal && field) form.setError(field, { type: 'server', message: refusal }, { shouldFocus: true });
      else setProblem(refusal ?? TRACK_JOB_MESSAGES.failed);
    }
  });

  return { form, preview, previewLoading: loading, previewFailed: failed, problem, submit };
}
