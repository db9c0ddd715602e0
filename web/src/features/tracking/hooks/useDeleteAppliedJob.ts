import { useCallback } from 'react';
import { useMutation } from '@apollo/client/react';
import { DeleteAppliedJobDocument } from '../../../generated/graphql';
import type { AppliedJob } from '../utils/status-board';
import { removeAppliedJob } from './applied-jobs-cache';

export function useDeleteAppliedJob(): (job: AppliedJob) => Promise<void> {
  const [mutate] = useMutation(DeleteAppliedJobDocument);
  return useCallback(
    async (job: AppliedJob) => {
      await mutate({
        variables: { id: job._id },
        update: (cache, { data }) => {
          if (data?.deleteAppliedJob) removeAppliedJob(cache, job);
        },
      });
    },
    [mutate],
  );
}
