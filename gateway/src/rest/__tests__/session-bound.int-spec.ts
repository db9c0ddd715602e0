import { MAX_LIVE_SESSIONS } from '@remotehunt/services/accounts/accounts.service';
import { bearer, createTestGateway, type TestGateway } from '../../test/test-gateway';

// Issue 46, finding 8: one account opened 4,466 sessions in a minute, with nothing bounding them.
// An account keeps its newest MAX_LIVE_SESSIONS sessions live; signing in again ends the oldest.

let gw: TestGateway;
beforeAll(async () => {
  gw = await createTestGateway();
});
afterAll(() => gw.close());

const SIGN_IN = 'mutation ($input: SignInInput!) { signIn(input: $input) { token } }';

it.each(['REST', 'GraphQL'] as const)('keeps the newest %s sign-ins of one account live and ends the oldest', async (transport) => {
  const user = await gw.signUp();
  const signIn = async (): Promise<string> => {
    if (transport === 'REST') {
      const res = await gw.request.post('/api/v1/signin').send({ email: user.email, password: user.password });
      expect(res.status).toBe(200);
      return res.body.token;
    }
    const res = await gw.graphql(SIGN_IN, { input: { email: user.email, password: user.password } });
    expect(res.body.errors).toBeUndefined();
    return res.body.data.signIn.token;
  };
  const tokens: string[] = [user.token];
  for (let i = 0; i < MAX_LIVE_SESSIONS + 4; i++) tokens.push(await signIn());

  const works = async (token: string) => (await gw.request.get(`/api/v1/users/${user.userId}`).set(bearer({ token }))).status === 200;
  const answers = [];
  for (const token of tokens) answers.push(await works(token));
  expect(answers).toEqual(tokens.map((_, i) => i >= tokens.length - MAX_LIVE_SESSIONS));
  const [{ live }] = await gw.services.db.query(`SELECT count(*)::int AS live FROM sessions WHERE user_id = $1 AND revoked_at IS NULL`, [user.userId]);
  expect(live).toBe(MAX_LIVE_SESSIONS);
});
