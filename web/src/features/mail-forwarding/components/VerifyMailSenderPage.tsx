import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { paths } from '../../../config/paths';
import { RouterLink, useSearchParams } from '../../../lib/router';
import { useVerifyMailSender } from '../hooks/useVerifyMailSender';
import { VERIFY_MESSAGES } from '../utils/mail-forwarding-messages';

/**
 * Where a confirmation mail's link opens (`/verify-mail-sender?token=`), signed in or not: the
 * address is confirmed at once, and mail forwarded from it is read from then on.
 */
export function VerifyMailSenderPage() {
  const [searchParams] = useSearchParams();
  const outcome = useVerifyMailSender(searchParams.get('token'));
  const settingsLink = (
    <Link component={RouterLink} to={paths.accountSettings.getHref()}>
      {paths.accountSettings.title}
    </Link>
  );
  return (
    <Stack spacing={3} sx={{ maxWidth: 640 }}>
      <Typography variant="h4" component="h1">
        {paths.verifyMailSender.title}
      </Typography>
      {!outcome ? (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
          <CircularProgress aria-label={VERIFY_MESSAGES.confirming} />
        </Box>
      ) : (
        <Alert severity={outcome.confirmed ? 'success' : 'error'}>
          {outcome.confirmed ? VERIFY_MESSAGES.confirmed(outcome.address) : outcome.message} {settingsLink}
        </Alert>
      )}
    </Stack>
  );
}
