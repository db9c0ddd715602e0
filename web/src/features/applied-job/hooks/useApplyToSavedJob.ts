import { useCallback } from 'react';
import { useMutation } from '@apollo/client/react';
import { UpdateAppliedJobStatusDocument } from '../../../generated/graphql';

/**
 * Turns a job saved for later into an application, today, in the status it holds. The answer
 * refreshes the cached job, so the page stops offering "I applied".
 */
export function useApplyToSavedJob(): (appliedJobId: string, status: string) => Promise<void> {
  const [mutate] = useMutation(UpdateAppliedJobStatusDocument);
  return useCallback(
    async (appliedJobId: string, status: string) => {
      await mutate({ variables: { id: appliedJobId, status, applied: true } });
    },
    [mutate],
  );
}
