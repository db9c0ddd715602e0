import { paidInvoice, signedEvent, subscriptionObject, type SignedEvent } from '@remotehunt/services/test/stripe-events';
import { orderJobPosting, postingForm, postingOfSession } from '../../test/job-posting-order';
import { bearer, createTestGateway, type TestGateway, type TestUser } from '../../test/test-gateway';

// Issue 46, acceptance 2: every state the provider's events change ends the same whatever order
// the events arrive in, and however often: Stripe neither orders nor deduplicates its deliveries.
// Each case delivers its events in every order (each one twice) and checks the end state.

const WEBHOOK_SECRET = 'whsec_event_order_test';
const DAY_S = 24 * 60 * 60;
const now = () => Math.floor(Date.now() / 1000);

let gw: TestGateway;

beforeAll(async () => {
  gw = await createTestGateway({ STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, PUBLIC_URL: 'http://localhost:4000' });
});
afterAll(() => gw.close());

const deliver = async (event: SignedEvent) => {
  const res = await gw.request.post('/api/v1/stripe/webhook').set('content-type', 'application/json').set('stripe-signature', event.signature).send(event.payload);
  expect(res.status).toBe(200);
};
const subscriptionOf = async (user: TestUser) => (await gw.request.get(`/api/v1/users/${user.userId}/subscription`).set(bearer(user))).body;
const receiptsOf = async (userId: string) =>
  (await gw.services.db.query(`SELECT purchase_key FROM purchase_receipts WHERE user_id = $1 ORDER BY purchase_key`, [userId])).map(
    (r: { purchase_key: string }) => r.purchase_key,
  );

function permutations<T>(items: readonly T[]): T[][] {
  if (items.length <= 1) return [[...items]];
  return items.flatMap((item, i) => permutations([...items.slice(0, i), ...items.slice(i + 1)]).map((rest) => [item, ...rest]));
}

/** Delivers the events in this order, each twice (the second delivery right after the first, as a retry would). */
async function deliverInOrder(events: readonly SignedEvent[]) {
  for (const event of events) {
    await deliver(event);
    await deliver(event);
  }
}

interface Plan {
  user: TestUser;
  sub: string;
  metadata: Record<string, string>;
}

async function newPlan(label: string): Promise<Plan> {
  const user = await gw.signUp();
  return { user, sub: `sub_test_${label}_${user.userId.slice(0, 8)}`, metadata: { kind: 'app-subscription', userId: user.userId, priceId: 'app-monthly-us' } };
}

