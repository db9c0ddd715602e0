import { useState } from 'react';
import { resetPasswordFormSchema } from '@remotehunt/forms/accounts';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import { useLoader } from '../../../components/GlobalLoader';
import { useNotify } from '../../../components/Notifications';
import { paths } from '../../../config/paths';
import { useNotifyFailure } from '../../../hooks/useNotifyFailure';
import { RouterLink, useNavigate, useParams } from '../../../lib/router';
import { useResetPassword } from '../hooks/useResetPassword';
import { PASSWORD_RESET_MESSAGES } from '../utils/password-reset-messages';
import { resetFailure } from '../utils/reset-outcome';
import { textFieldProps } from '../../../lib/forms/text-field-props';
import { useSchemaForm } from '../../../lib/forms/useSchemaForm';
import { EXACT_LABEL, FormCard } from '../../../components/FormCard';

/** Reset password (spec section 2): the emailed link's token plus a new password; then sign in with it. */
export function ResetPasswordPage() {
  const { resetPasswordTokenId = '' } = useParams();
  const form = useSchemaForm(resetPasswordFormSchema, { defaultValues: { password: '' }, reValidateMode: 'onSubmit' });
  const [linkProblem, setLinkProblem] = useState<string | null>(null);
  const { resetPassword, loading } = useResetPassword();
  const { track } = useLoader();
  const notify = useNotify();
  const notifyFailure = useNotifyFailure();
  const navigate = useNavigate();

  const submit = form.handleSubmit(async ({ password }) => {
    setLinkProblem(null);
    try {
      await track(resetPassword(resetPasswordTokenId, password));
      notify({ type: 'success', message: PASSWORD_RESET_MESSAGES.passwordChanged });
      navigate(paths.signIn.getHref());
    } catch (error) {
      const failure = resetFailure(error);
      if ('field' in failure) form.setError('password', { message: failure.field });
      else if ('link' in failure) setLinkProblem(failure.link);
      else notifyFailure(error, failure.toast);
    }
  });

  return (
    <FormCard title={paths.resetPassword.title} onSubmit={(event) => void submit(event)}>
      {linkProblem && (
        <Alert severity="error">
          {linkProblem}{' '}
          <Link component={RouterLink} to={paths.forgotPassword.getHref()}>
            {PASSWORD_RESET_MESSAGES.askForNewLink}
          </Link>
        </Alert>
      )}
      <TextField
        label="New Password"
        type="password"
        autoComplete="new-password"
        {...textFieldProps(form, 'password', PASSWORD_RESET_MESSAGES.passwordHint)}
        required
        slotProps={EXACT_LABEL}
        fullWidth
      />
      <Button type="submit" variant="contained" size="large" disabled={loading} fullWidth>
        Change password
      </Button>
      <Link component={RouterLink} to={paths.signIn.getHref()} variant="body2">
        {PASSWORD_RESET_MESSAGES.backToSignIn}
      </Link>
    </FormCard>
  );
}
