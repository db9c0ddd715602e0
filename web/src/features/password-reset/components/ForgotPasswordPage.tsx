import { resetPasswordEmailSchema } from '@remotehunt/forms/accounts';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useLoader } from '../../../components/GlobalLoader';
import { useNotify } from '../../../components/Notifications';
import { paths } from '../../../config/paths';
import { useNotifyFailure } from '../../../hooks/useNotifyFailure';
import { errorStatus, serverMessage } from '../../../lib/api-errors';
import { textFieldProps } from '../../../lib/forms/text-field-props';
import { useSchemaForm } from '../../../lib/forms/useSchemaForm';
import { RouterLink } from '../../../lib/router';
import { useRequestPasswordReset } from '../hooks/useRequestPasswordReset';
import { PASSWORD_RESET_MESSAGES } from '../utils/password-reset-messages';
import { EXACT_LABEL, FormCard } from '../../../components/FormCard';

/** Forgot password (spec section 2): an email field that asks for a reset link. */
export function ForgotPasswordPage() {
  const form = useSchemaForm(resetPasswordEmailSchema, { defaultValues: { email: '' }, reValidateMode: 'onSubmit' });
  const { requestReset, loading } = useRequestPasswordReset();
  const { track } = useLoader();
  const notify = useNotify();
  const notifyFailure = useNotifyFailure();

  const submit = form.handleSubmit(async ({ email }) => {
    try {
      // The server's words: they must not say whether the address has an account.
      notify({ type: 'success', message: await track(requestReset(email)) });
    } catch (error) {
      const status = errorStatus(error);
      const reason = serverMessage(error);
      if (status === 400 && reason) form.setError('email', { message: reason });
      // A rate limit says when to try again, which the product's own words do not.
      notifyFailure(error, status === 429 && reason ? reason : PASSWORD_RESET_MESSAGES.linkFailed);
    }
  });

  return (
    <FormCard title={paths.forgotPassword.title} onSubmit={(event) => void submit(event)}>
      <Typography variant="body2" color="text.secondary">
        Enter the email of your account and we will send you a link to choose a new password.
      </Typography>
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        {...textFieldProps(form, 'email')}
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
