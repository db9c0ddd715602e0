import { paidInvoice, signedEvent, subscriptionObject, type SignedEvent } from '@remotehunt/services/test/stripe-events';
import { orderJobPosting, postingForm, postingOfSession } from '../../test/job-posting-order';
import { bearer, createTestGateway, type TestGateway, type TestUser } from '../../test/test-gateway';

const WEBHOOK_SECRET = 'whsec_webhook_contract_test';
const ORIGIN = 'http://localhost:4000';
const DAY_S = 24 * 60 * 60;
const now = () => Math.floor(Date.now() / 1000);

let gw: TestGateway;

beforeAll(async () => {
  gw = await createTestGateway({ STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, PUBLIC_URL: ORIGIN });
});
afterAll(() => gw.close());

const deliver = (event: SignedEvent, signature = event.signature) =>
  gw.request.post('/api/v1/stripe/webhook').set('content-type', 'application/json').set('stripe-signature', signature).send(event.payload);

const subscriptionOf = async (user: TestUser) => (await gw.request.get(`/api/v1/users/${user.userId}/subscription`).set(bearer(user))).body;
const storedEvents = async (id: string) => (await gw.services.db.query(`SELECT count(*)::int AS n FROM payment_events WHERE id = $1`, [id]))[0].n;

/** A job posting ordered (not paid): its id and the checkout session. */
async function orderPosting(autoBump: 'yes' | 'no') {
  const poster = await gw.signUp();
  const res = await orderJobPosting(gw, {
    user: poster,
    autoBump,
    info: postingForm({ jobTitle: `Webhook Engineer ${Math.random().toString(36).slice(2, 8)}`, category: 'QA', companyName: 'Acme Webhooks', tags: 'webhooks' }),
  });
  expect(res.status).toBe(201);
  return { poster, sessionId: res.body.sessionId as string, postingId: (await postingOfSession(gw, res.body.sessionId)).id };
}

const completedCheckout = (sessionId: string, metadata: Record<string, string>, subscription: unknown = null) => ({
  id: sessionId,
  object: 'checkout.session',
  status: 'complete',
  payment_status: 'paid',
  metadata,
  subscription,
});

const jobOfPosting = async (postingId: string) =>
  (
    await gw.services.db.query(
      `SELECT j.id, j.date_posted, j.valid_through, j.is_subscription, j.filled FROM job_postings p JOIN jobs j ON j.id = p.job_id WHERE p.id = $1`,
      [postingId],
    )
  )[0];

describe('POST /api/v1/stripe/webhook signature', () => {
  const unchanged = (e: SignedEvent) => e;
  it.each([
    ['signed with another secret', 'whsec_someone_else', 0, unchanged],
    ['whose body was changed after signing', WEBHOOK_SECRET, 0, (e: SignedEvent) => ({ ...e, payload: e.payload.replace('job-posting', 'app-lifetime') })],
    ['signed an hour ago (a replay)', WEBHOOK_SECRET, 3600, unchanged],
  ] as const)('answers 400 and changes nothing for an event %s', async (_label, secret, age, spoil) => {
    const { sessionId, postingId } = await orderPosting('no');
    const checkout = completedCheckout(sessionId, { kind: 'job-posting', postingId });
    const event = signedEvent(secret, 'checkout.session.completed', checkout, { timestamp: age ? now() - age : undefined });
    const res = await deliver(spoil(event));
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: expect.stringMatching(/^The webhook signature (does not match its body|has expired)$/) });
    expect(await jobOfPosting(postingId)).toBeUndefined();
    expect(await storedEvents(event.id)).toBe(0);
  });

  it('answers 400 without a Stripe-Signature header', async () => {
    const res = await gw.request.post('/api/v1/stripe/webhook').set('content-type', 'application/json').send('{}');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: 'The webhook has no Stripe-Signature header' });
  });
});

