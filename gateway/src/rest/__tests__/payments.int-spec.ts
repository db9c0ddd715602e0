import { APP_ACCESS_MESSAGE } from '@remotehunt/services/auth/authorization';
import { bearer, createTestGateway, type TestGateway, type TestUser } from '../../test/test-gateway';

// Local test mode (no STRIPE_SECRET_KEY): the same services and webhook handler, no provider calls.
const WEBHOOK_SECRET = 'whsec_payments_contract_test';
const DAY = 24 * 60 * 60 * 1000;
const ORIGIN = 'http://localhost:4000';

let gw: TestGateway;

beforeAll(async () => {
  gw = await createTestGateway({ STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, PUBLIC_URL: ORIGIN });
});
afterAll(() => gw.close());

const path = (user: TestUser, rest: string) => `/api/v1/users/${user.userId}${rest}`;
const get = (user: TestUser, rest: string) => gw.request.get(path(user, rest)).set(bearer(user));
const post = (user: TestUser, rest: string, body: object = {}) => gw.request.post(path(user, rest)).set(bearer(user)).send(body);

async function customerOf(user: TestUser): Promise<string> {
  const res = await post(user, '/stripe/customer', { customerEmail: user.email });
  expect(res.status).toBe(200);
  return res.body.customerId;
}

async function subscribe(user: TestUser, paymentMethodId = 'pm_card_visa', priceId = 'app-monthly-us') {
  const customerId = await customerOf(user);
  return post(user, '/stripe/create_subscription', { paymentMethodId, priceId, customerId });
}

/** Opens a checkout for the plan and presses Pay on the app's own test checkout page. */
async function checkoutAndPay(user: TestUser, priceId: string) {
  const session = await post(user, '/stripe/checkout/session', {
    priceId,
    successCallback: `${ORIGIN}/#/subscription?status=success`,
    cancelCallback: `${ORIGIN}/#/subscription?status=cancel`,
  });
  expect(session.status).toBe(200);
  const paid = await gw.request.post(`/api/v1/test_checkout/${session.body.sessionId}/pay`);
  expect(paid.status).toBe(200);
  return { session: session.body, paid: paid.body };
}

describe('GET /users/{userId}/subscription', () => {
  it('answers a new account its trial of TRIAL_DAYS (7) days', async () => {
    const user = await gw.signUp();
    const res = await get(user, '/subscription');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      status: 'trial',
      active: true,
      subscriptionId: null,
      endTime: expect.any(String),
      lifetime: false,
      priceId: null,
      intervalType: null,
      cancelAtPeriodEnd: false,
      lastPaymentErrors: null,
    });
    expect(Date.parse(res.body.endTime) - Date.now()).toBeGreaterThan(7 * DAY - 60_000);
    expect(Date.parse(res.body.endTime) - Date.now()).toBeLessThanOrEqual(7 * DAY);
  });
});

describe('POST /users/{userId}/stripe/customer and GET /users/{userId}/customers', () => {
  it('makes the customer once and answers the same one after', async () => {
    const user = await gw.signUp();
    expect((await get(user, '/customers')).body).toEqual({ data: [] });
    const first = await post(user, '/stripe/customer', { customerEmail: user.email });
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ id: expect.stringMatching(/^cus_local_/), customerId: first.body.id });
    const again = await post(user, '/stripe/customer', { customerEmail: user.email });
    expect(again.body.customerId).toBe(first.body.customerId);
    expect((await get(user, '/customers')).body).toEqual({ data: [{ id: first.body.customerId }] });
  });

  it('answers 400 for an email that is not one', async () => {
    const user = await gw.signUp();
    const res = await post(user, '/stripe/customer', { customerEmail: 'not-an-email' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: 'Please provide a valid email' });
  });
});

