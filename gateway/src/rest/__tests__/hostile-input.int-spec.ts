import fc from 'fast-check';
import {
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLSchema,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isLeafType,
  isListType,
  isNonNullType,
  isScalarType,
} from 'graphql';
import type { Test } from 'supertest';
import { createJob, createUser } from '@remotehunt/services/test/factories';
import { minimalPdf } from '@remotehunt/services/test/document-files';
import { buildGatewaySchema } from '../../graphql/schema';
import { type MountedRoute, mountedRoutes } from '../../http/mounted-routes';
import { createLogger } from '../../logger';
import { createTestGateway, type TestGateway } from '../../test/test-gateway';

// Acceptance 4 of issue 17: generated bad input (NUL bytes, lone surrogates, huge and non-numeric
// paging, wrong types, oversized strings) sent to every REST route and every GraphQL operation,
// as a user and as an admin so the handlers run, never answers 5xx and never logs an error.
// Routes are read from the mounted router and operations from the schema: a new one is covered
// without touching this file. Fixed seeds keep the run the same every time. Inputs are drawn with
// fc.sample rather than fc.assert so one run reports every 5xx at once (shrinking a request
// against a changing database would mislead more than help).

const SEED = 17;
const CASES_PER_ROUTE = 16;
const CASES_PER_OPERATION = 14;

/** What pino writes at error level and above (50+): the test's logger writes nothing else. */
const errorLog: string[] = [];
const logger = createLogger({ logLevel: 'error', env: 'test' }, { write: (line: string) => void errorLog.push(line) });

interface Caller {
  token: string;
  userId: string;
}

let gw: TestGateway;
let user: Caller;
let admin: Caller;
let schema: GraphQLSchema;
/** Real ids by the name of the parameter or argument that takes them, so handlers get past "not found". */
const fixtures: Record<string, string[]> = {};

async function gql<T>(caller: Caller, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const res = await gw.graphql(query, variables, caller.token);
  if (res.body.errors) throw new Error(`fixture failed: ${JSON.stringify(res.body.errors)}`);
  return res.body.data as T;
}

beforeAll(async () => {
  gw = await createTestGateway({ RATE_LIMIT_SIGNUP_PER_HOUR: '100000' }, logger);
  schema = await buildGatewaySchema();
  user = await gw.signUp({ name: 'Fuzzed User' });
  admin = await gw.signUp({ name: 'Fuzzing Admin', admin: true });
}, 60_000);

afterAll(async () => {
  await gw?.close();
});

/** The user's records, made afresh for each transport: the other's deletions took the last ones. */
async function createFixtures() {
  const job = await createJob(gw.services, { companyName: 'Acme Remote', tags: ['typescript', 'react'] });
  const other = await createJob(gw.services, { companyName: 'Beta Remote', title: 'Designer' });
  const { markApplied } = await gql<{ markApplied: { _id: string } }>(user, `mutation($j: ID!) { markApplied(jobId: $j) { _id } }`, { j: job.id });
  const applied = markApplied._id;
  const { shortlistJob } = await gql<{ shortlistJob: { _id: string } }>(user, `mutation($j: ID!) { shortlistJob(jobId: $j) { _id } }`, { j: other.id });
  const items = await gql<{ addJobTask: { _id: string }; addJobContact: { _id: string }; addJobNote: { _id: string } }>(
    user,
    `mutation($a: ID!) {
      addJobTask(appliedJobId: $a, input: { content: "Follow up" }) { _id }
      addJobContact(appliedJobId: $a, input: { name: "Ann", email: "ann@example.com" }) { _id }
      addJobNote(appliedJobId: $a, input: { title: "Call" }) { _id }
    }`,
    { a: applied },
  );
  const { sendSupportMessage } = await gql<{ sendSupportMessage: { _id: string } }>(user, `mutation { sendSupportMessage(details: "Hello") { _id } }`);
  const upload = await gw.request
    .post(`/api/v1/users/${user.userId}/file`)
    .set('authorization', `Bearer ${user.token}`)
    .field('type', 'resume')
    .field('title', 'CV')
    .attach('resume', minimalPdf(), 'cv.pdf');
  if (upload.status !== 201) throw new Error(`fixture upload failed: ${upload.status} ${JSON.stringify(upload.body)}`);
  const boards: { id: string }[] = await gw.services.db.query(`SELECT id FROM job_boards ORDER BY name LIMIT 2`);

  Object.assign(fixtures, {
    appliedJobId: [applied],
    itemId: [items.addJobTask._id, items.addJobContact._id, items.addJobNote._id],
    fileId: [upload.body._id],
    documentId: [upload.body._id],
    remoteJobId: [job.id, other.id],
    jobId: [job.id, other.id],
    remoteCompanyId: [job.companyId],
    companyName: ['Acme Remote', 'acme-remote'],
    shortlistedJobId: [shortlistJob._id],
    messageId: [sendSupportMessage._id],
    boardId: boards.map((b) => b.id),
    status: ['applied', 'interview', 'offer'],
    templateId: ['welcome', 'password-reset'],
  });
  fixtures.id = Object.values(fixtures).flat();
}

