import { useCallback } from 'react';
import { useMutation } from '@apollo/client/react';
import { UpdateAppliedJobStatusDocument } from '../../../generated/graphql';

/** Moves the applied job to another status; the answer refreshes the cached job, so the dropdown follows. */
export function useUpdateAppliedJobStatus(): (appliedJobId: string, status: string) => Promise<void> {
  const [mutate] = useMutation(UpdateAppliedJobStatusDocument);
  return useCallback(
    async (appliedJobId: string, status: string) => {
      await mutate({ variables: { id: appliedJobId, status } });
    },
    [mutate],
  );
}
