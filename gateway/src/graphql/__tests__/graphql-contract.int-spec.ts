import { existsSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { createTestGateway, bearer, type TestGateway, type TestUser } from '../../test/test-gateway';

// Every GraphQL operation as a client sees it, and that it answers what the
// matching REST route answers (both call the same services).

let gw: TestGateway;
beforeAll(async () => {
  gw = await createTestGateway();
});
afterAll(() => gw.close());

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const USER_FIELDS = `
  _id userId name email admin recruiter isAdmin
  profilePic { _id file { name } fileUrl }
  session { tags categories sources hideViewedJobs worldwide }
  country timezone
  appSubscription { status active endTime subscriptionId lifetime }`;
const SESSION_FIELDS = `token userId expiry exp iat userInfo { ${USER_FIELDS} }`;
const APP_CONFIG_FIELDS = `
  fileTypes { id title }
  emailTemplates { id name }
  countries { name code }
  accessSwitches { enableFreeAccessForApp enableFreeAccessForNewsletter }
  filters { sources { name favicon } categories }`;

const SIGN_UP = `mutation SignUp($input: SignUpInput!) { signUp(input: $input) { ${SESSION_FIELDS} } }`;
const SIGN_IN = `mutation SignIn($input: SignInInput!) { signIn(input: $input) { ${SESSION_FIELDS} } }`;
const ME = `query Me { me { ${USER_FIELDS} } }`;
const UPDATE_PROFILE = `mutation UpdateProfile($input: UpdateProfileInput!) { updateProfile(input: $input) { ${USER_FIELDS} } }`;
const CHANGE_PASSWORD = `mutation ChangePassword($input: ChangePasswordInput!) { changePassword(input: $input) }`;

async function uploadAvatar(user: TestUser) {
  const png = await sharp({ create: { width: 40, height: 40, channels: 3, background: 'red' } }).png().toBuffer();
  const res = await gw.request.put(`/api/v1/users/${user.userId}`).set(bearer(user)).field('name', 'Pictured').attach('profile_pic', png, 'me.png');
  expect(res.status).toBe(200);
  return res.body.profilePic as { _id: string; fileUrl: string };
}

/** The one error of a failed operation, after checking there is exactly one. */
function onlyError(body: { errors?: { message: string; extensions: Record<string, unknown> }[] }) {
  expect(body.errors).toHaveLength(1);
  return body.errors![0];
}

describe('signUp', () => {
  it('answers the session {token, userId, expiry, exp, iat, userInfo} of a new trial user', async () => {
    const res = await gw.graphql(SIGN_UP, {
      input: { name: ' Linus ', email: 'Linus@Example.com', password: 'longenough', confirmPassword: 'longenough', acceptTerms: true },
    });
    expect(res.status).toBe(200);
    expect(res.body.errors).toBeUndefined();
    const session = res.body.data.signUp;
    expect(session).toEqual({
      token: expect.stringMatching(/^[\w-]+\.[\w-]+\.[\w-]+$/),
      userId: expect.stringMatching(UUID),
      expiry: expect.any(String),
      exp: expect.any(Number),
      iat: expect.any(Number),
      userInfo: {
        _id: session.userId,
        userId: session.userId,
        name: 'Linus',
        email: 'linus@example.com',
        admin: false,
        recruiter: false,
        isAdmin: false,
        profilePic: null,
        session: { tags: [], categories: [], sources: [], hideViewedJobs: false, worldwide: false },
        country: null,
        timezone: null,
        appSubscription: { status: 'trial', active: true, endTime: expect.any(String), subscriptionId: null, lifetime: false },
      },
    });
    expect(Math.floor(Date.parse(session.expiry) / 1000)).toBe(session.exp);
    expect(session.exp).toBeGreaterThan(session.iat);
    expect((await gw.graphql('{ me { _id } }', {}, session.token)).body.data.me._id).toBe(session.userId);
  });

  it('refuses an invalid sign-up with the spec message as BAD_USER_INPUT (400)', async () => {
    const res = await gw.graphql(SIGN_UP, { input: { name: 'Ann', email: 'ann-mismatch@example.com', password: 'longenough', confirmPassword: 'other-one' } });
    expect(res.body.data).toBeNull();
    expect(onlyError(res.body)).toMatchObject({
      message: 'Password and Confirm Password are not matching',
      extensions: { code: 'BAD_USER_INPUT', status: 400 },
    });
  });

  it('refuses an email already taken, in any case, as BAD_USER_INPUT (400)', async () => {
    await gw.signUp({ email: 'gql-taken@example.com' });
    const res = await gw.graphql(SIGN_UP, { input: { name: 'Ann', email: 'GQL-Taken@example.com', password: 'longenough' } });
    expect(onlyError(res.body)).toMatchObject({
      message: 'An account with this email already exists, please sign in instead',
      extensions: { code: 'BAD_USER_INPUT', status: 400 },
    });
  });
});

describe('signIn', () => {
  it('answers a new session for the right password, the same as REST /signin', async () => {
    const user = await gw.signUp({ name: 'Gql Signer' });
    const res = await gw.graphql(SIGN_IN, { input: { email: user.email.toUpperCase(), password: user.password } });
    const session = res.body.data.signIn;
    expect(session.userId).toBe(user.userId);
    expect(session.token).not.toBe(user.token);
    const rest = await gw.request.get(`/api/v1/users/${user.userId}`).set(bearer(user));
    expect(session.userInfo).toEqual(rest.body);
  });

  it.each([
    ['a wrong password', (u: TestUser) => ({ email: u.email, password: 'wrong-password' })],
    ['an unknown email', () => ({ email: 'nobody-gql@example.com', password: 'whatever123' })],
  ])('answers UNAUTHENTICATED (401) "Incorrect email or password" for %s', async (_label, input) => {
    const user = await gw.signUp();
    const res = await gw.graphql(SIGN_IN, { input: input(user) });
    expect(res.body.data).toBeNull();
    expect(onlyError(res.body)).toMatchObject({
      message: 'Incorrect email or password',
      extensions: { code: 'UNAUTHENTICATED', status: 401 },
    });
  });
});

describe('me', () => {
  it('answers the signed-in user, field for field what GET /users/{userId} answers', async () => {
    const user = await gw.signUp({ name: 'Me Myself', admin: true });
    await uploadAvatar(user);
    const res = await gw.graphql(ME, {}, user.token);
    const rest = await gw.request.get(`/api/v1/users/${user.userId}`).set(bearer(user));
    expect(res.body.data.me).toEqual(rest.body);
    expect(res.body.data.me).toMatchObject({ _id: user.userId, name: 'Pictured', admin: true, isAdmin: true, profilePic: { file: { name: 'me.webp' } } });
  });
});

describe('logout', () => {
  it('answers true and revokes the token for GraphQL and REST alike', async () => {
    const user = await gw.signUp();
    const res = await gw.graphql('mutation { logout }', {}, user.token);
    expect(res.body).toEqual({ data: { logout: true } });
    expect(onlyError((await gw.graphql(ME, {}, user.token)).body).extensions).toEqual({ code: 'UNAUTHENTICATED', status: 401 });
    expect((await gw.request.get(`/api/v1/users/${user.userId}/auth_check`).set(bearer(user))).status).toBe(401);
  });
});

describe('updateProfile', () => {
  it('changes the name and answers the user', async () => {
    const user = await gw.signUp({ name: 'Before' });
    const res = await gw.graphql(UPDATE_PROFILE, { input: { name: '  After  ' } }, user.token);
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data.updateProfile).toMatchObject({ _id: user.userId, name: 'After', email: user.email });
    expect((await gw.request.get(`/api/v1/users/${user.userId}`).set(bearer(user))).body.name).toBe('After');
  });

  it('keeps the name when none is given', async () => {
    const user = await gw.signUp({ name: 'Unchanged' });
    const res = await gw.graphql(UPDATE_PROFILE, { input: {} }, user.token);
    expect(res.body.data.updateProfile.name).toBe('Unchanged');
  });

  it.each([
    ['an empty name', '', 'Please provide valid name'],
    ['a whitespace name', '   ', 'Please provide valid name'],
    ['a 101-character name', 'n'.repeat(101), 'Name must be at most 100 characters'],
  ])('refuses %s as BAD_USER_INPUT (400)', async (_label, name, message) => {
    const user = await gw.signUp({ name: 'Kept' });
    const res = await gw.graphql(UPDATE_PROFILE, { input: { name } }, user.token);
    expect(onlyError(res.body)).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT', status: 400 } });
    expect((await gw.request.get(`/api/v1/users/${user.userId}`).set(bearer(user))).body.name).toBe('Kept');
  });
});

