import { useCallback } from 'react';
import { useMutation } from '@apollo/client/react';
import { UpdateJobNoteDocument } from '../../../generated/graphql';
import type { JobNote, JobNoteValues } from './useJobNotes';

/** The answer refreshes the cached note, so the list shows the edit without reloading. */
export function useUpdateJobNote(): (note: JobNote, values: JobNoteValues) => Promise<void> {
  const [mutate] = useMutation(UpdateJobNoteDocument);
  return useCallback(
    async (note: JobNote, values: JobNoteValues) => {
      await mutate({ variables: { appliedJobId: note.appliedJobId, id: note._id, input: values } });
    },
    [mutate],
  );
}
