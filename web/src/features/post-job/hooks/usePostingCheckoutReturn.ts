import { useCallback, useState } from 'react';
import { useNotify } from '../../../components/Notifications';
import { paths } from '../../../config/paths';
import { useCheckoutStatus } from '../../../hooks/useCheckoutStatus';
import { useNavigate, useSearchParams } from '../../../lib/router';
import { POST_JOB_MESSAGES } from '../utils/post-job-messages';
import { takePlacedOrder, type PlacedOrder } from '../utils/placed-order';

/** Back from paying: the order placed from this tab, when the page still knows it. */
export interface PaidPosting {
  order: PlacedOrder | null;
}

/**
 * Back from the checkout (`?status=success|cancel`): says how it went, once, and drops the
 * status from the address so a reload does not say it again. After a payment the page shows
 * what was bought (`paid`) instead of an empty form, until `postAnother`.
 */
export function usePostingCheckoutReturn(): { paid: PaidPosting | null; postAnother(): void } {
  const [searchParams] = useSearchParams();
  const status = searchParams.get('status');
  const notify = useNotify();
  const navigate = useNavigate();
  const [paid, setPaid] = useState<PaidPosting | null>(null);

  useCheckoutStatus(status, (outcome) => {
    if (outcome === 'success') {
      notify({ type: 'success', message: POST_JOB_MESSAGES.posted });
      setPaid({ order: takePlacedOrder() });
    } else {
      takePlacedOrder();
      notify({ type: 'error', message: POST_JOB_MESSAGES.postingFailed });
    }
    navigate(paths.postJob.getHref(), { replace: true });
  });

  const postAnother = useCallback(() => setPaid(null), []);
  return { paid, postAnother };
}
