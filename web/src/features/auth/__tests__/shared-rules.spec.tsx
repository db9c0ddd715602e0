import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SIGN_IN_REFUSALS, SIGN_UP_REFUSALS } from '@remotehunt/forms/__tests__/refusals';
import { enterValue } from '../../../test/enter-value';
import { renderPage } from '../../../test/render';
import { SignInPage } from '../components/SignInPage';
import { SignUpPage } from '../components/SignUpPage';

// The shared table's invalid values, typed into the forms: each is refused beside its field with
// the message the API gives for it (gateway/src/__tests__/shared-form-rules.int-spec.ts).

const SIGN_UP_LABELS = { name: /^Name/, email: /^Email/, password: /^Password/, confirmPassword: /^Confirm Password/ } as const;

describe('sign up refuses what the server refuses', () => {
  it.each(SIGN_UP_REFUSALS.map((c) => [c.problem, c] as const))('%s', async (_problem, { values, field, message }) => {
    const user = userEvent.setup();
    renderPage(<SignUpPage />, { path: '/signup' });

    for (const [name, label] of Object.entries(SIGN_UP_LABELS)) await enterValue(user, screen.getByLabelText(label), values[name as keyof typeof SIGN_UP_LABELS]);
    if (values.acceptTerms) await user.click(screen.getByRole('checkbox', { name: /I agree to the terms & conditions/ }));
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));

    expect(screen.getByLabelText(SIGN_UP_LABELS[field as keyof typeof SIGN_UP_LABELS])).toHaveAccessibleDescription(message);
  });
});

describe('sign in refuses what the server refuses', () => {
  it.each(SIGN_IN_REFUSALS.map((c) => [c.problem, c] as const))('%s', async (_problem, { values, field, message }) => {
    const user = userEvent.setup();
    renderPage(<SignInPage />, { path: '/signin' });

    await enterValue(user, screen.getByLabelText(/^Email/), values.email);
    await enterValue(user, screen.getByLabelText(/^Password/), values.password);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(screen.getByLabelText(field === 'email' ? /^Email/ : /^Password/)).toHaveAccessibleDescription(message);
  });
});
