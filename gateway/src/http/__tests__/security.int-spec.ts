import { randomUUID } from 'node:crypto';
import supertest from 'supertest';
import { createUser, DEFAULT_PASSWORD } from '@remotehunt/services/test/factories';
import { MAX_QUERY_DEPTH } from '../../graphql/graphql.middleware';
import { MAX_COSTED_PAGE, MAX_QUERY_COST } from '../../graphql/query-cost';
import { createTestGateway, bearer, type TestGateway } from '../../test/test-gateway';

// XSRF, rate limits, security headers, health probes and query depth, as a
// browser, an attacker or a load balancer sees them.

let gw: TestGateway;
// Two gateway instances with tight limits sharing one Redis prefix, as two processes behind a load balancer.
const sharedPrefix = `${process.env.REDIS_PREFIX}limits-${randomUUID()}:`;
const LIMITS = { RATE_LIMIT_SIGNIN_PER_15_MIN: '3', RATE_LIMIT_SIGNUP_PER_HOUR: '2', REDIS_PREFIX: sharedPrefix };
let limitedA: TestGateway;
let limitedB: TestGateway;
let limitedOther: TestGateway;

beforeAll(async () => {
  // Each gateway empties the database when created: create them all before any user.
  gw = await createTestGateway();
  limitedA = await createTestGateway(LIMITS);
  limitedB = await createTestGateway(LIMITS);
  limitedOther = await createTestGateway({ ...LIMITS, REDIS_PREFIX: `${process.env.REDIS_PREFIX}limits-${randomUUID()}:` });
});
afterAll(async () => {
  for (const g of [limitedOther, limitedB, limitedA, gw]) await g?.close();
});

const xsrfCookieOf = (res: supertest.Response): string | undefined =>
  ([] as string[]).concat(res.headers['set-cookie'] ?? []).find((c) => c.startsWith('XSRF-TOKEN='));

