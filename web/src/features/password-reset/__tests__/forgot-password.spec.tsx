import type { ApolloLink } from '@apollo/client';
import type { MockLink } from '@apollo/client/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RequestPasswordResetDocument } from '../../../generated/graphql';
import { apiError } from '../../../test/factories';
import { renderPage } from '../../../test/render';
import { ForgotPasswordPage } from '../components/ForgotPasswordPage';

const SENT = 'If an account exists for that address, we have sent a link';
const LINK_ASKED = { data: { requestPasswordReset: { __typename: 'ResetLinkRequested', success: true, message: SENT } } };
const FAILED = 'Sending reset password link failed, try again after some time';
const RATE_LIMITED = 'Too many emails were asked for this address. Please try again in 42 minute(s).';

type Answer = ApolloLink.Result<Record<string, unknown>>;

function resetLinkMock(answer: Answer | Error, onCall = jest.fn()): MockLink.MockedResponse {
  const request = { query: RequestPasswordResetDocument, variables: { email: 'ada@example.com' } };
  if (answer instanceof Error) return { request, error: answer };
  return {
    request,
    result: () => {
      onCall();
      return answer;
    },
  };
}

const renderForgotPassword = (mocks: MockLink.MockedResponse[] = []) => renderPage(<ForgotPasswordPage />, { path: '/forgot-password', mocks });

/** The notification banner showing `text`, once it is on screen. */
const banner = async (text: string) => (await screen.findByText(text)).closest('.MuiAlert-root');

async function askForLink(email = 'ada@example.com') {
  const user = userEvent.setup();
  if (email) await user.type(screen.getByLabelText(/^Email/), email);
  await user.click(screen.getByRole('button', { name: 'Send reset link' }));
}

describe('forgot password', () => {
  it('shows an email field and a link back to sign in', () => {
    renderForgotPassword();

    expect(screen.getByRole('heading', { name: 'Forgot Password' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Email/)).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText(/^Email/)).toBeRequired();
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/signin');
  });

  it('asks for an email before sending anything', async () => {
    const sent = jest.fn();
    renderForgotPassword([resetLinkMock(LINK_ASKED, sent)]);

    await askForLink('');

    expect(screen.getByText('Please provide valid email')).toBeInTheDocument();
    expect(sent).not.toHaveBeenCalled();
  });

  it("says what the server answers, which does not tell whether the address has an account", async () => {
    const sent = jest.fn();
    renderForgotPassword([resetLinkMock(LINK_ASKED, sent)]);

    await askForLink();

    expect(await banner(SENT)).toHaveClass('MuiAlert-colorSuccess');
    expect(sent).toHaveBeenCalledTimes(1);
  });

  it('says sending failed when the server cannot send it', async () => {
    renderForgotPassword([resetLinkMock(new Error('The server is down'))]);

    await askForLink();

    expect(await banner(FAILED)).toHaveClass('MuiAlert-colorError');
    expect(screen.queryByText(SENT)).not.toBeInTheDocument();
  });

  it("shows the server's words when too many links were asked for", async () => {
    renderForgotPassword([resetLinkMock(apiError(RATE_LIMITED, 'RATE_LIMITED', 429))]);

    await askForLink();

    expect(await banner(RATE_LIMITED)).toHaveClass('MuiAlert-colorError');
    expect(screen.queryByText(FAILED)).not.toBeInTheDocument();
  });
});
