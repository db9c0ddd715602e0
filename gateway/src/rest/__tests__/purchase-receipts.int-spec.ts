import { randomUUID } from 'node:crypto';
import { paidInvoice, signedEvent, subscriptionObject, type SignedEvent } from '@remotehunt/services/test/stripe-events';
import type { ReceivedMail } from '@remotehunt/services/test/smtp-sink';
import { formatDate } from '@remotehunt/services/billing/purchase-receipts';
import { createMailTestGateway, linkIn } from '../../test/mail-gateway';
import { orderJobPosting, postingForm, postingOfSession } from '../../test/job-posting-order';
import { bearer, type TestUser } from '../../test/test-gateway';

const WEBHOOK_SECRET = 'whsec_receipts_test';
const ORIGIN = 'http://localhost:4000';
const DAY_S = 24 * 60 * 60;
const INVALID_LINK = 'This sign-in link is invalid or has expired: sign in, or ask for a login link on the newsletter page';

let gw: Awaited<ReturnType<typeof createMailTestGateway>>;
beforeAll(async () => {
  gw = await createMailTestGateway({ STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, PUBLIC_URL: ORIGIN });
});
afterAll(() => gw.close());

type Transport = 'REST' | 'GraphQL';
const TRANSPORTS: Transport[] = ['REST', 'GraphQL'];
const now = () => Math.floor(Date.now() / 1000);
const freshEmail = (who: string) => `${who}-${randomUUID()}@example.com`;

const deliver = (event: SignedEvent) =>
  gw.request.post('/api/v1/stripe/webhook').set('content-type', 'application/json').set('stripe-signature', event.signature).send(event.payload);

const isReceipt = (m: ReceivedMail) => m.subject.startsWith('Your RemoteHunt receipt');
/** The receipt that reached `email` (waited for, as the mail worker sends it). */
const receiptTo = async (email: string) => (await gw.sink.waitFor(1, (m) => m.to.includes(email.toLowerCase()) && isReceipt(m)))[0];
/** Every receipt recorded for the account: each message is a row before it is sent, so this is what will ever be sent. */
const receiptRows = async (userId: string) =>
  (await gw.services.db.query(`SELECT count(*)::int AS n FROM mail_messages WHERE user_id = $1 AND template = 'purchase-receipt'`, [userId]))[0].n;
const userByEmail = async (email: string): Promise<{ id: string; has_password: boolean; is_recruiter: boolean } | undefined> =>
  (await gw.services.db.query(`SELECT id, password_hash IS NOT NULL AS has_password, is_recruiter FROM users WHERE lower(email) = lower($1)`, [email]))[0];
const tokenOf = (link: string) => new URL(link.replace('/#/', '/')).searchParams.get('token') as string;

