import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { signUpFormSchema, type SignUpFormValues } from '@remotehunt/forms/accounts';
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
import { textFieldProps } from '../../../lib/forms/text-field-props';
import { useRecheckAfterPause } from '../../../lib/forms/useRecheckAfterPause';
import { useSchemaForm } from '../../../lib/forms/useSchemaForm';

/** Once the user has tried to submit, the messages follow their typing after this pause. */
export const REVALIDATE_DELAY_MS = 500;

const EMPTY: SignUpFormValues = { name: '', email: '', password: '', confirmPassword: '', acceptTerms: false };

export function SignUpPage() {
  // Checked on submit; after a failed attempt, again a pause after each change (useRecheckAfterPause).
  const form = useSchemaForm(signUpFormSchema, { defaultValues: EMPTY, reValidateMode: 'onSubmit' });
  const [submitError, setSubmitError] = useState<string | null>(null);
  const { signUp, loading } = useSignUp();
  const { landing, chosenPlan } = useSignUpLanding();
  const { track } = useLoader();

  useRecheckAfterPause(form, signUpFormSchema, REVALIDATE_DELAY_MS);

  const submit = form.handleSubmit(async (values) => {
    setSubmitError(null);
    try {
      await track(signUp(values, landing));
    } catch (error) {
      setSubmitError(errorStatus(error) === 400 ? (serverMessage(error) ?? GENERIC_ERROR_MESSAGE) : GENERIC_ERROR_MESSAGE);
    }
  });
  const termsError = form.formState.errors.acceptTerms?.message;

  return (
    <FormCard title={paths.signUp.title} onSubmit={(event) => void submit(event)}>
      {/* Coming from the pricing page: say which plan the account is for (its payment form comes next). */}
      {chosenPlan && (
        <Alert severity="info" role="status">
          {describeChosenPlan(chosenPlan)}. You pay for it right after signing up.
        </Alert>
      )}
      {submitError && <Alert severity="error">{submitError}</Alert>}
      <TextField
        label="Name"
        autoComplete="name"
        {...textFieldProps(form, 'name')}
        required
        slotProps={EXACT_LABEL}
        fullWidth
      />
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        {...textFieldProps(form, 'email')}
        required
        slotProps={EXACT_LABEL}
        fullWidth
      />
      <TextField
        label="Password"
        type="password"
        autoComplete="new-password"
        {...textFieldProps(form, 'password')}
        required
        slotProps={EXACT_LABEL}
        fullWidth
      />
      <TextField
        label="Confirm Password"
        type="password"
        autoComplete="new-password"
        {...textFieldProps(form, 'confirmPassword')}
        required
        slotProps={EXACT_LABEL}
        fullWidth
      />
      <FormControl error={Boolean(termsError)}>
        <FormControlLabel
          control={
            <Controller
              control={form.control}
              name="acceptTerms"
              render={({ field }) => (
                <Checkbox
                  name={field.name}
                  checked={field.value}
                  onChange={(e) => field.onChange(e.target.checked)}
                  onBlur={field.onBlur}
                  inputRef={field.ref}
                  slotProps={{ input: { 'aria-describedby': termsError ? 'accept-terms-error' : undefined } }}
                />
              )}
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
        {termsError && <FormHelperText id="accept-terms-error">{termsError}</FormHelperText>}
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
