import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { paths } from '../../../config/paths';
import { describePlan } from '../../../lib/describe-plan';
import type { PlanState } from '../../../lib/plan-state';
import { RouterLink } from '../../../lib/router';
import type { SessionUser } from '../../../lib/session/SessionContext';
import { useAccountSubscription } from '../hooks/useAccountSubscription';
import { SETTINGS_MESSAGES } from '../utils/settings-messages';

/** A plan running or for good: the Subscription page manages it; otherwise it offers the plans. */
const hasPlan = (plan: PlanState) => plan.lifetime || (plan.status === 'paid' && plan.active);

/**
 * The plan in words and the way to the Subscription page, which the side menu does not list.
 * Until the subscription arrives (or if it cannot) the session's copy is worded.
 */
export function SubscriptionSection({ user, freeAccess }: { user: SessionUser; freeAccess: boolean }) {
  const plan = useAccountSubscription() ?? user.appSubscription;
  return (
    <>
      <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography sx={{ fontWeight: 600 }}>{describePlan(plan)}</Typography>
        <Button component={RouterLink} to={paths.subscription.getHref()} variant="outlined" size="small">
          {hasPlan(plan) ? 'Manage subscription' : 'See plans'}
        </Button>
      </Stack>
      {user.isAdmin ? (
        <Typography variant="body2" color="text.secondary">
          {SETTINGS_MESSAGES.adminAccess}
        </Typography>
      ) : (
        freeAccess && (
          <Typography variant="body2" color="text.secondary">
            {SETTINGS_MESSAGES.freeAccess}
          </Typography>
        )
      )}
    </>
  );
}
