import { bearer, createTestGateway, type TestGateway, type TestUser } from '../../test/test-gateway';

let gw: TestGateway;
let admin: TestUser;
let user: TestUser;

beforeAll(async () => {
  gw = await createTestGateway();
  [admin, user] = await Promise.all([gw.signUp({ name: 'Admin', admin: true }), gw.signUp({ name: 'User' })]);
});
afterAll(() => gw.close());

describe('the queue dashboard at /admin/queues', () => {
  it('is refused without a sign-in, and to anyone but an admin', async () => {
    const anonymous = await gw.request.get('/admin/queues/');
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.message).toBe('Please sign in to continue');
    const plain = await gw.request.get('/admin/queues/api/queues').set(bearer(user));
    expect(plain.status).toBe(403);
    expect(plain.body.message).toBe('This needs the admin role');
  });

  it('shows an admin every queue', async () => {
    const page = await gw.request.get('/admin/queues/').set(bearer(admin));
    expect(page.status).toBe(200);
    expect(page.text).toContain('__UI_CONFIG__');
    const api = await gw.request.get('/admin/queues/api/queues').set(bearer(admin));
    expect(api.status).toBe(200);
    expect(api.body.queues.map((q: { name: string }) => q.name).sort()).toEqual(['alerts', 'ingestion', 'logos', 'mail', 'maintenance', 'newsletter']);
  });

  const openDashboard = async (headers: Record<string, string> = {}) => {
    const session = await gw.request.post(`/api/v1/users/${admin.userId}/admin/queue_dashboard_session`).set(bearer(admin)).set(headers);
    expect(session.status).toBe(200);
    const setCookie = (session.headers['set-cookie'] as unknown as string[]).find((c) => c.startsWith('rh_queue_dashboard='))!;
    return { session, setCookie, cookie: setCookie.split(';')[0], token: setCookie.split(';')[0].split('=')[1] };
  };

  it('opens in an admin’s browser through a strict, path-bound, HttpOnly cookie', async () => {
    const refused = await gw.request.post(`/api/v1/users/${user.userId}/admin/queue_dashboard_session`).set(bearer(user));
    expect(refused.status).toBe(403);
    expect(refused.headers['set-cookie'] ?? []).not.toEqual(expect.arrayContaining([expect.stringMatching(/rh_queue_dashboard/)]));

    const { session, setCookie, cookie } = await openDashboard();
    expect(session.body).toEqual({ url: '/admin/queues/' });
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Strict/);
    expect(setCookie).toMatch(/Path=\/admin\/queues/);
    // Served over plain HTTP (and SECURE_COOKIES off), a Secure cookie would never come back.
    expect(setCookie).not.toMatch(/Secure/);

    const api = await gw.request.get('/admin/queues/api/queues').set('cookie', cookie);
    expect(api.status).toBe(200);
  });

  it('puts a dashboard-only token in the cookie, never an API token', async () => {
    const { token } = await openDashboard();
    expect(token).not.toBe(admin.token);
    // The API refuses it as a bearer token...
    const asBearer = await gw.request.get(`/api/v1/users/${admin.userId}`).set('authorization', `Bearer ${token}`);
    expect(asBearer.status).toBe(401);
    const asGraphql = await gw.graphql('{ me { _id } }', {}, token);
    expect(asGraphql.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    // ...and the dashboard refuses API tokens in its cookie, an admin's as much as a user's.
    for (const apiToken of [admin.token, user.token]) {
      const forged = await gw.request.get('/admin/queues/api/queues').set('cookie', `rh_queue_dashboard=${apiToken}`);
      expect(forged.status).toBe(401);
    }
  });

  it('lives 15 minutes: the cookie says so, and the token is refused after', async () => {
    const { setCookie, cookie } = await openDashboard();
    expect(setCookie).toMatch(/Max-Age=900;/);
    const later = jest.spyOn(Date, 'now').mockReturnValue(Date.now() + 15 * 60_000 + 1000);
    try {
      const expired = await gw.request.get('/admin/queues/api/queues').set('cookie', cookie);
      expect(expired.status).toBe(401);
    } finally {
      later.mockRestore();
    }
    expect((await gw.request.get('/admin/queues/api/queues').set('cookie', cookie)).status).toBe(200);
  });

  it('closes when the admin signs out of the session that opened it', async () => {
    const other = await gw.request.post('/api/v1/signin').send({ email: admin.email, password: admin.password });
    expect(other.status).toBe(200);
    const session = await gw.request.post(`/api/v1/users/${admin.userId}/admin/queue_dashboard_session`).set(bearer(other.body));
    const cookie = (session.headers['set-cookie'] as unknown as string[]).find((c) => c.startsWith('rh_queue_dashboard='))!.split(';')[0];
    expect((await gw.request.get('/admin/queues/api/queues').set('cookie', cookie)).status).toBe(200);
    expect((await gw.request.post(`/api/v1/users/${admin.userId}/logout`).set(bearer(other.body))).status).toBe(200);
    expect((await gw.request.get('/admin/queues/api/queues').set('cookie', cookie)).status).toBe(401);
  });

  it('refuses a cookie-borne write from another origin without the XSRF header, and takes its own page’s', async () => {
    const { cookie } = await openDashboard();
    const pause = () => gw.request.put('/admin/queues/api/queues/maintenance/pause').set('cookie', cookie);
    const resume = () => gw.request.put('/admin/queues/api/queues/maintenance/resume').set('cookie', cookie);

    const foreign = await pause().set('origin', 'https://evil.example');
    expect(foreign.status).toBe(403);
    expect(foreign.body.message).toBe('This dashboard action must come from the dashboard’s own page: please reload it and try again');
    // No Origin and no XSRF header proves nothing either.
    expect((await pause()).status).toBe(403);
    expect(await gw.services.queues.maintenance.isPaused()).toBe(false);

    const ownOrigin = await pause().set('origin', gw.services.config.publicUrl);
    expect(ownOrigin.status).toBe(200);
    expect(await gw.services.queues.maintenance.isPaused()).toBe(true);
    // The XSRF double submit also proves it, whatever the Origin.
    const xsrf = 'x'.repeat(43);
    const withXsrf = await resume().set('cookie', `${cookie}; XSRF-TOKEN=${xsrf}`).set('x-xsrf-token', xsrf).set('origin', 'https://evil.example');
    expect(withXsrf.status).toBe(200);
    expect(await gw.services.queues.maintenance.isPaused()).toBe(false);
  });

  it('marks the cookie Secure when the app is reached over HTTPS through its trusted proxy', async () => {
    expect(gw.services.config.trustProxy).toBe('loopback');
    const { setCookie } = await openDashboard({ 'x-forwarded-proto': 'https' });
    expect(setCookie).toMatch(/; Secure/);
  });
});
