import { useRef, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { RouterLink } from '../../../lib/router';
import { useLoader } from '../../../components/GlobalLoader';
import { paths } from '../../../config/paths';
import { GENERIC_ERROR_MESSAGE, serverMessage } from '../../../lib/api-errors';
import { useSignIn } from '../hooks/useSignIn';
import { SIGN_UP_MESSAGES } from '../utils/sign-up-validation';
import { FormCard, EXACT_LABEL } from '../../../components/FormCard';

interface SignInErrors {
  email?: string;
  password?: string;
}

export function SignInPage() {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<SignInErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const emailInput = useRef<HTMLInputElement>(null);
  const { signIn, loading } = useSignIn();
  const { track } = useLoader();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(null);
    const found: SignInErrors = {};
    if (!email.trim()) found.email = SIGN_UP_MESSAGES.email;
    if (!password) found.password = SIGN_UP_MESSAGES.password;
    setErrors(found);
    if (found.email || found.password) return;
    try {
      await track(signIn(email, password));
    } catch (error) {
      setFailure(serverMessage(error) ?? GENERIC_ERROR_MESSAGE);
      setEmail('');
      setPassword('');
      emailInput.current?.focus();
    }
  };

  return (
    <FormCard title={paths.signIn.title} onSubmit={submit}>
      {failure && <Alert severity="error">{failure}</Alert>}
      <TextField
        label="Email"
        name="email"
        type="email"
        autoComplete="username"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        error={Boolean(errors.email)}
        helperText={errors.email}
        inputRef={emailInput}
        required
        slotProps={EXACT_LABEL}
        fullWidth
      />
      <TextField
        label="Password"
        name="password"
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        error={Boolean(errors.password)}
        helperText={errors.password}
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
        <Link component={RouterLink} to={paths.signUp.getHref()} variant="body2">
          Sign up
        </Link>
      </Stack>
    </FormCard>
  );
}