/** The receipt's sign-in link traded for a session, over one transport: the session's token and user id, or the error's message. */
async function signInWithLink(transport: Transport, token: string): Promise<{ user?: TestUser; message?: string }> {
  if (transport === 'REST') {
    const res = await gw.request.post('/api/v1/signin/link').send({ token });
    if (res.status !== 200) {
      expect(res.status).toBe(400);
      return { message: res.body.message };
    }
    expect(res.body.userInfo).toHaveProperty('appSubscription');
    return { user: { token: res.body.token, userId: res.body.userId, email: res.body.userInfo.email, password: '' } };
  }
  const res = await gw.graphql(`mutation ($token: String!) { signInWithLink(token: $token) { token userId userInfo { email } } }`, { token });
  if (res.body.errors) {
    expect(res.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
    return { message: res.body.errors[0].message };
  }
  const session = res.body.data.signInWithLink;
  return { user: { token: session.token, userId: session.userId, email: session.userInfo.email, password: '' } };
}

const myPostings = async (transport: Transport, user: TestUser): Promise<{ _id: string; isSubscription: boolean; filled: boolean }[]> =>
  transport === 'REST'
    ? (await gw.request.get(`/api/v1/users/${user.userId}/job_postings`).set(bearer(user))).body.data
    : (await gw.graphql('{ myJobPostings { data { _id isSubscription filled } } }', {}, user.token)).body.data.myJobPostings.data;

/** Mark filled or Cancel auto-bump over one transport: the job as answered, or the error's status and message. */
async function managePosting(transport: Transport, user: TestUser, action: 'filled' | 'autobump', jobId: string) {
  if (transport === 'REST') {
    const res =
      action === 'filled'
        ? await gw.request.put(`/api/v1/users/${user.userId}/job_postings/${jobId}/filled`).set(bearer(user))
        : await gw.request.delete(`/api/v1/users/${user.userId}/job_postings/${jobId}/autobump`).set(bearer(user));
    return res.status === 200 ? { job: res.body } : { status: res.status, message: res.body.message };
  }
  const field = action === 'filled' ? 'markJobFilled' : 'cancelJobAutoBump';
  const res = await gw.graphql(`mutation ($jobId: ID!) { ${field}(jobId: $jobId) { _id isSubscription filled } }`, { jobId }, user.token);
  return res.body.errors
    ? { status: res.body.errors[0].extensions.status, message: res.body.errors[0].message }
    : { job: res.body.data[field] };
}

/** A posting ordered on the Post a job form, signed in or as a visitor, with the email given. */
async function orderPosting(opts: { user?: TestUser; email: string; autoBump: 'yes' | 'no' }) {
  const jobTitle = `Receipts Engineer ${Math.random().toString(36).slice(2, 8)}`;
  const res = await orderJobPosting(gw, {
    user: opts.user,
    autoBump: opts.autoBump,
    info: postingForm({ jobTitle, companyName: 'Acme Receipts' }),
    fields: { email: opts.email },
  });
  expect(res.status).toBe(201);
  // The order answers the checkout only: never a session, whoever the address belongs to.
  expect(Object.keys(res.body).sort()).toEqual(['sessionId', 'url']);
  const sessionId = res.body.sessionId as string;
  return { jobTitle, sessionId, postingId: (await postingOfSession(gw, sessionId)).id };
}

/** The checkout's completion as the provider sends it; with auto-bump, its subscription expanded (period end in `periodEnd`). */
function checkoutCompleted(sessionId: string, metadata: Record<string, string>, subscription?: { id: string; periodEnd: number }) {
  return signedEvent(WEBHOOK_SECRET, 'checkout.session.completed', {
    id: sessionId,
    object: 'checkout.session',
    status: 'complete',
    payment_status: 'paid',
    metadata,
    subscription: subscription ? subscriptionObject(subscription.id, 'active', metadata, subscription.periodEnd) : null,
  });
}

const jobOf = async (postingId: string) =>
  (await gw.services.db.query(`SELECT job_id, posted_by FROM job_postings WHERE id = $1`, [postingId]))[0] as { job_id: string; posted_by: string | null };

describe("a visitor's job posting", () => {
  it.each(TRANSPORTS)(
    'with auto-bump makes an account for a new address, sends one receipt whatever the events, and its link (%s) opens a posting its owner manages',
    async (transport) => {
      const email = freshEmail('visitor-poster');
      const { jobTitle, sessionId, postingId } = await orderPosting({ email, autoBump: 'yes' });
      expect(await userByEmail(email)).toBeUndefined();

      const subscriptionId = `sub_test_${randomUUID()}`;
      const periodEnd = now() + 30 * DAY_S;
      const metadata = { kind: 'job-posting', postingId, priceId: 'job-posting-auto-bump-us' };
      const completed = checkoutCompleted(sessionId, metadata, { id: subscriptionId, periodEnd });
      const firstInvoice = signedEvent(WEBHOOK_SECRET, 'invoice.paid', paidInvoice(subscriptionId, metadata, { start: now(), end: periodEnd }, { first: true }));
      // The same payment announced twice (checkout and first invoice), each delivered twice, all at once.
      const answers = await Promise.all([completed, firstInvoice, completed, firstInvoice].map(deliver));
      expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200]);
      for (const event of [completed, firstInvoice]) expect((await deliver(event)).status).toBe(200);

      const account = await userByEmail(email);
      expect(account).toMatchObject({ has_password: false, is_recruiter: true });
      const posting = await jobOf(postingId);
      expect(posting.posted_by).toBe(account!.id);

      const mail = await receiptTo(email);
      expect(await receiptRows(account!.id)).toBe(1);
      expect(mail.subject).toBe(`Your RemoteHunt receipt: Job posting, renewed every 30 days: ${jobTitle} at Acme Receipts`);
      expect(mail.text).toContain('Amount paid: $199.00');
      expect(mail.text).toContain(`Next renewal: ${formatDate(new Date(periodEnd * 1000))} (every 30 days)`);
      expect(mail.text).toContain(`${ORIGIN}/#/my-job-postings`);
      expect(mail.text).toContain('The sign-in link works once and expires in 24 hours.');
      expect(mail.headers.has('list-unsubscribe')).toBe(false);
      const link = linkIn(mail.text, `${ORIGIN}/#/sign-in-link?`);
      expect(new URL(link.replace('/#/', '/')).searchParams.get('next')).toBe('my-job-postings');
      // The link is never stored: only its hash is, and the message's row keeps no trace of it.
      const [row] = await gw.services.db.query(`SELECT data::text AS data FROM mail_messages WHERE user_id = $1 AND template = 'purchase-receipt'`, [account!.id]);
      expect(row.data).not.toContain(tokenOf(link));

      const { user: poster } = await signInWithLink(transport, tokenOf(link));
      expect(poster).toMatchObject({ userId: account!.id, email });
      expect(await signInWithLink(transport, tokenOf(link))).toEqual({ message: INVALID_LINK });

      expect(await myPostings(transport, poster!)).toEqual([expect.objectContaining({ _id: posting.job_id, isSubscription: true, filled: false })]);
      const other = await gw.signUp();
      for (const action of ['autobump', 'filled'] as const) {
        expect(await managePosting(transport, other, action, posting.job_id)).toEqual({ status: 404, message: 'The job posting was not found' });
      }
      expect((await managePosting(transport, poster!, 'autobump', posting.job_id)).job).toMatchObject({ isSubscription: false, filled: false });
      expect((await managePosting(transport, poster!, 'filled', posting.job_id)).job).toMatchObject({ filled: true });
    },
  );

  it.each(TRANSPORTS)(
    'with the address of an existing account goes to that account, which the visitor cannot enter (%s)',
    async (transport) => {
      const owner = await gw.signUp({ email: freshEmail('owner') });
      const usersBefore = (await gw.services.db.query(`SELECT count(*)::int AS n FROM users`))[0].n;
      const { sessionId, postingId } = await orderPosting({ email: owner.email.toUpperCase(), autoBump: 'no' });
      expect((await deliver(checkoutCompleted(sessionId, { kind: 'job-posting', postingId, priceId: 'job-posting-us' }))).status).toBe(200);

      expect((await gw.services.db.query(`SELECT count(*)::int AS n FROM users`))[0].n).toBe(usersBefore);
      const { job_id: jobId, posted_by: postedBy } = await jobOf(postingId);
      expect(postedBy).toBe(owner.userId);
      // The owner sees it with their own sign-in; the receipt went to their address only.
      expect(await myPostings(transport, owner)).toEqual([expect.objectContaining({ _id: jobId, isSubscription: false })]);
      const mail = await receiptTo(owner.email);
      expect(mail.to).toEqual([owner.email.toLowerCase()]);
      expect(mail.text).toContain('Amount paid: $199.00');
      expect(mail.text).not.toContain('Next renewal');
      expect(await receiptRows(owner.userId)).toBe(1);
      expect((await managePosting(transport, owner, 'filled', jobId)).job).toMatchObject({ filled: true });
    },
  );
});

