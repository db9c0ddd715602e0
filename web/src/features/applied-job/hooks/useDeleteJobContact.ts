import { useCallback } from 'react';
import { useMutation } from '@apollo/client/react';
import { DeleteJobContactDocument } from '../../../generated/graphql';
import { dropCachedPages } from './item-page';

export function useDeleteJobContact(): (appliedJobId: string, contactId: string) => Promise<void> {
  const [mutate] = useMutation(DeleteJobContactDocument);
  return useCallback(
    async (appliedJobId: string, contactId: string) => {
      await mutate({ variables: { appliedJobId, id: contactId }, update: (cache) => dropCachedPages(cache, 'jobContacts') });
    },
    [mutate],
  );
}
