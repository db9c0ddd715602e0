import { useCallback } from 'react';
import { useLoader } from '../../../components/GlobalLoader';
import { useNotify } from '../../../components/Notifications';
import { JOB_MESSAGES } from '../utils/job-messages';
import type { SeekerJob } from './job-page-result';
import { useDelistJob } from './useDelistJob';
import { useNotifyFailure } from '../../../hooks/useNotifyFailure';
import { useShortlistJob } from './useShortlistJob';

/** Shortlists a job that is not on the shortlist and delists one that is, telling the user either way. */
export function useShortlistToggle(): (job: Pick<SeekerJob, '_id' | 'shortlisted' | 'shortlistedJobId'>) => Promise<void> {
  const shortlist = useShortlistJob();
  const delist = useDelistJob();
  const notify = useNotify();
  const notifyFailure = useNotifyFailure();
  const { track } = useLoader();

  return useCallback(
    async (job) => {
      try {
        if (job.shortlisted) {
          if (!job.shortlistedJobId) throw new Error(`Shortlisted job ${job._id} carries no shortlist id`);
          await track(delist(job._id, job.shortlistedJobId));
          notify({ type: 'success', message: JOB_MESSAGES.delisted });
        } else {
          await track(shortlist(job._id));
          notify({ type: 'success', message: JOB_MESSAGES.shortlisted });
        }
      } catch (error) {
        notifyFailure(error);
      }
    },
    [shortlist, delist, notify, notifyFailure, track],
  );
}
