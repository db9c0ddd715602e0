import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { createTestGateway, bearer, type TestGateway, type TestUser } from '../../test/test-gateway';

// The contract of docs/api-foundation.md, route by route, as a REST consumer sees it.

let gw: TestGateway;
beforeAll(async () => {
  gw = await createTestGateway();
});
afterAll(() => gw.close());

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const USER_INFO_KEYS = ['_id', 'userId', 'name', 'email', 'admin', 'recruiter', 'isAdmin', 'profilePic', 'session', 'country', 'timezone', 'appSubscription'];
const SESSION_KEYS = ['token', 'userId', 'expiry', 'exp', 'iat', 'userInfo'];

const redPng = () => sharp({ create: { width: 40, height: 40, channels: 3, background: 'red' } }).png().toBuffer();
const bluePng = () => sharp({ create: { width: 40, height: 40, channels: 3, background: 'blue' } }).png().toBuffer();

/** Where the avatar's bytes live under DATA_DIR, read from its metadata row. */
async function avatarPath(fileId: string): Promise<string> {
  const [row] = await gw.services.db.query(`SELECT storage_key FROM stored_files WHERE id = $1`, [fileId]);
  return path.join(gw.services.config.dataDir, row.storage_key);
}

function uploadAvatar(user: TestUser, png: Buffer, fileName = 'me.png', name = 'With Avatar') {
  return gw.request.put(`/api/v1/users/${user.userId}`).set(bearer(user)).field('name', name).attach('profile_pic', png, fileName);
}

function expectSession(body: Record<string, unknown>) {
  expect(Object.keys(body).sort()).toEqual([...SESSION_KEYS].sort());
  expect(body.token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
  expect(body.userId).toMatch(UUID);
  expect(typeof body.exp).toBe('number');
  expect(typeof body.iat).toBe('number');
  expect(Math.floor(Date.parse(body.expiry as string) / 1000)).toBe(body.exp);
  expect(body.exp as number).toBeGreaterThan(body.iat as number);
  expect(Math.abs((body.iat as number) - Date.now() / 1000)).toBeLessThan(60);
}

describe('POST /api/v1/signup', () => {
  it('answers 201 with the session {token, userId, expiry, exp, iat, userInfo} for a new account', async () => {
    const res = await gw.request
      .post('/api/v1/signup')
      .send({ name: '  Grace Hopper ', email: 'Grace@Example.com', password: 'longenough', confirmPassword: 'longenough', acceptTerms: true });
    expect(res.status).toBe(201);
    expectSession(res.body);
    expect(res.body.exp - res.body.iat).toBe(gw.services.config.sessionTtlHours * 3600);
    expect(Object.keys(res.body.userInfo).sort()).toEqual([...USER_INFO_KEYS].sort());
    expect(res.body.userInfo).toEqual({
      _id: res.body.userId,
      userId: res.body.userId,
      name: 'Grace Hopper',
      email: 'grace@example.com',
      admin: false,
      recruiter: false,
      isAdmin: false,
      profilePic: null,
      session: { tags: [], categories: [], sources: [], hideViewedJobs: false, worldwide: false },
      country: null,
      timezone: null,
      appSubscription: { status: 'trial', active: true, endTime: expect.any(String), subscriptionId: null, lifetime: false },
    });
    const trialDays = (Date.parse(res.body.userInfo.appSubscription.endTime) - Date.now()) / 86_400_000;
    expect(trialDays).toBeGreaterThan(gw.services.config.trialDays - 0.01);
    expect(trialDays).toBeLessThanOrEqual(gw.services.config.trialDays);
  });

  it('gives a token that authenticates the new user right away', async () => {
    const res = await gw.request.post('/api/v1/signup').send({ name: 'Ada', email: 'ada-token@example.com', password: 'longenough' });
    const check = await gw.request.get(`/api/v1/users/${res.body.userId}/auth_check`).set(bearer(res.body));
    expect(check.status).toBe(200);
  });
});

describe('POST /api/v1/signin', () => {
  it('answers 200 with a fresh session and the user info for the right password, whatever the email case', async () => {
    const user = await gw.signUp({ email: 'signin-ok@example.com', name: 'Signer' });
    const res = await gw.request.post('/api/v1/signin').send({ email: ' SIGNIN-OK@example.COM ', password: user.password });
    expect(res.status).toBe(200);
    expectSession(res.body);
    expect(res.body.userId).toBe(user.userId);
    expect(res.body.token).not.toBe(user.token);
    expect(res.body.userInfo).toMatchObject({ _id: user.userId, name: 'Signer', email: 'signin-ok@example.com', profilePic: null });
    expect(Object.keys(res.body.userInfo).sort()).toEqual([...USER_INFO_KEYS].sort());
  });

  it('answers 401 "Incorrect email or password" for a wrong password', async () => {
    const user = await gw.signUp();
    const res = await gw.request.post('/api/v1/signin').send({ email: user.email, password: 'not the password' });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ message: 'Incorrect email or password' });
  });

  it('answers the same 401 "Incorrect email or password" for an email nobody signed up with', async () => {
    const res = await gw.request.post('/api/v1/signin').send({ email: 'nobody-here@example.com', password: 'whatever123' });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ message: 'Incorrect email or password' });
  });
});

