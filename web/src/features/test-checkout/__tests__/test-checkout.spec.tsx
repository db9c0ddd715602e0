import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockLink } from '@apollo/client/testing';
import { CancelTestCheckoutDocument, PayTestCheckoutDocument, TestCheckoutDocument } from '../../../generated/graphql';
import { apiError } from '../../../test/factories';
import { renderPage } from '../../../test/render';
import { TestCheckoutPage } from '../components/TestCheckoutPage';
import { leaveCheckout } from '../utils/leave-checkout';

jest.mock('../utils/leave-checkout', () => ({ leaveCheckout: jest.fn() }));

const leaveCheckoutMock = jest.mocked(leaveCheckout);
const GENERIC = 'Something went wrong, Please try again after sometime';
const SUCCESS_URL = 'http://localhost/#/post-job?status=success';
const CANCEL_URL = 'http://localhost/#/post-job?status=cancel';

afterEach(() => jest.clearAllMocks());

type Status = 'open' | 'complete' | 'expired';

function checkoutMock(
  id: string,
  answer: { status?: Status; mode?: 'payment' | 'subscription' } | ReturnType<typeof apiError>,
): MockLink.MockedResponse {
  const request = { query: TestCheckoutDocument, variables: { id } };
  if ('errors' in answer) return { request, result: answer };
  const subscription = answer.mode === 'subscription';
  return {
    request,
    result: {
      data: {
        testCheckout: {
          __typename: 'TestCheckout',
          id,
          mode: answer.mode ?? 'payment',
          status: answer.status ?? 'open',
          customerEmail: 'billing@acme.example.com',
          price: {
            __typename: 'Price',
            label: subscription ? 'Job posting, renewed every 30 days' : 'Job posting',
            amount: 19900,
            currency: 'usd',
            interval: subscription ? 30 : null,
            intervalType: subscription ? 'day' : null,
          },
        },
      },
    },
  };
}

const payMock = (id: string, answer: 'ok' | { error: Error } = 'ok'): MockLink.MockedResponse => {
  const request = { query: PayTestCheckoutDocument, variables: { id } };
  if (answer !== 'ok') return { request, error: answer.error };
  return { request, result: { data: { payTestCheckout: { __typename: 'CheckoutRedirect', redirectUrl: SUCCESS_URL } } } };
};

const cancelMock = (id: string): MockLink.MockedResponse => ({
  request: { query: CancelTestCheckoutDocument, variables: { id } },
  result: { data: { cancelTestCheckout: { __typename: 'CheckoutRedirect', redirectUrl: CANCEL_URL } } },
});

function renderCheckout(id: string, mocks: MockLink.MockedResponse[]) {
  return renderPage(<TestCheckoutPage />, { path: '/test-checkout/:sessionId', initialEntry: `/test-checkout/${id}`, mocks });
}

describe('test checkout', () => {
  it('is labelled test mode and shows what is being bought', async () => {
    renderCheckout('cs_1', [checkoutMock('cs_1', { mode: 'subscription' })]);

    expect(await screen.findByText('Job posting, renewed every 30 days')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Test mode — no card is charged');
    expect(screen.getByText('$199 every 30 days')).toBeInTheDocument();
    expect(screen.getByText('billing@acme.example.com')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pay' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeEnabled();
  });

  it('pays and goes where the payment sends the browser', async () => {
    const user = userEvent.setup();
    renderCheckout('cs_2', [checkoutMock('cs_2', {}), payMock('cs_2')]);
    expect(await screen.findByText('$199')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Pay' }));

    await waitFor(() => expect(leaveCheckoutMock).toHaveBeenCalledWith(SUCCESS_URL));
    expect(screen.getByRole('button', { name: 'Pay' })).toBeDisabled();
  });

  it('cancels and goes back to the app', async () => {
    const user = userEvent.setup();
    renderCheckout('cs_3', [checkoutMock('cs_3', {}), cancelMock('cs_3')]);

    await user.click(await screen.findByRole('button', { name: 'Cancel' }));

    await waitFor(() => expect(leaveCheckoutMock).toHaveBeenCalledWith(CANCEL_URL));
  });

  it('shows the generic message when paying fails, and lets the user try again', async () => {
    const user = userEvent.setup();
    renderCheckout('cs_4', [checkoutMock('cs_4', {}), payMock('cs_4', { error: new Error('down') })]);

    await user.click(await screen.findByRole('button', { name: 'Pay' }));

    expect(await screen.findByText(GENERIC)).toBeInTheDocument();
    expect(leaveCheckoutMock).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Pay' })).toBeEnabled();
  });

  it('says a paid checkout is complete and only continues to the app', async () => {
    const user = userEvent.setup();
    renderCheckout('cs_5', [checkoutMock('cs_5', { status: 'complete' }), payMock('cs_5')]);

    expect(await screen.findByText('This checkout has already been paid.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pay' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    await waitFor(() => expect(leaveCheckoutMock).toHaveBeenCalledWith(SUCCESS_URL));
  });

  it('says a cancelled checkout is over and goes back', async () => {
    const user = userEvent.setup();
    renderCheckout('cs_6', [checkoutMock('cs_6', { status: 'expired' }), cancelMock('cs_6')]);

    expect(await screen.findByText('This checkout was cancelled or has expired.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pay' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Go back' }));

    await waitFor(() => expect(leaveCheckoutMock).toHaveBeenCalledWith(CANCEL_URL));
  });

  it('says when there is no such checkout', async () => {
    renderCheckout('cs_missing', [checkoutMock('cs_missing', apiError('The checkout session was not found', 'NOT_FOUND', 404))]);

    expect(await screen.findByText("This checkout doesn't exist. It may have been started on another server.")).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pay' })).not.toBeInTheDocument();
    expect(screen.queryByText(GENERIC)).not.toBeInTheDocument();
  });
});
