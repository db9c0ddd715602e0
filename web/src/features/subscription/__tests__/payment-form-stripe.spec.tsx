import type { MockLink } from '@apollo/client/testing';
import type { ChangeEvent } from 'react';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadStripe } from '@stripe/stripe-js';
import { createUser } from '../../../test/factories';
import {
  createCustomerMock,
  createSubscriptionDetails,
  createSubscriptionMock,
  mySubscriptionMock,
  PAID_MONTHLY,
  PAST_END,
  productsMock,
  renderSubscriptionPage,
  trialOverUser,
} from './subscription-test-utils';

const mockCreatePaymentMethod = jest.fn();
const mockStripe = { createPaymentMethod: (...args: unknown[]) => mockCreatePaymentMethod(...args) };
const mockCardElement = { kind: 'card element' };

jest.mock('@stripe/stripe-js', () => ({ loadStripe: jest.fn(() => Promise.resolve(mockStripe)) }));

/** Stripe's card field lives in Stripe's iframe; this stand-in reports what Stripe's onChange would. */
jest.mock('@stripe/react-stripe-js', () => ({
  Elements: ({ children }: { children: unknown }) => children,
  useStripe: () => mockStripe,
  useElements: () => ({ getElement: () => mockCardElement }),
  CardElement: ({ onChange }: { onChange(event: { complete: boolean; error?: { message: string } }): void }) => (
    <input
      aria-label="Card number"
      onChange={(event: ChangeEvent<HTMLInputElement>) => {
        const value = event.target.value;
        onChange({
          complete: value === '4242424242424242',
          error: value.startsWith('1') ? { message: 'Your card number is invalid.' } : undefined,
        });
      }}
    />
  ),
}));

afterEach(() => {
  jest.clearAllMocks();
  jest.useRealTimers();
});

const TRIAL_OVER = createSubscriptionDetails({ status: 'trial', active: false, endTime: PAST_END });

async function openStripeForm(mocks: MockLink.MockedResponse[] = [], bootstraps = [trialOverUser()]) {
  const view = renderSubscriptionPage('/subscription?subscription_type=1', {
    bootstraps,
    mocks: [mySubscriptionMock(TRIAL_OVER), productsMock(undefined, { publicKey: 'pk_live_remotehunt' }), ...mocks],
  });
  await screen.findByLabelText('Card number');
  return view;
}

const formAlert = () => within(screen.getByRole('form', { name: 'Payment' })).queryByRole('alert');

describe('payment form with the card provider', () => {
  it("loads Stripe with the product's key and shows its card field instead of the test one", async () => {
    await openStripeForm();

    expect(loadStripe).toHaveBeenCalledWith('pk_live_remotehunt');
    expect(screen.getByText('Card details')).toBeInTheDocument();
    expect(screen.queryByText('Test mode')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Test card number')).not.toBeInTheDocument();
  });

  it("shows the card field's own errors and counts an incomplete card as missing", async () => {
    const user = userEvent.setup();
    await openStripeForm();

    await user.type(screen.getByLabelText('First and last name'), 'Ada Lovelace');
    await user.type(screen.getByLabelText('Card number'), '1234');
    expect(screen.getByText('Your card number is invalid.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(formAlert()).toHaveTextContent('Please provide card details');
    expect(mockCreatePaymentMethod).not.toHaveBeenCalled();
  });

  it("subscribes with the payment method Stripe makes of the card, in the cardholder's name", async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    mockCreatePaymentMethod.mockResolvedValue({ paymentMethod: { id: 'pm_1Real' } });
    const input = { paymentMethodId: 'pm_1Real', priceId: 'app-monthly-us', customerId: 'cus_real' };
    await openStripeForm(
      [createCustomerMock('ada@example.com', 'cus_real'), createSubscriptionMock(input, PAID_MONTHLY), mySubscriptionMock(PAID_MONTHLY)],
      [trialOverUser(), createUser({ appSubscription: { status: 'paid', active: true } })],
    );

    await user.type(screen.getByLabelText('First and last name'), 'Ada Lovelace');
    await user.type(screen.getByLabelText('Card number'), '4242424242424242');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    await act(() => jest.advanceTimersByTimeAsync(5000));

    expect(await screen.findByText('Subscription successful')).toBeInTheDocument();
    expect(mockCreatePaymentMethod).toHaveBeenCalledWith({ type: 'card', card: mockCardElement, billing_details: { name: 'Ada Lovelace' } });
    expect(await screen.findByRole('heading', { name: 'Landed on /remote-jobs' })).toBeInTheDocument();
  });

  it("shows Stripe's reason when it cannot use the card, and subscribes nothing", async () => {
    const user = userEvent.setup();
    mockCreatePaymentMethod.mockResolvedValue({ error: { message: 'Your card has expired.' } });
    await openStripeForm([createCustomerMock('ada@example.com', 'cus_real')]);

    await user.type(screen.getByLabelText('First and last name'), 'Ada Lovelace');
    await user.type(screen.getByLabelText('Card number'), '4242424242424242');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));

    await waitFor(() => expect(formAlert()).toHaveTextContent('Your card has expired.'));
    expect(screen.queryByText('Subscription successful')).not.toBeInTheDocument();
  });
});
