import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FORGOT_PASSWORD_REFUSALS, RESET_PASSWORD_REFUSALS } from '@remotehunt/forms/__tests__/refusals';
import { enterValue } from '../../../test/enter-value';
import { renderPage } from '../../../test/render';
import { ForgotPasswordPage } from '../components/ForgotPasswordPage';
import { ResetPasswordPage } from '../components/ResetPasswordPage';

// The shared table's invalid values, typed into the recovery forms: each is refused beside its
// field with the message the API gives for it (gateway/src/__tests__/shared-form-rules.int-spec.ts).

describe('forgot password refuses what the server refuses', () => {
  it.each(FORGOT_PASSWORD_REFUSALS.map((c) => [c.problem, c] as const))('%s', async (_problem, { values, message }) => {
    const user = userEvent.setup();
    renderPage(<ForgotPasswordPage />, { path: '/forgot-password' });

    await enterValue(user, screen.getByLabelText(/^Email/), values.email);
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));

    expect(screen.getByLabelText(/^Email/)).toHaveAccessibleDescription(message);
  });
});

describe('reset password refuses what the server refuses', () => {
  it.each(RESET_PASSWORD_REFUSALS.map((c) => [c.problem, c] as const))('%s', async (_problem, { values, message }) => {
    const user = userEvent.setup();
    renderPage(<ResetPasswordPage />, { path: '/reset-password/:resetPasswordTokenId', initialEntry: '/reset-password/reset-token-1' });

    await enterValue(user, screen.getByLabelText(/^New Password/), values.password);
    await user.click(screen.getByRole('button', { name: 'Change password' }));

    expect(screen.getByLabelText(/^New Password/)).toHaveAccessibleDescription(message);
  });
});