describe('changePassword', () => {
  it('answers true; the new password signs in, the old does not, and only the caller stays signed in', async () => {
    const user = await gw.signUp({ password: 'old-password' });
    const caller = (await gw.graphql(SIGN_IN, { input: { email: user.email, password: 'old-password' } })).body.data.signIn;
    const res = await gw.graphql(CHANGE_PASSWORD, { input: { password: 'old-password', newPassword: 'new-password' } }, caller.token);
    expect(res.body).toEqual({ data: { changePassword: true } });

    expect((await gw.graphql(ME, {}, caller.token)).body.data.me._id).toBe(user.userId);
    expect(onlyError((await gw.graphql(ME, {}, user.token)).body).extensions.code).toBe('UNAUTHENTICATED');
    expect((await gw.graphql(SIGN_IN, { input: { email: user.email, password: 'new-password' } })).body.data.signIn.userId).toBe(user.userId);
    expect(onlyError((await gw.graphql(SIGN_IN, { input: { email: user.email, password: 'old-password' } })).body).extensions.code).toBe(
      'UNAUTHENTICATED',
    );
  });

  it.each([
    ['blank passwords', { password: '  ', newPassword: '  ' }, 'Current & Previous passwords are not matching, Please provide valid passwords.'],
    ['a short new password', { password: 'old-password', newPassword: 'short' }, 'Password length should not be less than 8 characters'],
    ['a wrong current password', { password: 'not-my-password', newPassword: 'new-password' }, 'Current password is incorrect'],
  ])('refuses %s as BAD_USER_INPUT (400) and keeps the old password', async (_label, input, message) => {
    const user = await gw.signUp({ password: 'old-password' });
    const res = await gw.graphql(CHANGE_PASSWORD, { input }, user.token);
    expect(res.body.data).toBeNull();
    expect(onlyError(res.body)).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT', status: 400 } });
    expect((await gw.request.post('/api/v1/signin').send({ email: user.email, password: 'old-password' })).status).toBe(200);
  });
});

