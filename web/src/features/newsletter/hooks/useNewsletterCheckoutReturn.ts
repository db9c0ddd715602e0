import { useEffect, useRef } from 'react';
import { useNotify } from '../../../components/Notifications';
import { useLocation, useNavigate } from '../../../lib/router';
import { NEWSLETTER_MESSAGES } from '../utils/newsletter-messages';
import { newsletterHrefWithout } from '../utils/newsletter-query';

/**
 * Back from the card checkout (`?status=success|cancel`): says how it went, once, and drops the
 * status from the address so a reload does not say it again.
 */
export function useNewsletterCheckoutReturn(): void {
  const { search } = useLocation();
  const status = new URLSearchParams(search).get('status');
  const notify = useNotify();
  const navigate = useNavigate();
  // A ref, not state: StrictMode runs the effect twice and the notice must show once.
  const handled = useRef<string | null>(null);

  useEffect(() => {
    if (status !== 'success' && status !== 'cancel') {
      handled.current = null;
      return;
    }
    if (handled.current === status) return;
    handled.current = status;
    notify(
      status === 'success'
        ? { type: 'success', message: NEWSLETTER_MESSAGES.subscribed }
        : { type: 'error', message: NEWSLETTER_MESSAGES.subscriptionFailed },
    );
    navigate(newsletterHrefWithout(search, 'status'), { replace: true });
  }, [status, search, notify, navigate]);
}
