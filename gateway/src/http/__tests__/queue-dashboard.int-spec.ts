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
    expect(api.body.queues.map((q: { name: string }) => q.name).sort()).toEqual(['ingestion', 'mail', 'maintenance', 'newsletter']);
  });

  it('opens in an admin’s browser through a strict, path-bound cookie', async () => {
    const refused = await gw.request.post(`/api/v1/users/${user.userId}/admin/queue_dashboard_session`).set(bearer(user));
    expect(refused.status).toBe(403);
    expect(refused.headers['set-cookie'] ?? []).not.toEqual(expect.arrayContaining([expect.stringMatching(/rh_queue_dashboard/)]));

    const session = await gw.request.post(`/api/v1/users/${admin.userId}/admin/queue_dashboard_session`).set(bearer(admin));
    expect(session.status).toBe(200);
    expect(session.body).toEqual({ url: '/admin/queues/' });
    const cookie = (session.headers['set-cookie'] as unknown as string[]).find((c) => c.startsWith('rh_queue_dashboard='))!;
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Strict/);
    expect(cookie).toMatch(/Path=\/admin\/queues/);

    const api = await gw.request.get('/admin/queues/api/queues').set('cookie', cookie.split(';')[0]);
    expect(api.status).toBe(200);
    // A user's token in that cookie opens nothing.
    const forged = await gw.request.get('/admin/queues/api/queues').set('cookie', `rh_queue_dashboard=${user.token}`);
    expect(forged.status).toBe(403);
  });
});
