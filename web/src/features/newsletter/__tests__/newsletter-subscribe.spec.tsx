import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  SendNewsletterLoginLinkDocument,
  SubscribeNewsletterDocument,
  SubscribeNewsletterWithPlanDocument,
} from '../../../generated/graphql';
import { GENERIC_ERROR_MESSAGE } from '../../../lib/api-errors';
import { apiError, createUser } from '../../../test/factories';
import { leavePageFor } from '../utils/page-location';
import {
  banner,
  callMock,
  CANCEL_CALLBACK,
  ACCOUNT_FORM,
  COMPLETE_FORM,
  COMPLETE_PREFERENCES,
  createNewsletter,
  fillForm,
  formReady,
  MONTHLY_PRICE_ID,
  renderNewsletter,
  SUCCESS_CALLBACK,
  type Answer,
} from './newsletter-test-utils';

jest.mock('../utils/page-location', () => ({
  ...jest.requireActual<object>('../utils/page-location'),
  leavePageFor: jest.fn(),
}));

afterEach(() => {
  jest.clearAllMocks();
});

const SUBSCRIBED = 'Newsletter subscribed successfully';
const ALREADY_REGISTERED = 'This email already has a RemoteHunt account: sign in to subscribe, or ask for a login link to manage your newsletter';
const CHECKOUT_URL = 'https://checkout.example.com/c/newsletter-1';

/** The order the complete form places. */
const ORDER = {
  ...COMPLETE_PREFERENCES,
  email: 'ada@example.com',
  priceId: MONTHLY_PRICE_ID,
  successCallback: SUCCESS_CALLBACK,
  cancelCallback: CANCEL_CALLBACK,
};

const order = (answer: Record<string, unknown>) => ({
  data: { subscribeNewsletter: { __typename: 'NewsletterOrder', sessionId: null, url: null, confirmationSent: false, ...answer } },
});

const orderMock = (answer: Answer, onCall = jest.fn(), input: Record<string, unknown> = ORDER) =>
  callMock({ query: SubscribeNewsletterDocument, variables: { input } }, answer, onCall);

async function subscribe(options: Parameters<typeof renderNewsletter>[0] = {}) {
  const user = userEvent.setup({ delay: null });
  const view = renderNewsletter(options);
  await formReady();
  await fillForm(user, options.user ? ACCOUNT_FORM : COMPLETE_FORM);
  await user.click(screen.getByRole('button', { name: 'Subscribe' }));
  return { user, ...view };
}

describe('newsletter page: subscribing', () => {
  it('subscribes a visitor at once while it is free, and says to confirm from the email', async () => {
    const ordered = jest.fn();
    await subscribe({ freeAccess: true, mocks: [orderMock(order({ freeAccess: true, status: 'success', confirmationSent: true }), ordered)] });

    expect(await banner(SUBSCRIBED)).toHaveClass('MuiAlert-colorSuccess');
    expect(screen.getByText('We sent a link to ada@example.com: open it to confirm your subscription')).toBeInTheDocument();
    expect(ordered).toHaveBeenCalledWith({ input: ORDER });
    expect(leavePageFor).not.toHaveBeenCalled();
  });

  it('subscribes a signed-in user with the account email and loads the newsletter again', async () => {
    const user = createUser({ email: 'ada@example.com' });
    await subscribe({
      user,
      freeAccess: true,
      mine: [null, createNewsletter({ name: 'Ada Lovelace' })],
      mocks: [orderMock(order({ freeAccess: true, status: 'success' }))],
    });

    expect(await banner(SUBSCRIBED)).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Update Preferences' })).toBeInTheDocument();
    expect(screen.queryByText(/open it to confirm your subscription/)).not.toBeInTheDocument();
  });

  it('sends the browser to the card checkout when the newsletter is paid', async () => {
    await subscribe({ mocks: [orderMock(order({ freeAccess: false, status: 'checkout', sessionId: 'cs_1', url: CHECKOUT_URL }))] });

    await waitFor(() => expect(leavePageFor).toHaveBeenCalledWith(CHECKOUT_URL));
    expect(screen.queryByText(SUBSCRIBED)).not.toBeInTheDocument();
  });

  it('subscribes a user with a paid app plan free, through the plan', async () => {
    const withPlan = jest.fn();
    const ordered = jest.fn();
    const user = createUser({ appSubscription: { status: 'paid', active: true } });
    await subscribe({
      user,
      mine: [null, createNewsletter({ name: 'Ada Lovelace' })],
      mocks: [
        callMock(
          { query: SubscribeNewsletterWithPlanDocument, variables: { input: COMPLETE_PREFERENCES } },
          { data: { subscribeNewsletterWithPlan: createNewsletter({ name: 'Ada Lovelace' }) } },
          withPlan,
        ),
        orderMock(order({ freeAccess: true, status: 'success' }), ordered),
      ],
    });

    expect(await banner(SUBSCRIBED)).toHaveClass('MuiAlert-colorSuccess');
    expect(withPlan).toHaveBeenCalledTimes(1);
    expect(ordered).not.toHaveBeenCalled();
    expect(await screen.findByRole('button', { name: 'Update Preferences' })).toBeInTheDocument();
  });
});