describe('GET /api/v1/users/{userId}', () => {
  it('answers the user info shape and nothing else (no password hash)', async () => {
    const user = await gw.signUp({ name: 'Info Shape', email: 'info-shape@example.com' });
    const res = await gw.request.get(`/api/v1/users/${user.userId}`).set(bearer(user));
    expect(res.status).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual([...USER_INFO_KEYS].sort());
    expect(res.body).toEqual({
      _id: user.userId,
      userId: user.userId,
      name: 'Info Shape',
      email: 'info-shape@example.com',
      admin: false,
      recruiter: false,
      isAdmin: false,
      profilePic: null,
      session: { tags: [], categories: [], sources: [], hideViewedJobs: false, worldwide: false },
      country: null,
      timezone: null,
      appSubscription: { status: 'trial', active: true, endTime: expect.any(String), subscriptionId: null, lifetime: false },
    });
    expect(JSON.stringify(res.body)).not.toMatch(/argon2|password/i);
  });

  it('shows the admin and recruiter flags the account holds', async () => {
    const admin = await gw.signUp({ admin: true });
    const recruiter = await gw.signUp({ recruiter: true });
    const a = await gw.request.get(`/api/v1/users/${admin.userId}`).set(bearer(admin));
    const r = await gw.request.get(`/api/v1/users/${recruiter.userId}`).set(bearer(recruiter));
    expect(a.body).toMatchObject({ admin: true, isAdmin: true, recruiter: false });
    expect(r.body).toMatchObject({ admin: false, isAdmin: false, recruiter: true });
  });
});

