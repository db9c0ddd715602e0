import type { MouseEvent } from 'react';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { useLoader } from '../../../components/GlobalLoader';
import { useNotifyFailure } from '../../../hooks/useNotifyFailure';
import type { JobPosting } from '../hooks/useMyJobPostings';
import { useCancelJobAutoBump } from '../hooks/useCancelJobAutoBump';
import { useMarkJobFilled } from '../hooks/useMarkJobFilled';

/** The posting view of a job card: the poster's actions on it, in place of the shortlist marks. */
export function PostingActions({ job }: { job: Pick<JobPosting, '_id' | 'filled' | 'isSubscription'> }) {
  const markFilled = useMarkJobFilled();
  const cancelAutoBump = useCancelJobAutoBump();
  const notifyFailure = useNotifyFailure();
  const { track } = useLoader();

  const run = (action: (jobId: string) => Promise<void>) => async (event: MouseEvent) => {
    // The card opens its details on a click; its own buttons must not do that as well.
    event.stopPropagation();
    try {
      await track(action(job._id));
    } catch (error) {
      notifyFailure(error);
    }
  };

  return (
    <Stack spacing={1} sx={{ alignItems: { xs: 'flex-start', sm: 'flex-end' } }}>
      {job.filled ? (
        <Chip label="Filled" color="success" size="small" />
      ) : (
        <Button variant="outlined" size="small" onClick={run(markFilled)}>
          Mark Job As Filled
        </Button>
      )}
      {job.isSubscription && (
        <Button variant="outlined" size="small" color="warning" onClick={run(cancelAutoBump)}>
          Cancel Job Auto Bump
        </Button>
      )}
    </Stack>
  );
}
