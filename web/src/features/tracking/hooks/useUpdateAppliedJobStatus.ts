import { useCallback } from 'react';
import { useMutation } from '@apollo/client/react';
import { UpdateAppliedJobStatusDocument } from '../../../generated/graphql';
import type { AppliedJob } from '../utils/status-board';
import { recordApplication, recordStatusMove } from './applied-jobs-cache';

/**
 * Moves an application to another status; a job saved for later becomes an application in that
 * status (`applied: true`). The answer is taken for granted at once (an optimistic response), so
 * the card lands in its new column straight away; if the server refuses, Apollo drops that guess
 * and the card returns, and the returned promise rejects.
 */
export function useUpdateAppliedJobStatus(): (job: AppliedJob, statusId: string) => Promise<void> {
  const [mutate] = useMutation(UpdateAppliedJobStatusDocument);
  return useCallback(
    async (job: AppliedJob, statusId: string) => {
      const fromStatus = job.status;
      const now = new Date().toISOString();
      // With its type name, so the cache files the guess under the same AppliedJob the list shows.
      const guess = {
        __typename: 'AppliedJob' as const,
        _id: job._id,
        status: statusId,
        statusChangedAt: now,
        saved: false,
        appliedAt: job.appliedAt ?? now,
      };
      await mutate({
        variables: job.saved ? { id: job._id, status: statusId, applied: true } : { id: job._id, status: statusId },
        optimisticResponse: { updateAppliedJobStatus: guess },
        update: (cache, { data }) => {
          if (!data) return;
          const { status, appliedAt } = data.updateAppliedJobStatus;
          if (!job.saved) recordStatusMove(cache, fromStatus, status);
          else if (appliedAt) recordApplication(cache, status, appliedAt);
        },
      });
    },
    [mutate],
  );
}