// ---------------------------------------------------------------------------------------------
// Hostile values

const UNSAFE = ['\u0000', '\ud800', '\udfff', '\udc00\ud800'];
const PAGING = ['1e19', '300000000', 'Infinity', '-Infinity', 'NaN', '-1', '0', '1.5', 'abc', '', ' 2', '0x10', '10001', '1e400', '2147483648'];

const unsafeText = fc
  .tuple(fc.string({ maxLength: 12 }), fc.constantFrom(...UNSAFE), fc.string({ maxLength: 12 }))
  .map(([before, bad, after]) => before + bad + after);

const hostileString: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: unsafeText, weight: 4 },
  { arbitrary: fc.constantFrom(...PAGING), weight: 2 },
  { arbitrary: fc.string({ unit: 'binary', maxLength: 30 }), weight: 2 },
  {
    arbitrary: fc.constantFrom('a@example.com', 'not-an-email', "' OR 1=1 --", '<script>alert(1)</script>', '../../etc/passwd', 'null', '[]', '{}', '6b1e0a52-7d3c-4c59-9a51-2f0c9a3e8b11'),
    weight: 2,
  },
  // Oversized, but within the 100 kB JSON body limit so the handler runs.
  { arbitrary: fc.integer({ min: 300, max: 30_000 }).map((n) => 'x'.repeat(n)), weight: 1 },
);

const hostileNumber: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(1e19, 300_000_000, -1, 0, 1.5, 2 ** 31, 2 ** 31 - 1, -(2 ** 31), 2 ** 53, 10_001, Number.MAX_VALUE, -0),
  fc.integer(),
  fc.double(), // NaN and ±Infinity become null in JSON
);

/**
 * Arrays or objects nested deeper than any recursive walker (or JSON.stringify) survives. Kept as
 * a description and written out as text by `json()`, since building them would overflow the test.
 */
class Deep {
  constructor(
    readonly depth: number,
    readonly asObject: boolean,
    readonly leaf: string,
  ) {}

  text(): string {
    const [open, close] = this.asObject ? ['{"a":', '}'] : ['[', ']'];
    return open.repeat(this.depth) + JSON.stringify(this.leaf) + close.repeat(this.depth);
  }
}

const deepValue = fc
  .tuple(fc.integer({ min: 1_000, max: 20_000 }), fc.boolean(), fc.constantFrom('\u0000', 'leaf'))
  .map(([depth, asObject, leaf]) => new Deep(depth, asObject, leaf));

/** JSON text of a generated value, deep parts included. */
function json(value: unknown): string {
  const deep: Deep[] = [];
  const text = JSON.stringify(value, (_key, v: unknown) => (v instanceof Deep ? `@@deep${deep.push(v) - 1}@@` : v)) ?? 'null';
  return text.replace(/"@@deep(\d+)@@"/g, (_m, i: string) => deep[Number(i)].text());
}

