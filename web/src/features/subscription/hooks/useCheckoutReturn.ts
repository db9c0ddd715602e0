import { useEffect, useRef } from 'react';
import { useNotify } from '../../../components/Notifications';
import { paths } from '../../../config/paths';
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
  const handled = useRef<string | null>(null);

  useEffect(() => {
    if (status !== 'success' && status !== 'cancel') {
      handled.current = null;
      return;
    }
    if (handled.current === status) return;
    handled.current = status;
    if (status === 'cancel') {
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
  }, [status, notify, navigate, refreshAppAccess]);
}