describe('XSRF double-submit cookie', () => {
  it('a GET response sets a readable, SameSite=Strict XSRF-TOKEN cookie', async () => {
    const res = await gw.request.get('/api/v1/no-such-route');
    const cookie = xsrfCookieOf(res);
    expect(cookie).toMatch(/^XSRF-TOKEN=[\w-]{20,};/);
    expect(cookie).toMatch(/; Path=\//);
    expect(cookie).toMatch(/; SameSite=Strict/);
    expect(cookie).not.toMatch(/HttpOnly/i);
  });

  it('hands out a different token to each new browser and keeps an existing one', async () => {
    const a = xsrfCookieOf(await gw.request.get('/api/v1/no-such-route'));
    const b = xsrfCookieOf(await gw.request.get('/api/v1/no-such-route'));
    expect(a).not.toBe(b);
    const again = await gw.request.get('/api/v1/no-such-route').set('cookie', a!.split(';')[0]);
    expect(xsrfCookieOf(again)).toBeUndefined();
  });

  it('refuses a POST carrying the cookie without the X-XSRF-TOKEN header with 403 and a message', async () => {
    const user = await gw.signUp();
    const res = await gw.request
      .post('/api/v1/signin')
      .set('cookie', 'XSRF-TOKEN=abc123')
      .send({ email: user.email, password: user.password });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('Missing or invalid XSRF token, please reload the page and try again');
    expect(res.body.token).toBeUndefined();
  });

  it('refuses a header that does not match the cookie', async () => {
    const user = await gw.signUp();
    const res = await gw.request
      .post('/api/v1/signin')
      .set('cookie', 'XSRF-TOKEN=abc123')
      .set('x-xsrf-token', 'abc124')
      .send({ email: user.email, password: user.password });
    expect(res.status).toBe(403);
  });

  it('lets a POST through when the header matches the cookie', async () => {
    const user = await gw.signUp();
    const res = await gw.request
      .post('/api/v1/signin')
      .set('cookie', 'XSRF-TOKEN=abc123')
      .set('x-xsrf-token', 'abc123')
      .send({ email: user.email, password: user.password });
    expect(res.status).toBe(200);
    expect(res.body.userId).toBe(user.userId);
  });

  it('protects PUT, DELETE and GraphQL too, and the refused calls change nothing', async () => {
    const user = await gw.signUp({ name: 'Kept Name' });
    const cookie = 'XSRF-TOKEN=abc123';
    const put = await gw.request.put(`/api/v1/users/${user.userId}`).set(bearer(user)).set('cookie', cookie).field('name', 'Forged');
    const del = await gw.request.delete(`/api/v1/users/${user.userId}/profile_pic`).set(bearer(user)).set('cookie', cookie);
    const gql = await gw.request
      .post('/graphql')
      .set(bearer(user))
      .set('cookie', cookie)
      .set('content-type', 'application/json')
      .send({ query: 'mutation { updateProfile(input: { name: "Forged" }) { name } }' });
    expect([put.status, del.status, gql.status]).toEqual([403, 403, 403]);
    expect((await gw.request.get(`/api/v1/users/${user.userId}`).set(bearer(user))).body.name).toBe('Kept Name');
  });

  it('a browser that echoes its cookie into the header gets through, one that does not is refused', async () => {
    const user = await gw.signUp();
    const browser = supertest.agent(gw.app);
    const first = await browser.get(`/api/v1/users/${user.userId}/auth_check`).set(bearer(user));
    const token = xsrfCookieOf(first)!.split(';')[0].slice('XSRF-TOKEN='.length);
    const without = await browser.post(`/api/v1/users/${user.userId}/logout`).set(bearer(user));
    expect(without.status).toBe(403);
    const withHeader = await browser.post(`/api/v1/users/${user.userId}/logout`).set(bearer(user)).set('X-XSRF-TOKEN', token);
    expect(withHeader.status).toBe(200);
  });

  it('answers a refused GraphQL request in the GraphQL error shape', async () => {
    const browser = supertest.agent(gw.app);
    const first = await browser.get('/api/v1/no-such-route');
    const res = await browser.post('/graphql').set('content-type', 'application/json').send({ query: '{ jobCategories { slug } }' });
    expect(xsrfCookieOf(first)).toBeDefined();
    expect(res.status).toBe(403);
    expect(res.body.errors[0]).toMatchObject({
      message: 'Missing or invalid XSRF token, please reload the page and try again',
      extensions: { code: 'FORBIDDEN', status: 403 },
    });
  });

  it('does not get in the way of API clients that send no cookie', async () => {
    const user = await gw.signUp();
    const res = await gw.request.post('/api/v1/signin').send({ email: user.email, password: user.password });
    expect(res.status).toBe(200);
  });
});

describe('sign-in rate limit', () => {
  // Users are made through the unlimited gateway's services: made without a network address, they
  // would spend the tight sign-up budget that address-less callers share.
  it('answers 429 with Retry-After and a message on the 4th attempt for one email, counted across gateways in Redis', async () => {
    const email = `limited-${randomUUID()}@example.com`;
    const user = { email, ...(await createUser(gw.services, { email })) };
    for (const g of [limitedA, limitedB, limitedA]) {
      const res = await g.request.post('/api/v1/signin').send({ email: user.email, password: 'wrong-password' });
      expect(res.body).toEqual({ message: 'Incorrect email or password' });
      expect(res.status).toBe(401);
    }
    // Even the right password is refused now, and on the other instance.
    const limited = await limitedB.request.post('/api/v1/signin').send({ email: user.email.toUpperCase(), password: user.password });
    expect(limited.status).toBe(429);
    const retryAfter = Number(limited.headers['retry-after']);
    expect(Number.isInteger(retryAfter)).toBe(true);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    expect(limited.body.message).toMatch(/^Too many failed sign-in attempts for this account\. Please try again in \d+ minute\(s\), or sign in now with a link sent to your email: ask for a login link, or use Forgot password\.$/);
    expect(limited.body.token).toBeUndefined();

    expect(await limitedA.services.redis.keys(`${sharedPrefix}rl:signin*`)).not.toEqual([]);
  });

  it('counts only failed attempts: signing in successfully many times is never limited', async () => {
    const email = `often-${randomUUID()}@example.com`;
    const user = await createUser(gw.services, { email });
    for (let i = 0; i < 6; i++) {
      const res = await limitedA.request.post('/api/v1/signin').send({ email, password: user.password });
      expect(res.status).toBe(200);
    }
  });

  it('keeps separate budgets per email and per Redis prefix', async () => {
    const target = { email: `target-${randomUUID()}@example.com`, password: DEFAULT_PASSWORD };
    await createUser(gw.services, target);
    for (let i = 0; i < 3; i++) await limitedA.request.post('/api/v1/signin').send({ email: target.email, password: 'wrong-password' });
    expect((await limitedA.request.post('/api/v1/signin').send({ email: target.email, password: target.password })).status).toBe(429);

    const bystander = { email: `bystander-${randomUUID()}@example.com`, password: DEFAULT_PASSWORD };
    await createUser(gw.services, bystander);
    expect((await limitedA.request.post('/api/v1/signin').send({ email: bystander.email, password: bystander.password })).status).toBe(200);
    // A gateway keeping its counters under another prefix has not seen those attempts.
    expect((await limitedOther.request.post('/api/v1/signin').send({ email: target.email, password: target.password })).status).toBe(200);
  });
});

describe('sign-up rate limit', () => {
  it('answers 429 with Retry-After and a message on the 3rd account from one address, across gateways', async () => {
    const from = { 'x-forwarded-for': '203.0.113.7' };
    const signUp = (g: TestGateway) =>
      g.request.post('/api/v1/signup').set(from).send({ name: 'Many', email: `many-${randomUUID()}@example.com`, password: 'longenough' });
    expect((await signUp(limitedA)).status).toBe(201);
    expect((await signUp(limitedB)).status).toBe(201);
    const limited = await signUp(limitedA);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(60 * 60);
    expect(limited.body.message).toMatch(/^Too many accounts were created from this network\. Please try again in \d+ minute\(s\)\.$/);
    expect(await limitedA.services.db.query(`SELECT count(*)::int AS n FROM users WHERE email LIKE 'many-%'`)).toEqual([{ n: 2 }]);

    const elsewhere = await limitedB.request
      .post('/api/v1/signup')
      .set('x-forwarded-for', '198.51.100.9')
      .send({ name: 'Other', email: `other-${randomUUID()}@example.com`, password: 'longenough' });
    expect(elsewhere.status).toBe(201);
  });
});

describe('security headers', () => {
  it.each([
    ['a REST answer', (g: TestGateway) => g.request.get('/api/v1/no-such-route')],
    ['a refused REST call', (g: TestGateway) => g.request.get('/api/v1/users/00000000-0000-4000-8000-000000000000')],
    ['a GraphQL answer', (g: TestGateway) => g.graphql('{ jobCategories { slug } }')],
    ['a public job page', (g: TestGateway) => g.request.get('/jobs/no-such-job-0000000000000000000000')],
    ["a company logo's answer", (g: TestGateway) => g.request.get('/logos/00000000-0000-4000-8000-000000000000.webp')],
  ])('%s carries a CSP, nosniff and no X-Powered-By', async (_label, send) => {
    const res = await send(gw);
    const csp = res.headers['content-security-policy'];
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    // Images from this origin and data: only: every logo is our own copy (issue 21).
    expect(csp.split(';').map((d: string) => d.trim())).toContain("img-src 'self' data:");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    // Plain HTTP here: HSTS only over HTTPS (health-headers.int-spec.ts).
    expect(res.headers['strict-transport-security']).toBeUndefined();
    expect(res.headers['x-powered-by']).toBeUndefined();
  });
});

describe('health probes', () => {
  it('/healthz answers 200', async () => {
    const res = await gw.request.get('/healthz');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok' });
  });

  it('/readyz answers 200 when both are reachable', async () => {
    const res = await gw.request.get('/readyz');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ready' });
  });

  it('/readyz answers 503 when Redis does not answer, naming nothing to the public', async () => {
    const ping = jest.spyOn(gw.services.redis, 'ping').mockRejectedValueOnce(new Error('Connection is closed.'));
    try {
      const res = await gw.request.get('/readyz');
      expect(res.status).toBe(503);
      expect(res.body).toEqual({ status: 'unavailable' });
    } finally {
      ping.mockRestore();
    }
  });

  it('/readyz answers 503 when PostgreSQL does not answer, naming nothing to the public', async () => {
    const query = jest.spyOn(gw.services.db, 'query').mockRejectedValueOnce(new Error('connection refused'));
    try {
      const res = await gw.request.get('/readyz');
      expect(res.status).toBe(503);
      expect(res.body).toEqual({ status: 'unavailable' });
    } finally {
      query.mockRestore();
    }
  });
});

describe('GraphQL query depth', () => {
  /** `jobCategories { a { a { ... } } }` whose deepest field sits `depth` levels below the root field. */
  const nested = (depth: number) => {
    let selection = 'a';
    for (let i = 1; i < depth; i++) selection = `a { ${selection} }`;
    return `query TooDeep { jobCategories { ${selection} } }`;
  };
  const depthErrors = (body: { errors?: { message: string }[] }) =>
    (body.errors ?? []).filter((e) => /maximum operation depth/.test(e.message));

  it(`refuses a query nested deeper than ${MAX_QUERY_DEPTH} with a clear 400 error`, async () => {
    const res = await gw.graphql(nested(MAX_QUERY_DEPTH + 1));
    expect(res.status).toBe(400);
    expect(res.body.data).toBeUndefined();
    expect(res.body.errors).toContainEqual(
      expect.objectContaining({
        message: `'TooDeep' exceeds maximum operation depth of ${MAX_QUERY_DEPTH}`,
        extensions: { code: 'GRAPHQL_VALIDATION_FAILED', status: 400 },
      }),
    );
  });

  it(`does not count a query exactly ${MAX_QUERY_DEPTH} levels deep as too deep`, async () => {
    // Still invalid (the fields do not exist), but not for its depth.
    const res = await gw.graphql(nested(MAX_QUERY_DEPTH));
    expect(res.body.errors.length).toBeGreaterThan(0);
    expect(depthErrors(res.body)).toEqual([]);
  });

  it('counts depth through fragment spreads too', async () => {
    const fragments = ['fragment F0 on JobCategory { title }'];
    for (let i = 1; i <= MAX_QUERY_DEPTH; i++) fragments.push(`fragment F${i} on JobCategory { a { ...F${i - 1} } }`);
    const res = await gw.graphql(`query ViaFragments { jobCategories { ...F${MAX_QUERY_DEPTH} } }\n${fragments.join('\n')}`);
    expect(res.status).toBe(400);
    expect(depthErrors(res.body)).toEqual([expect.objectContaining({ message: `'ViaFragments' exceeds maximum operation depth of ${MAX_QUERY_DEPTH}` })]);
  });
});

describe('GraphQL query cost', () => {
  /** `count` aliased job pages of `limit`, each item asking for its id, title and company. */
  const pages = (count: number) =>
    `query Pages($limit: Int!) { ${Array.from({ length: count }, (_, i) => `p${i}: jobs(limit: $limit) { total data { _id jobTitle companyName } }`).join(' ')} }`;

  it(`refuses an operation costing more than ${MAX_QUERY_COST} points with a clear 400 error, before it runs`, async () => {
    const user = await gw.signUp({ admin: true });
    const spy = jest.spyOn(gw.services.jobs, 'listJobs');
    try {
      // Each page: 1 + its selection (total, data, _id, jobTitle, companyName: 5) × 100 = 501; 10 of them cost 5,010.
      const res = await gw.graphql(pages(10), { limit: 100 }, user.token);
      expect(res.status).toBe(400);
      expect(res.body.data).toBeUndefined();
      expect(res.body.errors).toEqual([
        {
          message: `This query is too costly: it costs 5010 points and the most is ${MAX_QUERY_COST}. Ask for fewer fields or smaller pages (a lower limit).`,
          extensions: { code: 'QUERY_TOO_COSTLY', status: 400, cost: 5010, maxCost: MAX_QUERY_COST },
        },
      ]);
      expect(spy).not.toHaveBeenCalled();
    } finally {
      spy.mockRestore();
    }
  });

  it('counts the page size from the variables: the same operation with smaller pages runs', async () => {
    const user = await gw.signUp({ admin: true });
    const res = await gw.graphql(pages(10), { limit: 10 }, user.token);
    expect(res.status).toBe(200);
    expect(res.body.errors).toBeUndefined();
    expect(Object.keys(res.body.data)).toHaveLength(10);
  });

  it(`costs a page at most ${MAX_COSTED_PAGE} items, so the applied-jobs board's one page of 10,000 runs`, async () => {
    const user = await gw.signUp();
    const res = await gw.graphql('query { appliedJobs(limit: 10000) { total data { _id status } } }', {}, user.token);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ data: { appliedJobs: { total: 0, data: [] } } });
  });
});

describe('compression', () => {
  it('gzips larger answers for clients that accept it', async () => {
    const user = await gw.signUp();
    const res = await gw.request.get(`/api/v1/users/${user.userId}/app_config`).set(bearer(user)).set('Accept-Encoding', 'gzip');
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.body.countries.length).toBeGreaterThan(200);
  });
});
