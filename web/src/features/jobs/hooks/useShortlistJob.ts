import { useCallback } from 'react';
import { useMutation } from '@apollo/client/react';
import { ShortlistJobDocument } from '../../../generated/graphql';
import { patchCachedJob, patchShortlistStatus } from './job-cache';

export function useShortlistJob(): (jobId: string) => Promise<void> {
  const [mutate] = useMutation(ShortlistJobDocument);
  return useCallback(
    async (jobId: string) => {
      await mutate({
        variables: { jobId },
        update: (cache, { data }) => {
          if (!data) return;
          const { _id, status } = data.shortlistJob;
          patchCachedJob(cache, jobId, { shortlisted: true, shortlistedJobId: _id });
          patchShortlistStatus(cache, jobId, status ?? null);
        },
      });
    },
    [mutate],
  );
}
