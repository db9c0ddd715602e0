import { createHash, randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import jwt from 'jsonwebtoken';
import supertest from 'supertest';
import type { Services } from '@remotehunt/services/app/services';
import { createTestServices } from '@remotehunt/services/test/services';
import { DEFAULT_PASSWORD } from '@remotehunt/services/test/factories';
import { createApp, type GatewayApp } from '../../app';
import { MAX_ALIASES, MAX_ROOT_FIELDS } from '../../graphql/operation-limits';
import { MAX_DOCUMENT_TOKENS } from '../../graphql/graphql.middleware';
import { MAX_QUERY_COST } from '../../graphql/query-cost';
import { createLogger } from '../../logger';

// Hostile GraphQL documents and client mistakes, as a caller sees them over HTTP: each is refused
// quickly with a 4xx and a code, the process keeps answering others, and nothing is logged as an error.

const ERROR_LEVEL = 50;
const logged: { level: number; msg?: string }[] = [];
let services: Services;
let gateway: GatewayApp;
let server: Server;
let baseUrl: string;
let request: ReturnType<typeof supertest>;

beforeAll(async () => {
  services = await createTestServices();
  // What the app logs, at warn and above, to assert that client mistakes are not logged as errors.
  const destination = { write: (line: string) => void logged.push(JSON.parse(line)) };
  gateway = await createApp(services, createLogger({ logLevel: 'warn', env: 'test' }, destination));
  // A real listening server: the timing tests need two requests in flight on one event loop.
  server = gateway.app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  request = supertest(server);
});
beforeEach(() => {
  logged.length = 0;
});
afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
  await gateway?.close();
  if (services) {
    const keys = await services.redis.keys(`${services.config.redisPrefix}*`);
    if (keys.length) await services.redis.del(...keys);
    await services.close();
  }
});

const errorLogs = () => logged.filter((line) => line.level >= ERROR_LEVEL);

async function signUp(): Promise<{ token: string; userId: string }> {
  const res = await request.post('/api/v1/signup').send({ name: 'Trial User', email: `user-${randomUUID()}@example.com`, password: DEFAULT_PASSWORD });
  if (res.status !== 201) throw new Error(`sign up failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

function graphql(body: Record<string, unknown>, token?: string) {
  const req = request.post('/graphql').set('content-type', 'application/json');
  if (token) req.set('authorization', `Bearer ${token}`);
  return req.send(body);
}

/** `query { ...F0 }` where each of `levels` fragments spreads the next `width` times: 2^40 paths at 40 levels, 1.5 KB. */
function fragmentChain(levels: number, width = 2, leaf = '__typename'): string {
  const fragments = Array.from({ length: levels }, (_, i) => `fragment F${i} on Query { ${`...F${i + 1} `.repeat(width)}}`);
  return `query Chain { ...F0 }\n${fragments.join('\n')}\nfragment F${levels} on Query { ${leaf} }`;
}

/**
 * Sends `query` on a real socket and, once the server has the request, asks for /healthz: the
 * process keeps answering others while it refuses a hostile document. How much work each refusal
 * does is counted where it is done (operation-limits.spec.ts), not timed here.
 */
async function sentWithHealthz(query: string) {
  let healthz: Promise<number> | undefined;
  const onRequest = (req: { url?: string }) => {
    if (req.url !== '/graphql' || healthz) return;
    healthz = fetch(`${baseUrl}/healthz`).then((res) => res.status);
  };
  // Before Express's own listener, which rewrites req.url as it routes.
  server.prependListener('request', onRequest);
  try {
    const res = await fetch(`${baseUrl}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query }) });
    const graphqlAnswer = { status: res.status, body: (await res.json()) as { errors?: { message: string; extensions: { code: string } }[] } };
    return { graphql: graphqlAnswer, healthz: await healthz! };
  } finally {
    server.off('request', onRequest);
  }
}

