import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useLoader } from '../../../components/GlobalLoader';
import { useNotify } from '../../../components/Notifications';
import { isUnauthenticated } from '../../../lib/api-errors';
import { useSession } from '../../../lib/session/useSession';
import { useUpdateAppliedJobStatus } from '../hooks/useUpdateAppliedJobStatus';
import { APPLIED_JOB_MESSAGES } from '../utils/applied-job-messages';

/** The application's status; any status may follow any other. */
export function AppliedJobStatusSelect({ appliedJobId, status }: { appliedJobId: string; status: string }) {
  const { jobStatuses } = useSession();
  const updateStatus = useUpdateAppliedJobStatus();
  const notify = useNotify();
  const { track } = useLoader();

  if (jobStatuses.length === 0) return null;
  // Until the statuses list holds this one (or if it was retired), show no choice rather than a raw id.
  const known = jobStatuses.some((s) => s._id === status);

  const change = async (next: string) => {
    const chosen = jobStatuses.find((s) => s._id === next);
    if (!chosen || next === status) return;
    try {
      await track(updateStatus(appliedJobId, next));
      notify({ type: 'success', message: APPLIED_JOB_MESSAGES.statusUpdated(chosen.title) });
    } catch (error) {
      if (!isUnauthenticated(error)) notify({ type: 'error', message: APPLIED_JOB_MESSAGES.statusUpdateFailed });
    }
  };

  return (
    <TextField
      select
      size="small"
      label="Status"
      value={known ? status : ''}
      onChange={(event) => void change(event.target.value)}
      sx={{ minWidth: 200 }}
    >
      {jobStatuses.map((s) => (
        <MenuItem key={s._id} value={s._id}>
          {s.title}
        </MenuItem>
      ))}
    </TextField>
  );
}
