import sharp from 'sharp';
import { createTestGateway, bearer, type TestGateway } from '../../test/test-gateway';

let gw: TestGateway;
beforeAll(async () => {
  gw = await createTestGateway();
});
afterAll(() => gw.close());

describe('POST /api/v1/signup', () => {
  it('answers the session with userInfo and starts a trial', async () => {
    const res = await gw.request.post('/api/v1/signup').send({ name: 'Ann', email: 'Ann@Example.com', password: 'longenough' });
    expect(res.status).toBe(201);
    expect(res.body).toEqual(
      expect.objectContaining({
        token: expect.any(String),
        userId: expect.any(String),
        expiry: expect.any(String),
        exp: expect.any(Number),
        iat: expect.any(Number),
      }),
    );
    expect(res.body.exp).toBeGreaterThan(res.body.iat);
    expect(res.body.userInfo).toMatchObject({
      _id: res.body.userId,
      userId: res.body.userId,
      name: 'Ann',
      email: 'ann@example.com',
      admin: false,
      recruiter: false,
      profilePic: null,
      session: { tags: [], categories: [], sources: [], hideViewedJobs: false, worldwide: false },
      appSubscription: { status: 'trial', active: true, lifetime: false, subscriptionId: null },
    });
  });

  it('stores the password as an argon2id hash', async () => {
    const user = await gw.signUp({ password: 'plain-text-secret' });
    const [row] = await gw.services.db.query(`SELECT password_hash FROM users WHERE id = $1`, [user.userId]);
    expect(row.password_hash).toMatch(/^\$argon2id\$/);
    expect(row.password_hash).not.toContain('plain-text-secret');
  });
});

describe('logout', () => {
  it('revokes the token server-side', async () => {
    const user = await gw.signUp();
    expect((await gw.request.get(`/api/v1/users/${user.userId}/auth_check`).set(bearer(user))).status).toBe(200);
    expect((await gw.request.post(`/api/v1/users/${user.userId}/logout`).set(bearer(user))).status).toBe(200);
    const after = await gw.request.get(`/api/v1/users/${user.userId}/auth_check`).set(bearer(user));
    expect(after.status).toBe(401);
    expect(after.body.message).toEqual(expect.any(String));
  });
});

describe('PUT /api/v1/users/{userId} with an avatar', () => {
  it('keeps a Unicode file name as the browser sent it (raw UTF-8 in the part header)', async () => {
    const user = await gw.signUp();
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#36c' } }).png().toBuffer();
    const boundary = '----remotehunt-avatar-boundary';
    const body = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="name"\r\n\r\nZoë\r\n`),
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="profile_pic"; filename="Zoë 写真.png"\r\nContent-Type: image/png\r\n\r\n`),
      png,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const res = await gw.request
      .put(`/api/v1/users/${user.userId}`)
      .set(bearer(user))
      .set('content-type', `multipart/form-data; boundary=${boundary}`)
      .send(body);
    expect(res.status).toBe(200);
    expect(res.body.profilePic.file.name).toBe('Zoë 写真.webp');
  });
});
