import { minimalPdf } from '@remotehunt/services/test/document-files';
import { createJob } from '@remotehunt/services/test/factories';
import { TRACKING_TOKEN_REFUSAL } from '@remotehunt/services/auth/tracking-token-scope';
import { bearer, createTestGateway, type TestGateway, type TestUser } from '../../test/test-gateway';

// Issue 47, item 3: the browser extension's tokens, made in Account Settings, scoped to tracking,
// listed with their last use and revocable, over REST and GraphQL.

let gw: TestGateway;
beforeAll(async () => {
  gw = await createTestGateway();
});
afterAll(() => gw.close());

type Transport = 'REST' | 'GraphQL';
const withToken = (token: string) => ({ authorization: `Bearer ${token}` });

interface TokenBody {
  _id: string;
  name: string;
  token: string;
  createdAt: string;
  lastUsedAt: string | null;
  message?: string;
}

async function createToken(via: Transport, user: TestUser, name: string): Promise<{ status: number; body: TokenBody }> {
  if (via === 'REST') {
    const res = await gw.request.post(`/api/v1/users/${user.userId}/tracking_tokens`).set(bearer(user)).send({ name });
    return { status: res.status, body: res.body };
  }
  const res = await gw.graphql('mutation ($name: String!) { createTrackingToken(name: $name) { _id name token createdAt lastUsedAt } }', { name }, user.token);
  const error = res.body.errors?.[0];
  return error ? { status: error.extensions.status, body: { message: error.message } as TokenBody } : { status: 201, body: res.body.data.createTrackingToken };
}

async function listTokens(via: Transport, user: TestUser): Promise<Record<string, unknown>[]> {
  if (via === 'REST') return (await gw.request.get(`/api/v1/users/${user.userId}/tracking_tokens`).set(bearer(user))).body.data;
  return (await gw.graphql('{ trackingTokens { _id name createdAt lastUsedAt } }', {}, user.token)).body.data.trackingTokens;
}

async function revoke(via: Transport, user: TestUser, id: string): Promise<number> {
  if (via === 'REST') return (await gw.request.delete(`/api/v1/users/${user.userId}/tracking_tokens/${id}`).set(bearer(user))).status;
  const res = await gw.graphql('mutation ($id: ID!) { revokeTrackingToken(id: $id) }', { id }, user.token);
  return res.body.errors?.[0]?.extensions.status ?? 200;
}