describe('POST /users/{userId}/stripe/create_subscription', () => {
  it('subscribes with a card: paid, active, a month ahead, with the plan', async () => {
    const user = await gw.signUp();
    const res = await subscribe(user);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      status: 'paid',
      active: true,
      subscriptionId: expect.stringMatching(/^sub_local_/),
      lifetime: false,
      priceId: 'app-monthly-us',
      intervalType: 'month',
      lastPaymentErrors: null,
    });
    expect(Date.parse(res.body.endTime) - Date.now()).toBeGreaterThan(29 * DAY);
    expect((await get(user, '/subscription')).body).toEqual(res.body);
  });

  it('keeps the trial and answers the card’s message when the payment is declined', async () => {
    const user = await gw.signUp();
    const trial = (await get(user, '/subscription')).body;
    const res = await subscribe(user, 'pm_card_chargeCustomerFail');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      status: 'trial',
      active: true,
      subscriptionId: null,
      endTime: trial.endTime,
      lastPaymentErrors: { message: 'Your card was declined.' },
    });
    // A good card afterwards clears the message.
    const retried = await subscribe(user);
    expect(retried.body).toMatchObject({ status: 'paid', lastPaymentErrors: null });
  });

  it.each([
    [{ priceId: 'app-monthly-us', customerId: 'x' }, 'Please provide card details'],
    [{ paymentMethodId: 'pm_card_visa', priceId: 'no-such-plan', customerId: 'x' }, 'Please choose one of the offered plans'],
    [{ paymentMethodId: 'pm_card_visa', priceId: 'job-posting-us', customerId: 'x' }, 'Please choose one of the offered plans'],
    [{ paymentMethodId: 'pm_card_visa', priceId: 'app-lifetime-us', customerId: 'x' }, 'The lifetime plan is paid once, through the checkout'],
    [{ paymentMethodId: 'pm_card_visa', priceId: 'app-monthly-us', customerId: 'cus_someone_else' }, 'Please create the customer first'],
  ])('answers 400 for %j', async (body, message) => {
    const user = await gw.signUp();
    await customerOf(user);
    const res = await post(user, '/stripe/create_subscription', body);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message });
    expect((await get(user, '/subscription')).body.status).toBe('trial');
  });

  it('refuses a second plan while one renews (409), so nobody pays twice', async () => {
    const user = await gw.signUp();
    await subscribe(user);
    const again = await subscribe(user, 'pm_card_visa', 'app-yearly-us');
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('You already have a plan: cancel it first to choose another');
  });
});

describe('POST /users/{userId}/stripe/cancel_subscription', () => {
  it('stops the renewal: the plan runs to the end of the period paid for', async () => {
    const user = await gw.signUp();
    const subscribed = (await subscribe(user)).body;
    const res = await post(user, '/stripe/cancel_subscription', { subscriptionId: subscribed.subscriptionId });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'paid', active: true, cancelAtPeriodEnd: true, endTime: subscribed.endTime });
    // Cancelling again changes nothing; a new plan may now replace it.
    expect((await post(user, '/stripe/cancel_subscription', { subscriptionId: subscribed.subscriptionId })).body).toEqual(res.body);
    const replaced = await subscribe(user, 'pm_card_visa', 'app-yearly-us');
    expect(replaced.body).toMatchObject({ status: 'paid', priceId: 'app-yearly-us', cancelAtPeriodEnd: false });
  });

  it("answers 404 for a subscription that is not the caller's", async () => {
    const [user, other] = [await gw.signUp(), await gw.signUp()];
    const theirs = (await subscribe(other)).body.subscriptionId;
    const res = await post(user, '/stripe/cancel_subscription', { subscriptionId: theirs });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: 'The subscription was not found' });
    expect((await get(other, '/subscription')).body.cancelAtPeriodEnd).toBe(false);
  });
});

describe('POST /users/{userId}/stripe/checkout/session and the local test checkout', () => {
  it("points to the app's own checkout page, which shows the plan", async () => {
    const user = await gw.signUp();
    const res = await post(user, '/stripe/checkout/session', {
      priceId: 'app-lifetime-us',
      successCallback: '/#/subscription?status=success',
      cancelCallback: '/#/subscription?status=cancel',
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ sessionId: expect.stringMatching(/^cs_local_/), url: `${ORIGIN}/#/test-checkout/${res.body.sessionId}` });
    const page = await gw.request.get(`/api/v1/test_checkout/${res.body.sessionId}`);
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({ mode: 'payment', status: 'open', price: { id: 'app-lifetime-us', amount: expect.any(Number) }, customerEmail: user.email });
  });

  it('Pay buys the lifetime plan through the webhook handler, once', async () => {
    const user = await gw.signUp();
    const { session, paid } = await checkoutAndPay(user, 'app-lifetime-us');
    expect(paid).toEqual({ redirectUrl: `${ORIGIN}/#/subscription?status=success` });
    expect((await get(user, '/subscription')).body).toMatchObject({ lifetime: true, active: true, status: 'paid', endTime: null, priceId: 'app-lifetime-us' });
    const again = await gw.request.post(`/api/v1/test_checkout/${session.sessionId}/pay`);
    expect(again.body).toEqual(paid);
    const [{ events }] = await gw.services.db.query(`SELECT count(*)::int AS events FROM payment_events WHERE type = 'checkout.session.completed'`);
    expect(events).toBeGreaterThanOrEqual(1);
  });

  it('Pay on a monthly plan subscribes', async () => {
    const user = await gw.signUp();
    await checkoutAndPay(user, 'app-monthly-us');
    expect((await get(user, '/subscription')).body).toMatchObject({ status: 'paid', active: true, subscriptionId: expect.stringMatching(/^sub_local_/), priceId: 'app-monthly-us' });
  });

  it('Cancel goes back to the cancel address and nothing is bought; Pay afterwards is refused', async () => {
    const user = await gw.signUp();
    const session = await post(user, '/stripe/checkout/session', { priceId: 'app-lifetime-us', successCallback: '/#/ok', cancelCallback: '/#/no' });
    const canceled = await gw.request.post(`/api/v1/test_checkout/${session.body.sessionId}/cancel`);
    expect(canceled.body).toEqual({ redirectUrl: `${ORIGIN}/#/no` });
    const paid = await gw.request.post(`/api/v1/test_checkout/${session.body.sessionId}/pay`);
    expect(paid.status).toBe(409);
    expect(paid.body).toEqual({ message: 'This checkout was cancelled: please start again' });
    expect((await get(user, '/subscription')).body).toMatchObject({ status: 'trial', lifetime: false });
  });

  it.each(['https://evil.example/phish', '//evil.example/x', 'javascript:alert(1)'])('refuses a return address of another site: %s', async (address) => {
    const user = await gw.signUp();
    const res = await post(user, '/stripe/checkout/session', { priceId: 'app-lifetime-us', successCallback: address, cancelCallback: '/' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: 'successCallback must be an address of this site' });
  });

  it('answers 404 for a checkout session that does not exist', async () => {
    const res = await gw.request.get('/api/v1/test_checkout/cs_local_nope');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: 'The checkout session was not found' });
  });
});

