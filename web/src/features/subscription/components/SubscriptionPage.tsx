import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { paths } from '../../../config/paths';
import { GENERIC_ERROR_MESSAGE } from '../../../lib/api-errors';
import { isTrialOver } from '../../../lib/plan-state';
import { useSearchParams } from '../../../lib/router';
import type { PlanProduct } from '../hooks/plan-product';
import { useCheckoutReturn } from '../hooks/useCheckoutReturn';
import { useMySubscription } from '../hooks/useMySubscription';
import { useSelectPlan } from '../hooks/useSelectPlan';
import { useSubscriptionPlans } from '../hooks/useSubscriptionPlans';
import { formatSubscriptionDate } from '../utils/plan-format';
import { SUBSCRIPTION_MESSAGES } from '../utils/subscription-messages';
import { chooseSubscriptionView, planAt, type SubscriptionDetails } from '../utils/subscription-view';
import { LifetimeCheckout } from './LifetimeCheckout';
import { ManageSubscription } from './ManageSubscription';
import { PaymentForm } from './PaymentForm';
import { PlansLoading } from './PlansLoading';
import { PricingTable } from './PricingTable';
import { TrialEndedNotice } from './TrialEndedNotice';

export function SubscriptionPage() {
  const [params] = useSearchParams();
  const status = params.get('status');
  const subscriptionType = params.get('subscription_type');
  const mine = useMySubscription();
  const plans = useSubscriptionPlans({ signedIn: true });
  useCheckoutReturn(status);

  let body;
  if (status === 'success') {
    // On the way to remote jobs (useCheckoutReturn).
    body = <PlansLoading failure={null} onRetry={() => undefined} />;
  } else if (mine.error || plans.error) {
    const failure = mine.error ? GENERIC_ERROR_MESSAGE : SUBSCRIPTION_MESSAGES.plansUnavailable;
    body = (
      <PlansLoading
        failure={failure}
        onRetry={() => {
          if (mine.error) mine.retry();
          if (plans.error) plans.retry();
        }}
      />
    );
  } else if (!mine.subscription || !plans.product) {
    body = <PlansLoading failure={null} onRetry={() => undefined} />;
  } else {
    body = (
      <SubscriptionView
        subscription={mine.subscription}
        product={plans.product}
        status={status}
        subscriptionType={subscriptionType}
      />
    );
  }

  return (
    <Stack spacing={3}>
      <Typography variant="h4" component="h1">
        {paths.subscription.title}
      </Typography>
      {body}
    </Stack>
  );
}

function SubscriptionView({
  subscription,
  product,
  status,
  subscriptionType,
}: {
  subscription: SubscriptionDetails;
  product: PlanProduct;
  status: string | null;
  subscriptionType: string | null;
}) {
  const selectPlan = useSelectPlan();
  const view = chooseSubscriptionView(subscription, { subscriptionType, status });

  if (view === 'manage_subscription') {
    return <ManageSubscription subscription={subscription} plans={product.prices} />;
  }

  const chosen = view === 'payment_form' ? planAt(product.prices, subscriptionType) : null;
  if (chosen?.subscription) {
    const publicKey = product.testMode ? null : (product.public_key ?? null);
    return <PaymentForm plan={chosen} publicKey={publicKey} />;
  }
  if (chosen) return <LifetimeCheckout plan={chosen} />;

  const trialEnd = subscription.status === 'trial' && subscription.active && subscription.endTime;
  return (
    <Stack spacing={2}>
      {view === 'payment_form' && <Alert severity="warning">{SUBSCRIPTION_MESSAGES.planNotOffered}</Alert>}
      {isTrialOver(subscription) ? (
        <TrialEndedNotice />
      ) : (
        <Typography color="text.secondary">
          {trialEnd
            ? `Your free trial ends on ${formatSubscriptionDate(trialEnd)}. Choose a plan to keep every feature after that.`
            : 'Choose the plan that suits you: every plan has every feature.'}
        </Typography>
      )}
      <PricingTable
        plans={product.prices}
        actionFor={(plan, index) => (
          <Button variant="contained" onClick={() => void selectPlan(plan, index)} fullWidth>
            Select Plan
          </Button>
        )}
      />
    </Stack>
  );
}