const hostileValue: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', maxDepth: 2 },
    { arbitrary: hostileString, weight: 6 },
    { arbitrary: hostileNumber, weight: 2 },
    { arbitrary: fc.constantFrom(true, false, null), weight: 1 },
    { arbitrary: fc.array(tie('value'), { maxLength: 4 }), weight: 1 },
    { arbitrary: fc.dictionary(fc.oneof(fc.string({ maxLength: 8 }), unsafeText), tie('value'), { maxKeys: 3 }), weight: 1 },
    { arbitrary: fc.integer({ min: 1_000, max: 5_000 }).map((n) => Array.from({ length: n }, (_, i) => i)), weight: 1 },
    { arbitrary: deepValue, weight: 1 },
  ),
})).value;

/**
 * What a well-meaning client sends for a field of this name (a real id for one that takes an id),
 * so that the one hostile value beside it gets past the other fields' checks and reaches the work.
 */
const PLAUSIBLE: Record<string, unknown> = {
  ...{ email: 'fuzz@example.com', customerEmail: 'fuzz@example.com', password: 'long enough password', newPassword: 'another long password' },
  ...{ page: 1, limit: 10, format: 'csv', done: true, acceptTerms: true, type: 'resume', autoBump: 'no', scheduleEvery: 'daily', countryCode: 'US' },
  ...{ successCallback: 'http://localhost:4000/#/ok', cancelCallback: 'http://localhost:4000/#/cancel', priceId: 'price_fuzz' },
  ...{ tags: ['typescript'], categories: ['programming'], category: ['programming'], sources: ['RemoteOK'], contains: ['react'] },
  ...{ filter: { query: 'react' }, worldwide: true, hideViewedJobs: false, enabled: true, active: true, intervalMinutes: 60, amount: 1000, position: 1 },
};
const plausible = (name: string): unknown[] => fixtures[name] ?? [PLAUSIBLE[name] ?? 'Plausible text'];

/** Mostly a plausible value for the field, else something hostile. */
const valueNamed = (name: string): fc.Arbitrary<unknown> =>
  fc.oneof({ arbitrary: fc.constantFrom(...plausible(name)), weight: 3 }, { arbitrary: hostileValue, weight: 2 });

/** `value` with `bad` slipped into every string in it, at `at` (mod its length). */
function taint(value: unknown, bad: string, at: number): unknown {
  if (typeof value === 'string') return value.slice(0, at % (value.length + 1)) + bad + value.slice(at % (value.length + 1));
  if (Array.isArray(value)) return value.map((v) => taint(v, bad, at));
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, taint(v, bad, at)]));
  return bad;
}

/** What to do to a field: slip an unsafe character into its plausible value, or replace it outright. */
const spoiler: fc.Arbitrary<(name: string) => unknown> = fc.oneof(
  { arbitrary: fc.tuple(fc.constantFrom(...UNSAFE), fc.nat(40)).map(([bad, at]) => (name: string) => taint(plausible(name)[0], bad, at)), weight: 3 },
  { arbitrary: hostileValue.map((value) => () => value), weight: 2 },
  // Paging the offset cannot hold, as text (query strings) or as a JSON number.
  { arbitrary: fc.constantFrom<unknown>(...PAGING, 1e19, 300_000_000, 2 ** 31, 1e300).map((value) => () => value), weight: 1 },
);

/** Every name with its plausible value, some (with luck the ones the route reads) spoiled alike. */
const fieldsNamed = (names: string[], spoil: fc.Arbitrary<(name: string) => unknown> = spoiler): fc.Arbitrary<Record<string, unknown>> =>
  fc.tuple(fc.subarray(names, { minLength: 1 }), spoil).map(([spoiled, spoilt]) => fieldsOf(names, (key) => (spoiled.includes(key) ? spoilt(key) : undefined)));