describe.each<Transport>(['REST', 'GraphQL'])('over %s', (via) => {
  let user: TestUser;
  beforeEach(async () => {
    user = await gw.signUp({ name: 'Dana Tracker' });
  });

  it('makes a token shown once, lists it with its last use, and the extension signs in with it', async () => {
    const made = await createToken(via, user, 'Chrome on my laptop');
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({ name: 'Chrome on my laptop', lastUsedAt: null, token: expect.stringMatching(/^rht_[A-Za-z0-9_-]{43}$/) });
    const listed = await listTokens(via, user);
    expect(listed).toEqual([{ _id: made.body._id, name: 'Chrome on my laptop', createdAt: made.body.createdAt, lastUsedAt: null }]);
    expect(JSON.stringify(listed)).not.toContain(made.body.token);

    const whoami = await gw.request.get('/api/v1/tracking_tokens/whoami').set(withToken(made.body.token));
    expect(whoami.status).toBe(200);
    expect(whoami.body).toEqual({ userId: user.userId, name: 'Dana Tracker', email: user.email });
    const [used] = await listTokens(via, user);
    expect(used.lastUsedAt).toEqual(expect.any(String));
  });

  it('lets the token save jobs and read the tracker, and nothing else', async () => {
    const { token } = (await createToken(via, user, 'Firefox')).body;
    const base = `/api/v1/users/${user.userId}`;
    const auth = withToken(token);
    const job = await createJob(gw.services);

    // What the extension does.
    expect((await gw.request.get(`${base}/job/statuses`).set(auth)).status).toBe(200);
    expect((await gw.request.post(`${base}/job_links/match`).set(auth).send({ url: 'https://jobs.example/acme/1' })).body).toEqual({ matchedJobId: null, alreadyTracked: null });
    const saved = await gw.request.post(`${base}/applied_jobs`).set(auth).send({ job: { jobTitle: 'Engineer', companyName: 'Acme', applyUrl: 'https://jobs.example/acme/1' }, origin: 'extension' });
    expect(saved.status).toBe(201);
    expect(saved.body.origin).toBe('extension');
    expect((await gw.request.post(`${base}/applied_jobs`).set(auth).send({ jobId: job.id })).status).toBe(201);
    expect((await gw.request.get(`${base}/applied_jobs`).set(auth)).body.total).toBe(2);
    const matched = await gw.request.post(`${base}/job_links/match`).set(auth).send({ url: 'https://jobs.example/acme/1?utm_source=x' });
    expect(matched.body.alreadyTracked).toMatchObject({ appliedJobId: saved.body._id, saved: false });
    const tracked = await gw.graphql('mutation { trackJob(job: { jobTitle: "SRE", companyName: "Globex" }, origin: "extension") { origin } }', {}, token);
    expect(tracked.body).toEqual({ data: { trackJob: { origin: 'extension' } } });
    const read = await gw.graphql(
      '{ appliedJobs { total } jobStatuses { title } trackingTokenOwner { userId } matchJobLink(url: "https://jobs.example/acme/1") { alreadyTracked { saved } } }',
      {},
      token,
    );
    expect(read.body.errors).toBeUndefined();
    expect(read.body.data).toMatchObject({ appliedJobs: { total: 3 }, trackingTokenOwner: { userId: user.userId }, matchJobLink: { alreadyTracked: { saved: false } } });

    // Everything else is refused, whatever the route or the operation.
    const refusedRest = [
      gw.request.get(base).set(auth),
      gw.request.get(`${base}/applied_jobs/${saved.body._id}`).set(auth),
      gw.request.get(`${base}/documents`).set(auth),
      gw.request.post(`${base}/file`).set(auth).field('type', 'resume').field('title', 'x').attach('resume', minimalPdf(), 'x.pdf'),
      gw.request.post(`${base}/change_password`).set(auth).send({ password: 'new password 123', confirmPassword: 'new password 123' }),
      gw.request.post(`${base}/tracking_tokens`).set(auth).send({ name: 'another' }),
      gw.request.post(`${base}/logout`).set(auth),
      gw.request.delete(`${base}/applied_jobs/${saved.body._id}`).set(auth),
    ];
    for (const res of await Promise.all(refusedRest)) expect({ url: res.req.path, status: res.status, message: res.body.message }).toEqual({ url: res.req.path, status: 403, message: TRACKING_TOKEN_REFUSAL });
    for (const query of [
      '{ me { _id } }',
      '{ documents { total } }',
      '{ trackingTokens { _id } }',
      'mutation { createTrackingToken(name: "more") { token } }',
      // One allowed field does not carry a refused one, through aliases or fragments.
      '{ appliedJobs { total } secret: me { _id } }',
      'query { ...F } fragment F on Query { me { _id } }',
      'query { ... on Query { documents { total } } }',
      // A refused field 40 fragments down is still found.
      `query { ...F0 } ${Array.from({ length: 40 }, (_, i) => `fragment F${i} on Query { ...F${i + 1} }`).join(' ')} fragment F40 on Query { me { _id } }`,
    ]) {
      const res = await gw.graphql(query, {}, token);
      expect({ query, error: res.body.errors?.[0]?.message, status: res.body.errors?.[0]?.extensions.status, data: res.body.data ?? null }).toEqual({
        query,
        error: TRACKING_TOKEN_REFUSAL,
        status: 403,
        data: null,
      });
    }
    // The session still works for everything.
    expect((await gw.request.get(base).set(bearer(user))).status).toBe(200);
  });

  it('stops working once revoked: the extension hears it must be connected again', async () => {
    const { _id, token } = (await createToken(via, user, 'Edge')).body;
    expect(await revoke(via, user, _id)).toBe(200);
    const whoami = await gw.request.get('/api/v1/tracking_tokens/whoami').set(withToken(token));
    expect(whoami.status).toBe(401);
    expect(whoami.body.message).toBe('Connect RemoteHunt again: your token was revoked or has expired');
    expect((await gw.request.post(`/api/v1/users/${user.userId}/applied_jobs`).set(withToken(token)).send({ job: { jobTitle: 'X', companyName: 'Y' } })).status).toBe(401);
    expect(await listTokens(via, user)).toEqual([]);
    expect(await revoke(via, user, _id)).toBe(404);
  });

  it("keeps a token to its own user: another user's path is 403, another user's token id 404", async () => {
    const other = await gw.signUp();
    const theirs = (await createToken(via, other, 'Theirs')).body;
    const mine = (await createToken(via, user, 'Mine')).body;
    expect((await gw.request.post(`/api/v1/users/${other.userId}/applied_jobs`).set(withToken(mine.token)).send({ job: { jobTitle: 'X', companyName: 'Y' } })).status).toBe(403);
    expect(await revoke(via, user, theirs._id)).toBe(404);
    expect(await listTokens(via, other)).toHaveLength(1);
  });

  it.each([
    ['no name', '', /^name: please name the token/],
    ['a name with a line break', 'My\nlaptop', /^name: the name must be one line/],
    ['a huge name', 'x'.repeat(500), /^name: please keep the name under 100 characters$/],
  ])('refuses %s with a 400 naming the field', async (_case, name, message) => {
    const made = await createToken(via, user, name);
    expect(made.status).toBe(400);
    expect(made.body.message).toMatch(message);
  });

  it('keeps at most 10 live tokens, even when 20 are asked for at once', async () => {
    const made = await Promise.all(Array.from({ length: 20 }, (_, i) => createToken(via, user, `Browser ${i}`)));
    expect(made.filter((m) => m.status === 201)).toHaveLength(10);
    expect(made.filter((m) => m.status === 400).map((m) => m.body.message)).toEqual(Array(10).fill('You have 10 tokens: revoke one you no longer use first'));
    expect(await listTokens(via, user)).toHaveLength(10);
  });
});

it('never takes a made-up or session-shaped token as a tracking token', async () => {
  for (const token of ['rht_', 'rht_not-a-real-token', `rht_${'A'.repeat(43)}`, `rht_${'x'.repeat(5000)}`]) {
    expect((await gw.request.get('/api/v1/tracking_tokens/whoami').set(withToken(token))).status).toBe(401);
  }
});
