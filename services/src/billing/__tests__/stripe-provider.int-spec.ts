import { randomUUID } from 'node:crypto';
import util from 'node:util';
import Stripe from 'stripe';
import { DomainError } from '../../common/domain-error';
import { startStripeServer, type RecordedStripeRequest, type StripeServer } from '../../test/stripe-server';
import type { ProviderSubscription } from '../payment-provider';
import { StripePaymentProvider } from '../stripe-provider';

const SECRET_KEY = 'sk_test_51RemoteHuntSecretKeyNeverShown0123456789';
const WEBHOOK_SECRET = 'whsec_remotehunt_test_secret';
const PRICE = 'price_1AppMonthlyUs';

let server: StripeServer;
let provider: StripePaymentProvider;

function providerFor(overrides: Partial<{ secretKey: string; webhookSecret: string }> = {}, timeoutMs = 5000) {
  return new StripePaymentProvider(
    { secretKey: SECRET_KEY, publishableKey: 'pk_test_remotehunt', webhookSecret: WEBHOOK_SECRET, apiBase: server.url, ...overrides },
    { timeoutMs },
  );
}

const sent = (method: string, path: string | RegExp): RecordedStripeRequest[] =>
  server.requests.filter((r) => r.method === method && (typeof path === 'string' ? r.path === path : path.test(r.path)));

async function subscribe(paymentMethodId: string, metadata: Record<string, string> = { userId: 'user-1' }): Promise<ProviderSubscription> {
  const customer = await provider.createCustomer({ email: 'ada@example.com', userId: 'user-1' });
  return provider.createSubscription({ attemptId: randomUUID(), customerId: customer.id, providerPriceId: PRICE, paymentMethodId, metadata });
}

beforeAll(async () => {
  server = await startStripeServer({ secretKey: SECRET_KEY });
  provider = providerFor();
});
beforeEach(() => server.reset());
afterAll(() => server.close());

describe('building the provider', () => {
  it('is the real provider, and needs a secret key and a usable API address', () => {
    expect(provider.testMode).toBe(false);
    expect(() => providerFor({ secretKey: '' })).toThrow(/STRIPE_SECRET_KEY/);
    expect(() => new StripePaymentProvider({ secretKey: SECRET_KEY, publishableKey: '', webhookSecret: '', apiBase: 'not a url' })).toThrow(
      /STRIPE_API_BASE/,
    );
    expect(() => new StripePaymentProvider({ secretKey: SECRET_KEY, publishableKey: '', webhookSecret: '', apiBase: 'ftp://127.0.0.1' })).toThrow(
      /STRIPE_API_BASE/,
    );
  });
});

