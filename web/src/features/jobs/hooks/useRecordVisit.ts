import { useCallback } from 'react';
import { useMutation } from '@apollo/client/react';
import { RecordVisitDocument } from '../../../generated/graphql';
import { patchCachedJob } from './job-cache';

export function useRecordVisit(): (jobId: string) => Promise<void> {
  const [mutate] = useMutation(RecordVisitDocument);
  return useCallback(
    async (jobId: string) => {
      await mutate({ variables: { jobId }, update: (cache) => patchCachedJob(cache, jobId, { visited: true }) });
    },
    [mutate],
  );
}
