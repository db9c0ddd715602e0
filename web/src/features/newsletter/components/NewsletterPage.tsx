import { useState } from 'react';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { paths } from '../../../config/paths';
import { useLocation } from '../../../lib/router';
import { useSession } from '../../../lib/session/useSession';
import { useNewsletterCheckoutReturn } from '../hooks/useNewsletterCheckoutReturn';
import { useNewsletterLinkSignIn } from '../hooks/useNewsletterLinkSignIn';
import { formFromQuery } from '../utils/newsletter-form';
import { NewsletterForm } from './NewsletterForm';
import { PaidNewsletterSummary } from './PaidNewsletterSummary';

/**
 * The remote jobs newsletter (spec sections 2 and 4), open to visitors: job leads by email,
 * filtered by category, country and keywords. Also where the card checkout and an emailed login
 * link come back to.
 */
export function NewsletterPage() {
  const { search } = useLocation();
  const session = useSession();
  // Decided on arrival, before the status leaves the address: a visitor back from paying sees what they bought, never a blank form.
  const [paidAsVisitor] = useState(() => {
    const params = new URLSearchParams(search);
    return params.get('status') === 'success' && params.get('email') && !session.isLoggedIn ? formFromQuery(params, { name: '', email: '' }) : null;
  });
  useNewsletterCheckoutReturn();
  const { signingIn } = useNewsletterLinkSignIn();
  // Decided on arrival: the token leaves the address once used.
  const [openedFromLoginLink] = useState(signingIn);
  // The form depends on who is signed in: the email, the plan that makes it free, the way to subscribe.
  const waiting = signingIn || (session.isLoggedIn && session.status === 'loading');

  return (
    <Stack spacing={3}>
      <Typography variant="h4" component="h1">
        {paths.newsletter.title}
      </Typography>
      {waiting ? (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
          <CircularProgress aria-label={signingIn ? 'Signing you in' : 'Loading your account'} />
        </Box>
      ) : paidAsVisitor && !session.isLoggedIn ? (
        <PaidNewsletterSummary values={paidAsVisitor} />
      ) : (
        <NewsletterForm emailLocked={openedFromLoginLink} />
      )}
    </Stack>
  );
}
