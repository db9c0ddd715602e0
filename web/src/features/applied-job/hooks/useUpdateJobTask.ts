import { useCallback } from 'react';
import { useMutation } from '@apollo/client/react';
import { UpdateJobTaskDocument, type UpdateJobTaskMutation } from '../../../generated/graphql';
import type { JobTask } from './useJobTasks';

/** The form's changes (the text, and the due time when it changed: null clears it), or a toggle. */
export type JobTaskChanges = { content: string; dueAt?: string | null; dueTimeZone?: string | null } | { done: boolean };

/**
 * Sends only what changed (a toggle sends just `{done}`), so a toggle never
 * overwrites an edit made elsewhere. The list shows the change at once and
 * takes it back if the server refuses it.
 */
export function useUpdateJobTask(): (task: JobTask, changes: JobTaskChanges) => Promise<void> {
  const [mutate] = useMutation(UpdateJobTaskDocument);
  return useCallback(
    async (task: JobTask, changes: JobTaskChanges) => {
      // The generated types leave out __typename, but the cache needs it to find the task to change.
      const optimistic: UpdateJobTaskMutation['updateJobTask'] & { __typename: 'JobTask' } = { ...task, ...changes, __typename: 'JobTask' };
      await mutate({
        variables: { appliedJobId: task.appliedJobId, id: task._id, input: changes },
        optimisticResponse: { updateJobTask: optimistic },
      });
    },
    [mutate],
  );
}
