import { signedEvent, signPayload, subscriptionObject } from '@remotehunt/services/test/stripe-events';
import type { StripeServer } from '@remotehunt/services/test/stripe-server';
import { startGatewayProcess } from '../../test/gateway-process';
import { startStripeGateway, type StripeGateway } from '../../test/stripe-gateway';
import { bearer, type TestGateway, type TestUser } from '../../test/test-gateway';

// Issue 46: a plan is bought once however many times, and at once, Subscribe is pressed; a second
// plan is never left renewing beside the first; a subscribe cut off by a crash is found and
// recorded. The real SDK against a local Stripe-compatible server that keeps what it made.

const SECRET_KEY = 'sk_test_51PaymentRacesSecretKey0000000000000000';
const WEBHOOK_SECRET = 'whsec_payment_races';
const PROVIDER_PRICES: Record<string, string> = {
  'app-monthly-us': 'price_1RaceMonthlyUs',
  'app-yearly-us': 'price_1RaceYearlyUs',
  'app-lifetime-us': 'price_1RaceLifetimeUs',
};
const CONCURRENT = 20;
const DAY_S = 24 * 60 * 60;

let server: StripeServer;
let gw: TestGateway;
let stripe: StripeGateway;

beforeAll(async () => {
  stripe = await startStripeGateway({ secretKey: SECRET_KEY, publishableKey: 'pk_test_races', webhookSecret: WEBHOOK_SECRET, publicUrl: 'http://localhost:4000' }, PROVIDER_PRICES);
  ({ server, gw } = stripe);
});
beforeEach(() => server.reset());
afterAll(() => stripe.close());

const post = (user: TestUser, rest: string, body: object) => gw.request.post(`/api/v1/users/${user.userId}${rest}`).set(bearer(user)).send(body);
const subscriptionOf = async (user: TestUser) => (await gw.request.get(`/api/v1/users/${user.userId}/subscription`).set(bearer(user))).body;
const providerSubscriptionsOf = (customerId: string) => server.objects('subscription').filter((s) => s.customer === customerId);
const receiptMailsOf = async (userId: string) =>
  (await gw.services.db.query(`SELECT count(*)::int AS n FROM mail_messages WHERE user_id = $1 AND template = 'purchase-receipt'`, [userId]))[0].n;
const receiptsOf = async (userId: string) =>
  (await gw.services.db.query(`SELECT purchase_key FROM purchase_receipts WHERE user_id = $1`, [userId])).map((r: { purchase_key: string }) => r.purchase_key);

async function customerOf(user: TestUser): Promise<string> {
  const res = await post(user, '/stripe/customer', { customerEmail: user.email });
  expect(res.status).toBe(200);
  return res.body.customerId;
}

const SUBSCRIBE = `mutation ($input: CreateSubscriptionInput!) { createSubscription(input: $input) { status subscriptionId } }`;
const CHECKOUT = `mutation ($input: CheckoutSessionInput!) { createCheckoutSession(input: $input) { sessionId } }`;

/** One Subscribe press, over REST or GraphQL, as what the caller sees: the status and the message. */
async function subscribeOver(transport: 'REST' | 'GraphQL', user: TestUser, input: Record<string, string>): Promise<{ ok: boolean; message?: string }> {
  if (transport === 'REST') {
    const res = await post(user, '/stripe/create_subscription', input);
    return res.status === 200 ? { ok: true } : { ok: false, message: `${res.status} ${res.body.message}` };
  }
  const res = await gw.graphql(SUBSCRIBE, { input }, user.token);
  return res.body.errors ? { ok: false, message: `${res.body.errors[0].extensions?.code} ${res.body.errors[0].message}` } : { ok: true };
}

async function checkoutOver(transport: 'REST' | 'GraphQL', user: TestUser, priceId: string): Promise<{ ok: boolean; message?: string; sessionId?: string }> {
  const input = { priceId, successCallback: '/#/subscription?status=success', cancelCallback: '/#/subscription?status=cancel' };
  if (transport === 'REST') {
    const res = await post(user, '/stripe/checkout/session', input);
    return res.status === 200 ? { ok: true, sessionId: res.body.sessionId } : { ok: false, message: `${res.status} ${res.body.message}` };
  }
  const res = await gw.graphql(CHECKOUT, { input }, user.token);
  return res.body.errors
    ? { ok: false, message: `${res.body.errors[0].extensions?.code} ${res.body.errors[0].message}` }
    : { ok: true, sessionId: res.body.data.createCheckoutSession.sessionId };
}

const conflict = (transport: 'REST' | 'GraphQL', message: string) => `${transport === 'REST' ? '409' : 'CONFLICT'} ${message}`;

