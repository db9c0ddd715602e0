import { useQuery } from '@apollo/client/react';
import { JobDetailsDocument } from '../../../generated/graphql';
import { useNotifyQueryFailure } from '../../../hooks/useNotifyFailure';

export interface JobDetailsData {
  description: string | null;
  /** Other boards listing the same job, with the job's page on each. */
  alsoOn: { name: string; url: string }[];
  expiredReason: string | null;
  loading: boolean;
}

/** The description of one job and what the card leaves out, fetched when its details row opens. */
export function useJobDetails(jobId: string): JobDetailsData {
  const { data, loading, error } = useQuery(JobDetailsDocument, { variables: { id: jobId } });
  useNotifyQueryFailure(error);
  return { description: data?.job.description ?? null, alsoOn: data?.job.alsoOn ?? [], expiredReason: data?.job.expiredReason ?? null, loading };
}