describe('PUT /api/v1/users/{userId}', () => {
  it('changes the name from a multipart form without touching the avatar', async () => {
    const user = await gw.signUp({ name: 'Old Name' });
    const res = await gw.request.put(`/api/v1/users/${user.userId}`).set(bearer(user)).field('name', '  New Name  ');
    expect(res.status).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual([...USER_INFO_KEYS].sort());
    expect(res.body).toMatchObject({ _id: user.userId, name: 'New Name', profilePic: null });
    const again = await gw.request.get(`/api/v1/users/${user.userId}`).set(bearer(user));
    expect(again.body.name).toBe('New Name');
  });

  it('stores an uploaded PNG avatar and answers profilePic {_id, file{name}, fileUrl}', async () => {
    const user = await gw.signUp();
    const res = await uploadAvatar(user, await redPng(), 'holiday.png', 'Pictured');
    expect(res.status).toBe(200);
    expect(res.body.name).toBe('Pictured');
    expect(res.body.profilePic).toEqual({
      _id: expect.stringMatching(UUID),
      file: { name: 'holiday.webp' },
      fileUrl: `/api/v1/users/${user.userId}/file/${res.body.profilePic._id}`,
    });
    const info = await gw.request.get(`/api/v1/users/${user.userId}`).set(bearer(user));
    expect(info.body.profilePic).toEqual(res.body.profilePic);
  });

  it('names the stored avatar after profile_pic_name when it is given', async () => {
    const user = await gw.signUp();
    const res = await gw.request
      .put(`/api/v1/users/${user.userId}`)
      .set(bearer(user))
      .field('name', 'Named')
      .field('profile_pic_name', 'portrait.jpg')
      .attach('profile_pic', await redPng(), 'upload.png');
    expect(res.status).toBe(200);
    expect(res.body.profilePic.file.name).toBe('portrait.webp');
  });

  it('replacing the avatar deletes the old file: its bytes under DATA_DIR, its row and its URL', async () => {
    const user = await gw.signUp();
    const first = await uploadAvatar(user, await redPng());
    const oldId: string = first.body.profilePic._id;
    const oldFile = await avatarPath(oldId);
    expect(existsSync(oldFile)).toBe(true);

    const second = await uploadAvatar(user, await bluePng(), 'second.png');
    expect(second.status).toBe(200);
    expect(second.body.profilePic._id).not.toBe(oldId);
    expect(second.body.profilePic.file.name).toBe('second.webp');
    expect(existsSync(await avatarPath(second.body.profilePic._id))).toBe(true);

    expect(existsSync(oldFile)).toBe(false);
    expect(await gw.services.db.query(`SELECT id FROM stored_files WHERE id = $1`, [oldId])).toEqual([]);
    const oldUrl = await gw.request.get(first.body.profilePic.fileUrl).set(bearer(user));
    expect(oldUrl.status).toBe(404);
    expect(oldUrl.body.message).toBe('The file was not found');
  });
});

describe('GET /api/v1/users/{userId}/file/{fileId}', () => {
  it('returns the avatar as a 256px WebP with a Content-Disposition naming the file', async () => {
    const user = await gw.signUp();
    const upload = await uploadAvatar(user, await redPng(), 'face.png');
    const res = await gw.request.get(upload.body.profilePic.fileUrl).set(bearer(user)).buffer(true);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="?face\.webp"?$/);
    const bytes = res.body as Buffer;
    expect(Buffer.isBuffer(bytes)).toBe(true);
    expect(bytes.subarray(0, 4).toString('latin1')).toBe('RIFF');
    expect(bytes.subarray(8, 12).toString('latin1')).toBe('WEBP');
    expect(bytes.equals(readFileSync(await avatarPath(upload.body.profilePic._id)))).toBe(true);
    const meta = await sharp(bytes).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 256, height: 256 });
  });

  it('answers 404 with a message for a file id that does not exist', async () => {
    const user = await gw.signUp();
    const res = await gw.request.get(`/api/v1/users/${user.userId}/file/00000000-0000-4000-8000-000000000000`).set(bearer(user));
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: 'The file was not found' });
  });
});

describe('DELETE /api/v1/users/{userId}/profile_pic', () => {
  it('clears profilePic in the answer and deletes the bytes, the row and the URL', async () => {
    const user = await gw.signUp();
    const upload = await uploadAvatar(user, await redPng());
    const fileId: string = upload.body.profilePic._id;
    const file = await avatarPath(fileId);

    const res = await gw.request.delete(`/api/v1/users/${user.userId}/profile_pic`).set(bearer(user));
    expect(res.status).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual([...USER_INFO_KEYS].sort());
    expect(res.body.profilePic).toBeNull();
    expect(existsSync(file)).toBe(false);
    expect(await gw.services.db.query(`SELECT id FROM stored_files WHERE id = $1`, [fileId])).toEqual([]);
    expect((await gw.request.get(`/api/v1/users/${user.userId}`).set(bearer(user))).body.profilePic).toBeNull();
    expect((await gw.request.get(upload.body.profilePic.fileUrl).set(bearer(user))).status).toBe(404);
  });

  it('answers 404 "The avatar was not found" when there is no avatar to delete', async () => {
    const user = await gw.signUp();
    const res = await gw.request.delete(`/api/v1/users/${user.userId}/profile_pic`).set(bearer(user));
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: 'The avatar was not found' });
  });
});