/** Every name with its plausible value, unless `spoilt` gives another. */
const fieldsOf = (names: string[], spoilt: (name: string) => unknown): Record<string, unknown> =>
  Object.fromEntries(names.map((key) => [key, spoilt(key) ?? plausible(key)[0]]));

// ---------------------------------------------------------------------------------------------
// REST

/** Field names the API reads from bodies and query strings, plus every GraphQL argument and input field. */
function fieldNames(): string[] {
  const names = new Set([
    ...['page', 'limit', 'query', 'format', 'token', 'reason', 'filter', 'categories', 'sources', 'tags', 'hideViewedJobs', 'worldwide', 'status'],
    ...['name', 'email', 'password', 'newPassword', 'confirmPassword', 'acceptTerms', 'title', 'description', 'content', 'done', 'details', 'reply'],
    ...['jobId', 'appliedJobId', 'type', 'priceId', 'customerId', 'customerEmail', 'paymentMethodId', 'subscriptionId', 'successCallback', 'cancelCallback'],
    ...['label', 'amount', 'providerPriceId', 'active', 'position', 'enabled', 'intervalMinutes', 'boardId', 'company', 'jobInfo', 'autoBump', 'location'],
  ]);
  for (const root of [schema.getQueryType(), schema.getMutationType()]) {
    for (const field of Object.values(root!.getFields())) {
      for (const arg of field.args) {
        names.add(arg.name);
        const named = getNamedType(arg.type);
        if (isInputObjectType(named)) for (const inner of Object.keys(named.getFields())) names.add(inner);
      }
    }
  }
  return [...names];
}

/** What the REST routes read from query strings. */
const QUERY_NAMES = ['page', 'limit', 'query', 'format', 'token', 'boardId'];

interface RestCase {
  asAdmin: boolean;
  anonymous: boolean;
  params: Record<string, unknown>;
  query: Record<string, unknown>;
  body: unknown;
  multipart: boolean;
  /** When set, a page number alone is the hostile input: everything else is plausible. */
  page: unknown;
}

/** Pages past what an offset holds, or not pages at all, for the paging cases. */
const HOSTILE_PAGES: unknown[] = [...PAGING, 1e19, 300_000_000, 2 ** 31, 1e300, -1, 1.5];

/** Percent-encodes any string, lone surrogates included (encodeURIComponent throws on those). */
function encode(value: unknown): string {
  // URLs stay within the 16 kB Node accepts for a request head: oversized values belong in bodies.
  const text = (typeof value === 'string' ? value : json(value)).slice(0, 300);
  return [...Buffer.from(text, 'utf8')].map((byte) => (/[A-Za-z0-9_.~-]/.test(String.fromCharCode(byte)) ? String.fromCharCode(byte) : `%${byte.toString(16).padStart(2, '0')}`)).join('');
}

function restCases(route: MountedRoute, names: string[], seed: number): RestCase[] {
  const params = (route.path.match(/:\w+/g) ?? []).map((p) => p.slice(1)).filter((p) => p !== 'userId');
  const arbitrary = fc.record({
    asAdmin: fc.boolean(),
    anonymous: fc.constantFrom(false, false, false, false, false, false, false, false, false, true),
    params: fc.record(Object.fromEntries(params.map((p) => [p, valueNamed(p)]))),
    query: fc.oneof(
      fieldsNamed(QUERY_NAMES, fc.oneof(spoiler, fc.array(hostileString, { minLength: 1, maxLength: 3 }).map((values) => () => values))),
      fc.constant({}),
    ),
    body: fc.oneof({ arbitrary: fieldsNamed(names), weight: 8 }, { arbitrary: hostileValue, weight: 1 }),
    multipart: fc.constantFrom(false, false, false, true),
    page: fc.option(fc.constantFrom(...HOSTILE_PAGES), { freq: 3, nil: undefined }),
  });
  return fc.sample(arbitrary, { seed, numRuns: CASES_PER_ROUTE }).map((c) =>
    c.page === undefined ? c : { ...c, query: { page: c.page }, body: { ...fieldsOf(names, () => undefined), page: c.page } },
  );
}

