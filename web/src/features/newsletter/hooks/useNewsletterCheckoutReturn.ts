import { useNotify } from '../../../components/Notifications';
import { useCheckoutStatus } from '../../../hooks/useCheckoutStatus';
import { useLocation, useNavigate } from '../../../lib/router';
import { NEWSLETTER_MESSAGES } from '../utils/newsletter-messages';
import { newsletterHrefWithout } from '../utils/newsletter-query';

/**
 * Back from the card checkout (`?status=success|cancel`): says how it went, once, and drops the
 * status from the address so a reload does not say it again.
 */
export function useNewsletterCheckoutReturn(): void {
  const { search } = useLocation();
  const notify = useNotify();
  const navigate = useNavigate();
  useCheckoutStatus(new URLSearchParams(search).get('status'), (status) => {
    notify(
      status === 'success'
        ? { type: 'success', message: NEWSLETTER_MESSAGES.subscribed }
        : { type: 'error', message: NEWSLETTER_MESSAGES.subscriptionFailed },
    );
    navigate(newsletterHrefWithout(search, 'status'), { replace: true });
  });
}
