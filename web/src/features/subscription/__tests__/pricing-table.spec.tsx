import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GENERIC_ERROR_MESSAGE } from '../../../lib/api-errors';
import { createUser } from '../../../test/factories';
import { leavePageFor } from '../utils/page-location';
import {
  checkoutMock,
  LIFETIME_CHECKOUT,
  createPlan,
  createSubscriptionDetails,
  FUTURE_END_TEXT,
  mySubscriptionMock,
  PAST_END,
  paidUser,
  productsMock,
  renderSubscriptionPage,
  trialOverUser,
} from './subscription-test-utils';

jest.mock('../utils/page-location', () => ({
  ...jest.requireActual<object>('../utils/page-location'),
  leavePageFor: jest.fn(),
}));

afterEach(() => jest.clearAllMocks());

const TRIAL_OVER = createSubscriptionDetails({ status: 'trial', active: false, endTime: PAST_END });
const plan = async (label: string) => within(await screen.findByRole('article', { name: label }));

describe('subscription page: pricing table', () => {
  it("lists the country's plans with price, interval, features and Select Plan", async () => {
    renderSubscriptionPage('/subscription', { mocks: [mySubscriptionMock(TRIAL_OVER), productsMock()] });

    const monthly = await plan('Monthly');
    expect(monthly.getByText('$9')).toBeInTheDocument();
    expect(monthly.getByText('per month')).toBeInTheDocument();
    expect(monthly.getByRole('button', { name: 'Select Plan' })).toBeInTheDocument();
    const features = within(monthly.getByRole('list', { name: 'Features' }));
    for (const feature of [
      'Remote jobs newsletter',
      'Browse remote jobs',
      'Shortlist jobs',
      'Track applied jobs',
      'Kanban board for applied jobs',
      'Resume and cover letter management',
      'Share resumes and cover letters',
      'Top remote companies and job boards',
    ]) {
      expect(features.getByText(feature)).toBeInTheDocument();
    }
    expect((await plan('Yearly')).getByText('per year')).toBeInTheDocument();
    const lifetime = await plan('Lifetime');
    expect(lifetime.getByText('$149')).toBeInTheDocument();
    expect(lifetime.getByText('one-time payment')).toBeInTheDocument();
  });

  it('shows prices in the currency of the plans offered', async () => {
    renderSubscriptionPage('/subscription', {
      mocks: [
        mySubscriptionMock(TRIAL_OVER),
        productsMock([createPlan({ id: 'app-monthly-in', amount: 29950, currency: 'inr', interval: 3, country: 'IN' })]),
      ],
    });

    const monthly = await plan('Monthly');
    expect(monthly.getByText('₹299.50')).toBeInTheDocument();
    expect(monthly.getByText('every 3 months')).toBeInTheDocument();
  });

  it('tells a user in a trial when it ends', async () => {
    renderSubscriptionPage('/subscription', { mocks: [mySubscriptionMock(createSubscriptionDetails({ status: 'trial' })), productsMock()] });

    expect(
      await screen.findByText(`Your free trial ends on ${FUTURE_END_TEXT}. Choose a plan to keep every feature after that.`),
    ).toBeInTheDocument();
    expect(screen.queryByText('Your trial has ended')).not.toBeInTheDocument();
  });

  it('says the trial has ended above the plans once it has', async () => {
    renderSubscriptionPage('/subscription', { mocks: [mySubscriptionMock(TRIAL_OVER), productsMock()] });

    expect(await screen.findByText('Your trial has ended')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Select Plan' })).toHaveLength(3);
    expect(screen.queryByText(/Your free trial ends on/)).not.toBeInTheDocument();
  });

  it('does not say the trial has ended while it runs, nor to a user whose paid plan ended', async () => {
    renderSubscriptionPage('/subscription', {
      mocks: [mySubscriptionMock(createSubscriptionDetails({ status: 'paid', active: false, endTime: PAST_END, subscriptionId: 'sub_1' })), productsMock()],
    });

    expect(await screen.findAllByRole('button', { name: 'Select Plan' })).toHaveLength(3);
    expect(screen.queryByText('Your trial has ended')).not.toBeInTheDocument();
  });

  it('opens the payment form of a renewing plan', async () => {
    const user = userEvent.setup();
    const { router } = renderSubscriptionPage('/subscription', { mocks: [mySubscriptionMock(TRIAL_OVER), productsMock()] });

    await user.click((await plan('Yearly')).getByRole('button', { name: 'Select Plan' }));

    expect(await screen.findByRole('heading', { name: 'Subscribe to the Yearly plan' })).toBeInTheDocument();
    expect(router.location.search).toBe('?subscription_type=2');
  });

  it('sends the lifetime plan to the checkout, which returns to the subscription page', async () => {
    const user = userEvent.setup();
    renderSubscriptionPage('/subscription', {
      mocks: [
        mySubscriptionMock(TRIAL_OVER),
        productsMock(),
        checkoutMock(LIFETIME_CHECKOUT, 'https://checkout.stripe.com/c/pay/cs_1'),
      ],
    });

    await user.click((await plan('Lifetime')).getByRole('button', { name: 'Select Plan' }));

    await waitFor(() => expect(leavePageFor).toHaveBeenCalledWith('https://checkout.stripe.com/c/pay/cs_1'));
  });

  it('says so when the checkout cannot be opened', async () => {
    const user = userEvent.setup();
    const checkout = checkoutMock(LIFETIME_CHECKOUT, 'unused');
    renderSubscriptionPage('/subscription', {
      mocks: [mySubscriptionMock(TRIAL_OVER), productsMock(), { request: checkout.request, error: new Error('offline') }],
    });

    await user.click((await plan('Lifetime')).getByRole('button', { name: 'Select Plan' }));

    expect(await screen.findByText(GENERIC_ERROR_MESSAGE)).toBeInTheDocument();
    expect(leavePageFor).not.toHaveBeenCalled();
  });

  it('offers a retry when the plans cannot be loaded', async () => {
    const user = userEvent.setup();
    renderSubscriptionPage('/subscription', {
      mocks: [mySubscriptionMock(TRIAL_OVER), { request: productsMock().request, error: new Error('offline') }, productsMock()],
    });

    expect(await screen.findByText('Unable to show subscription options right now, please try again after some time')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('article', { name: 'Monthly' })).toBeInTheDocument();
  });
});

describe('subscription page: back from the checkout', () => {
  it('status=success says so and opens remote jobs with the new plan', async () => {
    const { router } = renderSubscriptionPage('/subscription?status=success', {
      bootstraps: [trialOverUser(), createUser({ appSubscription: { status: 'paid', active: true, lifetime: true, endTime: null } })],
      mocks: [mySubscriptionMock(TRIAL_OVER), productsMock()],
    });

    expect(await screen.findByText('Subscription successful')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Landed on /remote-jobs' })).toBeInTheDocument();
    expect(router.location.pathname).toBe('/remote-jobs');
  });

  it('status=cancel says the subscription failed and shows the plans again', async () => {
    const { router } = renderSubscriptionPage('/subscription?status=cancel', { mocks: [mySubscriptionMock(TRIAL_OVER), productsMock()] });

    expect(await screen.findByText('Subscription failed')).toBeInTheDocument();
    expect(await screen.findByRole('article', { name: 'Lifetime' })).toBeInTheDocument();
    expect(router.location.pathname).toBe('/subscription');
    expect(router.location.search).toBe('');
  });

  it('status=change_pricing lets a subscriber pick another plan', async () => {
    renderSubscriptionPage('/subscription?status=change_pricing', {
      user: paidUser(),
      mocks: [mySubscriptionMock(createSubscriptionDetails({ status: 'paid', subscriptionId: 'sub_123' })), productsMock()],
    });

    expect(await screen.findAllByRole('button', { name: 'Select Plan' })).toHaveLength(3);
  });
});
