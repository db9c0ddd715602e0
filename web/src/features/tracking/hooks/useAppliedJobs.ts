import { useQuery } from '@apollo/client/react';
import { TrackedJobsDocument } from '../../../generated/graphql';
import { useNotifyQueryFailure } from '../../../hooks/useNotifyFailure';
import { APPLIED_JOBS_PAGE_SIZE } from '../utils/applied-jobs-constants';
import type { AppliedJob } from '../utils/status-board';

export interface AppliedJobsResult {
  jobs: readonly AppliedJob[];
  total: number;
  /** Nothing to show yet: the first answer is on its way. */
  loading: boolean;
  failed: boolean;
  retry(): void;
}

const NO_JOBS: readonly AppliedJob[] = [];

export function useAppliedJobs(page: number): AppliedJobsResult {
  const result = useQuery(TrackedJobsDocument, {
    // The board shows jobs saved for later too, in their own column.
    variables: { page, limit: APPLIED_JOBS_PAGE_SIZE, stage: 'all' },
    // Marking a job applied on the job list adds to this list without touching its cache entry.
    fetchPolicy: 'cache-and-network',
  });
  useNotifyQueryFailure(result.error);
  const { data, error, refetch } = result;
  const shown = error ? undefined : data?.appliedJobs;
  return {
    jobs: shown?.data ?? NO_JOBS,
    total: shown?.total ?? 0,
    loading: result.loading && !shown,
    failed: Boolean(error),
    retry: () => {
      void refetch().catch(() => undefined);
    },
  };
}
