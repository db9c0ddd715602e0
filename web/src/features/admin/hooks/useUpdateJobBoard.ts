import { useCallback } from 'react';
import { useMutation } from '@apollo/client/react';
import { UpdateJobBoardDocument, type JobBoardSettingsInput } from '../../../generated/graphql';

/** Switches a board on or off or changes its interval; the board's row follows through the cache. */
export function useUpdateJobBoard(): (boardId: string, input: JobBoardSettingsInput) => Promise<void> {
  const [mutate] = useMutation(UpdateJobBoardDocument);
  return useCallback(
    async (boardId: string, input: JobBoardSettingsInput) => {
      await mutate({ variables: { boardId, input } });
    },
    [mutate],
  );
}
