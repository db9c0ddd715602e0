import { useCallback } from 'react';
import type { ApolloCache } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import {
  AddAppliedJobEventDocument,
  DeleteAppliedJobEventDocument,
  UpdateAppliedJobEventDocument,
  type AppliedJobEventInput,
} from '../../../generated/graphql';
import { dropCachedPages } from './item-page';
import type { JobEvent } from './useJobEvents';

/**
 * Any change can move an event to another page (the list is by start time) and change which is
 * the application's next one, so the cached pages and `nextEvent`s are dropped and load again.
 */
function dropEventViews(cache: ApolloCache): void {
  dropCachedPages(cache, 'appliedJobEvents');
  cache.evict({ id: 'ROOT_QUERY', fieldName: 'upcoming' });
  cache.evict({ id: 'ROOT_QUERY', fieldName: 'appliedJobs' });
}

/** Adding, changing and deleting an application's events. */
export function useJobEventChanges() {
  const [add] = useMutation(AddAppliedJobEventDocument);
  const [update] = useMutation(UpdateAppliedJobEventDocument);
  const [remove] = useMutation(DeleteAppliedJobEventDocument);
  return {
    add: useCallback(
      async (appliedJobId: string, input: AppliedJobEventInput): Promise<JobEvent> => {
        const { data } = await add({ variables: { appliedJobId, input }, update: dropEventViews });
        return data!.addAppliedJobEvent;
      },
      [add],
    ),
    update: useCallback(
      async (appliedJobId: string, id: string, input: AppliedJobEventInput): Promise<JobEvent> => {
        const { data } = await update({ variables: { appliedJobId, id, input }, update: dropEventViews });
        return data!.updateAppliedJobEvent;
      },
      [update],
    ),
    remove: useCallback(
      async (appliedJobId: string, id: string) => {
        await remove({ variables: { appliedJobId, id }, update: dropEventViews });
      },
      [remove],
    ),
  };
}
