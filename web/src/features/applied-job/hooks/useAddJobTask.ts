import { useCallback } from 'react';
import { useMutation } from '@apollo/client/react';
import { AddJobTaskDocument } from '../../../generated/graphql';
import { dropCachedPages } from './item-page';

export function useAddJobTask(): (appliedJobId: string, content: string) => Promise<void> {
  const [mutate] = useMutation(AddJobTaskDocument);
  return useCallback(
    async (appliedJobId: string, content: string) => {
      await mutate({ variables: { appliedJobId, input: { content } }, update: (cache) => dropCachedPages(cache, 'jobTasks') });
    },
    [mutate],
  );
}
