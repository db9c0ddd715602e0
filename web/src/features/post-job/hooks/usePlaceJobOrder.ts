import { useCallback } from 'react';
import { paths } from '../../../config/paths';
import { placeJobOrder, type JobOrder } from '../api/post-job-order';
import { openCheckout } from '../utils/open-checkout';
import { rememberPlacedOrder } from '../utils/placed-order';

export type JobOrderInput = Omit<JobOrder, 'successCallback' | 'cancelCallback'>;

/** Where the checkout sends the browser back to: this page, with the outcome in the query. */
const returnUrl = (status: 'success' | 'cancel') =>
  `${window.location.origin}${window.location.pathname}#${paths.postJob.getHref({ status })}`;

/** Places the order and leaves for the card checkout it opened; the page back from it names the job. */
export function usePlaceJobOrder(): (order: JobOrderInput) => Promise<void> {
  return useCallback(async (order: JobOrderInput) => {
    const checkout = await placeJobOrder({ ...order, successCallback: returnUrl('success'), cancelCallback: returnUrl('cancel') });
    rememberPlacedOrder({ jobTitle: order.jobInfo.jobTitle, email: order.email });
    openCheckout(checkout.url);
  }, []);
}
