import { useCallback } from 'react';
import { useMutation } from '@apollo/client/react';
import { UpdateAppliedJobStatusDocument } from '../../../generated/graphql';
import type { AppliedJob } from '../utils/status-board';
import { recordStatusMove } from './applied-jobs-cache';

/**
 * Moves an application to another status. The answer is taken for granted at once (an optimistic
 * response), so the card lands in its new column straight away; if the server refuses, Apollo
 * drops that guess and the card returns, and the returned promise rejects.
 */
export function useUpdateAppliedJobStatus(): (job: AppliedJob, statusId: string) => Promise<void> {
  const [mutate] = useMutation(UpdateAppliedJobStatusDocument);
  return useCallback(
    async (job: AppliedJob, statusId: string) => {
      const fromStatus = job.status;
      // With its type name, so the cache files the guess under the same AppliedJob the list shows.
      const guess = { __typename: 'AppliedJob' as const, _id: job._id, status: statusId, statusChangedAt: new Date().toISOString() };
      await mutate({
        variables: { id: job._id, status: statusId },
        optimisticResponse: { updateAppliedJobStatus: guess },
        update: (cache, { data }) => {
          if (data) recordStatusMove(cache, fromStatus, data.updateAppliedJobStatus.status);
        },
      });
    },
    [mutate],
  );
}
