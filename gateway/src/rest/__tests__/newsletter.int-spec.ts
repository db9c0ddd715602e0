import { UnsubscribeLinks } from '@remotehunt/services/unsubscribe/unsubscribe-link';
import { bearer, type TestUser } from '../../test/test-gateway';
import { createMailTestGateway, linkIn } from '../../test/mail-gateway';

let gw: Awaited<ReturnType<typeof createMailTestGateway>>;
beforeAll(async () => {
  gw = await createMailTestGateway();
});
afterAll(() => gw.close());
afterEach(() => gw.services.db.query(`UPDATE access_switches SET enabled = false`));

const freeForAll = () => gw.services.db.query(`UPDATE access_switches SET enabled = true WHERE key = 'enableFreeAccessForNewsletter'`);
const preferences = (overrides: Record<string, unknown> = {}) => ({
  name: 'Nia',
  scheduleEvery: 'daily',
  category: ['programming', 'design'],
  countryCode: 'DE',
  contains: ['react', 'TypeScript '],
  filterTypes: { title: true, tags: true, description: true },
  ...overrides,
});
const order = (user: TestUser | null, body: Record<string, unknown>) => {
  const req = gw.request.post('/api/v1/newsletter/subscribe/order');
  if (user) req.set(bearer(user));
  return req.send(body);
};
const subscriptionOf = (user: TestUser) => gw.request.get(`/api/v1/newsletter/subscription/${user.userId}`).set(bearer(user));

describe('GET /remote_jobs_newsletter/product_info', () => {
  it('answers the monthly price (as little as $2) and the publishable key without a token', async () => {
    const res = await gw.request.get('/api/v1/remote_jobs_newsletter/product_info');
    expect(res.status).toBe(200);
    expect(res.body.prices).toEqual([expect.objectContaining({ id: 'newsletter-monthly-us', amount: 200, subscription: true })]);
    expect(res.body).toHaveProperty('public_key');
  });
});