function sendRest(route: MountedRoute, c: RestCase, caller: Caller | null): Test {
  // An admin acts for the fuzzed user (as admins may), so the user's records are found either way.
  const owner = caller === admin ? user : (caller ?? user);
  const path = route.path.replace(/:(\w+)/g, (_m, name: string) => (name === 'userId' ? owner.userId : encode(c.params[name])));
  const query = Object.entries(c.query)
    .flatMap(([key, value]) => (Array.isArray(value) ? value : [value]).map((v) => `${encode(key)}=${encode(v)}`))
    .join('&');
  const method = (route.method === '*' ? 'POST' : route.method).toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete';
  let req = gw.request[method](query ? `${path}?${query}` : path);
  if (caller) req = req.set('authorization', `Bearer ${caller.token}`);
  if (method === 'get') return req;
  if (c.multipart && c.body && typeof c.body === 'object' && !Array.isArray(c.body)) {
    // Forms take 10 fields at most: the spoiled ones, then what the forms read.
    const body = c.body as Record<string, unknown>;
    const spoiled = Object.keys(body).filter((key) => body[key] !== plausible(key)[0]);
    for (const key of [...new Set([...spoiled.slice(0, 5), 'name', 'title', 'type', 'email', 'priceId'])]) {
      req = req.field(key, typeof body[key] === 'string' ? (body[key] as string) : json(body[key]));
    }
    return req;
  }
  return req.set('content-type', 'application/json').send(json(c.body));
}

// ---------------------------------------------------------------------------------------------
// GraphQL

/** A value of the argument's type (with hostile text and numbers inside), or one of a wrong type. */
function valueOfType(type: GraphQLInputType, name: string, depth = 0): fc.Arbitrary<unknown> {
  if (isNonNullType(type)) return valueOfType(type.ofType, name, depth);
  if (depth > 3) return hostileValue;
  let typed: fc.Arbitrary<unknown>;
  if (isListType(type)) typed = fc.array(valueOfType(type.ofType, name, depth + 1), { maxLength: 4 });
  else if (isInputObjectType(type)) {
    const fields = Object.values(type.getFields());
    typed = fc.record(Object.fromEntries(fields.map((f) => [f.name, valueOfType(f.type, f.name, depth + 1)])), {
      requiredKeys: fields.filter((f) => isNonNullType(f.type)).map((f) => f.name),
    });
  } else if (isEnumType(type)) typed = fc.constantFrom(...type.getValues().map((v) => v.name));
  else if (isScalarType(type) && type.name === 'Int')
    typed = fc.constantFrom(1, 2, 10, 100, 101, 10_000, 10_001, 300_000_000, 2 ** 31 - 1, -(2 ** 31), 0, -1);
  else if (isScalarType(type) && type.name === 'Float') typed = hostileNumber;
  else if (isScalarType(type) && type.name === 'Boolean') typed = fc.boolean();
  else {
    const texts = plausible(name).filter((v) => typeof v === 'string');
    const text = fc.constantFrom(...(texts.length ? texts : ['Plausible text']));
    const tainted = fc.tuple(text, fc.constantFrom(...UNSAFE), fc.nat(40)).map(([t, bad, at]) => taint(t, bad, at));
    typed = fc.oneof({ arbitrary: text, weight: 3 }, { arbitrary: tainted, weight: 2 }, { arbitrary: hostileString, weight: 2 });
  }
  return fc.oneof({ arbitrary: typed, weight: 9 }, { arbitrary: hostileValue, weight: 1 });
}

/**
 * A value written into the document instead of passed as a variable (only what a literal can say;
 * nesting is cut at 30 levels, deeper documents being the depth limit's business).
 */
