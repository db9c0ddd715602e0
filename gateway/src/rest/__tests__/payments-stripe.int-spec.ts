import { signedEvent } from '@remotehunt/services/test/stripe-events';
import type { RecordedStripeRequest, StripeServer } from '@remotehunt/services/test/stripe-server';
import { orderJobPosting, postingOfSession } from '../../test/job-posting-order';
import { startStripeGateway, type StripeGateway } from '../../test/stripe-gateway';
import { bearer, type TestGateway, type TestUser } from '../../test/test-gateway';

// The gateway with Stripe keys: the real SDK, pointed at a local Stripe-compatible server that
// records every request we send (test/stripe-gateway.ts).
const SECRET_KEY = 'sk_test_51GatewayStripeModeSecretKey000000000000';
const PUBLISHABLE_KEY = 'pk_test_51GatewayStripeModePublishableKey';
const WEBHOOK_SECRET = 'whsec_gateway_stripe_mode';
const ORIGIN = 'http://localhost:4000';
const PROVIDER_PRICES: Record<string, string> = {
  'app-monthly-us': 'price_1AppMonthlyUs',
  'app-lifetime-us': 'price_1AppLifetimeUs',
  'job-posting-us': 'price_1JobPostingUs',
  'job-posting-auto-bump-us': 'price_1JobPostingBumpUs',
};

let server: StripeServer;
let gw: TestGateway;
let stripe: StripeGateway;

beforeAll(async () => {
  stripe = await startStripeGateway({ secretKey: SECRET_KEY, publishableKey: PUBLISHABLE_KEY, webhookSecret: WEBHOOK_SECRET, publicUrl: ORIGIN }, PROVIDER_PRICES);
  ({ server, gw } = stripe);
});
beforeEach(() => server.reset());
afterAll(() => stripe.close());

const sent = (method: string, path: string | RegExp): RecordedStripeRequest[] =>
  server.requests.filter((r) => r.method === method && (typeof path === 'string' ? r.path === path : path.test(r.path)));
const post = (user: TestUser, rest: string, body: object) => gw.request.post(`/api/v1/users/${user.userId}${rest}`).set(bearer(user)).send(body);

it('offers the publishable key, never the secret key or the webhook secret', async () => {
  const user = await gw.signUp();
  const answers = [
    await gw.request.get('/api/v1/job-posting/product-info'),
    await gw.request.get(`/api/v1/users/${user.userId}/subscription/products`).set(bearer(user)),
    await gw.graphql('{ appPlans { public_key testMode } }'),
  ];
  expect(answers[0].body).toMatchObject({ public_key: PUBLISHABLE_KEY, testMode: false });
  expect(answers[1].body).toMatchObject({ public_key: PUBLISHABLE_KEY, testMode: false });
  for (const answer of answers) {
    expect(answer.text).not.toContain(SECRET_KEY);
    expect(answer.text).not.toContain(WEBHOOK_SECRET);
  }
});

