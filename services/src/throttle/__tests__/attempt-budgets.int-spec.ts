import { randomUUID } from 'node:crypto';
import Redis from 'ioredis';
import type { Services } from '../../app/services';
import { DomainError } from '../../common/domain-error';
import { loadConfig } from '../../config/config';
import { BRIEFLY_UNAVAILABLE, createRedis, FAIL_FAST, redisReady } from '../../redis/redis';
import { createTestServices } from '../../test/services';
import { AttemptBudgets, LOCKED_ACCOUNT_WAY_OUT } from '../attempt-budgets';

// The budgets as the services apply them, whatever transport calls: what is refused, with what wait,
// and what happens when Redis cannot count.

const limits = { ...loadConfig().rateLimits, emailLinksPerHour: 2, emailLinksPerIpPerHour: 2 };
const redis = createRedis(loadConfig());
beforeAll(() => redisReady(redis, 10_000));
afterAll(async () => {
  const keys = await redis.keys(`${process.env.REDIS_PREFIX}*budgets-*`);
  if (keys.length) await redis.del(...keys);
  await redis.quit();
});

const freshBudgets = (overrides: Partial<typeof limits> = {}) =>
  new AttemptBudgets(redis, `${process.env.REDIS_PREFIX}budgets-${randomUUID()}:`, { ...limits, ...overrides });
const refusal = (attempt: Promise<unknown>) => attempt.then(() => null, (e: unknown) => e);
/** `count` sign-in attempts that fail (no refund), one after another. */
async function failures(budgets: AttemptBudgets, count: number, email: (i: number) => string, address: (i: number) => string) {
  for (let i = 0; i < count; i++) await budgets.signIn(email(i), address(i));
}

it('refuses with RATE_LIMITED and the seconds to wait, and a refusal by one budget costs the others nothing', async () => {
  const budgets = freshBudgets();
  await budgets.emailLink('reset', 'one@example.com', '192.0.2.1');
  await budgets.emailLink('reset', 'two@example.com', '192.0.2.1');

  const refused = await refusal(budgets.emailLink('reset', 'three@example.com', '192.0.2.1'));
  expect(refused).toBeInstanceOf(DomainError);
  expect(refused).toMatchObject({ code: 'RATE_LIMITED', message: expect.stringMatching(/^Too many emails were asked from this network\. Please try again in 60 minute\(s\)\.$/) });
  const { retryAfter } = (refused as DomainError).details as { retryAfter: number };
  expect(retryAfter).toBeGreaterThan(3500);
  expect(retryAfter).toBeLessThanOrEqual(3600);
  // The refused attempt sent nothing, so three@ still has both of its links, from elsewhere.
  await budgets.emailLink('reset', 'three@example.com', '192.0.2.2');
  await budgets.emailLink('reset', 'three@example.com', '192.0.2.3');
  await expect(budgets.emailLink('reset', 'three@example.com', '192.0.2.4')).rejects.toMatchObject({ code: 'RATE_LIMITED' });
  // Each kind of link has budgets of its own.
  await budgets.emailLink('newsletter-login', 'three@example.com', '192.0.2.1');
});

describe('failed sign-ins for one account', () => {
  it('are counted whatever address they come from, and the refusal names the mailed links as the way in', async () => {
    const budgets = freshBudgets({ signinPer15Min: 3, signinPerIpPer15Min: 100 });
    await failures(budgets, 3, () => 'Owner@Example.com', (i) => `198.51.100.${i + 1}`);

    const refused = await refusal(budgets.signIn('owner@example.com', '203.0.113.9'));
    expect(refused).toMatchObject({
      code: 'RATE_LIMITED',
      message: `Too many failed sign-in attempts for this account. Please try again in 15 minute(s), ${LOCKED_ACCOUNT_WAY_OUT}.`,
      details: { retryAfter: expect.any(Number) },
    });
    // Another account, from the same addresses, is not slowed.
    await budgets.signIn('someone-else@example.com', '198.51.100.1');
  });

  it('are forgotten once the owner proves the mailbox', async () => {
    const budgets = freshBudgets({ signinPer15Min: 2, signinPerIpPer15Min: 100 });
    await failures(budgets, 2, () => 'locked@example.com', (i) => `198.51.100.${i + 1}`);
    await expect(budgets.signIn('locked@example.com', '198.51.100.9')).rejects.toMatchObject({ code: 'RATE_LIMITED' });

    await budgets.clearSignInFailures('LOCKED@example.com');
    await failures(budgets, 2, () => 'locked@example.com', () => '198.51.100.9');
    await expect(budgets.signIn('locked@example.com', '198.51.100.10')).rejects.toMatchObject({ code: 'RATE_LIMITED' });
  });
});