function literal(value: unknown, depth = 0): string {
  if (typeof value === 'string') return JSON.stringify(value);
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : 'null';
  if (typeof value === 'boolean' || value === null || value === undefined) return String(value ?? null);
  if (depth > 30 || value instanceof Deep) return 'null';
  if (Array.isArray(value)) return `[${value.slice(0, 50).map((v) => literal(v, depth + 1)).join(', ')}]`;
  const entries = Object.entries(value as object).filter(([key]) => /^[_A-Za-z][_0-9A-Za-z]*$/.test(key));
  return `{${entries.map(([key, v]) => `${key}: ${literal(v, depth + 1)}`).join(', ')}}`;
}

interface GraphQLCase {
  asAdmin: boolean;
  anonymous: boolean;
  inline: boolean;
  args: Record<string, unknown>;
  /** When set (and the operation pages), a page number alone is the hostile input. */
  page: number | undefined;
}

/** What a plausible client passes for an argument: a real id or text, a small page; nothing when it may. */
function plausibleArg(type: GraphQLInputType, name: string): unknown {
  if (!isNonNullType(type)) return undefined;
  const named = getNamedType(type);
  if (isScalarType(named) && named.name === 'Int') return name === 'limit' ? 100 : 1;
  if (isScalarType(named) && named.name === 'Boolean') return true;
  if (isEnumType(named)) return named.getValues()[0].name;
  if (isInputObjectType(named)) return Object.fromEntries(Object.values(named.getFields()).map((f) => [f.name, plausibleArg(f.type, f.name)]));
  return plausible(name).find((v) => typeof v === 'string') ?? 'Plausible text';
}

function graphqlCases(field: GraphQLField<unknown, unknown>, seed: number): GraphQLCase[] {
  const arbitrary = fc.record({
    asAdmin: fc.boolean(),
    anonymous: fc.constantFrom(false, false, false, false, false, false, false, false, false, true),
    inline: fc.constantFrom(false, false, false, true),
    args: fc.record(Object.fromEntries(field.args.map((a) => [a.name, valueOfType(a.type, a.name)]))),
    // Ints the type accepts (larger ones it refuses itself) but no offset should be computed from.
    page: fc.option(fc.constantFrom(300_000_000, 2 ** 31 - 1, 10_001, -1, 0), { freq: 3, nil: undefined }),
  });
  const pages = field.args.some((a) => a.name === 'page');
  return fc.sample(arbitrary, { seed, numRuns: CASES_PER_OPERATION }).map((c) =>
    c.page === undefined || !pages ? c : { ...c, args: { ...Object.fromEntries(field.args.map((a) => [a.name, plausibleArg(a.type, a.name)])), page: c.page } },
  );
}

function operation(kind: 'query' | 'mutation', field: GraphQLField<unknown, unknown>, c: GraphQLCase) {
  const selection = isLeafType(getNamedType(field.type)) ? '' : ' { __typename }';
  const given = field.args.filter((a) => c.args[a.name] !== undefined);
  if (c.inline) {
    const args = given.map((a) => `${a.name}: ${literal(c.args[a.name])}`).join(', ');
    return { query: `${kind} { ${field.name}${args ? `(${args})` : ''}${selection} }`, variables: {} };
  }
  const defs = given.map((a) => `$${a.name}: ${String(a.type)}`).join(', ');
  const args = given.map((a) => `${a.name}: $${a.name}`).join(', ');
  return {
    query: `${kind} Fuzz${defs ? `(${defs})` : ''} { ${field.name}${args ? `(${args})` : ''}${selection} }`,
    variables: Object.fromEntries(given.map((a) => [a.name, c.args[a.name]])),
  };
}

// ---------------------------------------------------------------------------------------------

interface Failure {
  target: string;
  status: number;
  answer: string;
  input: string;
  logged: string[];
}

const show = (value: unknown) => {
  const text = json(value);
  return text.length > 300 ? `${text.slice(0, 300)}…` : text;
};

const DELETES = /^(delete|delist|revoke)/;

/** logout ends the session it runs in: such requests get a session of their own. */
const endsSession = (name: string) => /logout$/i.test(name);

