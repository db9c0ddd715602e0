import { useQuery } from '@apollo/client/react';
import { JobDetailsDocument } from '../../../generated/graphql';
import { useNotifyQueryFailure } from '../../../hooks/useNotifyFailure';

/** The description of one job, fetched when its details row opens. */
export function useJobDetails(jobId: string): { description: string | null; loading: boolean } {
  const { data, loading, error } = useQuery(JobDetailsDocument, { variables: { id: jobId } });
  useNotifyQueryFailure(error);
  return { description: data?.job.description ?? null, loading };
}
