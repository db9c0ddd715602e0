import { useCallback } from 'react';
import { useLoader } from '../../../components/GlobalLoader';
import { useNotify } from '../../../components/Notifications';
import { useNotifyFailure } from '../../../hooks/useNotifyFailure';
import { JOB_MESSAGES } from '../utils/job-messages';
import type { SeekerJob } from './job-page-result';
import { useUpdateJobApplicationStatus } from './useUpdateJobApplicationStatus';
import { useUpdateShortlistedJobStatus } from './useUpdateShortlistedJobStatus';

type StatusedJob = Pick<SeekerJob, '_id' | 'status' | 'shortlistedJobId' | 'appliedJobId'>;

/**
 * Changes the job's one status from its details row, telling the user either way: an applied
 * job's goes to its application, as the board and the applied job's page change it, and only a
 * job not applied moves its shortlisted job (issue 47).
 */
export function useChangeJobStatus(): (job: StatusedJob, status: { _id: string; title: string }) => Promise<void> {
  const updateApplication = useUpdateJobApplicationStatus();
  const updateShortlisted = useUpdateShortlistedJobStatus();
  const notify = useNotify();
  const notifyFailure = useNotifyFailure();
  const { track } = useLoader();

  return useCallback(
    async (job, status) => {
      if (status._id === job.status) return;
      try {
        if (job.appliedJobId) {
          await track(updateApplication(job._id, job.appliedJobId, status._id));
        } else {
          if (!job.shortlistedJobId) throw new Error(`Job ${job._id} is neither applied nor shortlisted`);
          await track(updateShortlisted(job._id, job.shortlistedJobId, status._id));
        }
        notify({ type: 'success', message: JOB_MESSAGES.statusUpdated(status.title) });
      } catch (error) {
        notifyFailure(error);
      }
    },
    [updateApplication, updateShortlisted, notify, notifyFailure, track],
  );
}
