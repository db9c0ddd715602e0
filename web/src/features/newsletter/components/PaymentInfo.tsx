import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Link from '@mui/material/Link';
import { paths } from '../../../config/paths';
import { formatPrice } from '../../../lib/format-money';
import { RouterLink } from '../../../lib/router';
import type { NewsletterPrice } from '../hooks/useNewsletterPrice';

/**
 * What the newsletter costs (spec section 2): as little as its monthly price from the price list
 * the checkout charges (none named until it has loaded), paid by card after Subscribe.
 */
export function PaymentInfo({ price }: { price: NewsletterPrice | null }) {
  return (
    <Alert severity="info" role="note" aria-label="Newsletter price">
      <AlertTitle>
        {price
          ? `Remote job leads in your inbox for as little as ${formatPrice(price.amount, price.currency)} per month`
          : 'Remote job leads in your inbox, paid monthly'}
      </AlertTitle>
      After Subscribe you pay by card on a secure checkout page; unsubscribe at any time. The newsletter is free with a
      paid RemoteHunt{' '}
      <Link component={RouterLink} to={paths.pricing.getHref()}>
        plan
      </Link>
      .
    </Alert>
  );
}
