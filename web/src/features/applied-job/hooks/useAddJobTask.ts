import { useCallback } from 'react';
import { useMutation } from '@apollo/client/react';
import { AddJobTaskDocument } from '../../../generated/graphql';
import { dropCachedPages } from './item-page';

/** A new task: its text and, optionally, when it is due. */
export interface NewJobTask {
  content: string;
  dueAt?: string;
  dueTimeZone?: string;
}

export function useAddJobTask(): (appliedJobId: string, task: NewJobTask) => Promise<void> {
  const [mutate] = useMutation(AddJobTaskDocument);
  return useCallback(
    async (appliedJobId: string, input: NewJobTask) => {
      await mutate({ variables: { appliedJobId, input }, update: (cache) => dropCachedPages(cache, 'jobTasks') });
    },
    [mutate],
  );
}
