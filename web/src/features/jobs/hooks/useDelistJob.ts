import { useCallback } from 'react';
import { useMutation } from '@apollo/client/react';
import { DelistJobDocument } from '../../../generated/graphql';
import { patchCachedJob, patchShortlistStatus } from './job-cache';

export function useDelistJob(): (jobId: string, shortlistedJobId: string) => Promise<void> {
  const [mutate] = useMutation(DelistJobDocument);
  return useCallback(
    async (jobId: string, shortlistedJobId: string) => {
      await mutate({
        variables: { id: shortlistedJobId },
        update: (cache) => {
          patchCachedJob(cache, jobId, { shortlisted: false, shortlistedJobId: null });
          patchShortlistStatus(cache, jobId, null);
        },
      });
    },
    [mutate],
  );
}
