import { RESET_LINK_PROBLEMS } from '@remotehunt/services/accounts/accounts.schemas';
import { bearer } from '../../test/test-gateway';
import { fromGraphQL, TRANSPORTS, type Answer, type Transport } from '../../test/transports';
import { createMailTestGateway, linkIn } from '../../test/mail-gateway';

let gw: Awaited<ReturnType<typeof createMailTestGateway>>;
beforeAll(async () => {
  gw = await createMailTestGateway({ RATE_LIMIT_EMAIL_LINKS_PER_HOUR: '3' });
});
afterAll(() => gw.close());

const RESET_PREFIX = 'http://localhost:4000/#/reset-password/';
const tokenOf = (link: string) => link.slice(RESET_PREFIX.length);

async function resetMailFor(email: string) {
  const res = await gw.request.post('/api/v1/reset_password/email').send({ email });
  expect(res.status).toBe(200);
  const [mail] = await gw.sink.waitFor(1, (m) => m.to.includes(email) && m.subject === 'Reset your RemoteHunt password');
  return tokenOf(linkIn(mail.text, RESET_PREFIX));
}

const LINK_SENT = 'If an account exists for that address, we have sent a link';

async function askForResetLink(transport: Transport, email: string): Promise<Answer> {
  if (transport === 'REST') {
    const res = await gw.request.post('/api/v1/reset_password/email').send({ email });
    return { status: res.status, body: res.body };
  }
  const res = await gw.graphql('mutation ($email: String!) { requestPasswordReset(email: $email) { success message } }', { email });
  return fromGraphQL(res.body, 'requestPasswordReset');
}

describe.each(TRANSPORTS)('asking for a link over %s', (transport) => {
  it('answers the same for an address with and without an account, in words that say neither; only the account gets mail', async () => {
    const user = await gw.signUp();
    const nobody = `nobody-here-${transport.toLowerCase()}@example.com`;
    const known = await askForResetLink(transport, user.email);
    const unknown = await askForResetLink(transport, nobody);

    expect(known).toEqual({ status: 200, body: { success: true, message: LINK_SENT } });
    expect(unknown).toEqual(known);
    await gw.sink.waitFor(1, (m) => m.to.includes(user.email) && m.subject === 'Reset your RemoteHunt password');
    const [{ count }] = await gw.services.db.query(`SELECT count(*)::int AS count FROM mail_messages WHERE to_address = $1`, [nobody]);
    expect(count).toBe(0);
  });
});

it('the emailed link sets a new password once, signs every session out, and the new password signs in', async () => {
  const user = await gw.signUp();
  const otherDevice = await gw.request.post('/api/v1/signin').send({ email: user.email, password: user.password });
  const token = await resetMailFor(user.email);

  const reset = await gw.request.post('/api/v1/reset_password').send({ resetPasswordTokenId: token, password: 'a brand new password' });
  expect(reset.status).toBe(200);
  expect(reset.body.message).toBe('Password changed successfully');

  expect((await gw.request.get(`/api/v1/users/${user.userId}`).set(bearer(user))).status).toBe(401);
  expect((await gw.request.get(`/api/v1/users/${user.userId}`).set(bearer(otherDevice.body))).status).toBe(401);
  expect((await gw.request.post('/api/v1/signin').send({ email: user.email, password: user.password })).status).toBe(401);
  expect((await gw.request.post('/api/v1/signin').send({ email: user.email, password: 'a brand new password' })).status).toBe(200);

  const again = await gw.request.post('/api/v1/reset_password').send({ resetPasswordTokenId: token, password: 'yet another password' });
  expect(again.status).toBe(410);
  expect(again.body.message).toBe(RESET_LINK_PROBLEMS.used);
});

it('a link older than an hour no longer works, and a newer link makes older ones stop working', async () => {
  const user = await gw.signUp();
  const first = await resetMailFor(user.email);
  gw.sink.clear();
  const second = await resetMailFor(user.email);
  await gw.services.db.query(`UPDATE one_time_tokens SET expires_at = now() - interval '1 second' WHERE user_id = $1 AND created_at = (SELECT max(created_at) FROM one_time_tokens WHERE user_id = $1)`, [user.userId]);
  const expired = await gw.request.post('/api/v1/reset_password').send({ resetPasswordTokenId: second, password: 'a brand new password' });
  expect(expired.status).toBe(410);
  expect(expired.body.message).toBe(RESET_LINK_PROBLEMS.expired);
  // The first link is still within its hour: it works, and then neither does.
  expect((await gw.request.post('/api/v1/reset_password').send({ resetPasswordTokenId: first, password: 'a brand new password' })).status).toBe(200);
  const [{ unused }] = await gw.services.db.query(`SELECT count(*)::int AS unused FROM one_time_tokens WHERE user_id = $1 AND used_at IS NULL`, [user.userId]);
  expect(unused).toBe(0);
});

