import { randomUUID } from 'node:crypto';
import { mailedLoginToken, mailedResetToken } from '@remotehunt/services/test/mailed-links';
import type supertest from 'supertest';
import { createTestGateway, type TestGateway } from '../../test/test-gateway';

// Sign-in, sign-up and emailed-link budgets as a client sees them over REST and GraphQL: one budget
// whichever transport spends it, each alias of a mutation spending its own attempt, and a refusal
// saying when to come back (Retry-After on REST, extensions.retryAfter on GraphQL).

// The shipped sign-in numbers (10 per account, 20 per address); small ones where each attempt
// would otherwise cost an account or a mail.
const LIMITS = {
  RATE_LIMIT_SIGNIN_PER_15_MIN: '10',
  RATE_LIMIT_SIGNIN_PER_IP_PER_15_MIN: '20',
  RATE_LIMIT_SIGNUP_PER_HOUR: '3',
  RATE_LIMIT_EMAIL_LINKS_PER_HOUR: '3',
  RATE_LIMIT_EMAIL_LINKS_PER_IP_PER_HOUR: '6',
};

let gw: TestGateway;
beforeAll(async () => {
  gw = await createTestGateway(LIMITS);
});
afterAll(() => gw.close());

// Every test calls from addresses of its own (the gateway trusts X-Forwarded-For from loopback, as
// from its own proxy), so budgets spent by one test never reach another.
let lastAddress = 0;
const newAddress = () => {
  lastAddress++;
  return `198.51.${Math.floor(lastAddress / 250)}.${(lastAddress % 250) + 1}`;
};
const newEmail = (label: string) => `${label}-${randomUUID()}@example.com`;
// Each test's IPv6 callers in a /64 of their own (2001:db8::/32 is for documentation).
let lastNetwork = 0;
const newIPv6Network = () => {
  lastNetwork++;
  const network = `2001:db8:${lastNetwork.toString(16)}:0`;
  return { address: (host: number) => `${network}:${host.toString(16)}:0:0:${((host * 7919) % 0xffff).toString(16)}`, next: `2001:db8:${lastNetwork.toString(16)}:1::1` };
};

type Transport = 'REST' | 'GraphQL';
const BOTH_ORDERS: [Transport, Transport][] = [
  ['REST', 'GraphQL'],
  ['GraphQL', 'REST'],
];

/** What a caller learns from one attempt, whichever transport carried it. */
interface Outcome {
  status: number;
  message?: string;
  retryAfter?: number;
}

const rest = (address: string, path: string, body: object) => gw.request.post(`/api/v1${path}`).set('x-forwarded-for', address).send(body);
const graphql = (address: string, query: string, variables: object) =>
  gw.request.post('/graphql').set('content-type', 'application/json').set('x-forwarded-for', address).send({ query, variables });

function fromRest(res: supertest.Response): Outcome {
  const retryAfter = res.headers['retry-after'];
  return { status: res.status, message: res.body.message, ...(retryAfter === undefined ? {} : { retryAfter: Number(retryAfter) }) };
}

/** The outcome of each root field of a GraphQL answer, in the order asked (one per alias). */
function fromGraphQL(res: supertest.Response, keys: string[]): Outcome[] {
  expect(res.status).toBe(200);
  const errors: { path?: string[]; message: string; extensions: { status: number; retryAfter?: number } }[] = res.body.errors ?? [];
  // Every error belongs to one field: none refuses the whole operation.
  expect(errors.filter((e) => !keys.includes(e.path?.[0] ?? ''))).toEqual([]);
  return keys.map((key) => {
    const error = errors.find((e) => e.path?.[0] === key);
    // The fields are non-null, so one error empties `data`: a field without an error is one that succeeded.
    if (!error) return { status: 200 };
    const { status, retryAfter } = error.extensions;
    return { status, message: error.message, ...(retryAfter === undefined ? {} : { retryAfter }) };
  });
}

