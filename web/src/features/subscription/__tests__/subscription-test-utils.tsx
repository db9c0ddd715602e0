import type { MockLink } from '@apollo/client/testing';
import {
  AppPlansDocument,
  CancelSubscriptionDocument,
  CreatePaymentCustomerDocument,
  CreatePlanCheckoutDocument,
  CreateSubscriptionDocument,
  MySubscriptionDocument,
  SubscriptionProductsDocument,
  type PlanPriceFieldsFragment,
  type SubscriptionDetailsFieldsFragment,
  type UserFieldsFragment,
} from '../../../generated/graphql';
import type { AppRoute } from '../../../lib/router';
import { bootstrapMock, createUser, storeLogin } from '../../../test/factories';
import { renderRoutes } from '../../../test/render';
import { RequireSession } from '../../../lib/session/guards/RequireSession';
import { RequireSubscription } from '../../../lib/session/guards/RequireSubscription';
import { SubscriptionPage } from '../components/SubscriptionPage';

/** Far enough ahead to be running whenever the tests run; noon UTC reads as the 5th in any time zone. */
export const FUTURE_END = '2030-03-05T12:00:00.000Z';
export const FUTURE_END_TEXT = 'March 5, 2030';
export const PAST_END = '2020-01-10T12:00:00.000Z';

export function createPlan(overrides: Partial<PlanPriceFieldsFragment> = {}): PlanPriceFieldsFragment {
  return {
    __typename: 'Price',
    id: 'app-monthly-us',
    label: 'Monthly',
    amount: 900,
    currency: 'usd',
    subscription: true,
    interval: 1,
    intervalType: 'month',
    country: 'US',
    ...overrides,
  } as PlanPriceFieldsFragment;
}

/** The US plans as the catalogue seeds them. */
export const US_PLANS = [
  createPlan(),
  createPlan({ id: 'app-yearly-us', label: 'Yearly', amount: 7900, intervalType: 'year' }),
  createPlan({ id: 'app-lifetime-us', label: 'Lifetime', amount: 14900, subscription: false, interval: null, intervalType: null }),
];

export function createSubscriptionDetails(overrides: Partial<SubscriptionDetailsFieldsFragment> = {}): SubscriptionDetailsFieldsFragment {
  return {
    __typename: 'SubscriptionDetails',
    status: 'trial',
    active: true,
    subscriptionId: null,
    endTime: FUTURE_END,
    lifetime: false,
    priceId: null,
    intervalType: null,
    cancelAtPeriodEnd: false,
    lastPaymentErrors: null,
    ...overrides,
  } as SubscriptionDetailsFieldsFragment;
}

/** A monthly plan that renews on FUTURE_END. */
export const PAID_MONTHLY = createSubscriptionDetails({
  status: 'paid',
  subscriptionId: 'sub_123',
  priceId: 'app-monthly-us',
  intervalType: 'month',
});

export function mySubscriptionMock(details: SubscriptionDetailsFieldsFragment, onCall = jest.fn()): MockLink.MockedResponse {
  return {
    request: { query: MySubscriptionDocument },
    result: () => {
      onCall();
      return { data: { subscription: details } };
    },
  };
}

const product = (prices: PlanPriceFieldsFragment[], publicKey: string | null) => ({
  __typename: 'ProductInfo',
  prices,
  public_key: publicKey,
  testMode: publicKey === null,
});

export function productsMock(prices = US_PLANS, { publicKey = null }: { publicKey?: string | null } = {}): MockLink.MockedResponse {
  return {
    request: { query: SubscriptionProductsDocument },
    result: { data: { subscriptionProducts: product(prices, publicKey) } },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}

export function appPlansMock(prices = US_PLANS): MockLink.MockedResponse {
  return {
    request: { query: AppPlansDocument },
    result: { data: { appPlans: product(prices, null) } },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}

export function createCustomerMock(customerEmail: string, id = 'cus_local_1'): MockLink.MockedResponse {
  return {
    request: { query: CreatePaymentCustomerDocument, variables: { customerEmail } },
    result: { data: { createPaymentCustomer: { __typename: 'PaymentCustomer', id } } },
  };
}

export function createSubscriptionMock(
  input: { paymentMethodId: string; priceId: string; customerId: string },
  answer: SubscriptionDetailsFieldsFragment,
  onCall = jest.fn(),
): MockLink.MockedResponse {
  return {
    request: { query: CreateSubscriptionDocument, variables: { input } },
    result: () => {
      onCall(input);
      return { data: { createSubscription: answer } };
    },
  };
}

/** The checkout the lifetime plan opens: it returns to the subscription page either way. */
export const LIFETIME_CHECKOUT = {
  priceId: 'app-lifetime-us',
  successCallback: 'http://localhost/#/subscription?status=success',
  cancelCallback: 'http://localhost/#/subscription?status=cancel',
};

export function checkoutMock(
  input: { priceId: string; successCallback: string; cancelCallback: string },
  url: string,
): MockLink.MockedResponse {
  return {
    request: { query: CreatePlanCheckoutDocument, variables: { input } },
    result: { data: { createCheckoutSession: { __typename: 'CheckoutSession', sessionId: 'cs_1', url } } },
  };
}

export function cancelMock(subscriptionId: string, answer: SubscriptionDetailsFieldsFragment | Error, onCall = jest.fn()): MockLink.MockedResponse {
  const request = { query: CancelSubscriptionDocument, variables: { subscriptionId } };
  if (answer instanceof Error) return { request, error: answer };
  return {
    request,
    result: () => {
      onCall(subscriptionId);
      return { data: { cancelSubscription: answer } };
    },
  };
}

/** A user whose trial is over: the subscription guard keeps them out until they pay. */
export const trialOverUser = () => createUser({ appSubscription: { status: 'trial', active: false, endTime: PAST_END } });

export const paidUser = () =>
  createUser({ appSubscription: { status: 'paid', active: true, endTime: FUTURE_END, subscriptionId: 'sub_123' } });

/**
 * Signs `user` in and renders the subscription page at `initialEntry` behind the session guard,
 * with remote jobs behind the subscription guard (so landing there proves the session's access).
 * `bootstraps` answer the session's loads in turn: the first on arrival, later ones on refresh.
 */
export function renderSubscriptionPage(
  initialEntry: string,
  {
    user = trialOverUser(),
    bootstraps = [user],
    mocks = [],
  }: { user?: UserFieldsFragment; bootstraps?: UserFieldsFragment[]; mocks?: MockLink.MockedResponse[] } = {},
) {
  storeLogin(user);
  const routes: AppRoute[] = [
    { element: <RequireSession />, children: [{ path: '/subscription', element: <SubscriptionPage /> }] },
    { element: <RequireSubscription />, children: [{ path: '/remote-jobs', element: <h1>Landed on /remote-jobs</h1> }] },
  ];
  return renderRoutes(routes, { initialEntry, mocks: [...bootstraps.map((b) => bootstrapMock(b)), ...mocks] });
}