describe('deleteAvatar', () => {
  it('answers the user without profilePic and deletes the stored bytes', async () => {
    const user = await gw.signUp();
    const pic = await uploadAvatar(user);
    const [row] = await gw.services.db.query(`SELECT storage_key FROM stored_files WHERE id = $1`, [pic._id]);
    const file = path.join(gw.services.config.dataDir, row.storage_key);
    expect(existsSync(file)).toBe(true);

    const res = await gw.graphql(`mutation { deleteAvatar { _id profilePic { _id } } }`, {}, user.token);
    expect(res.body).toEqual({ data: { deleteAvatar: { _id: user.userId, profilePic: null } } });
    expect(existsSync(file)).toBe(false);
    expect((await gw.request.get(pic.fileUrl).set(bearer(user))).status).toBe(404);
  });

  it('answers NOT_FOUND (404) when there is no avatar', async () => {
    const user = await gw.signUp();
    const res = await gw.graphql(`mutation { deleteAvatar { _id } }`, {}, user.token);
    expect(onlyError(res.body)).toMatchObject({ message: 'The avatar was not found', extensions: { code: 'NOT_FOUND', status: 404 } });
  });
});

describe('appConfig', () => {
  it('answers what GET /users/{userId}/app_config answers', async () => {
    const user = await gw.signUp();
    const res = await gw.graphql(`{ appConfig { ${APP_CONFIG_FIELDS} } }`, {}, user.token);
    const rest = await gw.request.get(`/api/v1/users/${user.userId}/app_config`).set(bearer(user));
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data.appConfig).toEqual(rest.body);
    expect(res.body.data.appConfig.countries).toContainEqual({ name: 'Germany', code: 'DE' });
    expect(res.body.data.appConfig.filters.categories).toEqual(expect.arrayContaining(['Programming', 'Crypto']));
    expect(res.body.data.appConfig.accessSwitches).toEqual({ enableFreeAccessForApp: false, enableFreeAccessForNewsletter: false });
  });
});

describe('jobStatuses', () => {
  it('answers the statuses [{_id, title}] that GET /users/{userId}/job/statuses lists', async () => {
    const user = await gw.signUp();
    const res = await gw.graphql('{ jobStatuses { _id title } }', {}, user.token);
    const rest = await gw.request.get(`/api/v1/users/${user.userId}/job/statuses`).set(bearer(user));
    expect(res.body.data.jobStatuses).toEqual(rest.body.data);
    expect(res.body.data.jobStatuses.length).toBeGreaterThan(0);
    expect(res.body.data.jobStatuses[0]).toEqual({ _id: expect.stringMatching(UUID), title: 'Applied' });
  });
});

describe('jobCategories', () => {
  it('is public: answers the 22 categories {slug, title} without a token', async () => {
    const res = await gw.graphql('{ jobCategories { slug title } }');
    expect(res.body.errors).toBeUndefined();
    const categories: { slug: string; title: string }[] = res.body.data.jobCategories;
    expect(categories).toHaveLength(22);
    for (const c of categories) expect(c).toEqual({ slug: expect.stringMatching(/^[a-z0-9-]+$/), title: expect.any(String) });
    expect(categories).toContainEqual({ slug: 'programming', title: 'Programming' });
    expect(categories).toContainEqual({ slug: 'crypto', title: 'Crypto' });
    const user = await gw.signUp();
    const filters = (await gw.request.get(`/api/v1/users/${user.userId}/app_config`).set(bearer(user))).body.filters.categories;
    expect(categories.map((c) => c.title)).toEqual(filters);
  });
});