describe('each event exactly once', () => {
  it('a redelivered checkout completion publishes one job and counts its tags once', async () => {
    const { sessionId, postingId } = await orderPosting('no');
    const [{ before }] = await gw.services.db.query(`SELECT COALESCE((SELECT job_count FROM tags WHERE name = 'webhooks'), 0) AS before`);
    const event = signedEvent(WEBHOOK_SECRET, 'checkout.session.completed', completedCheckout(sessionId, { kind: 'job-posting', postingId }));
    const first = await deliver(event);
    const again = await deliver(event);
    expect(first.body).toEqual({ received: true, duplicate: false });
    expect(again.body).toEqual({ received: true, duplicate: true });
    const [{ jobs }] = await gw.services.db.query(`SELECT count(*)::int AS jobs FROM jobs WHERE id = (SELECT job_id FROM job_postings WHERE id = $1)`, [postingId]);
    expect(jobs).toBe(1);
    const [{ after }] = await gw.services.db.query(`SELECT job_count AS after FROM tags WHERE name = 'webhooks'`);
    expect(after).toBe(before + 1);
  });

  it('a redelivered renewal moves the app subscription on once', async () => {
    const user = await gw.signUp();
    const sub = `sub_test_${user.userId.slice(0, 8)}`;
    const metadata = { kind: 'app-subscription', userId: user.userId, priceId: 'app-monthly-us' };
    const end = now() + 30 * DAY_S;
    const renewal = signedEvent(WEBHOOK_SECRET, 'invoice.paid', paidInvoice(sub, metadata, { start: now(), end }));
    await deliver(renewal);
    await deliver(renewal);
    expect(await storedEvents(renewal.id)).toBe(1);
    expect(await subscriptionOf(user)).toMatchObject({ status: 'paid', subscriptionId: sub, endTime: new Date(end * 1000).toISOString() });
  });
});

describe('events in any order', () => {
  it("a renewal that arrives before its checkout's completion still ends on the renewal's period", async () => {
    const user = await gw.signUp();
    const sub = `sub_test_order_${user.userId.slice(0, 8)}`;
    const metadata = { kind: 'app-subscription', userId: user.userId, priceId: 'app-monthly-us' };
    const t0 = now() - 20 * DAY_S;
    const firstEnd = t0 + 30 * DAY_S;
    const secondEnd = t0 + 60 * DAY_S;
    const completion = signedEvent(
      WEBHOOK_SECRET,
      'checkout.session.completed',
      completedCheckout('cs_test_order', metadata, subscriptionObject(sub, 'active', metadata, firstEnd)),
      { created: t0 },
    );
    const renewal = signedEvent(WEBHOOK_SECRET, 'invoice.paid', paidInvoice(sub, metadata, { start: firstEnd, end: secondEnd }), { created: firstEnd });
    // An update from between the two, about a payment that failed and was then retried: older than the renewal.
    const staleUpdate = signedEvent(WEBHOOK_SECRET, 'customer.subscription.updated', subscriptionObject(sub, 'past_due', metadata, secondEnd), {
      created: firstEnd - 10,
    });

    for (const event of [renewal, completion, staleUpdate]) expect((await deliver(event)).status).toBe(200);

    expect(await subscriptionOf(user)).toMatchObject({
      status: 'paid',
      active: true,
      subscriptionId: sub,
      priceId: 'app-monthly-us',
      endTime: new Date(secondEnd * 1000).toISOString(),
    });
  });

  it('a newer cancellation wins over an older activation delivered after it', async () => {
    const user = await gw.signUp();
    const sub = `sub_test_cancel_${user.userId.slice(0, 8)}`;
    const metadata = { kind: 'app-subscription', userId: user.userId };
    const end = now() + 20 * DAY_S;
    const created = signedEvent(WEBHOOK_SECRET, 'customer.subscription.created', subscriptionObject(sub, 'active', metadata, end), { created: now() - 100 });
    const deleted = signedEvent(WEBHOOK_SECRET, 'customer.subscription.deleted', subscriptionObject(sub, 'canceled', metadata, end), { created: now() });
    await deliver(created);
    await deliver(deleted);
    await deliver(signedEvent(WEBHOOK_SECRET, 'customer.subscription.updated', subscriptionObject(sub, 'active', metadata, end), { created: now() - 50 }));
    expect(await subscriptionOf(user)).toMatchObject({ status: 'canceled', active: false });
  });

  it("an auto-bump posting's first invoice publishes it before the checkout's completion; renewals bump it; the end of its subscription stops them", async () => {
    const { sessionId, postingId } = await orderPosting('yes');
    const sub = `sub_test_bump_${postingId.slice(0, 8)}`;
    const metadata = { kind: 'job-posting', postingId, priceId: 'job-posting-auto-bump-us' };
    const start = now();
    await deliver(signedEvent(WEBHOOK_SECRET, 'invoice.paid', paidInvoice(sub, metadata, { start, end: start + 30 * DAY_S }, { first: true })));
    const published = await jobOfPosting(postingId);
    expect(published).toMatchObject({ is_subscription: true, filled: false });
    await deliver(signedEvent(WEBHOOK_SECRET, 'checkout.session.completed', completedCheckout(sessionId, metadata, sub)));
    const [{ jobs }] = await gw.services.db.query(`SELECT count(*)::int AS jobs FROM jobs WHERE title LIKE 'Webhook Engineer%' AND id = $1`, [published.id]);
    expect(jobs).toBe(1);

    // Pretend the posting is a month old, then its renewal arrives.
    await gw.services.db.query(`UPDATE jobs SET date_posted = now() - interval '30 days', valid_through = now() + interval '1 hour' WHERE id = $1`, [published.id]);
    const renewedEnd = start + 60 * DAY_S;
    await deliver(signedEvent(WEBHOOK_SECRET, 'invoice.paid', paidInvoice(sub, metadata, { start: start + 30 * DAY_S, end: renewedEnd })));
    const renewed = await jobOfPosting(postingId);
    expect(Date.now() - renewed.date_posted.getTime()).toBeLessThan(60_000);
    expect(renewed.valid_through.toISOString()).toBe(new Date(renewedEnd * 1000).toISOString());

    await deliver(signedEvent(WEBHOOK_SECRET, 'customer.subscription.deleted', subscriptionObject(sub, 'canceled', metadata, renewedEnd)));
    expect(await jobOfPosting(postingId)).toMatchObject({ is_subscription: false, filled: false });
  });
});

