import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useConfirm } from '../../../components/ConfirmDialog';
import { useLoader } from '../../../components/GlobalLoader';
import { useNotify } from '../../../components/Notifications';
import { paths } from '../../../config/paths';
import { useNotifyFailure } from '../../../hooks/useNotifyFailure';
import { RouterLink } from '../../../lib/router';
import { useCancelSubscription } from '../hooks/useCancelSubscription';
import { formatSubscriptionDate, type Plan } from '../utils/plan-format';
import { SUBSCRIPTION_MESSAGES } from '../utils/subscription-messages';
import type { SubscriptionDetails } from '../utils/subscription-view';

function planText(subscription: SubscriptionDetails, plans: readonly Plan[]): string {
  if (subscription.lifetime) return 'You have the Lifetime plan: every feature for good, with nothing more to pay.';
  const plan = plans.find((p) => p.id === subscription.priceId);
  if (plan) return `You are subscribed to the ${plan.label} plan.`;
  return subscription.subscriptionId ? 'You are subscribed to RemoteHunt.' : 'You have full access to RemoteHunt.';
}

/**
 * The manage view's variants (spec section 2). Cancelling says how it went (spec section 8) and
 * the view updates in place, where the old client reloaded the page 3 s later.
 */
export function ManageSubscription({ subscription, plans }: { subscription: SubscriptionDetails; plans: readonly Plan[] }) {
  const cancelSubscription = useCancelSubscription();
  const confirm = useConfirm();
  const { track } = useLoader();
  const notify = useNotify();
  const notifyFailure = useNotifyFailure();
  const { subscriptionId, endTime, lifetime, cancelAtPeriodEnd, status } = subscription;
  const changePlanHref = paths.subscription.getHref({ status: 'change_pricing' });

  const cancel = async (id: string) => {
    if (!(await confirm(SUBSCRIPTION_MESSAGES.cancelConfirm))) return;
    try {
      await track(cancelSubscription(id));
    } catch (error) {
      notifyFailure(error, SUBSCRIPTION_MESSAGES.cancelFailed);
      return;
    }
    notify({ type: 'success', message: SUBSCRIPTION_MESSAGES.cancelled });
  };

  return (
    <Card variant="outlined" sx={{ maxWidth: 560 }}>
      <CardContent sx={{ p: { xs: 3, sm: 4 } }}>
        <Stack spacing={1.5}>
          <Typography variant="h5" component="h2">
            Your plan
          </Typography>
          <Typography>{planText(subscription, plans)}</Typography>
          {!lifetime && !subscriptionId && endTime && <Typography>Your trial ends on {formatSubscriptionDate(endTime)}.</Typography>}
          {subscriptionId && endTime && (
            <Typography>
              {cancelAtPeriodEnd
                ? `Your plan is cancelled and ends on ${formatSubscriptionDate(endTime)}.`
                : `Your next billing date is ${formatSubscriptionDate(endTime)}.`}
            </Typography>
          )}
          {status === 'paid' && !subscriptionId && !lifetime && (
            <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
              <Typography>To keep every feature, please subscribe to the suitable plan.</Typography>
              <Button component={RouterLink} to={changePlanHref} variant="contained">
                See plans
              </Button>
            </Stack>
          )}
          {subscriptionId && (
            <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', pt: 1 }}>
              <Button component={RouterLink} to={changePlanHref} variant="outlined">
                Change plan
              </Button>
              {!cancelAtPeriodEnd && (
                <Button color="error" onClick={() => void cancel(subscriptionId)}>
                  Cancel subscription
                </Button>
              )}
            </Stack>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}