const SIGN_IN = 'mutation ($input: SignInInput!) { signIn(input: $input) { token } }';
const SIGN_UP = 'mutation ($input: SignUpInput!) { signUp(input: $input) { token } }';

async function signIn(via: Transport, address: string, email: string, password: string): Promise<Outcome> {
  if (via === 'REST') return fromRest(await rest(address, '/signin', { email, password }));
  return fromGraphQL(await graphql(address, SIGN_IN, { input: { email, password } }), ['signIn'])[0];
}

async function signUp(via: Transport, address: string, email = newEmail('new'), password = 'longenough'): Promise<Outcome> {
  const input = { name: 'Many', email, password };
  if (via === 'REST') return fromRest(await rest(address, '/signup', input));
  return fromGraphQL(await graphql(address, SIGN_UP, { input }), ['signUp'])[0];
}

const EMAIL_LINKS = [
  { kind: 'password reset', path: '/reset_password/email', mutation: 'requestPasswordReset', selection: ' { success }' },
  { kind: 'newsletter login', path: '/newsletter/login-link/generate', mutation: 'sendNewsletterLoginLink', selection: '' },
] as const;
type EmailLink = (typeof EMAIL_LINKS)[number];

async function askForLink(link: EmailLink, via: Transport, address: string, email: string): Promise<Outcome> {
  if (via === 'REST') return fromRest(await rest(address, link.path, { email }));
  return fromGraphQL(await graphql(address, `mutation ($email: String!) { ${link.mutation}(email: $email)${link.selection} }`, { email }), [link.mutation])[0];
}

/** An account with a password, signed up from an address of its own so it spends no test's budget. */
async function account(): Promise<{ email: string; password: string }> {
  const user = { email: newEmail('owner'), password: 'the right password' };
  expect((await signUp('REST', newAddress(), user.email, user.password)).status).toBe(201);
  return user;
}

const INCORRECT = { status: 401, message: 'Incorrect email or password' };

function expectRefused(outcome: Outcome, message: RegExp, windowSeconds: number) {
  expect(outcome).toEqual({ status: 429, message: expect.stringMatching(message), retryAfter: expect.any(Number) });
  expect(outcome.retryAfter).toBeGreaterThan(0);
  expect(outcome.retryAfter).toBeLessThanOrEqual(windowSeconds);
  expect(outcome.message).toMatch(/ Please try again in \d+ minute\(s\)(, .+)?\.$/);
}

const ACCOUNT_LOCKED = /^Too many failed sign-in attempts for this account\. Please try again in \d+ minute\(s\), or sign in now with a link sent to your email: ask for a login link, or use Forgot password\.$/;


async function signInWithLoginLink(via: Transport, address: string, token: string): Promise<Outcome> {
  if (via === 'REST') return fromRest(await rest(address, '/newsletter/login-link/sign-in', { token }));
  return fromGraphQL(await graphql(address, 'mutation ($token: String!) { signInWithNewsletterLink(token: $token) { token } }', { token }), ['signInWithNewsletterLink'])[0];
}