it('counts an IPv6 caller by its /64, and an IPv4-mapped address as the IPv4 address', async () => {
  const budgets = freshBudgets({ signupPerHour: 2 });
  await budgets.signUp('2001:db8:a:b::1');
  await budgets.signUp('2001:db8:a:b:ffff:ffff:ffff:fffe');
  await expect(budgets.signUp('2001:db8:a:b:1234::99')).rejects.toMatchObject({ code: 'RATE_LIMITED' });
  // The next /64 is another caller.
  await budgets.signUp('2001:db8:a:c::1');

  await budgets.signUp('::ffff:192.0.2.77');
  await budgets.signUp('192.0.2.77');
  await expect(budgets.signUp('::ffff:192.0.2.77')).rejects.toMatchObject({ code: 'RATE_LIMITED' });
});

it('leaves no failure behind for attempts refused while others were in flight: correct sign-ins at once lock nothing out', async () => {
  const budgets = freshBudgets({ signinPer15Min: 10, signinPerIpPer15Min: 20 });
  const address = '192.0.2.50';
  // 30 sign-ins start before any is checked: 20 fit the address's budget, the rest are refused.
  const accounts = Array.from({ length: 30 }, (_, i) => `colleague-${i}@example.com`);
  const started = await Promise.allSettled(accounts.map((email) => budgets.signIn(email, address)));
  const letThrough = started.filter((s) => s.status === 'fulfilled');
  expect(letThrough).toHaveLength(20);
  expect(started.filter((s) => s.status === 'rejected').map((s) => (s as PromiseRejectedResult).reason)).toEqual(
    Array(10).fill(expect.objectContaining({ code: 'RATE_LIMITED' })),
  );
  // Every one let through had the right password.
  await Promise.all(letThrough.map((s) => s.value.refund()));

  // The address has its whole budget of failures left.
  await failures(budgets, 20, (i) => `typo-${i}@example.com`, () => address);
  await expect(budgets.signIn('one-more@example.com', address)).rejects.toMatchObject({ code: 'RATE_LIMITED' });
});

it('refuses with UNAVAILABLE at once, and reports it, when Redis cannot count: no budget is skipped', async () => {
  const down = new Redis('redis://127.0.0.1:1', { ...FAIL_FAST, lazyConnect: true });
  const budgets = new AttemptBudgets(down, 'down:', limits);
  const reported: unknown[] = [];
  budgets.reportUnavailableTo((err) => reported.push(err));

  const unavailable = { code: 'UNAVAILABLE', message: BRIEFLY_UNAVAILABLE, details: { retryAfter: 60 } };
  await expect(budgets.signUp('192.0.2.9')).rejects.toMatchObject(unavailable);
  await expect(budgets.signIn('someone@example.com', '192.0.2.9')).rejects.toMatchObject(unavailable);
  await expect(budgets.emailLink('reset', 'someone@example.com', '192.0.2.9')).rejects.toMatchObject(unavailable);
  await expect(budgets.emailLink('newsletter-login', 'someone@example.com', '192.0.2.9')).rejects.toMatchObject(unavailable);
  await expect(budgets.feedRead('a-feed-token')).rejects.toMatchObject(unavailable);
  // Forgetting failures is best effort: the proof of the mailbox is not refused for it.
  await budgets.clearSignInFailures('someone@example.com');
  expect(reported.length).toBeGreaterThanOrEqual(6);
  expect(reported[0]).toBeInstanceOf(Error);
  down.disconnect();
});

describe('called without a network address', () => {
  let services: Services;
  beforeAll(async () => {
    services = await createTestServices({ RATE_LIMIT_SIGNUP_PER_HOUR: '2', RATE_LIMIT_SIGNIN_PER_IP_PER_15_MIN: '2', REDIS_PREFIX: `${process.env.REDIS_PREFIX}no-address-budgets-${randomUUID()}:` });
  });
  afterAll(() => services.close());

  it('is throttled as one caller, not skipped: a transport that forgets the address gains nothing', async () => {
    const signUp = () => services.accounts.signUp({ name: 'No Address', email: `nowhere-${randomUUID()}@example.com`, password: 'longenough' });
    await signUp();
    await signUp();
    await expect(signUp()).rejects.toMatchObject({ code: 'RATE_LIMITED', details: { retryAfter: expect.any(Number) } });

    const guess = () => services.accounts.signIn({ email: `guess-${randomUUID()}@example.com`, password: 'a guess' });
    await expect(guess()).rejects.toMatchObject({ code: 'UNAUTHENTICATED' });
    await expect(guess()).rejects.toMatchObject({ code: 'UNAUTHENTICATED' });
    await expect(guess()).rejects.toMatchObject({ code: 'RATE_LIMITED', message: expect.stringMatching(/^Too many failed sign-in attempts from this network\./) });
  });
});
