import { useCallback } from 'react';
import { useMutation } from '@apollo/client/react';
import { UpdateJobApplicationStatusDocument } from '../../../generated/graphql';
import { patchCachedJob } from './job-cache';

/**
 * Moves an applied job's application to another status. The answer is the AppliedJob itself, so
 * the cached board and applied job page follow; the job's own status is patched beside it.
 */
export function useUpdateJobApplicationStatus(): (jobId: string, appliedJobId: string, status: string) => Promise<void> {
  const [mutate] = useMutation(UpdateJobApplicationStatusDocument);
  return useCallback(
    async (jobId: string, appliedJobId: string, status: string) => {
      await mutate({
        variables: { id: appliedJobId, status },
        update: (cache, { data }) => {
          if (data) patchCachedJob(cache, jobId, { status: data.updateAppliedJobStatus.status });
        },
      });
    },
    [mutate],
  );
}
