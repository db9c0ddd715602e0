import type { MouseEvent } from 'react';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { useConfirm } from '../../../components/ConfirmDialog';
import { useLoader } from '../../../components/GlobalLoader';
import { useNotify } from '../../../components/Notifications';
import { useNotifyFailure } from '../../../hooks/useNotifyFailure';
import type { JobPosting } from '../hooks/useMyJobPostings';
import { useCancelJobAutoBump } from '../hooks/useCancelJobAutoBump';
import { useMarkJobFilled } from '../hooks/useMarkJobFilled';
import { JOB_POSTINGS_MESSAGES } from '../utils/job-postings-messages';

type PostingOfActions = Pick<JobPosting, '_id' | 'jobTitle' | 'validThrough' | 'filled' | 'isSubscription'>;

/**
 * The posting view of a job card: the poster's actions on it, in place of the shortlist marks.
 * Each asks first (filling cannot be undone, a cancelled auto bump cannot be restarted) and says
 * how it went.
 */
export function PostingActions({ job }: { job: PostingOfActions }) {
  const markFilled = useMarkJobFilled();
  const cancelAutoBump = useCancelJobAutoBump();
  const confirm = useConfirm();
  const notify = useNotify();
  const notifyFailure = useNotifyFailure();
  const { track } = useLoader();

  const run = (question: string, action: (jobId: string) => Promise<void>, done: string) => async (event: MouseEvent) => {
    // The card opens its details on a click; its own buttons must not do that as well.
    event.stopPropagation();
    if (!(await confirm(question))) return;
    try {
      await track(action(job._id));
      notify({ type: 'success', message: done });
    } catch (error) {
      notifyFailure(error);
    }
  };

  return (
    <Stack spacing={1} sx={{ alignItems: { xs: 'flex-start', sm: 'flex-end' } }}>
      {job.filled ? (
        <Chip label="Filled" color="success" size="small" />
      ) : (
        <Button
          variant="outlined"
          size="small"
          onClick={run(JOB_POSTINGS_MESSAGES.confirmMarkFilled(job.jobTitle, job.isSubscription), markFilled, JOB_POSTINGS_MESSAGES.markedFilled(job.jobTitle))}
        >
          Mark Job As Filled
        </Button>
      )}
      {job.isSubscription && (
        <Button
          variant="outlined"
          size="small"
          color="warning"
          onClick={run(
            JOB_POSTINGS_MESSAGES.confirmCancelAutoBump(job.jobTitle, job.validThrough),
            cancelAutoBump,
            JOB_POSTINGS_MESSAGES.autoBumpCancelled(job.jobTitle),
          )}
        >
          Cancel Job Auto Bump
        </Button>
      )}
    </Stack>
  );
}