describe("a receipt's sign-in link", () => {
  it.each(TRANSPORTS)('expires (%s), and a made-up or oversized token is a 400 naming the link', async (transport) => {
    const email = freshEmail('late-reader');
    const { sessionId, postingId } = await orderPosting({ email, autoBump: 'no' });
    await deliver(checkoutCompleted(sessionId, { kind: 'job-posting', postingId, priceId: 'job-posting-us' }));
    const link = linkIn((await receiptTo(email)).text, `${ORIGIN}/#/sign-in-link?`);
    const account = await userByEmail(email);
    await gw.services.db.query(`UPDATE one_time_tokens SET expires_at = now() - interval '1 second' WHERE user_id = $1 AND purpose = 'sign-in-link'`, [
      account!.id,
    ]);
    expect(await signInWithLink(transport, tokenOf(link))).toEqual({ message: INVALID_LINK });
    expect(await signInWithLink(transport, 'made-up')).toEqual({ message: INVALID_LINK });
    expect(await signInWithLink(transport, 'x'.repeat(5000))).toEqual({ message: INVALID_LINK });
  });

  it('is not a login link of the newsletter, nor the other way round', async () => {
    const email = freshEmail('two-links');
    const { sessionId, postingId } = await orderPosting({ email, autoBump: 'no' });
    await deliver(checkoutCompleted(sessionId, { kind: 'job-posting', postingId, priceId: 'job-posting-us' }));
    const token = tokenOf(linkIn((await receiptTo(email)).text, `${ORIGIN}/#/sign-in-link?`));
    const asLoginLink = await gw.request.post('/api/v1/newsletter/login-link/sign-in').send({ token });
    expect(asLoginLink.status).toBe(400);
    expect((await signInWithLink('REST', token)).user).toBeDefined();

    await gw.request.post('/api/v1/newsletter/login-link/generate').send({ email });
    const [login] = await gw.sink.waitFor(1, (m) => m.to.includes(email) && m.subject === 'Your RemoteHunt newsletter link');
    const loginToken = new URLSearchParams(linkIn(login.text, `${ORIGIN}/#/remote-jobs-newsletter?`).split('?')[1]).get('loginToken') as string;
    for (const transport of TRANSPORTS) expect(await signInWithLink(transport, loginToken)).toEqual({ message: INVALID_LINK });
    expect((await gw.request.post('/api/v1/newsletter/login-link/sign-in').send({ token: loginToken })).status).toBe(200);
  });
});

