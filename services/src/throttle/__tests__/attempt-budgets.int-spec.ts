import { randomUUID } from 'node:crypto';
import Redis from 'ioredis';
import type { Services } from '../../app/services';
import { DomainError } from '../../common/domain-error';
import { loadConfig } from '../../config/config';
import { createRedis } from '../../redis/redis';
import { createTestServices } from '../../test/services';
import { AttemptBudgets } from '../attempt-budgets';

// The budgets as the services apply them, whatever transport calls: what is refused, with what wait,
// and what happens when Redis cannot count.

const limits = { ...loadConfig().rateLimits, emailLinksPerHour: 2, emailLinksPerIpPerHour: 2 };
const redis = createRedis(loadConfig());
afterAll(async () => {
  const keys = await redis.keys(`${process.env.REDIS_PREFIX}*budgets-*`);
  if (keys.length) await redis.del(...keys);
  await redis.quit();
});

const freshBudgets = () => new AttemptBudgets(redis, `${process.env.REDIS_PREFIX}budgets-${randomUUID()}:`, limits);
const refusal = (attempt: Promise<unknown>) => attempt.then(() => null, (e: unknown) => e);

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

it('lets attempts through, and reports it, when Redis cannot count them', async () => {
  const down = new Redis('redis://127.0.0.1:1', { lazyConnect: true, enableOfflineQueue: false, maxRetriesPerRequest: 0 });
  const budgets = new AttemptBudgets(down, 'down:', { ...limits, signinPer15Min: 1, signinPerIpPer15Min: 1, signupPerHour: 1 });
  const reported: unknown[] = [];
  budgets.reportUnavailableTo((err) => reported.push(err));

  for (let i = 0; i < 3; i++) {
    await budgets.signUp('192.0.2.9');
    await (await budgets.signIn('someone@example.com', '192.0.2.9')).refund();
    await budgets.emailLink('reset', 'someone@example.com', '192.0.2.9');
  }
  expect(reported.length).toBeGreaterThanOrEqual(9);
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