describe('POST /newsletter/subscribe/order', () => {
  it("checks the fields in the spec's order, each with its message", async () => {
    const user = await gw.signUp();
    const cases: [Record<string, unknown>, string][] = [
      [{ ...preferences({ name: '  ' }), email: '', scheduleEvery: '', category: [], countryCode: '' }, 'Please provide valid name'],
      [{ ...preferences({ scheduleEvery: '', category: [], countryCode: '' }), email: '' }, 'Please provide valid email'],
      [{ ...preferences({ scheduleEvery: 'monthly', category: [], countryCode: '' }), email: user.email }, 'Please select email frequency'],
      [{ ...preferences({ category: [], countryCode: '' }), email: user.email }, 'Please select at least one category'],
      [{ ...preferences({ countryCode: '' }), email: user.email }, 'Please select the country'],
      [{ ...preferences(), email: 'not-an-email' }, 'This email is invalid'],
      [{ ...preferences({ category: ['underwater-basket-weaving'] }), email: user.email }, 'Unknown category: underwater-basket-weaving'],
    ];
    for (const [body, message] of cases) {
      const res = await order(null, body);
      expect({ status: res.status, message: res.body.message }).toEqual({ status: 400, message });
    }
  });

  it('subscribes a signed-in user at once when free access is on; the preferences are saved and read back', async () => {
    await freeForAll();
    const user = await gw.signUp({ name: 'Nia' });
    const res = await order(user, { ...preferences(), email: user.email });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ freeAccess: true, status: 'success', confirmationSent: false });
    const { body } = await subscriptionOf(user);
    expect(body.newsletter).toEqual({
      _id: expect.any(String),
      jobId: 'newsletter-digest-daily',
      email: user.email,
      name: 'Nia',
      contains: ['react', 'typescript'],
      countryCode: 'DE',
      category: ['programming', 'design'],
      scheduleEvery: 'daily',
      filterTypes: { title: true, tags: true, description: true },
      status: 'active',
      access: 'free',
    });
    const again = await order(user, { ...preferences(), email: user.email });
    expect(again.status).toBe(400);
    expect(again.body.message).toMatch(/already subscribed/);
  });

  it('is free with a paid app plan, and POST /newsletter/subscribe needs one (402 otherwise)', async () => {
    const user = await gw.signUp();
    const refused = await gw.request.post('/api/v1/newsletter/subscribe').set(bearer(user)).send(preferences());
    expect(refused.status).toBe(402);
    await gw.services.db.query(`UPDATE app_subscriptions SET status = 'paid', end_time = now() + interval '20 days' WHERE user_id = $1`, [user.userId]);
    const res = await gw.request.post('/api/v1/newsletter/subscribe').set(bearer(user)).send(preferences({ scheduleEvery: 'weekly' }));
    expect(res.status).toBe(200);
    expect(res.body.newsletter).toMatchObject({ jobId: 'newsletter-digest-weekly', access: 'free', status: 'active' });
  });

  it('otherwise answers a checkout for the newsletter price, and the paid checkout activates the subscription', async () => {
    const user = await gw.signUp();
    const res = await order(user, { ...preferences(), email: user.email, priceId: 'newsletter-monthly-us' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ freeAccess: false, status: 'checkout', sessionId: expect.any(String), url: expect.stringContaining('/#/test-checkout/') });
    expect((await subscriptionOf(user)).body.newsletter.jobId).toBeNull();

    const paid = await gw.request.post(`/api/v1/test_checkout/${res.body.sessionId}/pay`).send({});
    expect(paid.status).toBe(200);
    expect((await subscriptionOf(user)).body.newsletter).toMatchObject({ jobId: 'newsletter-digest-daily', status: 'active', access: 'paid' });
  });

  it('a visitor with a new address gets a pending subscription and a login link; opening it confirms and signs them in', async () => {
    await freeForAll();
    const email = `visitor-${Date.now()}@example.com`;
    const res = await order(null, { ...preferences(), email });
    expect(res.body).toEqual({ freeAccess: true, status: 'success', confirmationSent: true });
    const [mail] = await gw.sink.waitFor(1, (m) => m.to.includes(email) && m.subject === 'Your RemoteHunt newsletter link');
    const link = linkIn(mail.text, 'http://localhost:4000/#/remote-jobs-newsletter?');
    const token = new URLSearchParams(link.split('?')[1]).get('loginToken');

    const session = await gw.request.post('/api/v1/newsletter/login-link/sign-in').send({ token });
    expect(session.status).toBe(200);
    expect(session.body.userInfo.email).toBe(email);
    // The same session as /signin answers: the user info with the app subscription's state.
    expect(session.body.userInfo).toHaveProperty('appSubscription');
    expect(session.body.userInfo).not.toHaveProperty('createdAt');
    const visitor = { token: session.body.token, userId: session.body.userId } as TestUser;
    expect((await subscriptionOf(visitor)).body.newsletter).toMatchObject({ status: 'active', jobId: 'newsletter-digest-daily' });
    const reused = await gw.request.post('/api/v1/newsletter/login-link/sign-in').send({ token });
    expect(reused.status).toBe(400);
    expect(reused.body.message).toBe('This login link is invalid or has expired, please ask for a new one');
  });

  it('a visitor using the address of an existing account gets a 400 pointing to the login link, which arrives by email', async () => {
    await freeForAll();
    const user = await gw.signUp();
    const res = await order(null, { ...preferences(), email: user.email });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/ask for a login link/);
    const link = await gw.request.post('/api/v1/newsletter/login-link/generate').send({ email: user.email });
    const unknown = await gw.request.post('/api/v1/newsletter/login-link/generate').send({ email: 'no-account@example.com' });
    expect(link.status).toBe(200);
    expect(unknown.body).toEqual(link.body);
    const [mail] = await gw.sink.waitFor(1, (m) => m.to.includes(user.email) && m.subject === 'Your RemoteHunt newsletter link');
    expect(mail.text).toContain('loginToken=');
    expect(mail.headers.has('list-unsubscribe')).toBe(false);
  });
});

