import type { MockLink } from '@apollo/client/testing';
import type { FormattedExecutionResult } from 'graphql';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, bootstrapMock } from '../../../test/factories';
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

const CANCEL_QUESTION = 'Do you really want to cancel your subscription ? It will not renew and ends with the period you paid for.';
const CANCELLED = 'Cancelled subscription successfully';
const CANCEL_FAILED = 'Cancelling subscription failed, please try again after some time';
const CANCELLED_TEXT = `Your plan is cancelled and ends on ${FUTURE_END_TEXT}.`;

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
  it('asks first, says it went through, and reads the subscription and the session again instead of reloading', async () => {
    const user = userEvent.setup();
    const cancelled = jest.fn();
    const readAgain = jest.fn();
    const session = bootstrapMock(paidUser());
    const sessionReadAgain = jest.fn();
    await renderManage(PAID_MONTHLY, [
      cancelMock('sub_123', { ...PAID_MONTHLY, cancelAtPeriodEnd: true }, cancelled),
      mySubscriptionMock({ ...PAID_MONTHLY, cancelAtPeriodEnd: true }, readAgain),
      {
        request: session.request,
        result: () => {
          sessionReadAgain();
          return session.result as FormattedExecutionResult;
        },
      },
    ]);

    await user.click(screen.getByRole('button', { name: 'Cancel subscription' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(CANCEL_QUESTION)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Ok' }));

    expect(await screen.findByText(CANCELLED)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByText(CANCELLED_TEXT)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel subscription' })).not.toBeInTheDocument();
    expect(cancelled).toHaveBeenCalledWith('sub_123');
    await waitFor(() => expect(readAgain).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(sessionReadAgain).toHaveBeenCalledTimes(1));
    expect(screen.queryByText(CANCEL_FAILED)).not.toBeInTheDocument();
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
    expect(screen.queryByText(CANCELLED)).not.toBeInTheDocument();
  });

  it.each([
    ['the network fails', { error: new Error('offline') }],
    ['the server refuses', { result: apiError('The subscription was not found', 'NOT_FOUND', 404) }],
  ])('says cancelling failed when %s, and keeps the plan as it was', async (_case, answer) => {
    const user = userEvent.setup();
    await renderManage(PAID_MONTHLY, [{ request: cancelMock('sub_123', PAID_MONTHLY).request, ...answer }]);

    await user.click(screen.getByRole('button', { name: 'Cancel subscription' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Ok' }));

    expect(await screen.findByText(CANCEL_FAILED)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Cancel subscription' })).toBeInTheDocument();
    expect(screen.getByText(`Your next billing date is ${FUTURE_END_TEXT}.`)).toBeInTheDocument();
    expect(screen.queryByText(CANCELLED)).not.toBeInTheDocument();
  });

  it('still says it went through when reading the subscription again fails', async () => {
    const user = userEvent.setup();
    await renderManage(PAID_MONTHLY, [
      cancelMock('sub_123', { ...PAID_MONTHLY, cancelAtPeriodEnd: true }),
      { request: mySubscriptionMock(PAID_MONTHLY).request, error: new Error('offline') },
      bootstrapMock(paidUser()),
    ]);

    await user.click(screen.getByRole('button', { name: 'Cancel subscription' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Ok' }));

    expect(await screen.findByText(CANCELLED)).toBeInTheDocument();
    expect(screen.queryByText(CANCEL_FAILED)).not.toBeInTheDocument();
  });
});
