import type { MockLink } from '@apollo/client/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GENERIC_ERROR_MESSAGE } from '../../../lib/api-errors';
import { reloadPage } from '../utils/page-location';
import {
  cancelMock,
  createSubscriptionDetails,
  FUTURE_END,
  FUTURE_END_TEXT,
  mySubscriptionMock,
  PAID_MONTHLY,
  paidUser,
  PAST_END,
  productsMock,
  renderSubscriptionPage,
} from './subscription-test-utils';

jest.mock('../utils/page-location', () => ({
  ...jest.requireActual<object>('../utils/page-location'),
  reloadPage: jest.fn(),
}));

afterEach(() => {
  jest.clearAllMocks();
  jest.useRealTimers();
});

const CANCEL_QUESTION = 'Do you really want to cancel your subscription ? It will not renew and ends with the period you paid for.';

async function renderManage(details = PAID_MONTHLY, extraMocks: MockLink.MockedResponse[] = []) {
  const view = renderSubscriptionPage('/subscription', { user: paidUser(), mocks: [mySubscriptionMock(details), productsMock(), ...extraMocks] });
  await screen.findByRole('heading', { name: 'Your plan' });
  return view;
}

describe('subscription page: manage view', () => {
  it('shows the renewing plan, its next billing date, change plan and cancel', async () => {
    await renderManage();

    expect(screen.getByText('You are subscribed to the Monthly plan.')).toBeInTheDocument();
    expect(screen.getByText(`Your next billing date is ${FUTURE_END_TEXT}.`)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Change plan' })).toHaveAttribute('href', '/subscription?status=change_pricing');
    expect(screen.getByRole('button', { name: 'Cancel subscription' })).toBeInTheDocument();
    expect(screen.queryByText(/trial ends/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Select Plan' })).not.toBeInTheDocument();
  });

  it('shows a cancelled plan with the day it ends, and no cancel', async () => {
    await renderManage({ ...PAID_MONTHLY, cancelAtPeriodEnd: true });

    expect(screen.getByText(`Your plan is cancelled and ends on ${FUTURE_END_TEXT}.`)).toBeInTheDocument();
    expect(screen.queryByText(/next billing date/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel subscription' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Change plan' })).toBeInTheDocument();
  });

  it('shows the trial end and asks to subscribe to the suitable plan when paid without a subscription', async () => {
    await renderManage(createSubscriptionDetails({ status: 'paid', endTime: FUTURE_END, subscriptionId: null }));

    expect(screen.getByText(`Your trial ends on ${FUTURE_END_TEXT}.`)).toBeInTheDocument();
    expect(screen.getByText('To keep every feature, please subscribe to the suitable plan.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See plans' })).toHaveAttribute('href', '/subscription?status=change_pricing');
    expect(screen.queryByText(/next billing date/)).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Change plan' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel subscription' })).not.toBeInTheDocument();
  });

  it('shows the lifetime plan with nothing to renew or cancel', async () => {
    await renderManage(createSubscriptionDetails({ status: 'paid', lifetime: true, endTime: null, priceId: 'app-lifetime-us' }));

    expect(screen.getByText('You have the Lifetime plan: every feature for good, with nothing more to pay.')).toBeInTheDocument();
    expect(screen.queryByText(/billing date|trial ends|suitable plan/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel subscription' })).not.toBeInTheDocument();
  });

  it('offers the plans instead once a paid period is over', async () => {
    renderSubscriptionPage('/subscription', {
      mocks: [mySubscriptionMock({ ...PAID_MONTHLY, endTime: PAST_END, active: false }), productsMock()],
    });

    expect(await screen.findAllByRole('button', { name: 'Select Plan' })).toHaveLength(3);
    expect(screen.queryByRole('heading', { name: 'Your plan' })).not.toBeInTheDocument();
  });
});

describe('subscription page: cancelling', () => {
  it('asks first, then shows the plan as cancelled and reloads the page 3 seconds later', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const cancelled = jest.fn();
    await renderManage(PAID_MONTHLY, [cancelMock('sub_123', { ...PAID_MONTHLY, cancelAtPeriodEnd: true }, cancelled)]);

    await user.click(screen.getByRole('button', { name: 'Cancel subscription' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(CANCEL_QUESTION)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Ok' }));

    expect(await screen.findByText(`Your plan is cancelled and ends on ${FUTURE_END_TEXT}.`)).toBeInTheDocument();
    expect(cancelled).toHaveBeenCalledWith('sub_123');
    expect(reloadPage).not.toHaveBeenCalled();

    act(() => jest.advanceTimersByTime(2000));
    expect(reloadPage).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1000));
    expect(reloadPage).toHaveBeenCalledTimes(1);
  });

  it('leaves the plan alone when the question is answered Cancel', async () => {
    const user = userEvent.setup();
    const cancelled = jest.fn();
    await renderManage(PAID_MONTHLY, [cancelMock('sub_123', { ...PAID_MONTHLY, cancelAtPeriodEnd: true }, cancelled)]);

    await user.click(screen.getByRole('button', { name: 'Cancel subscription' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    expect(screen.getByText(`Your next billing date is ${FUTURE_END_TEXT}.`)).toBeInTheDocument();
    expect(cancelled).not.toHaveBeenCalled();
    expect(reloadPage).not.toHaveBeenCalled();
  });

  it('says so when the cancellation fails, and does not reload', async () => {
    const user = userEvent.setup();
    await renderManage(PAID_MONTHLY, [cancelMock('sub_123', new Error('offline'))]);

    await user.click(screen.getByRole('button', { name: 'Cancel subscription' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Ok' }));

    expect(await screen.findByText(GENERIC_ERROR_MESSAGE)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel subscription' })).toBeInTheDocument();
    expect(reloadPage).not.toHaveBeenCalled();
  });
});
