import { useCallback } from 'react';
import { useMutation } from '@apollo/client/react';
import { MarkAppliedDocument } from '../../../generated/graphql';
import { patchCachedJob } from './job-cache';

export function useMarkApplied(): (jobId: string) => Promise<void> {
  const [mutate] = useMutation(MarkAppliedDocument);
  return useCallback(
    async (jobId: string) => {
      await mutate({
        variables: { jobId },
        update: (cache, { data }) => {
          // From now on the job's status is its application's, shortlisted or not (issue 47).
          const application = data?.markApplied;
          patchCachedJob(cache, jobId, application ? { applied: true, appliedJobId: application.appliedJobId, status: application.status } : { applied: true });
        },
      });
    },
    [mutate],
  );
}