async function sessionFor(c: { asAdmin: boolean; anonymous: boolean }, target: string): Promise<Caller | null> {
  if (c.anonymous) return null;
  if (!endsSession(target)) return c.asAdmin ? admin : user;
  const spare = await createUser(gw.services);
  return { token: spare.token, userId: spare.userId };
}

async function check(failures: Failure[], target: string, input: unknown, send: () => Promise<{ status: number; body: unknown }>) {
  const logged = errorLog.length;
  const res = await send();
  const errors = (res.body as { errors?: { extensions?: { status?: number; code?: string } }[] })?.errors ?? [];
  const serverError = res.status >= 500 || errors.some((e) => (e.extensions?.status ?? 0) >= 500 || e.extensions?.code === 'INTERNAL_SERVER_ERROR');
  if (serverError || errorLog.length > logged) {
    failures.push({ target, status: res.status, answer: show(res.body), input: show(input), logged: errorLog.slice(logged).map((l) => l.slice(0, 400)) });
  }
}

describe('hostile input never answers 5xx nor logs an error', () => {
  it('over every REST route', async () => {
    await createFixtures();
    const routes = mountedRoutes((gw.app as unknown as { router: Parameters<typeof mountedRoutes>[0] }).router)
      .filter((r) => r.path.startsWith('/api/v1/'))
      // Deletions last, so the routes before them find the records.
      .sort((a, b) => Number(a.method === 'DELETE') - Number(b.method === 'DELETE'));
    expect(routes.length).toBeGreaterThan(90);
    const names = fieldNames();
    const failures: Failure[] = [];
    let sent = 0;
    for (const [i, route] of routes.entries()) {
      for (const c of restCases(route, names, SEED + i)) {
        const target = `${route.method} ${route.path}`;
        const caller = await sessionFor(c, target);
        await check(failures, target, c, async () => sendRest(route, c, caller));
        sent++;
      }
    }
    expect(sent).toBe(routes.length * CASES_PER_ROUTE);
    expect(failures).toEqual([]);
  }, 120_000);

  it('over every GraphQL query and mutation', async () => {
    const roots = [
      ['query', schema.getQueryType()!],
      ['mutation', schema.getMutationType()!],
    ] as const;
    await createFixtures();
    const failures: Failure[] = [];
    let sent = 0;
    let operations = 0;
    for (const [kind, root] of roots) {
      // Deletions last, so the operations before them find the records.
      const fields = Object.values(root.getFields()).sort((a, b) => Number(DELETES.test(a.name)) - Number(DELETES.test(b.name)));
      for (const [i, field] of fields.entries()) {
        operations++;
        for (const c of graphqlCases(field, SEED + 1000 * operations + i)) {
          const caller = await sessionFor(c, field.name);
          const { query, variables } = operation(kind, field, c);
          await check(failures, `${kind} ${field.name}`, { query, variables }, async () => {
            const req = gw.request.post('/graphql').set('content-type', 'application/json');
            if (caller) req.set('authorization', `Bearer ${caller.token}`);
            return req.send(json({ query, variables }));
          });
          sent++;
        }
      }
    }
    expect(operations).toBeGreaterThan(80);
    expect(sent).toBe(operations * CASES_PER_OPERATION);
    expect(failures).toEqual([]);
  }, 120_000);
});