describe('the subscription guard, enforced by the API', () => {
  const jobList = (user: TestUser) => post(user, '/remotejobs/filter', {});
  const expireTrial = (user: TestUser) =>
    gw.services.db.query(`UPDATE app_subscriptions SET end_time = now() - interval '1 minute' WHERE user_id = $1`, [user.userId]);
  const setFreeAccess = (enabled: boolean) =>
    gw.services.db.query(`UPDATE access_switches SET enabled = $1 WHERE key = 'enableFreeAccessForApp'`, [enabled]);

  it('lets a trial that runs in', async () => {
    const user = await gw.signUp();
    expect((await jobList(user)).status).toBe(200);
    const graphql = await gw.graphql('query { jobs { total } }', {}, user.token);
    expect(graphql.body.errors).toBeUndefined();
  });

  it('answers 402 with what to do once the trial is over, on every guarded call, REST and GraphQL', async () => {
    const user = await gw.signUp();
    await expireTrial(user);
    for (const res of [
      await jobList(user),
      await post(user, '/Acme/jobs/filter'),
      await get(user, '/remote_companies'),
      await get(user, '/jobboards'),
      await get(user, '/tags?query=re'),
      await get(user, '/viewed_jobs'),
    ]) {
      expect(res.status).toBe(402);
      expect(res.body).toEqual({ message: APP_ACCESS_MESSAGE });
    }
    for (const query of ['{ jobs { total } }', '{ remoteCompanies { total } }', '{ jobBoards { total } }', '{ viewedJobs { total } }']) {
      const res = await gw.graphql(query, {}, user.token);
      expect(res.body.data).toBeNull();
      expect(res.body.errors[0]).toMatchObject({ message: APP_ACCESS_MESSAGE, extensions: { code: 'PAYMENT_REQUIRED' } });
    }
    // What a session guard's screens need still works, and the subscription says why.
    expect((await get(user, '/shortlist_jobs')).status).toBe(200);
    expect((await get(user, '/subscription')).body).toMatchObject({ status: 'trial', active: false });
    const me = await gw.graphql('{ me { appSubscription { active } } }', {}, user.token);
    expect(me.body.data.me.appSubscription.active).toBe(false);
  });

  it('lets everyone in while free app access is on', async () => {
    const user = await gw.signUp();
    await expireTrial(user);
    await setFreeAccess(true);
    try {
      expect((await jobList(user)).status).toBe(200);
    } finally {
      await setFreeAccess(false);
    }
    expect((await jobList(user)).status).toBe(402);
  });

  it('lets a paid plan and a lifetime plan in after the trial', async () => {
    const paid = await gw.signUp();
    await expireTrial(paid);
    expect((await subscribe(paid)).body.active).toBe(true);
    expect((await jobList(paid)).status).toBe(200);

    const lifetime = await gw.signUp();
    await expireTrial(lifetime);
    await checkoutAndPay(lifetime, 'app-lifetime-us');
    expect((await jobList(lifetime)).status).toBe(200);
  });
});