describe('an app subscription', () => {
  it.each(permutations(['created', 'first invoice paid', 'cancelled at period end', 'deleted'] as const).map((order) => [order.join(' → '), order]))(
    'bought, cancelled and ended: ends cancelled with one receipt when the events come %s',
    async (_label, order) => {
      const plan = await newPlan('life');
      const t = now() - 40 * DAY_S;
      const end = t + 30 * DAY_S;
      const events = {
        created: signedEvent(WEBHOOK_SECRET, 'customer.subscription.created', subscriptionObject(plan.sub, 'active', plan.metadata, end), { created: t }),
        'first invoice paid': signedEvent(WEBHOOK_SECRET, 'invoice.paid', paidInvoice(plan.sub, plan.metadata, { start: t, end }, { first: true }), {
          created: t + 1,
        }),
        'cancelled at period end': signedEvent(
          WEBHOOK_SECRET,
          'customer.subscription.updated',
          subscriptionObject(plan.sub, 'active', plan.metadata, end, { cancelAtPeriodEnd: true }),
          { created: t + 10 * DAY_S },
        ),
        deleted: signedEvent(WEBHOOK_SECRET, 'customer.subscription.deleted', subscriptionObject(plan.sub, 'canceled', plan.metadata, end), { created: end }),
      };
      await deliverInOrder(order.map((name) => events[name]));

      expect(await subscriptionOf(plan.user)).toMatchObject({ status: 'canceled', active: false, subscriptionId: plan.sub });
      expect(await receiptsOf(plan.user.userId)).toEqual([`app-subscription:${plan.sub}`]);
    },
  );

  it('stays cancelled when a payment older than its end arrives after it, the same second included', async () => {
    for (const age of [50, 0]) {
      const plan = await newPlan(`late${age}`);
      const t = now();
      const end = t + 30 * DAY_S;
      await deliver(signedEvent(WEBHOOK_SECRET, 'customer.subscription.created', subscriptionObject(plan.sub, 'active', plan.metadata, end), { created: t - 100 }));
      await deliver(signedEvent(WEBHOOK_SECRET, 'customer.subscription.deleted', subscriptionObject(plan.sub, 'canceled', plan.metadata, end), { created: t }));
      await deliver(signedEvent(WEBHOOK_SECRET, 'invoice.paid', paidInvoice(plan.sub, plan.metadata, { start: t, end }), { created: t - age }));

      expect(await subscriptionOf(plan.user)).toMatchObject({ status: 'canceled', active: false });
    }
  });

  it.each(permutations(['renewal paid', 'earlier renewal failed'] as const).map((order) => [order.join(' → '), order]))(
    'shows no payment error once a later payment went through, when the events come %s',
    async (_label, order) => {
      const plan = await newPlan('fail');
      const t = now();
      const end = t + 30 * DAY_S;
      await deliver(signedEvent(WEBHOOK_SECRET, 'customer.subscription.created', subscriptionObject(plan.sub, 'active', plan.metadata, t + DAY_S), { created: t - 200 }));
      const events = {
        'renewal paid': signedEvent(WEBHOOK_SECRET, 'invoice.paid', paidInvoice(plan.sub, plan.metadata, { start: t, end }), { created: t }),
        'earlier renewal failed': signedEvent(WEBHOOK_SECRET, 'invoice.payment_failed', paidInvoice(plan.sub, plan.metadata, { start: t, end }), {
          created: t - 50,
        }),
      };
      await deliverInOrder(order.map((name) => events[name]));

      expect(await subscriptionOf(plan.user)).toMatchObject({ status: 'paid', active: true, lastPaymentErrors: null, endTime: new Date(end * 1000).toISOString() });
    },
  );

  it.each(permutations(['renewal paid', 'later renewal failed'] as const).map((order) => [order.join(' → '), order]))(
    'shows the payment error of a renewal that failed after the last payment, when the events come %s',
    async (_label, order) => {
      const plan = await newPlan('failafter');
      const t = now();
      const end = t + 30 * DAY_S;
      await deliver(signedEvent(WEBHOOK_SECRET, 'customer.subscription.created', subscriptionObject(plan.sub, 'active', plan.metadata, t + DAY_S), { created: t - 200 }));
      const events = {
        'renewal paid': signedEvent(WEBHOOK_SECRET, 'invoice.paid', paidInvoice(plan.sub, plan.metadata, { start: t - 50, end }), { created: t - 50 }),
        'later renewal failed': signedEvent(WEBHOOK_SECRET, 'invoice.payment_failed', paidInvoice(plan.sub, plan.metadata, { start: t, end }), { created: t }),
      };
      await deliverInOrder(order.map((name) => events[name]));

      expect((await subscriptionOf(plan.user)).lastPaymentErrors).toEqual({ message: 'Payment failed, Please try again' });
    },
  );

  it.each(permutations(['checkout completed', 'first invoice paid', 'renewal paid'] as const).map((order) => [order.join(' → '), order]))(
    'bought by checkout and renewed: ends on the renewal with one receipt when the events come %s',
    async (_label, order) => {
      const plan = await newPlan('renew');
      const t = now() - 20 * DAY_S;
      const firstEnd = t + 30 * DAY_S;
      const secondEnd = t + 60 * DAY_S;
      const events = {
        'checkout completed': signedEvent(
          WEBHOOK_SECRET,
          'checkout.session.completed',
          {
            id: `cs_test_${plan.user.userId.slice(0, 8)}`,
            object: 'checkout.session',
            status: 'complete',
            payment_status: 'paid',
            metadata: plan.metadata,
            subscription: subscriptionObject(plan.sub, 'active', plan.metadata, firstEnd),
          },
          { created: t },
        ),
        'first invoice paid': signedEvent(WEBHOOK_SECRET, 'invoice.paid', paidInvoice(plan.sub, plan.metadata, { start: t, end: firstEnd }, { first: true }), {
          created: t,
        }),
        'renewal paid': signedEvent(WEBHOOK_SECRET, 'invoice.paid', paidInvoice(plan.sub, plan.metadata, { start: firstEnd, end: secondEnd }), {
          created: firstEnd,
        }),
      };
      await deliverInOrder(order.map((name) => events[name]));

      expect(await subscriptionOf(plan.user)).toMatchObject({
        status: 'paid',
        active: true,
        subscriptionId: plan.sub,
        endTime: new Date(secondEnd * 1000).toISOString(),
      });
      expect(await receiptsOf(plan.user.userId)).toEqual([`app-subscription:${plan.sub}`]);
    },
  );
});

