import { useCallback } from 'react';
import { useMutation } from '@apollo/client/react';
import { AddJobNoteDocument } from '../../../generated/graphql';
import { dropCachedPages } from './item-page';
import type { JobNoteValues } from './useJobNotes';

export function useAddJobNote(): (appliedJobId: string, values: JobNoteValues) => Promise<void> {
  const [mutate] = useMutation(AddJobNoteDocument);
  return useCallback(
    async (appliedJobId: string, values: JobNoteValues) => {
      await mutate({ variables: { appliedJobId, input: values }, update: (cache) => dropCachedPages(cache, 'jobNotes') });
    },
    [mutate],
  );
}