describe.each(['REST', 'GraphQL'] as const)('over %s', (transport) => {
  it(`${CONCURRENT} Subscribe presses at once make one subscription at the provider, one plan and one receipt`, async () => {
    const user = await gw.signUp();
    const customerId = await customerOf(user);
    const input = { paymentMethodId: 'pm_card_visa', priceId: 'app-monthly-us', customerId };

    const answers = await Promise.all(Array.from({ length: CONCURRENT }, () => subscribeOver(transport, user, input)));

    expect(answers.filter((a) => a.ok)).toHaveLength(1);
    for (const refused of answers.filter((a) => !a.ok)) {
      expect([
        conflict(transport, 'Your subscription is already being set up: wait a moment, then reload'),
        conflict(transport, 'You already have a plan: cancel it first to choose another'),
      ]).toContain(refused.message);
    }
    const made = providerSubscriptionsOf(customerId);
    expect(made).toHaveLength(1);
    expect(await subscriptionOf(user)).toMatchObject({ status: 'paid', active: true, subscriptionId: made[0].id });
    expect(await receiptsOf(user.userId)).toEqual([`app-subscription:${made[0].id as string}`]);
    expect(await receiptMailsOf(user.userId)).toBe(1);
    // Pressed again later: the plan is there, and nothing more is asked of the provider.
    expect(await subscribeOver(transport, user, input)).toEqual({ ok: false, message: conflict(transport, 'You already have a plan: cancel it first to choose another') });
    expect(providerSubscriptionsOf(customerId)).toHaveLength(1);
  });

  it('refuses a subscriber a checkout for another plan, the lifetime plan included, until the plan is cancelled', async () => {
    const user = await gw.signUp();
    const customerId = await customerOf(user);
    expect(await subscribeOver(transport, user, { paymentMethodId: 'pm_card_visa', priceId: 'app-monthly-us', customerId })).toEqual({ ok: true });

    for (const priceId of ['app-yearly-us', 'app-lifetime-us', 'app-monthly-us']) {
      expect(await checkoutOver(transport, user, priceId)).toEqual({ ok: false, message: conflict(transport, 'You already have a plan: cancel it first to choose another') });
    }
    expect(server.requests.filter((r) => r.path === '/v1/checkout/sessions')).toHaveLength(0);

    const { subscriptionId } = await subscriptionOf(user);
    expect((await post(user, '/stripe/cancel_subscription', { subscriptionId })).status).toBe(200);
    expect(await checkoutOver(transport, user, 'app-lifetime-us')).toMatchObject({ ok: true });
  });
});

describe('a plan bought while another still renews (checkouts opened before it)', () => {
  /** A card subscription made now, after `opened` checkouts were already open; then each checkout completes. */
  async function subscribeThenComplete(user: TestUser, opened: { priceId: string; sessionId: string }[]) {
    const customerId = await customerOf(user);
    const card = await post(user, '/stripe/create_subscription', { paymentMethodId: 'pm_card_visa', priceId: 'app-monthly-us', customerId });
    expect(card.status).toBe(200);
    for (const { priceId, sessionId } of opened) {
      const lifetime = priceId === 'app-lifetime-us';
      const metadata = { userId: user.userId, kind: lifetime ? 'app-lifetime' : 'app-subscription', priceId };
      const sub = lifetime ? null : subscriptionObject(`sub_test_checkout_${sessionId.slice(-8)}`, 'active', metadata, Math.floor(Date.now() / 1000) + 365 * DAY_S);
      const event = signedEvent(WEBHOOK_SECRET, 'checkout.session.completed', { id: sessionId, object: 'checkout.session', status: 'complete', metadata, subscription: sub });
      const res = await gw.request.post('/api/v1/stripe/webhook').set('content-type', 'application/json').set('stripe-signature', event.signature).send(event.payload);
      expect(res.status).toBe(200);
    }
    return card.body.subscriptionId as string;
  }

  it.each([
    ['the yearly plan', 'app-yearly-us', { status: 'paid', lifetime: false, priceId: 'app-yearly-us' }],
    ['the lifetime plan', 'app-lifetime-us', { status: 'paid', lifetime: true, priceId: 'app-lifetime-us' }],
  ] as const)('%s replaces the monthly one, which is stopped at the provider once', async (_label, priceId, plan) => {
    const user = await gw.signUp();
    const opened = await checkoutOver('REST', user, priceId);
    const monthly = await subscribeThenComplete(user, [{ priceId, sessionId: opened.sessionId! }]);

    expect(await subscriptionOf(user)).toMatchObject({ ...plan, active: true });
    expect(server.objects('subscription').find((s) => s.id === monthly)).toMatchObject({ cancel_at_period_end: true });
    expect(server.requests.filter((r) => r.method === 'POST' && r.path === `/v1/subscriptions/${monthly}`)).toHaveLength(1);
    const [outbox] = await gw.services.db.query(`SELECT done_at, attempts FROM provider_cancellations WHERE subscription_id = $1`, [monthly]);
    expect(outbox).toEqual({ done_at: expect.any(Date), attempts: 1 });
  });

  it('is stopped by the billing sweep when the provider could not be reached at once', async () => {
    const user = await gw.signUp();
    const opened = await checkoutOver('REST', user, 'app-yearly-us');
    server.failNext('POST', /^\/v1\/subscriptions\/sub_/, { status: 500, error: { type: 'api_error', message: 'Stripe is having a moment' } });
    server.failNext('POST', /^\/v1\/subscriptions\/sub_/, { status: 500, error: { type: 'api_error', message: 'Stripe is having a moment' } });
    server.failNext('POST', /^\/v1\/subscriptions\/sub_/, { status: 500, error: { type: 'api_error', message: 'Stripe is having a moment' } });
    const monthly = await subscribeThenComplete(user, [{ priceId: 'app-yearly-us', sessionId: opened.sessionId! }]);
    expect(server.objects('subscription').find((s) => s.id === monthly)).toMatchObject({ cancel_at_period_end: false });

    const swept = await gw.services.providerCancellations.runDue();

    expect(swept).toMatchObject({ cancelled: 1, failed: 0 });
    expect(server.objects('subscription').find((s) => s.id === monthly)).toMatchObject({ cancel_at_period_end: true });
    expect(await gw.services.providerCancellations.runDue()).toEqual({ cancelled: 0, failed: 0 });
  });
});

