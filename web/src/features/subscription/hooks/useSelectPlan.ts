import { useCallback } from 'react';
import { useLoader } from '../../../components/GlobalLoader';
import { paths } from '../../../config/paths';
import { useNotifyFailure } from '../../../hooks/useNotifyFailure';
import { useNavigate } from '../../../lib/router';
import type { Plan } from '../utils/plan-format';
import { usePlanCheckout } from './usePlanCheckout';

/** Select Plan on the pricing table: a renewing plan opens the payment form, the lifetime plan its checkout. */
export function useSelectPlan(): (plan: Plan, subscriptionType: number) => Promise<void> {
  const navigate = useNavigate();
  const checkout = usePlanCheckout();
  const { track } = useLoader();
  const notifyFailure = useNotifyFailure();
  return useCallback(
    async (plan, subscriptionType) => {
      if (plan.subscription) {
        navigate(paths.subscription.getHref({ subscription_type: String(subscriptionType) }));
        return;
      }
      try {
        await track(checkout(plan.id));
      } catch (error) {
        notifyFailure(error);
      }
    },
    [navigate, checkout, track, notifyFailure],
  );
}
