import { useState } from 'react';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { paths } from '../../../config/paths';
import { useSession } from '../../../lib/session/useSession';
import { useNewsletterCheckoutReturn } from '../hooks/useNewsletterCheckoutReturn';
import { useNewsletterLinkSignIn } from '../hooks/useNewsletterLinkSignIn';
import { NewsletterForm } from './NewsletterForm';

/**
 * The remote jobs newsletter (spec sections 2 and 4), open to visitors: job leads by email,
 * filtered by category, country and keywords. Also where the card checkout and an emailed login
 * link come back to.
 */
export function NewsletterPage() {
  useNewsletterCheckoutReturn();
  const { signingIn } = useNewsletterLinkSignIn();
  const session = useSession();
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
      ) : (
        <NewsletterForm emailLocked={openedFromLoginLink} />
      )}
    </Stack>
  );
}