describe('a signed-in purchase', () => {
  it('of a job posting mails its receipt to the address the form gave ("The receipt goes here"), with the page to manage it and no sign-in link', async () => {
    const poster = await gw.signUp({ email: freshEmail('member-poster') });
    const billing = freshEmail('billing');
    const { sessionId } = await orderPosting({ user: poster, email: billing, autoBump: 'no' });
    expect((await gw.request.post(`/api/v1/test_checkout/${sessionId}/pay`)).status).toBe(200);
    const mail = await receiptTo(billing);
    expect(gw.sink.to(poster.email).filter(isReceipt)).toEqual([]);
    expect(mail.text).toContain(`Manage my job posting: ${ORIGIN}/#/my-job-postings`);
    expect(mail.text).not.toContain('sign-in-link');
    expect(await receiptRows(poster.userId)).toBe(1);
  });

  it.each(TRANSPORTS)('of the app plan with a card (%s) sends one receipt, also when its first invoice is announced after', async (transport) => {
    const user = await gw.signUp({ email: freshEmail('card-plan') });
    let subscriptionId: string;
    if (transport === 'REST') {
      const customer = await gw.request.post(`/api/v1/users/${user.userId}/stripe/customer`).set(bearer(user)).send({ customerEmail: user.email });
      const res = await gw.request
        .post(`/api/v1/users/${user.userId}/stripe/create_subscription`)
        .set(bearer(user))
        .send({ paymentMethodId: 'pm_card_visa', priceId: 'app-monthly-us', customerId: customer.body.customerId });
      expect(res.body.status).toBe('paid');
      subscriptionId = res.body.subscriptionId;
    } else {
      const customer = await gw.graphql(`mutation ($e: String!) { createPaymentCustomer(customerEmail: $e) { id } }`, { e: user.email }, user.token);
      const res = await gw.graphql(
        `mutation ($input: CreateSubscriptionInput!) { createSubscription(input: $input) { status subscriptionId } }`,
        { input: { paymentMethodId: 'pm_card_visa', priceId: 'app-monthly-us', customerId: customer.body.data.createPaymentCustomer.id } },
        user.token,
      );
      expect(res.body.data.createSubscription.status).toBe('paid');
      subscriptionId = res.body.data.createSubscription.subscriptionId;
    }
    const metadata = { kind: 'app-subscription', userId: user.userId, priceId: 'app-monthly-us' };
    const invoice = signedEvent(WEBHOOK_SECRET, 'invoice.paid', paidInvoice(subscriptionId, metadata, { start: now(), end: now() + 30 * DAY_S }, { first: true }));
    expect((await deliver(invoice)).status).toBe(200);

    const mail = await receiptTo(user.email);
    expect(mail.subject).toBe('Your RemoteHunt receipt: RemoteHunt (Monthly)');
    expect(mail.text).toContain('Amount paid: $9.00');
    const [{ end_time: endTime }] = await gw.services.db.query(`SELECT end_time FROM app_subscriptions WHERE user_id = $1`, [user.userId]);
    expect(mail.text).toContain(`Next renewal: ${formatDate(endTime)} (every month)`);
    expect(mail.text).toContain(`Manage my plan: ${ORIGIN}/#/subscription`);
    expect(await receiptRows(user.userId)).toBe(1);
  });

  it.each(TRANSPORTS)('of the lifetime plan through the checkout (%s) sends one receipt with no renewal', async (transport) => {
    const user = await gw.signUp({ email: freshEmail('lifetime') });
    const input = { priceId: 'app-lifetime-us', successCallback: '/#/subscription?status=success', cancelCallback: '/#/subscription?status=cancel' };
    const sessionId =
      transport === 'REST'
        ? (await gw.request.post(`/api/v1/users/${user.userId}/stripe/checkout/session`).set(bearer(user)).send(input)).body.sessionId
        : (await gw.graphql(`mutation ($input: CheckoutSessionInput!) { createCheckoutSession(input: $input) { sessionId } }`, { input }, user.token)).body.data
            .createCheckoutSession.sessionId;
    const completed = checkoutCompleted(sessionId, { kind: 'app-lifetime', userId: user.userId, priceId: 'app-lifetime-us' });
    for (const event of [completed, completed]) expect((await deliver(event)).status).toBe(200);
    const mail = await receiptTo(user.email);
    expect(mail.subject).toBe('Your RemoteHunt receipt: RemoteHunt (Lifetime)');
    expect(mail.text).toContain('Amount paid: $149.00');
    expect(mail.text).not.toContain('Next renewal');
    expect(await receiptRows(user.userId)).toBe(1);
  });
});