it('checks its input with messages a person can act on, and throttles links per address', async () => {
  const noEmail = await gw.request.post('/api/v1/reset_password/email').send({});
  expect(noEmail.status).toBe(400);
  expect(noEmail.body.message).toBe('Please provide valid email');
  const short = await gw.request.post('/api/v1/reset_password').send({ resetPasswordTokenId: 'x', password: 'short' });
  expect(short.status).toBe(400);
  expect(short.body.message).toBe('Password length should not be less than 8 characters');
  const email = 'throttled@example.com';
  for (let i = 0; i < 3; i++) expect((await gw.request.post('/api/v1/reset_password/email').send({ email })).status).toBe(200);
  const limited = await gw.request.post('/api/v1/reset_password/email').send({ email });
  expect(limited.status).toBe(429);
  expect(limited.body.message).toMatch(/^Too many emails were asked for this address/);
});

it('works the same through GraphQL', async () => {
  const user = await gw.signUp();
  gw.sink.clear();
  const asked = await gw.graphql('mutation ($email: String!) { requestPasswordReset(email: $email) { success } }', { email: user.email });
  expect(asked.body.data).toEqual({ requestPasswordReset: { success: true } });
  const [mail] = await gw.sink.waitFor(1, (m) => m.to.includes(user.email) && m.subject === 'Reset your RemoteHunt password');
  const token = tokenOf(linkIn(mail.text, RESET_PREFIX));
  const done = await gw.graphql('mutation ($t: String!, $p: String!) { resetPassword(token: $t, password: $p) }', { t: token, p: 'graphql new password' });
  expect(done.body.data).toEqual({ resetPassword: true });
  const reused = await gw.graphql('mutation ($t: String!, $p: String!) { resetPassword(token: $t, password: $p) }', { t: token, p: 'graphql new password' });
  expect(reused.body.errors[0]).toMatchObject({ message: RESET_LINK_PROBLEMS.used, extensions: { code: 'GONE', status: 410 } });
});

describe('a link that cannot set a password says why, the same over REST and GraphQL', () => {
  const overRest = async (token: string, password: string) => {
    const res = await gw.request.post('/api/v1/reset_password').send({ resetPasswordTokenId: token, password });
    return { status: res.status, message: res.body.message };
  };
  const overGraphQL = async (token: string, password: string) => {
    const res = await gw.graphql('mutation ($t: String!, $p: String!) { resetPassword(token: $t, password: $p) }', { t: token, p: password });
    const error = res.body.errors?.[0];
    return error ? { status: error.extensions.status, message: error.message } : { status: 200, message: undefined };
  };

  it.each([
    ['REST', overRest],
    ['GraphQL', overGraphQL],
  ])('over %s', async (_transport, reset) => {
    const user = await gw.signUp();
    gw.sink.clear();
    const used = await resetMailFor(user.email);
    expect((await reset(used, 'a brand new password')).status).toBe(200);
    gw.sink.clear();
    const expired = await resetMailFor(user.email);
    await gw.services.db.query(`UPDATE one_time_tokens SET expires_at = now() - interval '1 second' WHERE user_id = $1 AND used_at IS NULL`, [user.userId]);

    expect(await reset(used, 'another new password')).toEqual({ status: 410, message: RESET_LINK_PROBLEMS.used });
    expect(await reset(expired, 'another new password')).toEqual({ status: 410, message: RESET_LINK_PROBLEMS.expired });
    expect(await reset('never-issued-token', 'another new password')).toEqual({ status: 404, message: RESET_LINK_PROBLEMS.unknown });
    expect(await reset('', 'another new password')).toEqual({ status: 404, message: RESET_LINK_PROBLEMS.unknown });
    // A password too short is the form's mistake, whatever the link: the field's message, not the link's.
    expect(await reset(expired, 'short')).toEqual({ status: 400, message: 'Password length should not be less than 8 characters' });
  });
});
