import { useCallback } from 'react';
import { useMutation } from '@apollo/client/react';
import { DeleteJobNoteDocument } from '../../../generated/graphql';
import { dropCachedPages } from './item-page';

/** Notes have their own deletion; the old client called the contact's by mistake (docs/api-tracking.md). */
export function useDeleteJobNote(): (appliedJobId: string, noteId: string) => Promise<void> {
  const [mutate] = useMutation(DeleteJobNoteDocument);
  return useCallback(
    async (appliedJobId: string, noteId: string) => {
      await mutate({ variables: { appliedJobId, id: noteId }, update: (cache) => dropCachedPages(cache, 'jobNotes') });
    },
    [mutate],
  );
}
