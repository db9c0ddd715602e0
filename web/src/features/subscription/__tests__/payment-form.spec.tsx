import type { MockLink } from '@apollo/client/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadStripe } from '@stripe/stripe-js';
import { apiError, createUser } from '../../../test/factories';
import { leavePageFor } from '../utils/page-location';
import {
  checkoutMock,
  LIFETIME_CHECKOUT,
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

jest.mock('@stripe/stripe-js', () => ({ loadStripe: jest.fn() }));
jest.mock('../utils/page-location', () => ({
  ...jest.requireActual<object>('../utils/page-location'),
  leavePageFor: jest.fn(),
}));

afterEach(() => {
  jest.clearAllMocks();
  jest.useRealTimers();
});

const TRIAL_OVER = createSubscriptionDetails({ status: 'trial', active: false, endTime: PAST_END });
const VISA = { paymentMethodId: 'pm_card_visa', priceId: 'app-monthly-us', customerId: 'cus_local_1' };
const DECLINED_CARD = { ...VISA, paymentMethodId: 'pm_card_chargeCustomerFail' };
const declined = (message: string | null) =>
  createSubscriptionDetails({
    status: 'trial',
    active: false,
    endTime: PAST_END,
    subscriptionId: 'sub_declined',
    lastPaymentErrors: message === null ? null : ({ __typename: 'PaymentError', message } as { message: string }),
  });

type User = ReturnType<typeof userEvent.setup>;

async function fillIn(user: User, { name = 'Ada Lovelace', card = '4242 4242 4242 4242' } = {}) {
  if (name) await user.type(screen.getByLabelText('First and last name'), name);
  if (card) await user.type(screen.getByLabelText('Test card number'), card);
}

const subscribeButton = () => screen.getByRole('button', { name: 'Subscribe' });
const formAlert = () => within(screen.getByRole('form', { name: 'Payment' })).queryByRole('alert');

async function openMonthlyForm(mocks: MockLink.MockedResponse[] = [], bootstraps = [trialOverUser()]) {
  const view = renderSubscriptionPage('/subscription?subscription_type=1', {
    bootstraps,
    mocks: [mySubscriptionMock(TRIAL_OVER), productsMock(), ...mocks],
  });
  await screen.findByRole('heading', { name: 'Subscribe to the Monthly plan' });
  return view;
}

describe('payment form', () => {
  it('shows the plan, the name field, a labelled test-mode card field and Subscribe, without loading Stripe', async () => {
    await openMonthlyForm();

    expect(screen.getByText('$9 per month')).toBeInTheDocument();
    expect(screen.getByLabelText('First and last name')).toBeInTheDocument();
    expect(screen.getByText('Test mode')).toBeInTheDocument();
    expect(screen.getByLabelText('Test card number')).toBeInTheDocument();
    expect(subscribeButton()).toBeEnabled();
    expect(loadStripe).not.toHaveBeenCalled();
  });

  it('asks for the name first, then for the card', async () => {
    const user = userEvent.setup();
    await openMonthlyForm();

    await user.click(subscribeButton());
    expect(formAlert()).toHaveTextContent('Please provide first and last name details');

    await fillIn(user, { name: '   ', card: '4242 4242 4242 4242' });
    await user.click(subscribeButton());
    expect(formAlert()).toHaveTextContent('Please provide first and last name details');

    await user.clear(screen.getByLabelText('Test card number'));
    await user.type(screen.getByLabelText('First and last name'), 'Ada Lovelace');
    await user.click(subscribeButton());
    expect(formAlert()).toHaveTextContent('Please provide card details');
  });

  it('counts the card only once the number is complete', async () => {
    const user = userEvent.setup();
    await openMonthlyForm();

    await fillIn(user, { card: '4242 4242' });
    await user.click(subscribeButton());

    expect(formAlert()).toHaveTextContent('Please provide card details');
  });

  it('accepts only test cards in test mode', async () => {
    const user = userEvent.setup();
    await openMonthlyForm();

    await fillIn(user, { card: '5555 5555 5555 4444' });

    expect(screen.getByLabelText('Test card number')).toHaveAccessibleDescription('Please use a test card such as 4242 4242 4242 4242');
    await user.click(subscribeButton());
    expect(formAlert()).toHaveTextContent('Please provide card details');
  });

  it('subscribes with a test card, checks the subscription 5 seconds later and opens remote jobs', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const subscribed = jest.fn();
    const checked = jest.fn();
    const { router } = await openMonthlyForm(
      [createCustomerMock('ada@example.com'), createSubscriptionMock(VISA, PAID_MONTHLY, subscribed), mySubscriptionMock(PAID_MONTHLY, checked)],
      [trialOverUser(), createUser({ appSubscription: { status: 'paid', active: true, subscriptionId: 'sub_123' } })],
    );

    await fillIn(user);
    await user.click(subscribeButton());
    await waitFor(() => expect(subscribed).toHaveBeenCalledWith(VISA));

    await act(() => jest.advanceTimersByTimeAsync(4900));
    expect(checked).not.toHaveBeenCalled();
    expect(screen.queryByText('Subscription successful')).not.toBeInTheDocument();
    // Meanwhile the form says what is happening, not only a disabled button (issue 50, item 16).
    expect(subscribeButton()).toBeDisabled();
    expect(screen.getByRole('status')).toHaveTextContent('Step 4 of 4: Waiting for your bank to confirm the first payment; this takes a few seconds…');

    await act(() => jest.advanceTimersByTimeAsync(100));
    expect(await screen.findByText('Subscription successful')).toBeInTheDocument();
    expect(checked).toHaveBeenCalledTimes(1);
    expect(await screen.findByRole('heading', { name: 'Landed on /remote-jobs' })).toBeInTheDocument();
    expect(router.location.pathname).toBe('/remote-jobs');
  });

  it("shows the card's decline and stays on the form", async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const { router } = await openMonthlyForm([
      createCustomerMock('ada@example.com'),
      createSubscriptionMock(DECLINED_CARD, declined('Your card was declined.')),
      mySubscriptionMock(declined('Your card was declined.')),
    ]);

    await fillIn(user, { card: '4000 0000 0000 0341' });
    await user.click(subscribeButton());
    await act(() => jest.advanceTimersByTimeAsync(5000));

    expect(await screen.findByText('Your card was declined.')).toBeInTheDocument();
    expect(screen.queryByText('Subscription successful')).not.toBeInTheDocument();
    expect(router.location.pathname).toBe('/subscription');
    expect(subscribeButton()).toBeEnabled();
    expect(within(screen.getByRole('form', { name: 'Payment' })).queryByRole('status')).not.toBeInTheDocument();
  });

  it('says the payment failed when the server gives no reason', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    await openMonthlyForm([
      createCustomerMock('ada@example.com'),
      createSubscriptionMock(VISA, declined(null)),
      mySubscriptionMock(createSubscriptionDetails({ status: 'incomplete', active: false, endTime: null })),
    ]);

    await fillIn(user);
    await user.click(subscribeButton());
    await act(() => jest.advanceTimersByTimeAsync(5000));

    expect(await screen.findByText('Payment failed, Please try again')).toBeInTheDocument();
  });

  it("shows the server's reason when it refuses the subscription", async () => {
    const user = userEvent.setup();
    await openMonthlyForm([
      createCustomerMock('ada@example.com'),
      {
        request: createSubscriptionMock(VISA, PAID_MONTHLY).request,
        result: apiError('You already have a plan: cancel it first to choose another', 'CONFLICT', 409),
      },
    ]);

    await fillIn(user);
    await user.click(subscribeButton());

    expect(await screen.findByText('You already have a plan: cancel it first to choose another')).toBeInTheDocument();
  });
});

describe('payment form: other plans', () => {
  it('sends the lifetime plan to the checkout instead of the card form', async () => {
    const user = userEvent.setup();
    renderSubscriptionPage('/subscription?subscription_type=3', {
      mocks: [
        mySubscriptionMock(TRIAL_OVER),
        productsMock(),
        checkoutMock(LIFETIME_CHECKOUT, 'http://localhost/#/test-checkout/cs_local_1'),
      ],
    });

    await user.click(await screen.findByRole('button', { name: 'Continue to checkout' }));

    await waitFor(() => expect(leavePageFor).toHaveBeenCalledWith('http://localhost/#/test-checkout/cs_local_1'));
    expect(screen.queryByLabelText('Test card number')).not.toBeInTheDocument();
  });

  it('offers the plans when subscription_type names none of them', async () => {
    renderSubscriptionPage('/subscription?subscription_type=9', { mocks: [mySubscriptionMock(TRIAL_OVER), productsMock()] });

    expect(await screen.findByText('That plan is not offered any more: please choose one of these.')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Select Plan' })).toHaveLength(3);
  });
});
