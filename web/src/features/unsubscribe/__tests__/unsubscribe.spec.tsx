import { isValidElement } from 'react';
import type { ApolloLink } from '@apollo/client';
import type { MockLink } from '@apollo/client/testing';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { routes } from '../../../app/router';
import { UnsubscribeEmailsDocument } from '../../../generated/graphql';
import { matchRoutes } from '../../../lib/router';
import { apiError } from '../../../test/factories';
import { renderPage } from '../../../test/render';
import { RequireSession } from '../../../lib/session/guards/RequireSession';
import { UnsubscribePage } from '../components/UnsubscribePage';

const LINK_INVALID = 'This unsubscribe link is invalid';

afterEach(() => {
  jest.useRealTimers();
});

function unsubscribeMock(
  variables: { userId: string; token: string | null; reason: string | null; kind?: string },
  answer: ApolloLink.Result<Record<string, unknown>>,
  onCall = jest.fn(),
): MockLink.MockedResponse {
  return {
    request: { query: UnsubscribeEmailsDocument, variables },
    result: () => {
      onCall(variables);
      return answer;
    },
  };
}

const renderUnsubscribe = (mocks: MockLink.MockedResponse[] = []) =>
  renderPage(<UnsubscribePage />, {
    path: '/unsubscribe/:userId',
    initialEntry: '/unsubscribe/user-7?token=link-token',
    landings: ['/'],
    mocks,
  });

const banner = async (text: string) => (await screen.findByText(text)).closest('.MuiAlert-root');

function setUpUser() {
  jest.useFakeTimers();
  return userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
}

describe('unsubscribe page', () => {
  it('is open without signing in, as the link in every email must be', () => {
    const chain = matchRoutes(routes, '/unsubscribe/user-7') ?? [];

    expect(chain.at(-1)?.route.path).toBe('unsubscribe/:userId');
    expect(chain.some(({ route }) => isValidElement(route.element) && route.element.type === RequireSession)).toBe(false);
  });

  it("sends the reason with the link's token, says so and goes to the site root 3 seconds later", async () => {
    const user = setUpUser();
    const sent = jest.fn();
    const { router } = renderUnsubscribe([
      unsubscribeMock({ userId: 'user-7', token: 'link-token', reason: 'Too many emails' }, { data: { unsubscribeEmails: true } }, sent),
    ]);

    await user.type(screen.getByLabelText('Reason (optional)'), 'Too many emails');
    await user.click(screen.getByRole('button', { name: 'Ok' }));

    expect(await banner('unsubscribed successfully')).toHaveClass('MuiAlert-colorSuccess');
    expect(sent).toHaveBeenCalledTimes(1);
    act(() => jest.advanceTimersByTime(2999));
    expect(router.location.pathname).toBe('/unsubscribe/user-7');
    act(() => jest.advanceTimersByTime(1));
    expect(router.location.pathname).toBe('/');
    expect(screen.getByRole('heading', { name: 'Landed on /' })).toBeInTheDocument();
  });

  it("from a reminder mail's link, says only reminders stop and sends the link's kind", async () => {
    const user = setUpUser();
    const sent = jest.fn();
    renderPage(<UnsubscribePage />, {
      path: '/unsubscribe/:userId',
      initialEntry: '/unsubscribe/user-7?token=link-token&kind=reminders',
      landings: ['/'],
      mocks: [unsubscribeMock({ userId: 'user-7', token: 'link-token', reason: null, kind: 'reminders' }, { data: { unsubscribeEmails: true } }, sent)],
    });

    expect(screen.getByText(/^You will no longer receive reminders of interviews and tasks due\. Other emails from RemoteHunt go on\./)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Ok' }));
    expect(await banner('unsubscribed successfully')).toHaveClass('MuiAlert-colorSuccess');
    expect(sent).toHaveBeenCalledWith({ userId: 'user-7', token: 'link-token', reason: null, kind: 'reminders' });
  });

  it('sends no reason when none was given', async () => {
    const user = setUpUser();
    const sent = jest.fn();
    renderUnsubscribe([unsubscribeMock({ userId: 'user-7', token: 'link-token', reason: null }, { data: { unsubscribeEmails: true } }, sent)]);

    await user.click(screen.getByRole('button', { name: 'Ok' }));

    expect(await screen.findByText('unsubscribed successfully')).toBeInTheDocument();
    expect(sent).toHaveBeenCalledTimes(1);
  });

  it('shows a failure as an error and still goes to the site root 3 seconds later', async () => {
    const user = setUpUser();
    const { router } = renderUnsubscribe([
      unsubscribeMock({ userId: 'user-7', token: 'link-token', reason: null }, apiError(LINK_INVALID, 'FORBIDDEN', 403)),
    ]);

    await user.click(screen.getByRole('button', { name: 'Ok' }));

    expect(await banner('unsubscrib failed')).toHaveClass('MuiAlert-colorError');
    expect(screen.queryByText('unsubscribed successfully')).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(2999));
    expect(router.location.pathname).toBe('/unsubscribe/user-7');
    act(() => jest.advanceTimersByTime(1));
    expect(router.location.pathname).toBe('/');
  });

  it('goes to the site root at once on Cancel, unsubscribing nothing', async () => {
    const user = userEvent.setup();
    const sent = jest.fn();
    const { router } = renderUnsubscribe([
      unsubscribeMock({ userId: 'user-7', token: 'link-token', reason: null }, { data: { unsubscribeEmails: true } }, sent),
    ]);

    await user.click(screen.getByRole('button', { name: 'Cancel' }));

    expect(screen.getByRole('heading', { name: 'Landed on /' })).toBeInTheDocument();
    expect(router.location.pathname).toBe('/');
    expect(sent).not.toHaveBeenCalled();
  });
});