describe.each(BOTH_ORDERS)('first attempts over %s, then over %s', (first, then) => {
  it('refuses guesses at one account from 120 addresses after 10 failures, the right password too; a mailed login link still lets its owner in and ends the lock', async () => {
    const user = await account();
    const outcomes: Outcome[] = [];
    for (let i = 0; i < 119; i++) outcomes.push(await signIn(i % 2 ? then : first, newAddress(), user.email, `guess ${i}`));
    outcomes.push(await signIn(then, newAddress(), user.email.toUpperCase(), user.password));

    expect(outcomes.slice(0, 10)).toEqual(Array(10).fill(INCORRECT));
    for (const refused of outcomes.slice(10)) expectRefused(refused, ACCOUNT_LOCKED, 15 * 60);

    // The owner proves the mailbox: the link is not held back by the password's budget.
    expect((await askForLink(EMAIL_LINKS[1], first, newAddress(), user.email)).status).toBe(200);
    expect(await signInWithLoginLink(then, newAddress(), await mailedLoginToken(gw.services, user.email))).toEqual({ status: 200 });
    // ... which ends the lock for the password too.
    expect((await signIn(first, newAddress(), user.email, user.password)).status).toBe(200);
    expect(await signIn(then, newAddress(), user.email, 'a wrong guess')).toEqual(INCORRECT);
  });

  it('ends the lock on an account once its owner sets a new password by a mailed reset link', async () => {
    const user = await account();
    for (let i = 0; i < 10; i++) expect(await signIn(i % 2 ? then : first, newAddress(), user.email, `guess ${i}`)).toEqual(INCORRECT);
    expectRefused(await signIn(first, newAddress(), user.email, user.password), ACCOUNT_LOCKED, 15 * 60);

    expect((await askForLink(EMAIL_LINKS[0], then, newAddress(), user.email)).status).toBe(200);
    const token = await mailedResetToken(gw.services, user.email);
    const reset =
      first === 'REST'
        ? fromRest(await rest(newAddress(), '/reset_password', { resetPasswordTokenId: token, password: 'a brand new password' }))
        : fromGraphQL(await graphql(newAddress(), 'mutation ($t: String!, $p: String!) { resetPassword(token: $t, password: $p) }', { t: token, p: 'a brand new password' }), ['resetPassword'])[0];
    expect(reset.status).toBe(200);
    expect((await signIn(then, newAddress(), user.email, 'a brand new password')).status).toBe(200);
  });

  it('counts every address of one IPv6 /64 as one network, and an IPv4-mapped address as the IPv4 address', async () => {
    const user = await account();
    const network = newIPv6Network();
    const outcomes: Outcome[] = [];
    for (let i = 0; i < 21; i++) outcomes.push(await signIn(i % 2 ? then : first, network.address(i + 1), newEmail(`v6-sprayed-${i}`), 'Summer2025!'));

    expect(outcomes.slice(0, 20)).toEqual(Array(20).fill(INCORRECT));
    expectRefused(outcomes[20], /^Too many failed sign-in attempts from this network\./, 15 * 60);
    expectRefused(await signIn(first, network.address(999), user.email, user.password), /^Too many failed sign-in attempts from this network\./, 15 * 60);
    // The neighbouring /64 is someone else.
    expect((await signIn(then, network.next, user.email, user.password)).status).toBe(200);

    const v4 = newAddress();
    for (let i = 0; i < 20; i++) expect(await signIn(i % 2 ? then : first, i % 2 ? v4 : `::ffff:${v4}`, newEmail(`mapped-${i}`), 'Summer2025!')).toEqual(INCORRECT);
    expectRefused(await signIn(then, v4, user.email, user.password), /^Too many failed sign-in attempts from this network\./, 15 * 60);
  });

  it('lets 30 correct sign-ins at once from one address count as no failures: the address keeps its whole budget', async () => {
    const users = await Promise.all(Array.from({ length: 30 }, () => account()));
    const office = newAddress();
    // The password checks wait until every attempt has been counted (checked, or refused), so all 30
    // are in flight at once, as on a busy server: 20 fill the address's budget, 10 are asked to wait.
    const passwords = gw.services.passwords;
    const verify = passwords.verify.bind(passwords);
    let counted = 0;
    let allCounted!: () => void;
    const everyAttemptCounted = new Promise<void>((resolve) => (allCounted = resolve));
    const count = () => {
      if (++counted === users.length) allCounted();
    };
    const held = jest.spyOn(passwords, 'verify').mockImplementation(async (hash, plain) => {
      count();
      await everyAttemptCounted;
      return verify(hash, plain);
    });
    const attempts = users.map(async (user, i) => {
      const outcome = await signIn(i % 2 ? then : first, office, user.email, user.password);
      if (outcome.status === 429) count();
      return outcome;
    });
    const outcomes = await Promise.all(attempts).finally(() => held.mockRestore());

    expect(outcomes.filter((o) => o.status === 200)).toHaveLength(20);
    for (const refused of outcomes.filter((o) => o.status !== 200)) expectRefused(refused, /^Too many failed sign-in attempts from this network\./, 15 * 60);
    // None of the 30 failed, so the address still has all 20 failures to spend.
    for (let i = 0; i < 20; i++) expect(await signIn(i % 2 ? then : first, office, newEmail(`typo-${i}`), 'a typo')).toEqual(INCORRECT);
    expectRefused(await signIn(first, office, newEmail('typo'), 'a typo'), /^Too many failed sign-in attempts from this network\./, 15 * 60);
  });

  it('slows password spraying: 60 accounts tried once each from one address are refused after 20 failures', async () => {
    const user = await account();
    const sprayer = newAddress();
    const outcomes: Outcome[] = [];
    for (let i = 0; i < 20; i++) outcomes.push(await signIn(first, sprayer, newEmail(`sprayed-${i}`), 'Summer2025!'));
    for (let i = 20; i < 59; i++) outcomes.push(await signIn(then, sprayer, newEmail(`sprayed-${i}`), 'Summer2025!'));
    outcomes.push(await signIn(then, sprayer, user.email, 'Summer2025!'));

    expect(outcomes.slice(0, 20)).toEqual(Array(20).fill(INCORRECT));
    for (const refused of outcomes.slice(20)) expectRefused(refused, /^Too many failed sign-in attempts from this network\./, 15 * 60);
    // Nobody else's sign-in is slowed.
    expect((await signIn(first, newAddress(), user.email, user.password)).status).toBe(200);
  });

  it('counts only failures: successes over either transport give their attempt back', async () => {
    const user = await account();
    const address = newAddress();
    for (let i = 0; i < 9; i++) expect(await signIn(first, address, user.email, 'a wrong guess')).toEqual(INCORRECT);
    for (let i = 0; i < 4; i++) expect((await signIn(i % 2 ? first : then, address, user.email, user.password)).status).toBe(200);
    // Nine failures and four successes: the tenth failure is still within the budget.
    expect(await signIn(then, address, user.email, 'a wrong guess')).toEqual(INCORRECT);
    expectRefused(await signIn(first, address, user.email, 'a wrong guess'), ACCOUNT_LOCKED, 15 * 60);
  });

  it('refuses the 4th account from one address, and makes no account for it', async () => {
    const address = newAddress();
    for (let i = 0; i < 3; i++) expect((await signUp(first, address)).status).toBeLessThan(300);
    const refusedEmail = newEmail('refused');
    expectRefused(await signUp(then, address, refusedEmail), /^Too many accounts were created from this network\./, 60 * 60);
    expect(await gw.services.db.query(`SELECT 1 FROM users WHERE email = $1`, [refusedEmail])).toEqual([]);
    // Another address still can.
    expect((await signUp(then, newAddress())).status).toBeLessThan(300);
  });

  it("counts a visitor's newsletter order as a sign-up: the 4th from one address makes no account", async () => {
    const address = newAddress();
    const visitorOrder = async (via: Transport, email: string): Promise<Outcome> => {
      const input = { name: 'Reader', email, scheduleEvery: 'daily', category: ['programming'], countryCode: 'DE' };
      if (via === 'REST') return fromRest(await rest(address, '/newsletter/subscribe/order', input));
      return fromGraphQL(await graphql(address, 'mutation ($input: NewsletterOrderInput!) { subscribeNewsletter(input: $input) { status } }', { input }), ['subscribeNewsletter'])[0];
    };
    for (let i = 0; i < 3; i++) expect((await visitorOrder(first, newEmail('reader'))).status).toBe(200);
    const refusedEmail = newEmail('refused-reader');
    expectRefused(await visitorOrder(then, refusedEmail), /^Too many accounts were created from this network\./, 60 * 60);
    expect(await gw.services.db.query(`SELECT 1 FROM users WHERE email = $1`, [refusedEmail])).toEqual([]);
  });

  describe.each(EMAIL_LINKS)('$kind links', (link) => {
    it('refuses the 4th link for one email, whatever the addresses asking', async () => {
      const user = await account();
      for (let i = 0; i < 3; i++) expect((await askForLink(link, first, newAddress(), user.email)).status).toBe(200);
      expectRefused(await askForLink(link, then, newAddress(), user.email), /^Too many emails were asked for this address\./, 60 * 60);
    });

    it('refuses the 7th link from one address, whatever the emails asked for', async () => {
      const user = await account();
      const address = newAddress();
      for (let i = 0; i < 5; i++) expect((await askForLink(link, first, address, newEmail('inbox'))).status).toBe(200);
      expect((await askForLink(link, then, address, user.email)).status).toBe(200);
      expectRefused(await askForLink(link, then, address, newEmail('inbox')), /^Too many emails were asked from this network\./, 60 * 60);
      expectRefused(await askForLink(link, first, address, user.email), /^Too many emails were asked from this network\./, 60 * 60);
    });
  });
});