describe('fragment chains and cycles', () => {
  it.each([30, 40])('answers a chain of %i fragments, each spreading the next twice, while /healthz keeps answering', async (levels) => {
    const { graphql: answer, healthz } = await sentWithHealthz(fragmentChain(levels));
    expect(answer.status).toBe(400);
    // Each __typename costs 1 point, once for every path through the chain.
    expect(answer.body.errors).toEqual([
      expect.objectContaining({
        message: `This query is too costly: it costs ${2 ** levels} points and the most is ${MAX_QUERY_COST}. Ask for fewer fields or smaller pages (a lower limit).`,
        extensions: { code: 'QUERY_TOO_COSTLY', status: 400, cost: 2 ** levels, maxCost: MAX_QUERY_COST },
      }),
    ]);
    expect(healthz).toBe(200);
    expect(errorLogs()).toEqual([]);
  });

  it('answers a chain of 40 fragments, each spreading the next ten times, while /healthz keeps answering', async () => {
    const { graphql: answer, healthz } = await sentWithHealthz(fragmentChain(40, 10));
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual([expect.objectContaining({ extensions: { code: 'QUERY_TOO_COSTLY', status: 400 } })]);
    expect(healthz).toBe(200);
    expect(errorLogs()).toEqual([]);
  });

  it(`stops parsing a document of more than ${MAX_DOCUMENT_TOKENS} tokens, before any validation runs`, async () => {
    const { graphql: answer, healthz } = await sentWithHealthz(`query Wide { ${'a: __typename '.repeat(MAX_DOCUMENT_TOKENS / 3 + 1)}}`);
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual([
      // graphql-js spells it "more that".
      expect.objectContaining({ message: expect.stringMatching(`^Syntax Error: Document contains more tha[nt] ${MAX_DOCUMENT_TOKENS} tokens`), extensions: expect.objectContaining({ code: 'GRAPHQL_PARSE_FAILED' }) }),
    ]);
    expect(healthz).toBe(200);
    expect(errorLogs()).toEqual([]);
  });

  it('refuses a fragment cycle as invalid while /healthz keeps answering', async () => {
    const { graphql: answer, healthz } = await sentWithHealthz('query Cycle { ...A } fragment A on Query { ...B } fragment B on Query { __typename ...A }');
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual([
      expect.objectContaining({ message: 'Cannot spread fragment "A" within itself via "B".', extensions: { code: 'GRAPHQL_VALIDATION_FAILED', status: 400 } }),
    ]);
    expect(healthz).toBe(200);
    expect(errorLogs()).toEqual([]);
  });

  it('refuses a 40-level chain that also nests too deep, for its depth', async () => {
    const res = await graphql({ query: fragmentChain(40, 2, 'jobCategories { ...Deep }') + '\nfragment Deep on JobCategory { a { b { c { d { e { f { g { h { i { j { k } } } } } } } } } } }' });
    expect(res.status).toBe(400);
    expect(res.body.errors).toContainEqual(
      expect.objectContaining({ message: "'Chain' exceeds maximum operation depth of 10", extensions: { code: 'GRAPHQL_VALIDATION_FAILED', status: 400 } }),
    );
  });
});

