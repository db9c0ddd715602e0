import { useNotify } from '../../../components/Notifications';
import { paths } from '../../../config/paths';
import { useCheckoutStatus } from '../../../hooks/useCheckoutStatus';
import { useNavigate } from '../../../lib/router';
import { SUBSCRIPTION_MESSAGES } from '../utils/subscription-messages';
import { useRefreshAppAccess } from './useRefreshAppAccess';

/**
 * Back from the hosted checkout (`?status=success|cancel`): success says so and opens remote
 * jobs once the session knows of the plan; cancel says the subscription failed and drops the
 * status, so a reload does not say it again.
 */
export function useCheckoutReturn(status: string | null): void {
  const notify = useNotify();
  const navigate = useNavigate();
  const refreshAppAccess = useRefreshAppAccess();
  useCheckoutStatus(status, (returned) => {
    if (returned === 'cancel') {
      notify({ type: 'error', message: SUBSCRIPTION_MESSAGES.checkoutCancelled });
      navigate(paths.subscription.getHref(), { replace: true });
      return;
    }
    void refreshAppAccess()
      .catch(() => undefined)
      .then(() => {
        notify({ type: 'success', message: SUBSCRIPTION_MESSAGES.succeeded });
        navigate(paths.remoteJobs.getHref(), { replace: true });
      });
  });
}
