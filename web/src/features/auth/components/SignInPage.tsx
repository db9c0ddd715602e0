import { useEffect, useState } from 'react';
import { signInSchema, type SignInValues } from '@remotehunt/forms/accounts';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { RouterLink, useLocation } from '../../../lib/router';
import { useLoader } from '../../../components/GlobalLoader';
import { paths } from '../../../config/paths';
import { GENERIC_ERROR_MESSAGE, serverMessage } from '../../../lib/api-errors';
import { textFieldProps } from '../../../lib/forms/text-field-props';
import { useSchemaForm } from '../../../lib/forms/useSchemaForm';
import { useSignIn } from '../hooks/useSignIn';
import { FormCard, EXACT_LABEL } from '../../../components/FormCard';

const EMPTY: SignInValues = { email: '', password: '' };

export function SignInPage() {
  const form = useSchemaForm(signInSchema, { defaultValues: EMPTY, reValidateMode: 'onSubmit' });
  const [failure, setFailure] = useState<string | null>(null);
  // Bumped by each failed attempt: the password field is drawn anew, empty, so its label sits in it
  // again (MUI keeps an uncontrolled field "filled" after a reset it did not see).
  const [attempt, setAttempt] = useState(0);
  const { signIn, loading } = useSignIn();
  const { track } = useLoader();
  // Signing up instead still goes back to where the person was going.
  const { search } = useLocation();

  const submit = form.handleSubmit(async ({ email, password }) => {
    setFailure(null);
    try {
      await track(signIn(email, password));
    } catch (error) {
      setFailure(serverMessage(error) ?? GENERIC_ERROR_MESSAGE);
      // The email was probably right: only the password is typed again.
      form.resetField('password');
      setAttempt((n) => n + 1);
    }
  });
  const { setFocus } = form;
  useEffect(() => {
    if (attempt > 0) setFocus('password');
  }, [attempt, setFocus]);

  return (
    <FormCard title={paths.signIn.title} onSubmit={(event) => void submit(event)}>
      {failure && <Alert severity="error">{failure}</Alert>}
      <TextField
        label="Email"
        type="email"
        autoComplete="username"
        {...textFieldProps(form, 'email')}
        required
        slotProps={EXACT_LABEL}
        fullWidth
      />
      <TextField
        key={attempt}
        label="Password"
        type="password"
        autoComplete="current-password"
        {...textFieldProps(form, 'password')}
        required
        slotProps={EXACT_LABEL}
        fullWidth
      />
      <Button type="submit" variant="contained" size="large" disabled={loading} fullWidth>
        Sign in
      </Button>
      <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
        <Link component={RouterLink} to={paths.forgotPassword.getHref()} variant="body2">
          Forgot Password
        </Link>
        <Link component={RouterLink} to={{ pathname: paths.signUp.path, search }} variant="body2">
          Sign up
        </Link>
      </Stack>
    </FormCard>
  );
}