describe('customers', () => {
  it('creates one with the email and the user id, form-encoded, with the secret key and the pinned API version', async () => {
    const customer = await provider.createCustomer({ email: 'ada@example.com', userId: 'user-1' });

    expect(customer.id).toMatch(/^cus_/);
    const [request] = sent('POST', '/v1/customers');
    expect(request.body).toEqual({ email: 'ada@example.com', metadata: { userId: 'user-1' } });
    expect(request.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(request.authorization).toBe(`Bearer ${SECRET_KEY}`);
    expect(request.headers['stripe-version']).toBe('2026-10-28.endive');
    expect(server.objects('customer')).toEqual([expect.objectContaining({ id: customer.id, email: 'ada@example.com' })]);
  });

  it('sends the same idempotency key for the same user and email, so a repeated request gets the first customer back', async () => {
    const first = await provider.createCustomer({ email: 'ada@example.com', userId: 'user-1' });
    const again = await provider.createCustomer({ email: 'ada@example.com', userId: 'user-1' });
    await provider.createCustomer({ email: 'ada@work.example', userId: 'user-1' });

    expect(again.id).toBe(first.id);
    const keys = sent('POST', '/v1/customers').map((r) => r.idempotencyKey);
    expect(keys[0]).toMatch(/^remotehunt-customer-[0-9a-f]{64}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
    // The key is a hash: the email does not travel in a header.
    expect(keys.join()).not.toContain('ada@');
    expect(server.objects('customer')).toHaveLength(2);
  });

  it('makes one customer when the answer is lost and the SDK retries', async () => {
    server.failNext('POST', '/v1/customers', 'drop-after-handling');

    const customer = await provider.createCustomer({ email: 'ada@example.com', userId: 'user-1' });

    const attempts = sent('POST', '/v1/customers');
    expect(attempts).toHaveLength(2);
    expect(attempts[1].idempotencyKey).toBe(attempts[0].idempotencyKey);
    expect(server.objects('customer').map((c) => c.id)).toEqual([customer.id]);
  });
});

describe('subscriptions', () => {
  it('attaches the card, makes it the default, and subscribes the customer to the price', async () => {
    const subscription = await subscribe('pm_card_visa', { userId: 'user-1', priceId: 'app-monthly-us' });

    const [attach] = sent('POST', '/v1/payment_methods/pm_card_visa/attach');
    const attached = server.objects('payment_method')[0];
    // Stripe copies a test token into a new payment method on attach; everything after uses the copy.
    expect(attached.id).not.toBe('pm_card_visa');
    expect(attach.body).toEqual({ customer: subscription.customerId });
    const [defaultMethod] = sent('POST', `/v1/customers/${subscription.customerId}`);
    expect(defaultMethod.body).toEqual({ invoice_settings: { default_payment_method: attached.id } });
    const [create] = sent('POST', '/v1/subscriptions');
    expect(create.body).toEqual({
      customer: subscription.customerId,
      items: [{ price: PRICE }],
      default_payment_method: attached.id,
      payment_behavior: 'allow_incomplete',
      metadata: { userId: 'user-1', priceId: 'app-monthly-us', attemptId: expect.any(String) },
      expand: ['latest_invoice.payments'],
    });
    // Each step is keyed by the app's claim on this subscribe, so no retry of it can make two.
    expect([attach, defaultMethod, create].map((r) => r.idempotencyKey)).toEqual([
      expect.stringMatching(/^remotehunt-subscription-attach-[0-9a-f]{64}$/),
      expect.stringMatching(/^remotehunt-subscription-default-card-[0-9a-f]{64}$/),
      expect.stringMatching(/^remotehunt-subscription-create-[0-9a-f]{64}$/),
    ]);

    const stored = server.objects('subscription')[0] as { id: string; items: { data: { current_period_end: number }[] } };
    expect(subscription).toEqual({
      id: stored.id,
      customerId: expect.stringMatching(/^cus_/),
      status: 'active',
      currentPeriodEnd: new Date(stored.items.data[0].current_period_end * 1000),
      metadata: { userId: 'user-1', priceId: 'app-monthly-us', attemptId: create.body.metadata && (create.body.metadata as Record<string, string>).attemptId },
      cancelAtPeriodEnd: false,
      lastPaymentError: null,
    });
    expect(subscription.id).toMatch(/^sub_/);
    expect(subscription.currentPeriodEnd!.getTime()).toBeGreaterThan(Date.now() + 27 * 24 * 3600 * 1000);
    // Nothing was declined, so the payment was not looked up.
    expect(sent('GET', /^\/v1\/payment_intents\//)).toEqual([]);
  });

  it('answers a declined first payment as an incomplete subscription with the decline message and no paid period', async () => {
    const subscription = await subscribe('pm_card_chargeCustomerFail');

    expect(subscription).toMatchObject({ status: 'incomplete', currentPeriodEnd: null, lastPaymentError: 'Your card was declined.' });
    const intent = server.objects('payment_intent')[0];
    expect(sent('GET', `/v1/payment_intents/${intent.id as string}`)).toHaveLength(1);
  });

  it('still answers the incomplete subscription when its decline message cannot be read', async () => {
    server.failNext('GET', /^\/v1\/payment_intents\//, {
      status: 404,
      error: { type: 'invalid_request_error', code: 'resource_missing', message: 'No such payment_intent' },
    });

    const subscription = await subscribe('pm_card_chargeCustomerFail');

    expect(subscription).toMatchObject({ id: expect.stringMatching(/^sub_/), status: 'incomplete', lastPaymentError: null });
  });

  it("reads the decline message Stripe gives, whatever the card ('pm_' ids from the browser attach as themselves)", async () => {
    server.declineNextCharge({
      type: 'card_error',
      code: 'card_declined',
      decline_code: 'insufficient_funds',
      message: 'Your card has insufficient funds.',
    });

    const subscription = await subscribe('pm_1BrowserCard');

    expect(subscription).toMatchObject({ status: 'incomplete', lastPaymentError: 'Your card has insufficient funds.' });
    expect(sent('POST', '/v1/subscriptions')[0].body.default_payment_method).toBe('pm_1BrowserCard');
  });

  it('turns a card refused while attaching into a validation error with Stripe\'s message, and subscribes nothing', async () => {
    const attempt = subscribe('pm_card_chargeDeclined');

    await expect(attempt).rejects.toThrow(DomainError);
    await expect(attempt).rejects.toMatchObject({ code: 'VALIDATION', message: 'Your card was declined.' });
    expect(sent('POST', '/v1/subscriptions')).toEqual([]);
  });

  it('retrieves a subscription with its latest invoice, and the decline message once a renewal fails', async () => {
    const created = await subscribe('pm_card_visa');

    expect(await provider.retrieveSubscription(created.id)).toEqual(created);
    expect(sent('GET', `/v1/subscriptions/${created.id}`)[0].query).toEqual({ expand: ['latest_invoice.payments'] });

    const intent = server.objects('payment_intent')[0];
    server.patch(created.id, { status: 'past_due' });
    server.patch(intent.id as string, {
      status: 'requires_payment_method',
      last_payment_error: { type: 'card_error', code: 'expired_card', message: 'Your card has expired.' },
    });
    expect(await provider.retrieveSubscription(created.id)).toEqual({
      ...created,
      status: 'past_due',
      lastPaymentError: 'Your card has expired.',
    });
  });

  it('cancels a subscription at the end of the period paid for', async () => {
    const created = await subscribe('pm_card_visa');

    const canceled = await provider.cancelSubscription(created.id);

    expect(sent('POST', `/v1/subscriptions/${created.id}`).map((r) => r.body)).toEqual([
      expect.objectContaining({ cancel_at_period_end: 'true' }),
    ]);
    expect(canceled).toMatchObject({
      id: created.id,
      status: 'active',
      cancelAtPeriodEnd: true,
      currentPeriodEnd: created.currentPeriodEnd,
      lastPaymentError: null,
      metadata: created.metadata,
    });
  });

  it('gives up on a request after its timeout and retries it twice', async () => {
    const created = await subscribe('pm_card_visa');
    const impatient = providerFor({}, 200);
    server.failNext('GET', `/v1/subscriptions/${created.id}`, 'hang');
    server.failNext('GET', `/v1/subscriptions/${created.id}`, 'hang');

    await expect(impatient.retrieveSubscription(created.id)).resolves.toMatchObject({ id: created.id, status: 'active' });
    expect(sent('GET', `/v1/subscriptions/${created.id}`)).toHaveLength(3);
  });
});

describe('checkout sessions', () => {
  it('opens a subscription checkout whose subscription carries the metadata too', async () => {
    const session = await provider.createCheckoutSession({
      mode: 'subscription',
      providerPriceId: PRICE,
      customerEmail: 'ada@example.com',
      successUrl: 'http://localhost:4000/billing/done?session={CHECKOUT_SESSION_ID}',
      cancelUrl: 'http://localhost:4000/billing',
      metadata: { userId: 'user-1', priceId: 'app-monthly-us' },
    });

    expect(session.id).toMatch(/^cs_test_/);
    expect(session.url).toBe(`https://checkout.stripe.com/c/pay/${session.id}`);
    expect(sent('POST', '/v1/checkout/sessions')[0].body).toEqual({
      mode: 'subscription',
      line_items: [{ price: PRICE, quantity: '1' }],
      customer_email: 'ada@example.com',
      success_url: 'http://localhost:4000/billing/done?session={CHECKOUT_SESSION_ID}',
      cancel_url: 'http://localhost:4000/billing',
      metadata: { userId: 'user-1', priceId: 'app-monthly-us' },
      subscription_data: { metadata: { userId: 'user-1', priceId: 'app-monthly-us' } },
    });
  });

  it('opens a one-off payment checkout without subscription data or an email it was not given', async () => {
    await provider.createCheckoutSession({
      mode: 'payment',
      providerPriceId: 'price_1JobPosting',
      successUrl: 'http://localhost:4000/post-job/done',
      cancelUrl: 'http://localhost:4000/post-job',
      metadata: { jobId: 'job-1' },
    });

    expect(sent('POST', '/v1/checkout/sessions')[0].body).toEqual({
      mode: 'payment',
      line_items: [{ price: 'price_1JobPosting', quantity: '1' }],
      success_url: 'http://localhost:4000/post-job/done',
      cancel_url: 'http://localhost:4000/post-job',
      metadata: { jobId: 'job-1' },
    });
  });
});

describe('webhooks', () => {
  const payload = JSON.stringify({
    id: 'evt_1',
    object: 'event',
    type: 'customer.subscription.updated',
    data: { object: { id: 'sub_1', object: 'subscription', status: 'active' } },
  });
  const sign = (body: string, options: { secret?: string; timestamp?: number } = {}) =>
    Stripe.webhooks.generateTestHeaderString({ payload: body, secret: options.secret ?? WEBHOOK_SECRET, timestamp: options.timestamp });

  it('accepts a body signed with the webhook secret and answers its event', () => {
    const event = provider.verifyWebhook(Buffer.from(payload), sign(payload));

    expect(event).toMatchObject({ id: 'evt_1', type: 'customer.subscription.updated', data: { object: { id: 'sub_1' } } });
  });

  it.each([
    ['signed with another secret', () => [payload, sign(payload, { secret: 'whsec_someone_else' })]],
    ['whose body was changed after signing', () => [payload.replace('active', 'canceled'), sign(payload)]],
    ['with a header that is not a signature', () => [payload, 'not-a-signature']],
  ])('refuses a body %s', (_case, make) => {
    const [body, signature] = make();
    expect(() => provider.verifyWebhook(Buffer.from(body), signature)).toThrow(
      expect.objectContaining({ code: 'VALIDATION', message: 'The webhook signature does not match its body' }),
    );
  });

  it('refuses a body without a signature', () => {
    for (const signature of [undefined, '']) {
      expect(() => provider.verifyWebhook(Buffer.from(payload), signature)).toThrow(
        expect.objectContaining({ code: 'VALIDATION', message: 'The webhook has no Stripe-Signature header' }),
      );
    }
  });

  it('refuses a signature older than five minutes, so a captured webhook cannot be replayed later', () => {
    const now = Math.floor(Date.now() / 1000);

    expect(() => provider.verifyWebhook(Buffer.from(payload), sign(payload, { timestamp: now - 301 }))).toThrow(
      expect.objectContaining({ code: 'VALIDATION', message: 'The webhook signature has expired' }),
    );
    expect(provider.verifyWebhook(Buffer.from(payload), sign(payload, { timestamp: now - 240 })).id).toBe('evt_1');
  });

  it('cannot verify anything without a webhook secret, which is a setup error and not the sender\'s', () => {
    const unconfigured = providerFor({ webhookSecret: '' });

    expect(() => unconfigured.verifyWebhook(Buffer.from(payload), sign(payload))).toThrow(/STRIPE_WEBHOOK_SECRET/);
    expect(() => unconfigured.verifyWebhook(Buffer.from(payload), sign(payload))).not.toThrow(DomainError);
  });
});

describe('the secret key', () => {
  it('goes to Stripe as the bearer token and nowhere else: not in answers, errors, or the provider when logged', async () => {
    const customer = await provider.createCustomer({ email: 'ada@example.com', userId: 'user-1' });
    const subscribeWith = (paymentMethodId: string) =>
      provider.createSubscription({ attemptId: randomUUID(), customerId: customer.id, providerPriceId: PRICE, paymentMethodId, metadata: {} });
    const active = await subscribeWith('pm_card_visa');
    const declined = await subscribeWith('pm_card_chargeCustomerFail');
    const event = '{"id":"evt_2","object":"event"}';
    const answers = [
      customer,
      active,
      declined,
      await provider.retrieveSubscription(declined.id),
      await provider.cancelSubscription(active.id),
      await provider.createCheckoutSession({ mode: 'payment', providerPriceId: PRICE, successUrl: 'http://a/ok', cancelUrl: 'http://a/no', metadata: {} }),
      provider.verifyWebhook(Buffer.from(event), Stripe.webhooks.generateTestHeaderString({ payload: event, secret: WEBHOOK_SECRET })),
    ];
    const revoked = providerFor({ secretKey: `${SECRET_KEY}_revoked` });
    const errors = await Promise.all([
      subscribeWith('pm_card_chargeDeclined').catch((e: unknown) => e),
      provider.retrieveSubscription('sub_missing').catch((e: unknown) => e),
      revoked.createCustomer({ email: 'ada@example.com', userId: 'user-1' }).catch((e: unknown) => e),
    ]);
    expect(errors[0]).toBeInstanceOf(DomainError);
    expect(errors[1]).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    expect(errors[2]).toBeInstanceOf(Stripe.errors.StripeAuthenticationError);

    expect(server.requests.length).toBeGreaterThan(10);
    expect(server.requests.filter((r) => r.authorization !== `Bearer ${SECRET_KEY}`)).toEqual([
      expect.objectContaining({ authorization: `Bearer ${SECRET_KEY}_revoked` }),
    ]);
    const seen = [
      JSON.stringify(answers),
      ...errors.map((e) => util.inspect(e, { depth: 10, showHidden: true })),
      JSON.stringify(provider),
      util.inspect(provider, { depth: 10, showHidden: true }),
    ].join('\n');
    expect(seen).not.toContain(SECRET_KEY);
    expect(seen).not.toContain(WEBHOOK_SECRET);
  });
});

describe('the subscription a subscribe attempt made', () => {
  it('is found by the attempt in its metadata among the customer’s subscriptions', async () => {
    const customer = await provider.createCustomer({ email: 'ada@example.com', userId: 'user-1' });
    const attempt = randomUUID();
    const subscribeAs = (attemptId: string) =>
      provider.createSubscription({ attemptId, customerId: customer.id, providerPriceId: PRICE, paymentMethodId: 'pm_card_visa', metadata: { userId: 'user-1' } });
    await subscribeAs(randomUUID());
    const made = await subscribeAs(attempt);
    await subscribeAs(randomUUID());

    expect(await provider.findSubscriptionOfAttempt(customer.id, attempt)).toEqual(made);
    expect(await provider.findSubscriptionOfAttempt(customer.id, randomUUID())).toBeNull();
    expect(sent('GET', '/v1/subscriptions')[0].query).toMatchObject({ customer: customer.id, status: 'all' });
  });

  it('is made once when the same attempt is sent again after its answer was lost', async () => {
    const customer = await provider.createCustomer({ email: 'ada@example.com', userId: 'user-1' });
    const request = { attemptId: randomUUID(), customerId: customer.id, providerPriceId: PRICE, paymentMethodId: 'pm_card_visa', metadata: {} };
    const first = await provider.createSubscription(request);
    const again = await provider.createSubscription(request);

    expect(again.id).toBe(first.id);
    expect(server.objects('subscription')).toHaveLength(1);
  });
});
