import { useCallback } from 'react';
import { useMutation } from '@apollo/client/react';
import { UpdateShortlistedJobDocument } from '../../../generated/graphql';
import { patchShortlistStatus } from './job-cache';

export function useUpdateShortlistedJobStatus(): (jobId: string, shortlistedJobId: string, status: string) => Promise<void> {
  const [mutate] = useMutation(UpdateShortlistedJobDocument);
  return useCallback(
    async (jobId: string, shortlistedJobId: string, status: string) => {
      await mutate({
        variables: { id: shortlistedJobId, status },
        update: (cache, { data }) => {
          if (data) patchShortlistStatus(cache, jobId, data.updateShortlistedJob.status ?? null);
        },
      });
    },
    [mutate],
  );
}
