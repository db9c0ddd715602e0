import { useCallback } from 'react';
import { useMutation } from '@apollo/client/react';
import { CancelJobAutoBumpDocument } from '../../../generated/graphql';

export function useCancelJobAutoBump(): (jobId: string) => Promise<void> {
  const [mutate] = useMutation(CancelJobAutoBumpDocument);
  return useCallback(
    async (jobId: string) => {
      await mutate({ variables: { jobId } });
    },
    [mutate],
  );
}
