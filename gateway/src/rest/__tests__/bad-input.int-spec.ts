import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import type { Test } from 'supertest';
import { createTestGateway, bearer, type TestGateway, type TestUser } from '../../test/test-gateway';

// What a caller gets back for input the API cannot accept: always a 4xx with a
// message a person can act on, never a 500, and nothing stored.

let gw: TestGateway;
let smallAvatarGw: TestGateway;
let owner: TestUser;
let admin: TestUser;
let noisyPng: Buffer;

const OWNER_PASSWORD = 'owners-password';
const TAKEN_EMAIL = 'taken@example.com';
const BLANK_PASSWORDS = 'Current & Previous passwords are not matching, Please provide valid passwords.';
const SHORT_PASSWORD = 'Password length should not be less than 8 characters';
const NOT_AN_IMAGE = 'The profile picture must be a JPEG, PNG, WebP or GIF image';
const NOT_JSON = 'The request body is not valid JSON';

beforeAll(async () => {
  // Both gateways share the database, and each empties it when created: create both before any user.
  gw = await createTestGateway();
  smallAvatarGw = await createTestGateway({ AVATAR_MAX_BYTES: '2000' });
  owner = await gw.signUp({ name: 'Owner', password: OWNER_PASSWORD });
  admin = await gw.signUp({ name: 'Admin', admin: true });
  await gw.signUp({ email: TAKEN_EMAIL });
  // Random pixels do not compress: a valid PNG well over 2000 bytes.
  noisyPng = await sharp(randomBytes(64 * 64 * 3), { raw: { width: 64, height: 64, channels: 3 } }).png().toBuffer();
});
afterAll(async () => {
  await smallAvatarGw?.close();
  await gw?.close();
});

const validSignUp = { name: 'Valid Name', email: 'fresh@example.com', password: 'longenough' };
const signUp = (body: unknown) => gw.request.post('/api/v1/signup').send(body as object);
const rawJson = (path: string, text: string) => gw.request.post(path).set('content-type', 'application/json').send(text);
const changePassword = (body: unknown) =>
  gw.request.post(`/api/v1/users/${owner.userId}/change_password`).set(bearer(owner)).send(body as object);
const putProfile = () => gw.request.put(`/api/v1/users/${owner.userId}`).set(bearer(owner));

interface BadInputCase {
  name: string;
  send: () => Test;
  status: number;
  message: string | RegExp;
}

