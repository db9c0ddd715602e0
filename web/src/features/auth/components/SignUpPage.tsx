import { useEffect, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { RouterLink } from '../../../lib/router';
import { useLoader } from '../../../components/GlobalLoader';
import { paths, staticPages } from '../../../config/paths';
import { errorStatus, GENERIC_ERROR_MESSAGE, serverMessage } from '../../../lib/api-errors';
import { useSignUp } from '../hooks/useSignUp';
import { useSignUpLanding } from '../hooks/useSignUpLanding';
import { FormCard, EXACT_LABEL } from '../../../components/FormCard';
import { describeChosenPlan } from '../utils/chosen-plan';
import { hasErrors, validateSignUp, type SignUpErrors, type SignUpValues } from '../utils/sign-up-validation';

/** Once the user has tried to submit, the messages follow their typing after this pause. */
export const REVALIDATE_DELAY_MS = 500;

const EMPTY: SignUpValues = { name: '', email: '', password: '', confirmPassword: '', acceptTerms: false };

export function SignUpPage() {
  const [values, setValues] = useState<SignUpValues>(EMPTY);
  const [errors, setErrors] = useState<SignUpErrors>({});
  const [attempted, setAttempted] = useState(false);
  const [submitError, setSubmitError] = useState<string | null>(null);
  const { signUp, loading } = useSignUp();
  const { landing, chosenPlan } = useSignUpLanding();
  const { track } = useLoader();

  useEffect(() => {
    if (!attempted) return;
    const timer = setTimeout(() => setErrors(validateSignUp(values)), REVALIDATE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [values, attempted]);

  const change = <K extends keyof SignUpValues>(field: K, value: SignUpValues[K]) =>
    setValues((current) => ({ ...current, [field]: value }));

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setAttempted(true);
    setSubmitError(null);
    const found = validateSignUp(values);
    setErrors(found);
    if (hasErrors(found)) return;
    try {
      await track(signUp(values, landing));
    } catch (error) {
      setSubmitError(errorStatus(error) === 400 ? (serverMessage(error) ?? GENERIC_ERROR_MESSAGE) : GENERIC_ERROR_MESSAGE);
    }
  };

  return (
    <FormCard title={paths.signUp.title} onSubmit={submit}>
      {/* Coming from the pricing page: say which plan the account is for (its payment form comes next). */}
      {chosenPlan && (
        <Alert severity="info" role="status">
          {describeChosenPlan(chosenPlan)}. You pay for it right after signing up.
        </Alert>
      )}
      {submitError && <Alert severity="error">{submitError}</Alert>}
      <TextField
        label="Name"
        name="name"
        autoComplete="name"
        value={values.name}
        onChange={(e) => change('name', e.target.value)}
        error={Boolean(errors.name)}
        helperText={errors.name}
        required
        slotProps={EXACT_LABEL}
        fullWidth
      />
      <TextField
        label="Email"
        name="email"
        type="email"
        autoComplete="email"
        value={values.email}
        onChange={(e) => change('email', e.target.value)}
        error={Boolean(errors.email)}
        helperText={errors.email}
        required
        slotProps={EXACT_LABEL}
        fullWidth
      />
      <TextField
        label="Password"
        name="password"
        type="password"
        autoComplete="new-password"
        value={values.password}
        onChange={(e) => change('password', e.target.value)}
        error={Boolean(errors.password)}
        helperText={errors.password}
        required
        slotProps={EXACT_LABEL}
        fullWidth
      />
      <TextField
        label="Confirm Password"
        name="confirmPassword"
        type="password"
        autoComplete="new-password"
        value={values.confirmPassword}
        onChange={(e) => change('confirmPassword', e.target.value)}
        error={Boolean(errors.confirmPassword)}
        helperText={errors.confirmPassword}
        required
        slotProps={EXACT_LABEL}
        fullWidth
      />
      <FormControl error={Boolean(errors.acceptTerms)}>
        <FormControlLabel
          control={
            <Checkbox
              name="acceptTerms"
              checked={values.acceptTerms}
              onChange={(e) => change('acceptTerms', e.target.checked)}
              slotProps={{ input: { 'aria-describedby': errors.acceptTerms ? 'accept-terms-error' : undefined } }}
            />
          }
          label={
            <>
              I agree to the{' '}
              <Link href={staticPages.terms} target="_blank" rel="noopener">
                terms &amp; conditions
              </Link>
            </>
          }
        />
        {errors.acceptTerms && <FormHelperText id="accept-terms-error">{errors.acceptTerms}</FormHelperText>}
      </FormControl>
      <Button type="submit" variant="contained" size="large" disabled={loading} fullWidth>
        Sign Up
      </Button>
      <Typography variant="body2" sx={{ textAlign: 'center' }}>
        Already have an account?{' '}
        <Link component={RouterLink} to={paths.signIn.getHref()}>
          Sign in
        </Link>
      </Typography>
    </FormCard>
  );
}
