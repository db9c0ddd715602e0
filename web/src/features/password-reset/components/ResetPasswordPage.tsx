import { useState, type FormEvent, type ReactNode } from 'react';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import { useLoader } from '../../../components/GlobalLoader';
import { useNotify } from '../../../components/Notifications';
import { paths } from '../../../config/paths';
import { useNotifyFailure } from '../../../hooks/useNotifyFailure';
import { serverMessage } from '../../../lib/api-errors';
import { RouterLink, useNavigate, useParams } from '../../../lib/router';
import { useResetPassword } from '../hooks/useResetPassword';
import { PASSWORD_RESET_MESSAGES } from '../utils/password-reset-messages';
import { EXACT_LABEL, FormCard } from '../../../components/FormCard';

/** Reset password (spec section 2): the emailed link's token plus a new password; then sign in with it. */
export function ResetPasswordPage() {
  const { resetPasswordTokenId = '' } = useParams();
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<ReactNode>(null);
  const { resetPassword, loading } = useResetPassword();
  const { track } = useLoader();
  const notify = useNotify();
  const notifyFailure = useNotifyFailure();
  const navigate = useNavigate();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!password) {
      setProblem(PASSWORD_RESET_MESSAGES.providePassword);
      return;
    }
    setProblem(null);
    try {
      await track(resetPassword(resetPasswordTokenId, password));
      notify({ type: 'success', message: PASSWORD_RESET_MESSAGES.passwordChanged });
      navigate(paths.signIn.getHref());
    } catch (error) {
      notifyFailure(error, PASSWORD_RESET_MESSAGES.passwordChangeFailed);
      const reason = serverMessage(error);
      if (reason) {
        setProblem(
          <>
            {reason}{' '}
            <Link component={RouterLink} to={paths.forgotPassword.getHref()}>
              {paths.forgotPassword.title}
            </Link>
          </>,
        );
      }
    }
  };

  return (
    <FormCard title={paths.resetPassword.title} onSubmit={submit}>
      <TextField
        label="New Password"
        name="password"
        type="password"
        autoComplete="new-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        error={Boolean(problem)}
        helperText={problem ?? PASSWORD_RESET_MESSAGES.passwordHint}
        required
        slotProps={EXACT_LABEL}
        fullWidth
      />
      <Button type="submit" variant="contained" size="large" disabled={loading} fullWidth>
        Change password
      </Button>
    </FormCard>
  );
}