describe('the cost limit fails closed', () => {
  /** `count` aliased pages of 100 jobs behind a fragment chain that expands past what the cost can be counted over. */
  const pagesBehindChain = (count: number) =>
    fragmentChain(8, 2, Array.from({ length: count }, (_, i) => `p${i}: jobs(limit: 100) { data { _id jobTitle description } }`).join(' '));

  it('refuses 300 aliases of a page of 100 jobs behind a fragment chain, running nothing', async () => {
    const user = await signUp();
    const spy = jest.spyOn(services.jobs, 'listJobs');
    try {
      const res = await graphql({ query: pagesBehindChain(300) }, user.token);
      expect(res.status).toBe(400);
      expect(res.body.data).toBeUndefined();
      expect(res.body.errors).toContainEqual(
        expect.objectContaining({
          message: `'Chain' asks for ${300 * 2 ** 8} aliased fields and the most is ${MAX_ALIASES}. Ask for fewer fields under other names, or send several requests.`,
          extensions: { code: 'GRAPHQL_VALIDATION_FAILED', status: 400 },
        }),
      );
      expect(spy).not.toHaveBeenCalled();
    } finally {
      spy.mockRestore();
    }
  });

  it('counts the cost through every spread of a fragment chain, where the cost library gave up and let it run', async () => {
    const user = await signUp();
    const spy = jest.spyOn(services.jobs, 'listJobs');
    try {
      // A page of 100 jobs (1 + (total + data + 5 fields) x 100 = 701 points), reached by 2^11 paths.
      const res = await graphql({ query: fragmentChain(11, 2, 'jobs(limit: 100) { total data { _id jobTitle description companyName category } }') }, user.token);
      expect(res.status).toBe(400);
      expect(res.body.data).toBeUndefined();
      expect(res.body.errors).toEqual([
        expect.objectContaining({ extensions: { code: 'QUERY_TOO_COSTLY', status: 400, cost: 2 ** 11 * 701, maxCost: MAX_QUERY_COST } }),
      ]);
      expect(spy).not.toHaveBeenCalled();
    } finally {
      spy.mockRestore();
    }
  });

  it('still leaves variables of the wrong type to execution, which refuses them with BAD_USER_INPUT', async () => {
    const res = await graphql({ query: 'query Page($limit: Int!) { jobs(limit: $limit) { total } }', variables: { limit: 'many' } });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([expect.objectContaining({ extensions: { code: 'BAD_USER_INPUT', status: 400 } })]);
  });
});

describe('alias and root field caps', () => {
  const aliased = (count: number) => `query Aliased { jobCategories { ${Array.from({ length: count }, (_, i) => `t${i}: title`).join(' ')} } }`;

  it(`runs an operation with ${MAX_ALIASES} aliases`, async () => {
    const res = await graphql({ query: aliased(MAX_ALIASES) });
    expect(res.status).toBe(200);
    expect(res.body.errors).toBeUndefined();
  });

  it(`refuses one with ${MAX_ALIASES + 1}, saying why`, async () => {
    const res = await graphql({ query: aliased(MAX_ALIASES + 1) });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([
      expect.objectContaining({
        message: `'Aliased' asks for ${MAX_ALIASES + 1} aliased fields and the most is ${MAX_ALIASES}. Ask for fewer fields under other names, or send several requests.`,
        extensions: { code: 'GRAPHQL_VALIDATION_FAILED', status: 400 },
      }),
    ]);
  });

  it('counts an alias once per spread of its fragment', async () => {
    const res = await graphql({ query: `query Spread { jobCategories { ...A ...B } } fragment A on JobCategory { ...T } fragment B on JobCategory { ...T } fragment T on JobCategory { ${Array.from({ length: 8 }, (_, i) => `t${i}: title`).join(' ')} }` });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([expect.objectContaining({ message: expect.stringMatching(/^'Spread' asks for 16 aliased fields/) })]);
  });

  const rootFields = (count: number) => `query Roots { ${Array.from({ length: count }, (_, i) => `r${i}: jobCategories { title }`).join(' ')} }`;

  it(`refuses more than ${MAX_ROOT_FIELDS} root fields, counting those reached through fragments`, async () => {
    const viaFragment = `query Roots { ...R } fragment R on Query { ${Array.from({ length: MAX_ROOT_FIELDS + 1 }, (_, i) => `r${i}: jobCategories { title }`).join(' ')} }`;
    for (const query of [rootFields(MAX_ROOT_FIELDS + 1), viaFragment]) {
      const res = await graphql({ query });
      expect(res.status).toBe(400);
      expect(res.body.errors).toEqual([
        expect.objectContaining({
          message: `'Roots' asks for ${MAX_ROOT_FIELDS + 1} root fields and the most is ${MAX_ROOT_FIELDS}. Ask for fewer, or send several requests.`,
          extensions: { code: 'GRAPHQL_VALIDATION_FAILED', status: 400 },
        }),
      ]);
    }
  });

  it(`runs ${MAX_ROOT_FIELDS} root fields, and counts one asked for twice once`, async () => {
    const res = await graphql({ query: `${rootFields(MAX_ROOT_FIELDS).slice(0, -1)} r0: jobCategories { title } }` });
    expect(res.status).toBe(200);
    expect(res.body.errors).toBeUndefined();
    expect(Object.keys(res.body.data)).toHaveLength(MAX_ROOT_FIELDS);
  });
});

