import { useCallback } from 'react';
import { useMutation } from '@apollo/client/react';
import { RunJobBoardDocument } from '../../../generated/graphql';

/** Queues a fetch of one board now. Rejects with the API error (e.g. a board without a feed). */
export function useRunJobBoard(): (boardId: string) => Promise<void> {
  const [mutate] = useMutation(RunJobBoardDocument);
  return useCallback(
    async (boardId: string) => {
      await mutate({ variables: { boardId } });
    },
    [mutate],
  );
}