describe('POST /api/v1/users/{userId}/change_password', () => {
  it('answers {success: true}; the new password signs in and the old one no longer does', async () => {
    const user = await gw.signUp({ password: 'first-password' });
    const res = await gw.request
      .post(`/api/v1/users/${user.userId}/change_password`)
      .set(bearer(user))
      .send({ password: 'first-password', newPassword: 'second-password' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true });

    const withNew = await gw.request.post('/api/v1/signin').send({ email: user.email, password: 'second-password' });
    expect(withNew.status).toBe(200);
    const withOld = await gw.request.post('/api/v1/signin').send({ email: user.email, password: 'first-password' });
    expect(withOld.status).toBe(401);
    expect(withOld.body.message).toBe('Incorrect email or password');
  });

  it("signs out the user's other sessions but keeps the caller's own session valid", async () => {
    const user = await gw.signUp({ password: 'first-password' });
    const laptop = (await gw.request.post('/api/v1/signin').send({ email: user.email, password: 'first-password' })).body;
    const phone = (await gw.request.post('/api/v1/signin').send({ email: user.email, password: 'first-password' })).body;
    const stranger = await gw.signUp();

    const res = await gw.request
      .post(`/api/v1/users/${user.userId}/change_password`)
      .set(bearer(laptop))
      .send({ password: 'first-password', newPassword: 'second-password' });
    expect(res.status).toBe(200);

    const authCheck = (token: { token: string }, id = user.userId) => gw.request.get(`/api/v1/users/${id}/auth_check`).set(bearer(token));
    expect((await authCheck(laptop)).status).toBe(200);
    expect((await authCheck(phone)).status).toBe(401);
    expect((await authCheck(user)).status).toBe(401);
    expect((await authCheck(stranger, stranger.userId)).status).toBe(200);
  });
});

describe('POST /api/v1/users/{userId}/logout', () => {
  it('answers {success: true} and revokes only that token', async () => {
    const user = await gw.signUp();
    const other = (await gw.request.post('/api/v1/signin').send({ email: user.email, password: user.password })).body;
    const res = await gw.request.post(`/api/v1/users/${user.userId}/logout`).set(bearer(user));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true });

    const revoked = await gw.request.get(`/api/v1/users/${user.userId}`).set(bearer(user));
    expect(revoked.status).toBe(401);
    expect(revoked.body.message).toBe('Please sign in to continue');
    expect((await gw.request.get(`/api/v1/users/${user.userId}`).set(bearer(other))).status).toBe(200);
  });
});

describe('GET /api/v1/users/{userId}/auth_check', () => {
  it('answers {authenticated: true, userId} for a valid token', async () => {
    const user = await gw.signUp();
    const res = await gw.request.get(`/api/v1/users/${user.userId}/auth_check`).set(bearer(user));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ authenticated: true, userId: user.userId });
  });

  it("answers for the caller's own session when an admin checks on another user's path", async () => {
    const admin = await gw.signUp({ admin: true });
    const other = await gw.signUp();
    const res = await gw.request.get(`/api/v1/users/${other.userId}/auth_check`).set(bearer(admin));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ authenticated: true, userId: admin.userId });
  });
});