describe('a subscribe cut off by kill -9 after the provider made the subscription', () => {
  it('is found at the provider by its attempt and recorded once, with one receipt, when the claim is settled', async () => {
    const user = await gw.signUp();
    const customerId = await customerOf(user);
    const gateway = await startGatewayProcess({ ...stripe.env, PUBLIC_URL: 'http://localhost:4000' });
    try {
      server.failNext('POST', '/v1/subscriptions', 'hang-after-handling');
      const made = server.handled('POST', '/v1/subscriptions');
      const pressed = fetch(`${gateway.origin}/api/v1/users/${user.userId}/stripe/create_subscription`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...bearer(user) },
        body: JSON.stringify({ paymentMethodId: 'pm_card_visa', priceId: 'app-monthly-us', customerId }),
      }).catch((e: unknown) => e);
      await made;
      await gateway.kill();
      // The press got no answer: the process died holding it.
      expect(String(await pressed)).toMatch(/fetch failed/);
    } finally {
      await gateway.kill();
    }
    const [subscription] = providerSubscriptionsOf(customerId);
    expect(await subscriptionOf(user)).toMatchObject({ status: 'trial', subscriptionId: null });

    // Pressed again before the claim is stale: the provider may still be working on the first.
    expect(await subscribeOver('REST', user, { paymentMethodId: 'pm_card_visa', priceId: 'app-monthly-us', customerId })).toEqual({
      ok: false,
      message: '409 Your subscription is already being set up: wait a moment, then reload',
    });

    // The billing sweep, once the claim has stood longer than any live subscribe can take.
    const settled = await gw.services.subscriptionBilling.settleStaleClaims({ staleBefore: new Date(Date.now() + 60_000) });

    expect(settled).toEqual({ settled: 1, recorded: 1 });
    expect(await subscriptionOf(user)).toMatchObject({ status: 'paid', active: true, subscriptionId: subscription.id, priceId: 'app-monthly-us' });
    expect(await receiptsOf(user.userId)).toEqual([`app-subscription:${subscription.id as string}`]);
    expect(await gw.services.subscriptionBilling.settleStaleClaims({ staleBefore: new Date(Date.now() + 60_000) })).toEqual({ settled: 0, recorded: 0 });
    expect(providerSubscriptionsOf(customerId)).toHaveLength(1);
  });
});

describe('signed events of the wrong shape', () => {
  it.each([
    ['an empty object', {}, /^The event is malformed at id: /],
    ['no object', { id: 'evt_x', type: 'checkout.session.completed', created: 1, data: null }, /^The event is malformed at data: /],
    ['a posting id that is no id', { id: 'evt_y', type: 'checkout.session.completed', created: 1, data: { object: { metadata: { kind: 'job-posting', postingId: '1 OR 1=1' } } } }, /^The event is malformed at data\.object\.metadata\.postingId: /],
    ['a user id that is no id', { id: 'evt_z', type: 'customer.subscription.updated', created: 1, data: { object: { id: 'sub_1', metadata: { userId: 'me' } } } }, /^The event is malformed at data\.object\.metadata\.userId: /],
    ['a creation time that is no time', { id: 'evt_t', type: 'invoice.paid', created: 'yesterday', data: { object: {} } }, /^The event is malformed at created: /],
  ])('answers 400 naming the field for %s, and stores nothing', async (_label, body, message) => {
    const payload = JSON.stringify(body);
    const res = await gw.request.post('/api/v1/stripe/webhook').set('content-type', 'application/json').set('stripe-signature', signPayload(WEBHOOK_SECRET, payload)).send(payload);

    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(message);
    const [{ n }] = await gw.services.db.query(`SELECT count(*)::int AS n FROM payment_events WHERE id IN ('evt_x', 'evt_y', 'evt_z', 'evt_t')`);
    expect(n).toBe(0);
  });

  it('answers 400 for a signed body that is JSON null', async () => {
    const res = await gw.request.post('/api/v1/stripe/webhook').set('content-type', 'application/json').set('stripe-signature', signPayload(WEBHOOK_SECRET, 'null')).send('null');
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/^The event is malformed at its top level: /);
  });
});
