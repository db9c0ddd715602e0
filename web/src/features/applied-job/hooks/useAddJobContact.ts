import { useCallback } from 'react';
import { useMutation } from '@apollo/client/react';
import { AddJobContactDocument } from '../../../generated/graphql';
import { dropCachedPages } from './item-page';
import type { JobContactValues } from './useJobContacts';

export function useAddJobContact(): (appliedJobId: string, values: JobContactValues) => Promise<void> {
  const [mutate] = useMutation(AddJobContactDocument);
  return useCallback(
    async (appliedJobId: string, values: JobContactValues) => {
      await mutate({ variables: { appliedJobId, input: values }, update: (cache) => dropCachedPages(cache, 'jobContacts') });
    },
    [mutate],
  );
}