describe('GET /api/v1/users/{userId}/app_config', () => {
  let body: Record<string, unknown> & {
    fileTypes: { id: string; title: string }[];
    emailTemplates: { id: string; name: string }[];
    countries: { name: string; code: string }[];
    accessSwitches: Record<string, boolean>;
    filters: { sources: { name: string; favicon: string }[]; categories: string[] };
  };
  let user: TestUser;
  beforeAll(async () => {
    user = await gw.signUp();
    const res = await gw.request.get(`/api/v1/users/${user.userId}/app_config`).set(bearer(user));
    expect(res.status).toBe(200);
    body = res.body;
  });

  it('answers exactly fileTypes, emailTemplates, countries, accessSwitches and filters', () => {
    expect(Object.keys(body).sort()).toEqual(['accessSwitches', 'countries', 'emailTemplates', 'fileTypes', 'filters']);
  });

  it('lists file types {id, title} including Resume and Cover Letter', () => {
    expect(body.fileTypes.length).toBeGreaterThan(0);
    for (const t of body.fileTypes) expect(t).toEqual({ id: expect.any(String), title: expect.any(String) });
    expect(body.fileTypes.map((t) => t.title)).toEqual(expect.arrayContaining(['Resume', 'Cover Letter']));
  });

  it('lists email templates {id, name}', () => {
    expect(body.emailTemplates.length).toBeGreaterThan(0);
    for (const t of body.emailTemplates) expect(t).toEqual({ id: expect.any(String), name: expect.any(String) });
  });

  it('lists about 249 countries as {name, code} with unique two-letter codes, Germany among them', () => {
    expect(body.countries.length).toBeGreaterThanOrEqual(245);
    expect(body.countries.length).toBeLessThanOrEqual(255);
    for (const c of body.countries) expect(c).toEqual({ name: expect.any(String), code: expect.stringMatching(/^[A-Z]{2}$/) });
    expect(new Set(body.countries.map((c) => c.code)).size).toBe(body.countries.length);
    expect(body.countries).toContainEqual(expect.objectContaining({ code: 'DE', name: 'Germany' }));
    expect(body.countries).toContainEqual(expect.objectContaining({ code: 'US' }));
  });

  it('answers both access switches, off by default', () => {
    expect(body.accessSwitches).toEqual({ enableFreeAccessForApp: false, enableFreeAccessForNewsletter: false });
  });

  it('reflects an access switch an admin turned on', async () => {
    await gw.services.appConfig.setAccessSwitch('enableFreeAccessForApp', true);
    try {
      const res = await gw.request.get(`/api/v1/users/${user.userId}/app_config`).set(bearer(user));
      expect(res.body.accessSwitches).toEqual({ enableFreeAccessForApp: true, enableFreeAccessForNewsletter: false });
    } finally {
      await gw.services.appConfig.setAccessSwitch('enableFreeAccessForApp', false);
    }
  });

  it('lists filter sources as {name, favicon} with an icon of our own for each (never the board site’s)', () => {
    expect(body.filters.sources.length).toBeGreaterThan(0);
    for (const s of body.filters.sources) expect(s).toEqual({ name: expect.any(String), favicon: expect.stringMatching(/^\/boards\/[a-z0-9-]+\.svg$/) });
    expect(body.filters.sources).toContainEqual({ name: 'Remote OK', favicon: '/boards/remoteok.svg' });
  });

  it('lists the 22 filter category titles as strings, Programming and Crypto among them', () => {
    expect(body.filters.categories).toHaveLength(22);
    for (const c of body.filters.categories) expect(typeof c).toBe('string');
    expect(body.filters.categories).toEqual(expect.arrayContaining(['Programming', 'Crypto']));
    expect(new Set(body.filters.categories).size).toBe(22);
  });
});

describe('GET /api/v1/users/{userId}/job/statuses', () => {
  it('answers {data: [{_id, title}], total} with the statuses in board order', async () => {
    const user = await gw.signUp();
    const res = await gw.request.get(`/api/v1/users/${user.userId}/job/statuses`).set(bearer(user));
    expect(res.status).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual(['data', 'total']);
    expect(res.body.total).toBe(res.body.data.length);
    expect(res.body.data.length).toBeGreaterThan(0);
    for (const s of res.body.data) expect(s).toEqual({ _id: expect.stringMatching(UUID), title: expect.any(String) });
    expect(res.body.data[0].title).toBe('Applied');
    expect(res.body.data.map((s: { title: string }) => s.title)).toEqual(expect.arrayContaining(['Interviewing', 'Offer', 'Rejected']));
  });
});

describe('unknown REST routes', () => {
  it('answer 404 with a message naming the route', async () => {
    const res = await gw.request.get('/api/v1/no/such/route');
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('There is no API route GET /api/v1/no/such/route');
  });
});
