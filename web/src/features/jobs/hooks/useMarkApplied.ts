import { useCallback } from 'react';
import { useMutation } from '@apollo/client/react';
import { MarkAppliedDocument } from '../../../generated/graphql';
import { patchCachedJob } from './job-cache';

export function useMarkApplied(): (jobId: string) => Promise<void> {
  const [mutate] = useMutation(MarkAppliedDocument);
  return useCallback(
    async (jobId: string) => {
      await mutate({ variables: { jobId }, update: (cache) => patchCachedJob(cache, jobId, { applied: true }) });
    },
    [mutate],
  );
}
