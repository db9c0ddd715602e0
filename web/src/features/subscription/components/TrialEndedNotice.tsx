import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import { TRIAL_ENDED_MESSAGE } from '../../../lib/plan-state';

/** Above the plans once the free trial is over: why the job screens sent the user here. */
export function TrialEndedNotice() {
  return (
    <Alert severity="warning">
      <AlertTitle>{TRIAL_ENDED_MESSAGE}</AlertTitle>
      Choose a plan to open the job lists, companies and job boards again: every plan has every feature.
    </Alert>
  );
}