describe("a visitor's paid newsletter", () => {
  const preferences = { name: 'Nia', scheduleEvery: 'weekly', category: ['programming', 'design'], countryCode: 'DE', contains: ['react'] };

  it.each(TRANSPORTS)('bought signed in (%s) mails the account one receipt linking the preferences page, without a sign-in link', async (transport) => {
    const user = await gw.signUp({ email: freshEmail('newsletter-member') });
    const order =
      transport === 'REST'
        ? (await gw.request.post('/api/v1/newsletter/subscribe/order').set(bearer(user)).send({ ...preferences, email: user.email })).body
        : (
            await gw.graphql(
              `mutation ($input: NewsletterOrderInput!) { subscribeNewsletter(input: $input) { status sessionId } }`,
              { input: { ...preferences, email: user.email } },
              user.token,
            )
          ).body.data.subscribeNewsletter;
    expect(order.status).toBe('checkout');
    expect((await gw.request.post(`/api/v1/test_checkout/${order.sessionId}/pay`)).status).toBe(200);
    const mail = await receiptTo(user.email);
    expect(mail.text).toContain('Amount paid: $2.00');
    expect(mail.text).toContain(`Manage my newsletter: ${ORIGIN}/#/remote-jobs-newsletter`);
    expect(mail.text).not.toContain('sign-in-link');
    expect(await receiptRows(user.userId)).toBe(1);
  });

  it.each(TRANSPORTS)('sends one receipt whose link (%s) signs in on the preferences it saved', async (transport) => {
    const email = freshEmail('newsletter-visitor');
    const order =
      transport === 'REST'
        ? (await gw.request.post('/api/v1/newsletter/subscribe/order').send({ ...preferences, email })).body
        : (
            await gw.graphql(`mutation ($input: NewsletterOrderInput!) { subscribeNewsletter(input: $input) { status sessionId } }`, {
              input: { ...preferences, email },
            })
          ).body.data.subscribeNewsletter;
    expect(order.status).toBe('checkout');
    const paid = await gw.request.post(`/api/v1/test_checkout/${order.sessionId}/pay`);
    expect(paid.status).toBe(200);
    const [newsletter] = await gw.services.db.query(`SELECT id, user_id FROM newsletters WHERE checkout_session_id = $1`, [order.sessionId]);
    // The provider delivering the completion again (its own event id) starts nothing and sends nothing more.
    const again = checkoutCompleted(order.sessionId, { kind: 'newsletter', newsletterId: newsletter.id, userId: newsletter.user_id, priceId: 'newsletter-monthly-us', buyer: 'visitor' });
    for (const event of [again, again]) expect((await deliver(event)).status).toBe(200);

    const mail = await receiptTo(email);
    expect(mail.subject).toBe('Your RemoteHunt receipt: Remote jobs newsletter (Monthly)');
    expect(mail.text).toContain('Amount paid: $2.00');
    expect(mail.text).toMatch(/Next renewal: \d{1,2} \w{3} \d{4} \(every month\)/);
    expect(await receiptRows(newsletter.user_id)).toBe(1);
    const link = linkIn(mail.text, `${ORIGIN}/#/sign-in-link?`);
    expect(new URL(link.replace('/#/', '/')).searchParams.get('next')).toBe('remote-jobs-newsletter');

    const { user } = await signInWithLink(transport, tokenOf(link));
    expect(user?.userId).toBe(newsletter.user_id);
    const saved =
      transport === 'REST'
        ? (await gw.request.get(`/api/v1/newsletter/subscription/${user!.userId}`).set(bearer(user!))).body.newsletter
        : (await gw.graphql('{ myNewsletter { email name category contains countryCode scheduleEvery status } }', {}, user!.token)).body.data.myNewsletter;
    expect(saved).toMatchObject({ email, name: 'Nia', category: ['programming', 'design'], contains: ['react'], countryCode: 'DE', scheduleEvery: 'weekly', status: 'active' });
  });
});
