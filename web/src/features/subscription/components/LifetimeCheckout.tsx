import { useState } from 'react';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useLoader } from '../../../components/GlobalLoader';
import { paths } from '../../../config/paths';
import { useNotifyFailure } from '../../../hooks/useNotifyFailure';
import { RouterLink } from '../../../lib/router';
import { usePlanCheckout } from '../hooks/usePlanCheckout';
import type { Plan } from '../utils/plan-format';
import { PlanCard } from './PlanCard';

/** The lifetime plan is paid once on the card provider's checkout page, not with the card form. */
export function LifetimeCheckout({ plan }: { plan: Plan }) {
  const checkout = usePlanCheckout();
  const { track } = useLoader();
  const notifyFailure = useNotifyFailure();
  const [leaving, setLeaving] = useState(false);

  const start = async () => {
    setLeaving(true);
    try {
      await track(checkout(plan.id));
    } catch (error) {
      notifyFailure(error);
      setLeaving(false);
    }
  };

  return (
    <Stack spacing={2} sx={{ maxWidth: 420 }}>
      <PlanCard
        plan={plan}
        action={
          <Button variant="contained" onClick={() => void start()} disabled={leaving} fullWidth>
            Continue to checkout
          </Button>
        }
      />
      <Link component={RouterLink} to={paths.subscription.getHref({ status: 'change_pricing' })} variant="body2">
        Choose another plan
      </Link>
    </Stack>
  );
}