describe('update and unsubscribe', () => {
  it('updates the preferences and unsubscribes; someone else can neither read nor change them', async () => {
    await freeForAll();
    const [owner, other] = await Promise.all([gw.signUp(), gw.signUp()]);
    await order(owner, { ...preferences(), email: owner.email });
    const { _id: newsletterId } = (await subscriptionOf(owner)).body.newsletter;

    expect((await gw.request.get(`/api/v1/newsletter/subscription/${owner.userId}`).set(bearer(other))).status).toBe(403);
    const hijack = await gw.request.put(`/api/v1/newsletter/${newsletterId}`).set(bearer(other)).send(preferences({ name: 'Hijacked' }));
    expect(hijack.status).toBe(404);
    expect((await gw.request.post('/api/v1/newsletter/unsubscribe').set(bearer(other)).send({ newsletterId })).status).toBe(404);
    expect((await gw.request.put(`/api/v1/newsletter/${newsletterId}`).send(preferences())).status).toBe(401);

    const updated = await gw.request
      .put(`/api/v1/newsletter/${newsletterId}`)
      .set(bearer(owner))
      .send({ ...preferences({ name: 'Nia B', scheduleEvery: 'weekly', category: ['devops-sysadmin'], countryCode: 'fr', contains: 'go, rust' }), newsletterId, jobId: 'x' });
    expect(updated.status).toBe(200);
    expect(updated.body.newsletter).toMatchObject({ name: 'Nia B', scheduleEvery: 'weekly', category: ['devops-sysadmin'], countryCode: 'FR', contains: ['go', 'rust'] });

    const gone = await gw.request.post('/api/v1/newsletter/unsubscribe').set(bearer(owner)).send({ newsletterId });
    expect(gone.status).toBe(200);
    expect((await subscriptionOf(owner)).body.newsletter).toBeNull();
  });
});

describe('POST /unsubscribe/{userId}', () => {
  it('works from the emailed link without signing in, and from a mail client one-click; a guessed id without the token is refused', async () => {
    await freeForAll();
    const user = await gw.signUp();
    await order(user, { ...preferences(), email: user.email });
    const [welcome] = await gw.sink.waitFor(1, (m) => m.to.includes(user.email) && m.subject === 'Welcome to RemoteHunt');
    const pageLink = linkIn(welcome.text, `http://localhost:4000/#/unsubscribe/${user.userId}?token=`);
    const token = new URL(pageLink.replace('/#/', '/')).searchParams.get('token');

    const guessed = await gw.request.post(`/api/v1/unsubscribe/${user.userId}`).send({ reason: 'spam' });
    expect(guessed.status).toBe(403);
    const forged = await gw.request.post(`/api/v1/unsubscribe/${user.userId}?token=${'A'.repeat(43)}`).send({});
    expect(forged.status).toBe(403);

    const res = await gw.request.post(`/api/v1/unsubscribe/${user.userId}?token=${token}`).send({ reason: 'Found a job!' });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('unsubscribed successfully');
    const [row] = await gw.services.db.query(`SELECT unsubscribe_reason, emails_unsubscribed_at IS NOT NULL AS out FROM users WHERE id = $1`, [user.userId]);
    expect(row).toEqual({ unsubscribe_reason: 'Found a job!', out: true });
    expect((await subscriptionOf(user)).body.newsletter).toBeNull();

    const oneClickUser = await gw.signUp();
    const [mail] = await gw.sink.waitFor(1, (m) => m.to.includes(oneClickUser.email) && m.subject === 'Welcome to RemoteHunt');
    const oneClick = (mail.headers.get('list-unsubscribe') ?? '').slice(1, -1).replace('http://localhost:4000', '');
    const clicked = await gw.request.post(oneClick).type('form').send('List-Unsubscribe=One-Click');
    expect(clicked.status).toBe(200);
    const [after] = await gw.services.db.query(`SELECT emails_unsubscribed_at IS NOT NULL AS out FROM users WHERE id = $1`, [oneClickUser.userId]);
    expect(after.out).toBe(true);
  });
});

