import { useEffect, useRef } from 'react';
import { useNotify } from '../../../components/Notifications';
import { paths } from '../../../config/paths';
import { useNavigate, useSearchParams } from '../../../lib/router';
import { POST_JOB_MESSAGES } from '../utils/post-job-messages';

/**
 * Back from the checkout (`?status=success|cancel`): says how it went, once, and drops the
 * status from the address so a reload does not say it again.
 */
export function useCheckoutReturnNotice(): void {
  const status = useSearchParams().get('status');
  const notify = useNotify();
  const navigate = useNavigate();
  // A ref, not state: StrictMode runs the effect twice and the notice must show once.
  const handled = useRef(false);

  useEffect(() => {
    if (status !== 'success' && status !== 'cancel') {
      handled.current = false;
      return;
    }
    if (handled.current) return;
    handled.current = true;
    notify(
      status === 'success'
        ? { type: 'success', message: POST_JOB_MESSAGES.posted }
        : { type: 'error', message: POST_JOB_MESSAGES.postingFailed },
    );
    navigate(paths.postJob.getHref(), { replace: true });
  }, [status, notify, navigate]);
}
