import { useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useLoader } from '../../../components/GlobalLoader';
import { useNotify } from '../../../components/Notifications';
import { paths } from '../../../config/paths';
import { useNotifyFailure } from '../../../hooks/useNotifyFailure';
import { errorStatus, serverMessage } from '../../../lib/api-errors';
import { RouterLink } from '../../../lib/router';
import { useRequestPasswordReset } from '../hooks/useRequestPasswordReset';
import { PASSWORD_RESET_MESSAGES } from '../utils/password-reset-messages';
import { EXACT_LABEL, FormCard } from '../../../components/FormCard';

/** Forgot password (spec section 2): an email field that asks for a reset link. */
export function ForgotPasswordPage() {
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState<string | null>(null);
  const { requestReset, loading } = useRequestPasswordReset();
  const { track } = useLoader();
  const notify = useNotify();
  const notifyFailure = useNotifyFailure();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!email.trim()) {
      setEmailError(PASSWORD_RESET_MESSAGES.provideEmail);
      return;
    }
    setEmailError(null);
    try {
      await track(requestReset(email));
      notify({ type: 'success', message: PASSWORD_RESET_MESSAGES.linkSent });
    } catch (error) {
      const status = errorStatus(error);
      const reason = serverMessage(error);
      if (status === 400 && reason) setEmailError(reason);
      // A rate limit says when to try again, which the product's own words do not.
      notifyFailure(error, status === 429 && reason ? reason : PASSWORD_RESET_MESSAGES.linkFailed);
    }
  };

  return (
    <FormCard title={paths.forgotPassword.title} onSubmit={submit}>
      <Typography variant="body2" color="text.secondary">
        Enter the email of your account and we will send you a link to choose a new password.
      </Typography>
      <TextField
        label="Email"
        name="email"
        type="email"
        autoComplete="email"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        error={Boolean(emailError)}
        helperText={emailError}
        required
        slotProps={EXACT_LABEL}
        fullWidth
      />
      <Button type="submit" variant="contained" size="large" disabled={loading} fullWidth>
        Send reset link
      </Button>
      <Link component={RouterLink} to={paths.signIn.getHref()} variant="body2">
        Back to sign in
      </Link>
    </FormCard>
  );
}