describe('bootstrap', () => {
  it('answers me, appConfig and jobStatuses in one request', async () => {
    const user = await gw.signUp({ name: 'Booted' });
    const res = await gw.graphql(
      `query Bootstrap { bootstrap { me { ${USER_FIELDS} } appConfig { ${APP_CONFIG_FIELDS} } jobStatuses { _id title } } }`,
      {},
      user.token,
    );
    expect(res.body.errors).toBeUndefined();
    const { me, appConfig, jobStatuses } = res.body.data.bootstrap;
    expect(me).toEqual((await gw.request.get(`/api/v1/users/${user.userId}`).set(bearer(user))).body);
    expect(me.name).toBe('Booted');
    expect(appConfig).toEqual((await gw.request.get(`/api/v1/users/${user.userId}/app_config`).set(bearer(user))).body);
    expect(jobStatuses).toEqual((await gw.request.get(`/api/v1/users/${user.userId}/job/statuses`).set(bearer(user))).body.data);
  });
});

describe('bad GraphQL input is a client error, never INTERNAL_SERVER_ERROR', () => {
  const CASES: [string, string, string, Record<string, unknown>, RegExp][] = [
    ['a number where a String is expected', 'BAD_USER_INPUT', SIGN_UP, { input: { name: 123, email: 'a@example.com', password: 'longenough' } }, /String cannot represent/],
    ['a string where a Boolean is expected', 'BAD_USER_INPUT', SIGN_UP, { input: { name: 'A', email: 'a@example.com', password: 'longenough', acceptTerms: 'yes' } }, /Boolean cannot represent/],
    ['an object where a String is expected', 'BAD_USER_INPUT', SIGN_IN, { input: { email: { $ne: null }, password: 'x' } }, /String cannot represent/],
    ['a missing required variable', 'BAD_USER_INPUT', SIGN_UP, {}, /was not provided/],
    ['a missing required input field', 'BAD_USER_INPUT', SIGN_IN, { input: { email: 'a@example.com' } }, /password.*required/],
    ['an unknown input field such as admin', 'BAD_USER_INPUT', SIGN_UP, { input: { name: 'A', email: 'a@example.com', password: 'longenough', admin: true } }, /admin/],
    ['a null for a non-null input', 'BAD_USER_INPUT', SIGN_IN, { input: null }, /must not be null/],
    ['a syntax error', 'GRAPHQL_PARSE_FAILED', 'mutation { signIn( }', {}, /Syntax Error/],
    ['an unknown field', 'GRAPHQL_VALIDATION_FAILED', '{ me { password } }', {}, /Cannot query field "password"/],
    ['an unknown operation', 'GRAPHQL_VALIDATION_FAILED', '{ users { _id } }', {}, /Cannot query field "users"/],
  ];

  it.each(CASES)('%s answers %s with status 400 and a message', async (_label, code, query, variables, message) => {
    const res = await gw.graphql(query, variables);
    expect(res.body.data).toBeUndefined();
    expect(res.body.errors.length).toBeGreaterThan(0);
    for (const error of res.body.errors) {
      expect(error.extensions).toEqual({ code, status: 400 });
      expect(error.extensions.code).not.toBe('INTERNAL_SERVER_ERROR');
    }
    expect(res.body.errors[0].message).toMatch(message);
    expect(res.status).toBe(400);
  });

  it('stores nothing for an input carrying admin: true', async () => {
    expect(await gw.services.db.query(`SELECT id FROM users WHERE email = 'a@example.com'`)).toEqual([]);
  });

  it('answers a body that is not JSON with a 400 and a message', async () => {
    const res = await gw.request.post('/graphql').set('content-type', 'application/json').send('{"query": ');
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toMatch(/not valid JSON/);
  });

  it('refuses a simple (CSRF-able) request without a JSON content type', async () => {
    const res = await gw.request.post('/graphql').set('content-type', 'text/plain').send(JSON.stringify({ query: '{ jobCategories { slug } }' }));
    expect(res.status).toBe(400);
    expect(res.body.errors[0]).toMatchObject({ message: expect.stringMatching(/Cross-Site Request Forgery/), extensions: { code: 'BAD_REQUEST', status: 400 } });
  });
});
