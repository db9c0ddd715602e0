import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { paths } from '../../../config/paths';
import { RouterLink, useSearchParams } from '../../../lib/router';
import { useVerifyMailSender } from '../hooks/useVerifyMailSender';
import { VERIFY_MESSAGES } from '../utils/mail-forwarding-messages';

/**
 * Where a confirmation mail's link opens (`/verify-mail-sender?token=`), signed in or not: it
 * says what confirming means and confirms on the person's click (a mail scanner opening the link
 * confirms nothing); mail forwarded from the address is read from then on.
 */
export function VerifyMailSenderPage() {
  const [searchParams] = useSearchParams();
  const { outcome, pending, confirm } = useVerifyMailSender(searchParams.get('token'));
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
        <>
          <Typography>{VERIFY_MESSAGES.ask}</Typography>
          <Button variant="contained" onClick={confirm} disabled={pending} sx={{ alignSelf: 'flex-start' }}>
            {pending ? VERIFY_MESSAGES.confirming : VERIFY_MESSAGES.confirm}
          </Button>
        </>
      ) : (
        <Alert severity={outcome.confirmed ? 'success' : 'error'}>
          {outcome.confirmed ? VERIFY_MESSAGES.confirmed(outcome.address) : outcome.message} {settingsLink}
        </Alert>
      )}
    </Stack>
  );
}
