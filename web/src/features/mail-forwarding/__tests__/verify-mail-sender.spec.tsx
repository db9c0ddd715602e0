import { isValidElement, StrictMode } from 'react';
import type { MockLink } from '@apollo/client/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { routes } from '../../../app/router';
import { VerifyMailSenderDocument } from '../../../generated/graphql';
import { matchRoutes } from '../../../lib/router';
import { RequireAnonymous } from '../../../lib/session/guards/RequireAnonymous';
import { RequireSession } from '../../../lib/session/guards/RequireSession';
import { RequireSubscription } from '../../../lib/session/guards/RequireSubscription';
import { apiError } from '../../../test/factories';
import { renderPage } from '../../../test/render';
import { VerifyMailSenderPage } from '../components/VerifyMailSenderPage';

const EXPIRED = 'token: this link has expired or was already used; add the address again for a new one';

function verifyMock(answer: { data: { verifyMailSender: string } } | ReturnType<typeof apiError>, onCall = jest.fn()): MockLink.MockedResponse {
  return {
    request: { query: VerifyMailSenderDocument, variables: { token: 'link-token' } },
    result: () => {
      onCall();
      return answer;
    },
  };
}

// In StrictMode, as the app renders: its second effect run must not spend the one-time link again.
const openLink = (mocks: MockLink.MockedResponse[], initialEntry = '/verify-mail-sender?token=link-token') =>
  renderPage(
    <StrictMode>
      <VerifyMailSenderPage />
    </StrictMode>, { path: '/verify-mail-sender', initialEntry, mocks, landings: ['/account-settings'] });

describe('the link that confirms an address mail is forwarded from', () => {
  it('is open signed in or out, as the link in the confirmation mail must be', () => {
    const chain = matchRoutes(routes, '/verify-mail-sender') ?? [];

    expect(chain.at(-1)?.route.path).toBe('verify-mail-sender');
    const guards = chain.filter(
      ({ route }) => isValidElement(route.element) && [RequireSession, RequireSubscription, RequireAnonymous].includes(route.element.type as never),
    );
    expect(guards).toEqual([]);
  });

  it('confirms nothing on opening (mail scanners open links too), then once on the person’s click, with a way to Account Settings', async () => {
    const sent = jest.fn();
    openLink([verifyMock({ data: { verifyMailSender: 'ada@work.example' } }, sent)]);

    expect(screen.getByRole('heading', { level: 1, name: 'Confirm an address you forward from' })).toBeInTheDocument();
    expect(screen.getByText(/If it was you, confirm it; if not, close this page and nothing happens\./)).toBeInTheDocument();
    expect(sent).not.toHaveBeenCalled();

    await userEvent.setup().click(screen.getByRole('button', { name: 'Confirm this address' }));
    const banner = (await screen.findByText(/ada@work\.example is confirmed: mail you forward from it will update your applications\./)).closest('.MuiAlert-root');
    expect(banner).toHaveClass('MuiAlert-colorSuccess');
    expect(screen.getByRole('link', { name: 'Account Settings' })).toHaveAttribute('href', '/account-settings');
    expect(screen.queryByRole('button', { name: 'Confirm this address' })).not.toBeInTheDocument();
    expect(sent).toHaveBeenCalledTimes(1);
  });

  it('shows the server’s reason when the link is used up or expired', async () => {
    openLink([verifyMock(apiError(EXPIRED, 'BAD_USER_INPUT', 400))]);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Confirm this address' }));

    const banner = (await screen.findByText(/This link has expired or was already used; add the address again for a new one/)).closest('.MuiAlert-root');
    expect(banner).toHaveClass('MuiAlert-colorError');
    expect(screen.getByRole('link', { name: 'Account Settings' })).toBeInTheDocument();
  });

  it('says a link without its token is incomplete, and sends nothing', async () => {
    const sent = jest.fn();
    openLink([verifyMock({ data: { verifyMailSender: 'ada@work.example' } }, sent)], '/verify-mail-sender');

    expect(await screen.findByText(/This link is incomplete: open it again from the confirmation email\./)).toBeInTheDocument();
    expect(sent).not.toHaveBeenCalled();
  });
});