describe("a reminder mail's unsubscribe link", () => {
  it.each(['REST', 'GraphQL'])('stops reminders only, over %s', async (via) => {
    const user = await gw.signUp();
    const link = new URL(new UnsubscribeLinks(gw.services.config.jwtSecret, gw.services.config.publicUrl).pageUrl(user.userId, 'reminders').replace('/#/', '/'));
    const token = link.searchParams.get('token');
    expect(link.searchParams.get('kind')).toBe('reminders');
    if (via === 'REST') {
      const res = await gw.request.post(`/api/v1/unsubscribe/${user.userId}?token=${token}&kind=reminders`).send({});
      expect(res.body).toEqual({ success: true, message: 'unsubscribed from reminders successfully' });
    } else {
      const res = await gw.graphql('mutation ($u: ID!, $t: String, $k: String) { unsubscribeEmails(userId: $u, token: $t, kind: $k) }', { u: user.userId, t: token, k: 'reminders' });
      expect(res.body).toEqual({ data: { unsubscribeEmails: true } });
    }
    const [row] = await gw.services.db.query(
      `SELECT u.emails_unsubscribed_at IS NOT NULL AS everything, EXISTS (SELECT 1 FROM mail_unsubscribes m WHERE m.user_id = u.id AND m.kind = 'reminders') AS reminders
         FROM users u WHERE u.id = $1`,
      [user.userId],
    );
    expect(row).toEqual({ everything: false, reminders: true });
  });
});

describe('GraphQL', () => {
  it('subscribes, reads, updates and unsubscribes through the same service', async () => {
    await freeForAll();
    const user = await gw.signUp();
    const input = { ...preferences(), email: user.email };
    const sub = await gw.graphql('mutation ($input: NewsletterOrderInput!) { subscribeNewsletter(input: $input) { freeAccess status } }', { input }, user.token);
    expect(sub.body.data.subscribeNewsletter).toEqual({ freeAccess: true, status: 'success' });
    const mine = await gw.graphql('{ myNewsletter { _id jobId category } }', {}, user.token);
    expect(mine.body.data.myNewsletter).toMatchObject({ jobId: 'newsletter-digest-daily', category: ['programming', 'design'] });
    const { _id } = mine.body.data.myNewsletter;
    const upd = await gw.graphql(
      'mutation ($id: ID!, $input: NewsletterPreferencesInput!) { updateNewsletter(newsletterId: $id, input: $input) { scheduleEvery } }',
      { id: _id, input: preferences({ scheduleEvery: 'weekly' }) },
      user.token,
    );
    expect(upd.body.data.updateNewsletter).toEqual({ scheduleEvery: 'weekly' });
    const bad = await gw.graphql('mutation ($input: NewsletterOrderInput!) { subscribeNewsletter(input: $input) { status } }', { input: { ...input, name: '' } });
    expect(bad.body.errors[0]).toMatchObject({ message: 'Please provide valid name', extensions: { code: 'BAD_USER_INPUT' } });
    expect((await gw.graphql('mutation ($id: ID!) { unsubscribeNewsletter(newsletterId: $id) }', { id: _id }, user.token)).body.data).toEqual({ unsubscribeNewsletter: true });
    const options = await gw.graphql('{ newsletterFormOptions { freeAccess countries { code } categories { slug } } }');
    expect(options.body.data.newsletterFormOptions.freeAccess).toBe(true);
    expect(options.body.data.newsletterFormOptions.categories).toContainEqual({ slug: 'programming' });
  });
});

describe('admin email previews', () => {
  it('renders every template with sample data, for admins only', async () => {
    const [admin, user] = await Promise.all([gw.signUp({ admin: true }), gw.signUp()]);
    const list = await gw.request.get(`/api/v1/users/${admin.userId}/admin/email-templates`).set(bearer(admin));
    expect(list.body.data).toEqual(expect.arrayContaining(['password-reset', 'newsletter-login', 'newsletter-digest', 'welcome', 'newsletter-promo']));
    for (const id of list.body.data) {
      const res = await gw.request.get(`/api/v1/users/${admin.userId}/admin/email-templates/${id}/preview`).set(bearer(admin));
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ id, subject: expect.any(String), html: expect.stringContaining('<'), text: expect.any(String) });
    }
    expect((await gw.request.get(`/api/v1/users/${user.userId}/admin/email-templates/welcome/preview`).set(bearer(user))).status).toBe(403);
    expect((await gw.request.get(`/api/v1/users/${admin.userId}/admin/email-templates/nope/preview`).set(bearer(admin))).status).toBe(404);
  });
});