const CASES: BadInputCase[] = [
  // Bodies that are not a JSON object
  { name: 'sign-up with malformed JSON', send: () => rawJson('/api/v1/signup', '{"name": "Ann",'), status: 400, message: NOT_JSON },
  { name: 'sign-in with malformed JSON', send: () => rawJson('/api/v1/signin', "{email: 'a@b.com'}"), status: 400, message: NOT_JSON },
  { name: 'sign-up with a JSON array body', send: () => rawJson('/api/v1/signup', '[]'), status: 400, message: 'The request body must be a JSON object' },
  { name: 'sign-up with a JSON array of the right fields', send: () => rawJson('/api/v1/signup', JSON.stringify([validSignUp])), status: 400, message: /\S/ },
  { name: 'sign-up with a JSON number body', send: () => rawJson('/api/v1/signup', '42'), status: 400, message: NOT_JSON },
  { name: 'sign-up with a JSON string body', send: () => rawJson('/api/v1/signup', '"hello"'), status: 400, message: NOT_JSON },
  { name: 'sign-up with a JSON null body', send: () => rawJson('/api/v1/signup', 'null'), status: 400, message: NOT_JSON },
  { name: 'sign-up with an empty JSON body', send: () => rawJson('/api/v1/signup', ''), status: 400, message: 'Please provide valid name' },
  { name: 'sign-up sent as text/plain', send: () => gw.request.post('/api/v1/signup').set('content-type', 'text/plain').send('name=Ann'), status: 400, message: 'Please provide valid name' },
  {
    name: 'sign-up with a JSON body over the 100kb limit',
    send: () => signUp({ ...validSignUp, padding: 'x'.repeat(110 * 1024) }),
    status: 413,
    message: 'The request body is too large',
  },
  // Wrong types
  { name: 'sign-up with name: 123', send: () => signUp({ ...validSignUp, name: 123 }), status: 400, message: 'Please provide valid name' },
  { name: 'sign-up with email: true', send: () => signUp({ ...validSignUp, email: true }), status: 400, message: 'Please provide valid email' },
  { name: 'sign-up with password: {}', send: () => signUp({ ...validSignUp, password: {} }), status: 400, message: 'Please provide valid password' },
  { name: 'sign-up with name: null', send: () => signUp({ ...validSignUp, name: null }), status: 400, message: 'Please provide valid name' },
  { name: 'sign-in with email: 123', send: () => gw.request.post('/api/v1/signin').send({ email: 123, password: 'longenough' }), status: 400, message: 'Please provide valid email' },
  { name: 'sign-in with password: ["a"]', send: () => gw.request.post('/api/v1/signin').send({ email: owner.email, password: ['a'] }), status: 400, message: 'Please provide valid password' },
  // Missing fields
  { name: 'sign-up without a name', send: () => signUp({ email: validSignUp.email, password: validSignUp.password }), status: 400, message: 'Please provide valid name' },
  { name: 'sign-up without an email', send: () => signUp({ name: 'Ann', password: 'longenough' }), status: 400, message: 'Please provide valid email' },
  { name: 'sign-up without a password', send: () => signUp({ name: 'Ann', email: validSignUp.email }), status: 400, message: 'Please provide valid password' },
  { name: 'sign-in without a password', send: () => gw.request.post('/api/v1/signin').send({ email: owner.email }), status: 400, message: 'Please provide valid password' },
  { name: 'sign-in without an email', send: () => gw.request.post('/api/v1/signin').send({ password: 'longenough' }), status: 400, message: 'Please provide valid email' },
  // Names
  { name: 'sign-up with an empty name', send: () => signUp({ ...validSignUp, name: '' }), status: 400, message: 'Please provide valid name' },
  { name: 'sign-up with a whitespace-only name', send: () => signUp({ ...validSignUp, name: ' \t  ' }), status: 400, message: 'Please provide valid name' },
  { name: 'sign-up with a 101-character name', send: () => signUp({ ...validSignUp, name: 'n'.repeat(101) }), status: 400, message: 'Name must be at most 100 characters' },
  // Emails
  ...['not-an-email', 'ann@', '@example.com', 'ann@example', 'ann example@example.com', 'ann@@example.com', `${'a'.repeat(250)}@example.com`].map(
    (email): BadInputCase => ({ name: `sign-up with the email "${email.slice(0, 30)}"`, send: () => signUp({ ...validSignUp, email }), status: 400, message: 'Please provide valid email' }),
  ),
  // Passwords and sign-up confirmations
  { name: 'sign-up with a 7-character password', send: () => signUp({ ...validSignUp, password: '1234567' }), status: 400, message: SHORT_PASSWORD },
  { name: 'sign-up with an empty password', send: () => signUp({ ...validSignUp, password: '' }), status: 400, message: 'Please provide valid password' },
  { name: 'sign-up with a 257-character password', send: () => signUp({ ...validSignUp, password: 'p'.repeat(257) }), status: 400, message: 'Password must be at most 256 characters' },
  {
    name: 'sign-up whose confirmPassword does not match',
    send: () => signUp({ ...validSignUp, confirmPassword: 'different1' }),
    status: 400,
    message: 'Password and Confirm Password are not matching',
  },
  {
    name: 'sign-up with acceptTerms: false',
    send: () => signUp({ ...validSignUp, acceptTerms: false }),
    status: 400,
    message: 'Please agree to the terms & conditions by selecting the option',
  },
  {
    name: 'sign-up with acceptTerms: "yes" (not a boolean)',
    send: () => signUp({ ...validSignUp, acceptTerms: 'yes' }),
    status: 400,
    message: 'Please agree to the terms & conditions by selecting the option',
  },
  {
    name: 'sign-up with an email already taken, in another letter case',
    send: () => signUp({ ...validSignUp, email: ' TAKEN@Example.COM ' }),
    status: 400,
    message: 'An account with this email already exists, please sign in instead',
  },
  // Change password
  { name: 'change_password with blank fields', send: () => changePassword({ password: '   ', newPassword: '  ' }), status: 400, message: BLANK_PASSWORDS },
  { name: 'change_password with a blank new password', send: () => changePassword({ password: OWNER_PASSWORD, newPassword: '        ' }), status: 400, message: BLANK_PASSWORDS },
  { name: 'change_password without any field', send: () => changePassword({}), status: 400, message: BLANK_PASSWORDS },
  { name: 'change_password with a number as new password', send: () => changePassword({ password: OWNER_PASSWORD, newPassword: 12345678 }), status: 400, message: BLANK_PASSWORDS },
  { name: 'change_password with a short new password', send: () => changePassword({ password: OWNER_PASSWORD, newPassword: 'short' }), status: 400, message: SHORT_PASSWORD },
  { name: 'change_password with a wrong current password', send: () => changePassword({ password: 'not-the-password', newPassword: 'brand-new-password' }), status: 400, message: 'Current password is incorrect' },
  // Profile updates and avatars
  { name: 'PUT user with an empty name', send: () => putProfile().field('name', ''), status: 400, message: 'Please provide valid name' },
  { name: 'PUT user with a 101-character name', send: () => putProfile().field('name', 'n'.repeat(101)), status: 400, message: 'Name must be at most 100 characters' },
  { name: 'PUT user with JSON name: 123', send: () => putProfile().send({ name: 123 }), status: 400, message: 'Please provide valid name' },
  {
    name: 'PUT user with a text file named .png as avatar',
    send: () => putProfile().field('name', 'Owner').attach('profile_pic', Buffer.from('just some text, not an image'), { filename: 'me.png', contentType: 'image/png' }),
    status: 415,
    message: NOT_AN_IMAGE,
  },
  {
    name: 'PUT user with an SVG avatar',
    send: () =>
      putProfile()
        .field('name', 'Owner')
        .attach('profile_pic', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40"><rect width="40" height="40" fill="red"/></svg>'), {
          filename: 'me.svg',
          contentType: 'image/svg+xml',
        }),
    status: 415,
    message: NOT_AN_IMAGE,
  },
  {
    name: 'PUT user with an empty avatar file',
    send: () => putProfile().field('name', 'Owner').attach('profile_pic', Buffer.alloc(0), 'empty.png'),
    status: 415,
    message: NOT_AN_IMAGE,
  },
  {
    name: 'PUT user with an avatar over the size limit',
    send: () =>
      smallAvatarGw.request.put(`/api/v1/users/${owner.userId}`).set(bearer(owner)).field('name', 'Owner').attach('profile_pic', noisyPng, 'big.png'),
    status: 413,
    message: 'The profile picture must be at most 2 KB',
  },
  {
    name: 'PUT user with the file under an unexpected field',
    send: () => putProfile().field('name', 'Owner').attach('avatar', noisyPng, 'me.png'),
    status: 400,
    message: 'Unexpected file field in the upload: avatar',
  },
  {
    name: 'PUT user with two avatar files',
    send: () => putProfile().attach('profile_pic', noisyPng, 'a.png').attach('profile_pic', noisyPng, 'b.png'),
    status: 400,
    message: 'Send one file at a time',
  },
  {
    name: 'PUT user with a malformed multipart body',
    send: () => putProfile().set('content-type', 'multipart/form-data; boundary=xyz').send('--xyz\r\nContent-Disposition: form-data; name="name"\r\n\r\nOwner'),
    status: 400,
    message: 'The upload could not be read, please send a valid multipart form',
  },
  {
    name: 'PUT user with a multipart content type but no boundary',
    send: () => putProfile().set('content-type', 'multipart/form-data').send('name=Owner'),
    status: 400,
    message: 'The upload could not be read, please send a valid multipart form',
  },
  // Admin queries with bad parameters (the admin is asked in beforeAll)
  { name: 'ingestion runs with a non-numeric limit', send: () => gw.request.get(`/api/v1/users/${admin.userId}/admin/ingestion_runs?limit=lots`).set(bearer(admin)), status: 400, message: 'limit must be a number' },
  { name: 'ingestion runs with a limit over 500', send: () => gw.request.get(`/api/v1/users/${admin.userId}/admin/ingestion_runs?limit=501`).set(bearer(admin)), status: 400, message: 'limit must be between 1 and 500' },
  { name: 'ingestion runs of a malformed board id', send: () => gw.request.get(`/api/v1/users/${admin.userId}/admin/ingestion_runs?boardId=remoteok`).set(bearer(admin)), status: 400, message: 'boardId must be a job board id' },
  // Unknown things
  { name: 'GET a file id that does not exist', send: () => gw.request.get(`/api/v1/users/${owner.userId}/file/6b1e0a52-7d3c-4c59-9a51-2f0c9a3e8b11`).set(bearer(owner)), status: 404, message: 'The file was not found' },
  { name: 'GET a malformed file id', send: () => gw.request.get(`/api/v1/users/${owner.userId}/file/..%2F..%2Fetc%2Fpasswd`).set(bearer(owner)), status: 404, message: 'The file was not found' },
  { name: 'DELETE an avatar that was never uploaded', send: () => gw.request.delete(`/api/v1/users/${owner.userId}/profile_pic`).set(bearer(owner)), status: 404, message: 'The avatar was not found' },
  { name: 'an unknown route under the user', send: () => gw.request.get(`/api/v1/users/${owner.userId}/no_such_thing`).set(bearer(owner)), status: 404, message: /no API route/ },
];