describe('what a caller is told', () => {
  const UNSAFE_MESSAGE = 'must not contain NUL characters or unpaired UTF-16 surrogates';
  const auth = () => ({ authorization: `Bearer ${user.token}` });

  beforeAll(createFixtures);

  it('REST names the body field, query parameter, path parameter or form field holding a NUL', async () => {
    const signIn = await gw.request.post('/api/v1/signin').send({ email: 'a\u0000@example.com', password: 'long enough password' });
    expect(signIn.status).toBe(400);
    expect(signIn.body).toEqual({ message: `email ${UNSAFE_MESSAGE}` });

    const filter = await gw.request.post(`/api/v1/users/${user.userId}/remotejobs/filter`).set(auth()).send({ tags: ['ok', '\ud800'] });
    expect(filter.body).toEqual({ message: `tags[1] ${UNSAFE_MESSAGE}` });

    const query = await gw.request.get(`/api/v1/users/${user.userId}/applied_jobs/export?format=csv%00`).set(auth());
    expect([query.status, query.body]).toEqual([400, { message: `format ${UNSAFE_MESSAGE}` }]);

    const path = await gw.request.post(`/api/v1/users/${user.userId}/Acme%00Remote/jobs/filter`).set(auth()).send({});
    expect([path.status, path.body]).toEqual([400, { message: `companyName ${UNSAFE_MESSAGE}` }]);

    const form = await gw.request.put(`/api/v1/users/${user.userId}`).set(auth()).field('name', 'Ann\u0000');
    expect([form.status, form.body]).toEqual([400, { message: `name ${UNSAFE_MESSAGE}` }]);
  });

  it('GraphQL answers BAD_USER_INPUT naming the variable or the argument', async () => {
    const variable = await gw.graphql(
      `mutation($a: ID!, $input: JobNoteInput!) { addJobNote(appliedJobId: $a, input: $input) { _id } }`,
      { a: fixtures.appliedJobId[0], input: { title: 'Call \ud800 back' } },
      user.token,
    );
    expect(variable.status).toBe(400);
    expect(variable.body.errors).toEqual([expect.objectContaining({ message: `$input.title ${UNSAFE_MESSAGE}`, extensions: expect.objectContaining({ code: 'BAD_USER_INPUT', status: 400 }) })]);

    const literalNul = await gw.graphql(`{ jobs(page: 1, limit: 10, filter: { query: "react\\u0000" }) { total } }`, {}, user.token);
    expect(literalNul.status).toBe(400);
    expect(literalNul.body.errors[0]).toMatchObject({ message: `filter.query ${UNSAFE_MESSAGE}`, extensions: { code: 'BAD_USER_INPUT' } });
  });

  it('GraphQL answers BAD_USER_INPUT, and logs nothing, when a variable holds more than 50 mistakes', async () => {
    const before = errorLog.length;
    // graphql-js gives up after 50 with an error of its own (no code): it is still the caller's input.
    const res = await gw.graphql('query ($c: [String!]) { jobs(filter: { categories: $c }) { total } }', { c: Array.from({ length: 60 }, () => ({ not: 'a string' })) }, user.token);
    expect(res.status).toBe(400);
    expect(res.body.errors.at(-1)).toMatchObject({ message: expect.stringMatching(/^Too many errors processing variables/), extensions: { code: 'BAD_USER_INPUT', status: 400 } });
    expect(errorLog.slice(before)).toEqual([]);
  });

  it('a page past the last one allowed is refused naming page; a page past the end is empty', async () => {
    const huge = await gw.request.get(`/api/v1/users/${user.userId}/applied_jobs?page=1e19`).set(auth());
    expect([huge.status, huge.body]).toEqual([400, { message: 'page must be at most 10000' }]);
    const graphql = await gw.graphql(`{ jobs(page: 300000000, limit: 100) { total } }`, {}, user.token);
    expect(graphql.body.errors[0]).toMatchObject({ message: 'page must be at most 10000', extensions: { code: 'BAD_USER_INPUT', status: 400 } });
    const pastTheEnd = await gw.request.get(`/api/v1/users/${user.userId}/applied_jobs?page=10000&limit=10000`).set(auth());
    expect(pastTheEnd.status).toBe(200);
    expect(pastTheEnd.body).toMatchObject({ data: [], page: 10_000, limit: 10_000 });
  });

  it("an admin asking for a malformed user's support messages is told the user was not found", async () => {
    const res = await gw.graphql(`{ supportMessages(userId: "not-a-uuid", page: 1, limit: 10) { total } }`, {}, admin.token);
    expect(res.body.errors[0]).toMatchObject({ message: 'The user was not found', extensions: { code: 'NOT_FOUND', status: 404 } });
  });
});
