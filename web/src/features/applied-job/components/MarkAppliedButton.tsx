import Button from '@mui/material/Button';
import { useLoader } from '../../../components/GlobalLoader';
import { useNotify } from '../../../components/Notifications';
import { isUnauthenticated } from '../../../lib/api-errors';
import { useApplyToSavedJob } from '../hooks/useApplyToSavedJob';
import { APPLIED_JOB_MESSAGES } from '../utils/applied-job-messages';

/** "I applied" on a job saved for later: it becomes an application from today. */
export function MarkAppliedButton({ appliedJobId, status }: { appliedJobId: string; status: string }) {
  const apply = useApplyToSavedJob();
  const notify = useNotify();
  const { track } = useLoader();

  const click = async () => {
    try {
      await track(apply(appliedJobId, status));
      notify({ type: 'success', message: APPLIED_JOB_MESSAGES.markedApplied });
    } catch (error) {
      if (!isUnauthenticated(error)) notify({ type: 'error', message: APPLIED_JOB_MESSAGES.statusUpdateFailed });
    }
  };

  return (
    <Button variant="outlined" onClick={() => void click()}>
      I applied
    </Button>
  );
}