describe('aliased mutations in one GraphQL request', () => {
  /** One operation asking for `field` under `count` aliases, each with its own variable. */
  const aliased = (field: string, argument: string, count: number, selection = argument.startsWith('String') ? '' : ' { token }') => {
    const keys = Array.from({ length: count }, (_, i) => `${field}${i}`);
    const params = keys.map((key) => `$${key}: ${argument}`).join(', ');
    const name = argument.startsWith('String') ? 'email' : 'input';
    const query = `mutation (${params}) { ${keys.map((key) => `${key}: ${field}(${name}: $${key})${selection}`).join(' ')} }`;
    return { keys, query };
  };

  it('spend one sign-up each: the 4th alias makes no account', async () => {
    const address = newAddress();
    const { keys, query } = aliased('signUp', 'SignUpInput!', 4);
    const inputs = Object.fromEntries(keys.map((key) => [key, { name: 'Alias', email: newEmail(key.toLowerCase()), password: 'longenough' }]));
    const outcomes = fromGraphQL(await graphql(address, query, inputs), keys);

    expect(outcomes.slice(0, 3)).toEqual(Array(3).fill({ status: 200 }));
    expectRefused(outcomes[3], /^Too many accounts were created from this network\./, 60 * 60);
    const emails = keys.map((key) => inputs[key].email);
    expect(await gw.services.db.query(`SELECT count(*)::int AS n FROM users WHERE email = ANY($1)`, [emails])).toEqual([{ n: 3 }]);
  });

  it.each(EMAIL_LINKS)('spend one $kind link each: the 4th alias for one email is refused', async (link) => {
    const user = await account();
    const { keys, query } = aliased(link.mutation, 'String!', 4, link.selection);
    const outcomes = fromGraphQL(await graphql(newAddress(), query, Object.fromEntries(keys.map((key) => [key, user.email]))), keys);

    expect(outcomes.slice(0, 3)).toEqual(Array(3).fill({ status: 200 }));
    expectRefused(outcomes[3], /^Too many emails were asked for this address\./, 60 * 60);
  });

  it('give no more sign-in guesses than separate requests do', async () => {
    // A failed sign-in stops the aliases after it (the field is non-null), so a request runs as many
    // guesses as fail before it; either way, each one spends an attempt.
    const user = await account();
    const address = newAddress();
    const { keys, query } = aliased('signIn', 'SignInInput!', 6);
    const guesses = Object.fromEntries(keys.map((key) => [key, { email: user.email, password: `guess ${key}` }]));
    const answers: Outcome[] = [];
    while (!answers.some((a) => a.status === 429) && answers.length < 20) {
      answers.push(...fromGraphQL(await graphql(address, query, guesses), keys).filter((a) => a.status !== 200));
    }

    expect(answers.filter((a) => a.status === 401)).toHaveLength(10);
    expectRefused(answers[answers.length - 1], ACCOUNT_LOCKED, 15 * 60);
    // The budget is the one REST spends too.
    expect(fromRest(await rest(address, '/signin', user))).toMatchObject({ status: 429, retryAfter: expect.any(Number) });
  });
});