describe('a failed payment', () => {
  it("records the message the subscription screen shows", async () => {
    const user = await gw.signUp();
    const sub = `sub_test_fail_${user.userId.slice(0, 8)}`;
    const metadata = { kind: 'app-subscription', userId: user.userId };
    await deliver(signedEvent(WEBHOOK_SECRET, 'customer.subscription.created', subscriptionObject(sub, 'active', metadata, now() + 30 * DAY_S)));
    await deliver(signedEvent(WEBHOOK_SECRET, 'invoice.payment_failed', paidInvoice(sub, metadata, { start: now(), end: now() + 30 * DAY_S })));
    expect((await subscriptionOf(user)).lastPaymentErrors).toEqual({ message: 'Payment failed, Please try again' });
  });
});

describe('what each Stripe subscription status means for access', () => {
  it.each([
    ['active', 'paid', true],
    ['trialing', 'trial', true],
    ['past_due', 'past_due', false],
    ['unpaid', 'unpaid', false],
    ['canceled', 'canceled', false],
    ['paused', 'paused', false],
  ] as const)('%s → %s, access %s', async (stripeStatus, status, active) => {
    const user = await gw.signUp();
    const sub = `sub_test_status_${user.userId.slice(0, 8)}`;
    const metadata = { kind: 'app-subscription', userId: user.userId };
    const end = now() + 20 * DAY_S;
    await deliver(signedEvent(WEBHOOK_SECRET, 'customer.subscription.created', subscriptionObject(sub, 'active', metadata, end), { created: now() - 10 }));
    await deliver(signedEvent(WEBHOOK_SECRET, 'customer.subscription.updated', subscriptionObject(sub, stripeStatus, metadata, end)));
    expect(await subscriptionOf(user)).toMatchObject({ status, active });
    const jobs = await gw.request.post(`/api/v1/users/${user.userId}/remotejobs/filter`).set(bearer(user)).send({});
    expect(jobs.status).toBe(active ? 200 : 402);
  });

  it.each(['incomplete', 'incomplete_expired'] as const)('%s (a first payment not made) leaves the trial as it was', async (stripeStatus) => {
    const user = await gw.signUp();
    const trial = await subscriptionOf(user);
    const metadata = { kind: 'app-subscription', userId: user.userId };
    await deliver(signedEvent(WEBHOOK_SECRET, 'customer.subscription.created', subscriptionObject(`sub_test_${stripeStatus}_${user.userId.slice(0, 6)}`, stripeStatus, metadata, now() + DAY_S)));
    expect(await subscriptionOf(user)).toMatchObject({ status: 'trial', active: true, endTime: trial.endTime, subscriptionId: null });
  });
});
