import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AppPlansDocument } from '../../../generated/graphql';
import { bootstrapMock, createUser, storeLogin } from '../../../test/factories';
import { renderPage } from '../../../test/render';
import { PricingPage } from '../components/PricingPage';
import { appPlansMock, FUTURE_END, PAST_END, productsMock, US_PLANS } from './subscription-test-utils';

const plan = async (label: string) => within(await screen.findByRole('article', { name: label }));

describe('pricing page', () => {
  it('shows visitors the plans with their features, each leading to sign up with the plan chosen', async () => {
    renderPage(<PricingPage />, { path: '/pricing', mocks: [appPlansMock()] });

    expect(screen.getByRole('heading', { name: 'Pricing' })).toBeInTheDocument();
    const monthly = await plan('Monthly');
    expect(monthly.getByText('$9')).toBeInTheDocument();
    expect(monthly.getByText('per month')).toBeInTheDocument();
    expect(monthly.getByText('Kanban board for applied jobs')).toBeInTheDocument();
    expect(monthly.getByRole('link', { name: 'Select Plan' })).toHaveAttribute('href', '/signup?plan=app-monthly-us');
    expect((await plan('Yearly')).getByRole('link', { name: 'Select Plan' })).toHaveAttribute('href', '/signup?plan=app-yearly-us');
    expect((await plan('Lifetime')).getByRole('link', { name: 'Select Plan' })).toHaveAttribute('href', '/signup?plan=app-lifetime-us');
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/signin');
  });

  it('encodes a price id that is not URL-safe', async () => {
    renderPage(<PricingPage />, { path: '/pricing', mocks: [appPlansMock([{ ...US_PLANS[0], id: 'price 1/monthly&us' }])] });

    expect((await plan('Monthly')).getByRole('link', { name: 'Select Plan' })).toHaveAttribute(
      'href',
      `/signup?plan=${new URLSearchParams({ p: 'price 1/monthly&us' }).toString().slice(2)}`,
    );
  });

  it('takes a signed-in user straight to the payment form of the plan', async () => {
    const user = createUser();
    storeLogin(user);
    renderPage(<PricingPage />, { path: '/pricing', mocks: [bootstrapMock(user), productsMock()] });

    expect((await plan('Yearly')).getByRole('link', { name: 'Select Plan' })).toHaveAttribute('href', '/subscription?subscription_type=2');
    expect((await plan('Lifetime')).getByRole('link', { name: 'Select Plan' })).toHaveAttribute('href', '/subscription?subscription_type=3');
    expect(screen.queryByRole('link', { name: 'Sign in' })).not.toBeInTheDocument();
  });

  it('tells a signed-in user whose trial has ended that it has', async () => {
    const user = createUser({ appSubscription: { status: 'trial', active: false, endTime: PAST_END } });
    storeLogin(user);
    renderPage(<PricingPage />, { path: '/pricing', mocks: [bootstrapMock(user), productsMock()] });

    expect(await screen.findByText('Your trial has ended')).toBeInTheDocument();
    expect(await screen.findByRole('article', { name: 'Monthly' })).toBeInTheDocument();
  });

  it('says nothing of a trial to visitors or to a user whose trial runs', async () => {
    const user = createUser({ appSubscription: { status: 'trial', active: true, endTime: FUTURE_END } });
    storeLogin(user);
    renderPage(<PricingPage />, { path: '/pricing', mocks: [bootstrapMock(user), productsMock()] });

    expect(await screen.findByRole('article', { name: 'Monthly' })).toBeInTheDocument();
    expect(screen.queryByText('Your trial has ended')).not.toBeInTheDocument();
  });

  it('offers a retry when the plans cannot be loaded', async () => {
    const user = userEvent.setup();
    renderPage(<PricingPage />, {
      path: '/pricing',
      mocks: [{ request: { query: AppPlansDocument }, error: new Error('offline') }, appPlansMock()],
    });

    expect(await screen.findByText('Unable to show subscription options right now, please try again after some time')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('article', { name: 'Monthly' })).toBeInTheDocument();
  });
});