describe('newsletter page: a failed subscribe', () => {
  it("shows the server's reason for a 400 and offers a login link, which it sends", async () => {
    const sent = jest.fn();
    const { user } = await subscribe({
      mocks: [
        orderMock(apiError(ALREADY_REGISTERED, 'BAD_USER_INPUT', 400)),
        callMock({ query: SendNewsletterLoginLinkDocument, variables: { email: 'ada@example.com' } }, { data: { sendNewsletterLoginLink: true } }, sent),
      ],
    });

    expect(await banner(ALREADY_REGISTERED)).toHaveClass('MuiAlert-colorError');
    await user.click(screen.getByRole('button', { name: 'Send me a login link' }));

    expect(await banner('Newsletter login link sent successfully')).toHaveClass('MuiAlert-colorSuccess');
    expect(sent).toHaveBeenCalledTimes(1);
  });

  it('says so when the login link cannot be sent', async () => {
    const { user } = await subscribe({
      mocks: [
        orderMock(apiError(ALREADY_REGISTERED, 'BAD_USER_INPUT', 400)),
        { request: { query: SendNewsletterLoginLinkDocument, variables: { email: 'ada@example.com' } }, error: new Error('The server is down') },
      ],
    });

    await user.click(await screen.findByRole('button', { name: 'Send me a login link' }));

    expect(await banner(GENERIC_ERROR_MESSAGE)).toHaveClass('MuiAlert-colorError');
    expect(screen.queryByText('Newsletter login link sent successfully')).not.toBeInTheDocument();
  });

  it('shows the generic message without a reason, and no login link for other failures', async () => {
    await subscribe({ mocks: [{ request: { query: SubscribeNewsletterDocument, variables: { input: ORDER } }, error: new Error('offline') }] });

    expect(await banner(GENERIC_ERROR_MESSAGE)).toHaveClass('MuiAlert-colorError');
    expect(screen.queryByRole('button', { name: 'Send me a login link' })).not.toBeInTheDocument();
  });

  it('says nothing on a 401: the user is on the way to sign in', async () => {
    const user = userEvent.setup({ delay: null });
    const ordered = jest.fn();
    renderNewsletter({ user: createUser({ email: 'ada@example.com' }), mocks: [orderMock(apiError('Please sign in', 'UNAUTHENTICATED', 401), ordered)] });
    await formReady();
    // A first notification loads the banners' code, so that another would show at once.
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    await screen.findByText('Please select email frequency');

    await fillForm(user, ACCOUNT_FORM);
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    await waitFor(() => {
      expect(ordered).toHaveBeenCalledTimes(1);
      expect(screen.queryByRole('progressbar', { name: 'Loading' })).not.toBeInTheDocument();
    });

    expect(screen.queryByText('Please sign in')).not.toBeInTheDocument();
    expect(screen.queryByText(GENERIC_ERROR_MESSAGE)).not.toBeInTheDocument();
  });
});