describe('client mistakes are 4xx with a code, not logged as errors', () => {
  it('several operations and no operationName: 400 OPERATION_RESOLUTION_FAILURE', async () => {
    const res = await graphql({ query: 'query A { __typename } query B { __typename }' });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([
      expect.objectContaining({
        message: 'Must provide operation name if query contains multiple operations.',
        extensions: { code: 'OPERATION_RESOLUTION_FAILURE', status: 400 },
      }),
    ]);
    expect(errorLogs()).toEqual([]);
  });

  it('an operationName the document does not hold: 400 OPERATION_RESOLUTION_FAILURE', async () => {
    const res = await graphql({ query: 'query A { __typename }', operationName: 'B' });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([expect.objectContaining({ message: 'Unknown operation named "B".', extensions: { code: 'OPERATION_RESOLUTION_FAILURE', status: 400 } })]);
    expect(errorLogs()).toEqual([]);
  });

  it('a subscription: 400 GRAPHQL_VALIDATION_FAILED', async () => {
    const res = await graphql({ query: 'subscription Watch { jobs { total } }' });
    expect(res.status).toBe(400);
    expect(res.body.errors).toContainEqual(
      expect.objectContaining({
        message: 'This API has no subscription operations: send a query or a mutation.',
        extensions: { code: 'GRAPHQL_VALIDATION_FAILED', status: 400 },
      }),
    );
    expect(errorLogs()).toEqual([]);
  });

  it("a persisted query whose hash does not match its text: 400 BAD_REQUEST", async () => {
    const query = '{ __typename }';
    const wrongHash = createHash('sha256').update(`${query} `).digest('hex');
    const res = await graphql({ query, extensions: { persistedQuery: { version: 1, sha256Hash: wrongHash } } });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([expect.objectContaining({ message: 'provided sha does not match query', extensions: { code: 'BAD_REQUEST', status: 400 } })]);
    expect(errorLogs()).toEqual([]);
  });

  it('a persisted query of the right hash still runs', async () => {
    const query = '{ __typename }';
    const hash = createHash('sha256').update(query).digest('hex');
    const res = await graphql({ query, extensions: { persistedQuery: { version: 1, sha256Hash: hash } } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ data: { __typename: 'Query' } });
  });

  describe.each([
    ['sub', (claims: { sub: string; jti: string }) => ({ ...claims, sub: 'not-a-uuid' })],
    ['jti', (claims: { sub: string; jti: string }) => ({ ...claims, jti: "1' OR '1'='1" })],
  ])('a validly signed token whose %s is not a UUID', (_claim, tamper) => {
    let token: string;
    let userId: string;
    beforeAll(async () => {
      const user = await signUp();
      userId = user.userId;
      const { sub, jti } = jwt.decode(user.token) as { sub: string; jti: string };
      token = jwt.sign({ ...tamper({ sub, jti }) }, services.config.jwtSecret, { algorithm: 'HS256', expiresIn: '1h' });
    });

    it('is a 401 on REST', async () => {
      const res = await request.get(`/api/v1/users/${userId}/app_config`).set('authorization', `Bearer ${token}`);
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ message: 'Please sign in to continue' });
      expect(errorLogs()).toEqual([]);
    });

    it('is UNAUTHENTICATED (401) on GraphQL', async () => {
      const res = await graphql({ query: '{ appliedJobs(limit: 1) { total } }' }, token);
      expect(res.body.errors).toEqual([expect.objectContaining({ extensions: { code: 'UNAUTHENTICATED', status: 401 } })]);
      expect(errorLogs()).toEqual([]);
    });
  });
});