it('has at least 30 bad-input cases', () => {
  expect(CASES.length).toBeGreaterThanOrEqual(30);
});

it.each(CASES.map((c) => [c.name, c] as const))('%s answers a 4xx with a readable message', async (_name, c) => {
  const res = await c.send();
  expect(res.status).toBe(c.status);
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  expect(typeof res.body.message).toBe('string');
  expect(res.body.message.trim().length).toBeGreaterThan(3);
  if (typeof c.message === 'string') expect(res.body.message).toBe(c.message);
  else expect(res.body.message).toMatch(c.message);
  expect(res.body.message).not.toMatch(/Something went wrong|stack|at \w+ \(/);
});

describe('after every refused request', () => {
  it('the owner still has their name, no avatar and their password, and no stray files or accounts exist', async () => {
    const info = await gw.request.get(`/api/v1/users/${owner.userId}`).set(bearer(owner));
    expect(info.body).toMatchObject({ name: 'Owner', profilePic: null });
    expect((await gw.request.post('/api/v1/signin').send({ email: owner.email, password: OWNER_PASSWORD })).status).toBe(200);
    expect(await gw.services.db.query(`SELECT id FROM stored_files`)).toEqual([]);
    expect(await gw.services.db.query(`SELECT id FROM users WHERE email = $1`, [validSignUp.email])).toEqual([]);
    expect(await gw.services.db.query(`SELECT count(*)::int AS n FROM users WHERE lower(email) = $1`, [TAKEN_EMAIL])).toEqual([{ n: 1 }]);
  });
});

describe('unknown fields are ignored and never stored', () => {
  const ROLE_FIELDS = { admin: true, recruiter: true, isAdmin: true, is_admin: true, is_recruiter: true };

  async function roleColumns(userId: string) {
    const [row] = await gw.services.db.query(`SELECT is_admin, is_recruiter, email FROM users WHERE id = $1`, [userId]);
    return row;
  }

  it('sign-up with admin/recruiter/isAdmin: true creates a plain user', async () => {
    const res = await signUp({ name: 'Sneaky', email: 'sneaky@example.com', password: 'longenough', ...ROLE_FIELDS, appSubscription: { lifetime: true } });
    expect(res.status).toBe(201);
    expect(res.body.userInfo).toMatchObject({ admin: false, recruiter: false, isAdmin: false, appSubscription: { status: 'trial', lifetime: false } });
    const info = await gw.request.get(`/api/v1/users/${res.body.userId}`).set(bearer(res.body));
    expect(info.body).toMatchObject({ admin: false, recruiter: false, isAdmin: false });
    expect(await roleColumns(res.body.userId)).toEqual({ is_admin: false, is_recruiter: false, email: 'sneaky@example.com' });
  });

  it('PUT /users/{id} with role fields and an email (JSON) changes only the name', async () => {
    const user = await gw.signUp({ email: 'put-json@example.com' });
    const res = await gw.request
      .put(`/api/v1/users/${user.userId}`)
      .set(bearer(user))
      .send({ name: 'Renamed', email: 'hijack@example.com', ...ROLE_FIELDS });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ name: 'Renamed', email: 'put-json@example.com', admin: false, recruiter: false, isAdmin: false });
    expect(await roleColumns(user.userId)).toEqual({ is_admin: false, is_recruiter: false, email: 'put-json@example.com' });
  });

  it('PUT /users/{id} with role fields and an email (multipart) changes only the name', async () => {
    const user = await gw.signUp({ email: 'put-form@example.com' });
    let req = gw.request.put(`/api/v1/users/${user.userId}`).set(bearer(user)).field('name', 'Renamed Too').field('email', 'hijack2@example.com');
    for (const field of Object.keys(ROLE_FIELDS)) req = req.field(field, 'true');
    const res = await req;
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ name: 'Renamed Too', email: 'put-form@example.com', admin: false, recruiter: false, isAdmin: false });
    const info = await gw.request.get(`/api/v1/users/${user.userId}`).set(bearer(user));
    expect(info.body).toMatchObject({ name: 'Renamed Too', admin: false, recruiter: false, isAdmin: false });
    expect(await roleColumns(user.userId)).toEqual({ is_admin: false, is_recruiter: false, email: 'put-form@example.com' });
  });
});
