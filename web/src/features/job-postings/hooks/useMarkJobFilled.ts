import { useCallback } from 'react';
import { useMutation } from '@apollo/client/react';
import { MarkJobFilledDocument } from '../../../generated/graphql';

/** The answer is the job with its new flags: the cache updates every card showing it. */
export function useMarkJobFilled(): (jobId: string) => Promise<void> {
  const [mutate] = useMutation(MarkJobFilledDocument);
  return useCallback(
    async (jobId: string) => {
      await mutate({ variables: { jobId } });
    },
    [mutate],
  );
}
