import { useMemo } from 'react';
import { useQuery } from '@apollo/client/react';
import { AppliedJobsDocument } from '../../../generated/graphql';
import { ALL_APPLIED_JOBS_LIMIT } from '../utils/document-constants';
import { useNotifyQueryFailure } from '../../../hooks/useNotifyFailure';

export interface AppliedJobOption {
  id: string;
  label: string;
}

/** Every applied job of the user, as the upload form offers them to link a document to. */
export function useAppliedJobOptions(): { options: readonly AppliedJobOption[]; loading: boolean } {
  const { data, loading, error } = useQuery(AppliedJobsDocument, { variables: { page: 1, limit: ALL_APPLIED_JOBS_LIMIT } });
  useNotifyQueryFailure(error);
  const options = useMemo(
    () =>
      (data?.appliedJobs.data ?? []).map((job) => ({
        id: job._id,
        label: `${job.jobInfo.jobTitle} — ${job.jobInfo.companyName}`,
      })),
    [data],
  );
  return { options, loading };
}
