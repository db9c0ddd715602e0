import type { ApolloLink } from '@apollo/client';
import type { MockLink } from '@apollo/client/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ResetPasswordDocument } from '../../../generated/graphql';
import { apiError } from '../../../test/factories';
import { renderPage } from '../../../test/render';
import { ResetPasswordPage } from '../components/ResetPasswordPage';

const LINK_INVALID = 'This password reset link is invalid or has expired, please ask for a new one';
const variables = { token: 'reset-token-1', password: 'analytical1' };

function resetMock(answer: ApolloLink.Result<Record<string, unknown>>, onCall = jest.fn()): MockLink.MockedResponse {
  return {
    request: { query: ResetPasswordDocument, variables },
    result: () => {
      onCall();
      return answer;
    },
  };
}

const renderResetPassword = (mocks: MockLink.MockedResponse[] = []) =>
  renderPage(<ResetPasswordPage />, {
    path: '/reset-password/:resetPasswordTokenId',
    initialEntry: '/reset-password/reset-token-1',
    landings: ['/signin'],
    mocks,
  });

const banner = async (text: string) => (await screen.findByText(text)).closest('.MuiAlert-root');

async function choosePassword(password = variables.password) {
  const user = userEvent.setup();
  if (password) await user.type(screen.getByLabelText(/^New Password/), password);
  await user.click(screen.getByRole('button', { name: 'Change password' }));
}

describe('reset password', () => {
  it('shows one new-password field with the minimum length', () => {
    renderResetPassword();

    expect(screen.getByRole('heading', { name: 'Reset Password' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^New Password/)).toHaveAttribute('type', 'password');
    expect(screen.getByText('At least 8 characters')).toBeInTheDocument();
  });

  it('asks for a password before sending anything', async () => {
    const reset = jest.fn();
    renderResetPassword([resetMock({ data: { resetPassword: true } }, reset)]);

    await choosePassword('');

    expect(screen.getByText('Please provide valid password')).toBeInTheDocument();
    expect(reset).not.toHaveBeenCalled();
  });

  it("sets the password with the link's token, says so and goes to sign in", async () => {
    const reset = jest.fn();
    const { router } = renderResetPassword([resetMock({ data: { resetPassword: true } }, reset)]);

    await choosePassword();

    expect(await screen.findByRole('heading', { name: 'Landed on /signin' })).toBeInTheDocument();
    expect(router.location.pathname).toBe('/signin');
    expect(await banner('Password changed successfully')).toHaveClass('MuiAlert-colorSuccess');
    expect(reset).toHaveBeenCalledTimes(1);
  });

  it("says the change failed and shows the server's reason with a way to a new link", async () => {
    const { router } = renderResetPassword([resetMock(apiError(LINK_INVALID, 'BAD_USER_INPUT', 400))]);

    await choosePassword();

    expect(await banner('Password change failed')).toHaveClass('MuiAlert-colorError');
    expect(screen.getByText(new RegExp(LINK_INVALID))).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Forgot Password' })).toHaveAttribute('href', '/forgot-password');
    expect(router.location.pathname).toBe('/reset-password/reset-token-1');
  });
});
