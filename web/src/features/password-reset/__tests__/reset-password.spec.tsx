import type { ApolloLink } from '@apollo/client';
import type { MockLink } from '@apollo/client/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ResetPasswordDocument } from '../../../generated/graphql';
import { apiError } from '../../../test/factories';
import { renderPage } from '../../../test/render';
import { ResetPasswordPage } from '../components/ResetPasswordPage';

// The server's words (services/src/accounts/accounts.schemas.ts) and the page's.
const LINK_USED = 'This password reset link has already been used, please ask for a new one';
const LINK_EXPIRED = 'This password reset link has expired, please ask for a new one';
const LINK_UNKNOWN = 'This password reset link is not valid, it may be mistyped or cut short: please ask for a new one';
const TOO_SHORT = 'Password length should not be less than 8 characters';
const CHANGE_FAILED = 'Password change failed';
const ASK_AGAIN = 'Ask for a new link';
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

  it('shows only the field\'s message for a password too short, sending nothing', async () => {
    const reset = jest.fn();
    renderResetPassword([resetMock({ data: { resetPassword: true } }, reset)]);

    await choosePassword('short1');

    expect(screen.getByLabelText(/^New Password/)).toHaveAccessibleDescription(TOO_SHORT);
    expect(screen.queryByText(CHANGE_FAILED)).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: ASK_AGAIN })).not.toBeInTheDocument();
    expect(reset).not.toHaveBeenCalled();
  });

  it("puts the server's complaint about the password in the field, and nothing else", async () => {
    renderResetPassword([resetMock(apiError('Password must be at most 256 characters', 'BAD_USER_INPUT', 400))]);

    await choosePassword();

    expect(await screen.findByText('Password must be at most 256 characters')).toBeInTheDocument();
    expect(screen.getByLabelText(/^New Password/)).toHaveAccessibleDescription('Password must be at most 256 characters');
    expect(screen.queryByText(CHANGE_FAILED)).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: ASK_AGAIN })).not.toBeInTheDocument();
  });

  it.each([
    ['was used', LINK_USED, 'GONE', 410],
    ['has expired', LINK_EXPIRED, 'GONE', 410],
    ['was never issued', LINK_UNKNOWN, 'NOT_FOUND', 404],
  ])('says so when the link %s, with a way to a new link', async (_kind, message, code, status) => {
    const { router } = renderResetPassword([resetMock(apiError(message, code, status))]);

    await choosePassword();

    const problem = await screen.findByRole('alert');
    expect(problem).toHaveTextContent(message);
    expect(within(problem).getByRole('link', { name: ASK_AGAIN })).toHaveAttribute('href', '/forgot-password');
    expect(screen.queryByText(CHANGE_FAILED)).not.toBeInTheDocument();
    expect(screen.getByLabelText(/^New Password/)).toHaveAccessibleDescription('At least 8 characters');
    expect(router.location.pathname).toBe('/reset-password/reset-token-1');
  });

  it('says the change failed when the server gives no answer of its own', async () => {
    renderResetPassword([{ request: { query: ResetPasswordDocument, variables }, error: new Error('The server is down') }]);

    await choosePassword();

    expect(await banner(CHANGE_FAILED)).toHaveClass('MuiAlert-colorError');
    expect(screen.queryByRole('link', { name: ASK_AGAIN })).not.toBeInTheDocument();
  });

  it('always offers a way back to sign in', async () => {
    renderResetPassword([resetMock(apiError(LINK_USED, 'GONE', 410))]);
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/signin');

    await choosePassword();

    await screen.findByRole('alert');
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/signin');
  });
});