it('subscribes with a card: one customer, the card attached and made default, the plan’s Stripe price', async () => {
  const user = await gw.signUp();
  const customer = await post(user, '/stripe/customer', { customerEmail: user.email });
  expect(customer.body.customerId).toMatch(/^cus_/);
  await post(user, '/stripe/customer', { customerEmail: user.email });
  expect(sent('POST', '/v1/customers')).toHaveLength(1);
  expect(sent('POST', '/v1/customers')[0].body).toEqual({ email: user.email, metadata: { userId: user.userId } });

  const res = await post(user, '/stripe/create_subscription', { paymentMethodId: 'pm_card_visa', priceId: 'app-monthly-us', customerId: customer.body.customerId });
  expect(res.status).toBe(200);
  expect(res.body).toMatchObject({ status: 'paid', active: true, subscriptionId: expect.stringMatching(/^sub_/), priceId: 'app-monthly-us' });
  expect(sent('POST', '/v1/payment_methods/pm_card_visa/attach')[0].body).toEqual({ customer: customer.body.customerId });
  expect(sent('POST', `/v1/customers/${customer.body.customerId}`)[0].body).toMatchObject({ invoice_settings: { default_payment_method: expect.any(String) } });
  expect(sent('POST', '/v1/subscriptions')[0].body).toMatchObject({
    customer: customer.body.customerId,
    items: [{ price: 'price_1AppMonthlyUs' }],
    payment_behavior: 'allow_incomplete',
    metadata: { userId: user.userId, kind: 'app-subscription', priceId: 'app-monthly-us' },
  });

  const canceled = await post(user, '/stripe/cancel_subscription', { subscriptionId: res.body.subscriptionId });
  expect(canceled.body).toMatchObject({ active: true, cancelAtPeriodEnd: true });
  expect(sent('POST', `/v1/subscriptions/${res.body.subscriptionId}`)[0].body).toMatchObject({ cancel_at_period_end: 'true' });
  expect(sent('DELETE', /^\/v1\/subscriptions\//)).toHaveLength(0);
});

it('answers the card’s decline message and keeps the trial', async () => {
  const user = await gw.signUp();
  const customerId = (await post(user, '/stripe/customer', { customerEmail: user.email })).body.customerId;
  server.declineNextCharge();
  const res = await post(user, '/stripe/create_subscription', { paymentMethodId: 'pm_card_visa', priceId: 'app-monthly-us', customerId });
  expect(res.body).toMatchObject({ status: 'trial', active: true, subscriptionId: null, lastPaymentErrors: { message: 'Your card was declined.' } });
});

it("opens Stripe's hosted checkout for the lifetime plan and for a job posting with auto-bump", async () => {
  const user = await gw.signUp();
  const lifetime = await post(user, '/stripe/checkout/session', { priceId: 'app-lifetime-us', successCallback: '/#/subscription?status=success', cancelCallback: '/#/subscription?status=cancel' });
  expect(lifetime.body).toEqual({ sessionId: expect.stringMatching(/^cs_/), url: expect.stringMatching(/^https:\/\/checkout\.stripe\.com\//) });
  expect(sent('POST', '/v1/checkout/sessions')[0].body).toMatchObject({
    mode: 'payment',
    line_items: [{ price: 'price_1AppLifetimeUs', quantity: '1' }],
    success_url: `${ORIGIN}/#/subscription?status=success`,
    cancel_url: `${ORIGIN}/#/subscription?status=cancel`,
    customer_email: user.email,
    metadata: { userId: user.userId, kind: 'app-lifetime', priceId: 'app-lifetime-us' },
  });

  const posting = await orderJobPosting(gw, { user, autoBump: 'yes' });
  expect(posting.status).toBe(201);
  expect(posting.body.url).toMatch(/^https:\/\/checkout\.stripe\.com\//);
  const postingRow = await postingOfSession(gw, posting.body.sessionId);
  const metadata = { kind: 'job-posting', postingId: postingRow.id, priceId: 'job-posting-auto-bump-us' };
  expect(sent('POST', '/v1/checkout/sessions')[1].body).toMatchObject({
    mode: 'subscription',
    line_items: [{ price: 'price_1JobPostingBumpUs' }],
    customer_email: 'poster@acme.example',
    metadata,
    // Renewals' invoices carry the subscription's metadata: that is how they find the posting.
    subscription_data: { metadata },
  });
});

it('verifies webhooks with STRIPE_WEBHOOK_SECRET, and a posting filled cancels its renewal at Stripe', async () => {
  const poster = await gw.signUp();
  const posting = await orderJobPosting(gw, { user: poster, autoBump: 'yes' });
  const row = await postingOfSession(gw, posting.body.sessionId);
  // The subscription Stripe made when the checkout was paid.
  const customer = await gw.services.payments.createCustomer({ email: 'poster@acme.example', userId: poster.userId });
  const subscription = await gw.services.payments.createSubscription({
    customerId: customer.id,
    providerPriceId: 'price_1JobPostingBumpUs',
    paymentMethodId: 'pm_card_visa',
    metadata: { kind: 'job-posting', postingId: row.id },
  });
  const event = signedEvent(WEBHOOK_SECRET, 'checkout.session.completed', {
    id: posting.body.sessionId,
    object: 'checkout.session',
    metadata: { kind: 'job-posting', postingId: row.id },
    subscription: subscription.id,
  });
  const delivered = await gw.request.post('/api/v1/stripe/webhook').set('stripe-signature', event.signature).set('content-type', 'application/json').send(event.payload);
  expect(delivered.body).toEqual({ received: true, duplicate: false });
  const [{ job_id: jobId }] = await gw.services.db.query(`SELECT job_id FROM job_postings WHERE id = $1`, [row.id]);

  const filled = await gw.request.put(`/api/v1/users/${poster.userId}/job_postings/${jobId}/filled`).set(bearer(poster));
  expect(filled.body).toMatchObject({ filled: true, isSubscription: false });
  expect(sent('POST', `/v1/subscriptions/${subscription.id}`).map((r) => r.body)).toEqual([expect.objectContaining({ cancel_at_period_end: 'true' })]);
});
