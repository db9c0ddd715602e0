import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { paths } from '../../../config/paths';
import { RouterLink } from '../../../lib/router';
import { useSignInWithLink } from '../hooks/useSignInWithLink';

/** Where a receipt's sign-in link opens: signs in with it, then goes on to the page that manages the purchase. */
export function SignInLinkPage() {
  const { problem } = useSignInWithLink();
  return (
    <Stack spacing={3} sx={{ maxWidth: 640 }}>
      <Typography variant="h4" component="h1">
        {paths.signInLink.title}
      </Typography>
      {problem ? (
        <Alert severity="error">
          {problem}{' '}
          <Link component={RouterLink} to={paths.signIn.getHref()}>
            {paths.signIn.title}
          </Link>
          {' · '}
          <Link component={RouterLink} to={paths.newsletter.getHref()}>
            Newsletter login link
          </Link>
          {' · '}
          <Link component={RouterLink} to={paths.forgotPassword.getHref()}>
            {paths.forgotPassword.title}
          </Link>
        </Alert>
      ) : (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
          <CircularProgress aria-label="Signing you in" />
        </Box>
      )}
    </Stack>
  );
}
