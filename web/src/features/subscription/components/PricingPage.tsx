import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { paths } from '../../../config/paths';
import { isTrialOver } from '../../../lib/plan-state';
import { RouterLink } from '../../../lib/router';
import { useSession } from '../../../lib/session/useSession';
import { useSubscriptionPlans } from '../hooks/useSubscriptionPlans';
import { SUBSCRIPTION_MESSAGES } from '../utils/subscription-messages';
import { PlansLoading } from './PlansLoading';
import { PricingTable } from './PricingTable';
import { TrialEndedNotice } from './TrialEndedNotice';

/**
 * The public pricing page: the plans of the visitor's country. A visitor signs up with the plan
 * chosen (`?plan=`); a signed-in user goes straight to its payment form.
 */
export function PricingPage() {
  const { isLoggedIn, user } = useSession();
  const { product, error, retry } = useSubscriptionPlans({ signedIn: isLoggedIn });

  return (
    <Stack spacing={3}>
      <Stack spacing={1}>
        <Typography variant="h4" component="h1">
          {paths.pricing.title}
        </Typography>
        <Typography color="text.secondary">
          Every plan has every feature: the remote jobs newsletter, job search and tracking, your resumes and cover letters, and
          the lists of top remote companies and job boards.
        </Typography>
      </Stack>
      {user && isTrialOver(user.appSubscription) && <TrialEndedNotice />}
      {product ? (
        <PricingTable
          plans={product.prices}
          actionFor={(plan, subscriptionType) => (
            <Button
              component={RouterLink}
              to={
                isLoggedIn
                  ? paths.subscription.getHref({ subscription_type: String(subscriptionType) })
                  : paths.signUp.getHref({ plan: plan.id })
              }
              variant="contained"
              fullWidth
            >
              Select Plan
            </Button>
          )}
        />
      ) : (
        <PlansLoading failure={error ? SUBSCRIPTION_MESSAGES.plansUnavailable : null} onRetry={retry} />
      )}
      {!isLoggedIn && (
        <Typography variant="body2">
          Already have an account?{' '}
          <Link component={RouterLink} to={paths.signIn.getHref()}>
            Sign in
          </Link>
        </Typography>
      )}
    </Stack>
  );
}