describe('a job posting with auto-bump', () => {
  it.each(permutations(['checkout completed', 'first invoice paid'] as const).map((order) => [order.join(' → '), order]))(
    'is published once with one receipt when the events come %s',
    async (_label, order) => {
      const poster = await gw.signUp();
      const res = await orderJobPosting(gw, { user: poster, autoBump: 'yes', info: postingForm({ jobTitle: `Order Engineer ${Math.random().toString(36).slice(2, 8)}` }) });
      expect(res.status).toBe(201);
      const postingId = (await postingOfSession(gw, res.body.sessionId)).id;
      const sub = `sub_test_posting_${postingId.slice(0, 8)}`;
      const metadata = { kind: 'job-posting', postingId, priceId: 'job-posting-auto-bump-us' };
      const t = now();
      const events = {
        'checkout completed': signedEvent(WEBHOOK_SECRET, 'checkout.session.completed', {
          id: res.body.sessionId,
          object: 'checkout.session',
          status: 'complete',
          payment_status: 'paid',
          metadata,
          subscription: sub,
        }),
        'first invoice paid': signedEvent(WEBHOOK_SECRET, 'invoice.paid', paidInvoice(sub, metadata, { start: t, end: t + 30 * DAY_S }, { first: true })),
      };
      await deliverInOrder(order.map((name) => events[name]));

      const jobs = await gw.services.db.query(`SELECT j.id FROM job_postings p JOIN jobs j ON j.id = p.job_id WHERE p.id = $1`, [postingId]);
      expect(jobs).toHaveLength(1);
      expect(await receiptsOf(poster.userId)).toEqual([`job-posting:${postingId}`]);
    },
  );
});

describe('a subscription that ends before its purchase is heard of', () => {
  it.each(permutations(['checkout completed', 'first invoice paid', 'subscription ended'] as const).map((order) => [order.join(' → '), order]))(
    "a posting's auto-bump: published once with one receipt, and not renewing, when the events come %s",
    async (_label, order) => {
      const poster = await gw.signUp();
      const res = await orderJobPosting(gw, { user: poster, autoBump: 'yes', info: postingForm({ jobTitle: `Ended Engineer ${Math.random().toString(36).slice(2, 8)}` }) });
      const postingId = (await postingOfSession(gw, res.body.sessionId)).id;
      const sub = `sub_test_ended_${postingId.slice(0, 8)}`;
      const metadata = { kind: 'job-posting', postingId, priceId: 'job-posting-auto-bump-us' };
      const t = now() - 40 * DAY_S;
      const events = {
        'checkout completed': signedEvent(
          WEBHOOK_SECRET,
          'checkout.session.completed',
          { id: res.body.sessionId, object: 'checkout.session', status: 'complete', payment_status: 'paid', metadata, subscription: sub },
          { created: t },
        ),
        'first invoice paid': signedEvent(WEBHOOK_SECRET, 'invoice.paid', paidInvoice(sub, metadata, { start: t, end: t + 30 * DAY_S }, { first: true }), {
          created: t,
        }),
        'subscription ended': signedEvent(WEBHOOK_SECRET, 'customer.subscription.deleted', subscriptionObject(sub, 'canceled', metadata, t + 30 * DAY_S), {
          created: t + 30 * DAY_S,
        }),
      };
      await deliverInOrder(order.map((name) => events[name]));

      const jobs = await gw.services.db.query(`SELECT j.is_subscription FROM job_postings p JOIN jobs j ON j.id = p.job_id WHERE p.id = $1`, [postingId]);
      expect(jobs).toEqual([{ is_subscription: false }]);
      expect(await receiptsOf(poster.userId)).toEqual([`job-posting:${postingId}`]);
    },
  );

  it.each(permutations(['checkout completed', 'subscription ended'] as const).map((order) => [order.join(' → '), order]))(
    'a paid newsletter: ends cancelled when the events come %s',
    async (_label, order) => {
      const user = await gw.signUp();
      const ordered = await gw.request
        .post('/api/v1/newsletter/subscribe/order')
        .set(bearer(user))
        .send({ name: 'Nia', scheduleEvery: 'daily', category: ['programming'], countryCode: 'DE', email: user.email, priceId: 'newsletter-monthly-us' });
      expect(ordered.body.status).toBe('checkout');
      const [{ metadata }] = await gw.services.db.query(`SELECT metadata FROM local_checkout_sessions WHERE id = $1`, [ordered.body.sessionId]);
      const sub = `sub_test_news_${user.userId.slice(0, 8)}`;
      const t = now() - 40 * DAY_S;
      const events = {
        'checkout completed': signedEvent(
          WEBHOOK_SECRET,
          'checkout.session.completed',
          { id: ordered.body.sessionId, object: 'checkout.session', status: 'complete', payment_status: 'paid', metadata, subscription: sub },
          { created: t },
        ),
        'subscription ended': signedEvent(WEBHOOK_SECRET, 'customer.subscription.deleted', subscriptionObject(sub, 'canceled', metadata, t + 30 * DAY_S), {
          created: t + 30 * DAY_S,
        }),
      };
      await deliverInOrder(order.map((name) => events[name]));

      const [newsletter] = await gw.services.db.query(`SELECT status, access FROM newsletters WHERE id = $1`, [metadata.newsletterId]);
      expect(newsletter).toEqual({ status: 'cancelled', access: 'paid' });
      // The subscriber's screen shows no newsletter running.
      expect((await gw.request.get(`/api/v1/newsletter/subscription/${user.userId}`).set(bearer(user))).body.newsletter).toBeNull();
    },
  );
});
