import { useCallback } from 'react';
import { useMutation } from '@apollo/client/react';
import { DeleteJobTaskDocument } from '../../../generated/graphql';
import { dropCachedPages } from './item-page';

export function useDeleteJobTask(): (appliedJobId: string, taskId: string) => Promise<void> {
  const [mutate] = useMutation(DeleteJobTaskDocument);
  return useCallback(
    async (appliedJobId: string, taskId: string) => {
      await mutate({ variables: { appliedJobId, id: taskId }, update: (cache) => dropCachedPages(cache, 'jobTasks') });
    },
    [mutate],
  );
}
