import { describePlan } from '../describe-plan';
import { daysLeft, planNotice, type PlanState } from '../plan-state';

const NOW = new Date('2030-03-01T12:00:00.000Z');
const inDays = (days: number) => new Date(NOW.getTime() + days * 24 * 3600 * 1000).toISOString();

const trial = (overrides: Partial<PlanState> = {}): PlanState => ({
  status: 'trial',
  active: true,
  endTime: inDays(5),
  subscriptionId: null,
  lifetime: false,
  ...overrides,
});
const monthly = (overrides: Partial<PlanState> = {}): PlanState => ({
  status: 'paid',
  active: true,
  endTime: '2030-03-05T12:00:00.000Z',
  subscriptionId: 'sub_1',
  lifetime: false,
  intervalType: 'month',
  cancelAtPeriodEnd: false,
  ...overrides,
});

describe('daysLeft', () => {
  it.each([
    [5, 5],
    [4.1, 5],
    [1, 1],
    [0.05, 1],
  ])('%d days ahead leaves %d', (ahead, left) => {
    expect(daysLeft(inDays(ahead), NOW)).toBe(left);
  });
});

describe('describePlan', () => {
  it.each<[string, PlanState, string]>([
    ['a running trial', trial(), 'Trial: 5 days left'],
    ['its last day', trial({ endTime: inDays(0.5) }), 'Trial: 1 day left'],
    ['an ended trial', trial({ active: false, endTime: inDays(-2) }), 'Your trial has ended'],
    ['a renewing monthly plan', monthly(), 'Monthly plan, renews on March 5, 2030'],
    ['a renewing yearly plan', monthly({ intervalType: 'year' }), 'Yearly plan, renews on March 5, 2030'],
    ['a cancelled plan still running', monthly({ cancelAtPeriodEnd: true }), 'Monthly plan, ends on March 5, 2030'],
    ['a paid period without a subscription', monthly({ subscriptionId: null, intervalType: null }), 'Paid plan, ends on March 5, 2030'],
    ['the lifetime plan', { status: 'paid', active: true, endTime: null, subscriptionId: null, lifetime: true }, 'Lifetime'],
    ['an ended paid plan', monthly({ active: false }), 'Your plan has ended'],
    ['an account with no subscription (an admin made by the CLI)', { status: 'none', active: false, lifetime: false }, 'No plan'],
  ])('words %s', (_case, plan, words) => {
    expect(describePlan(plan, NOW)).toBe(words);
  });
});

describe('planNotice', () => {
  const everyone = { admin: false, freeAccess: false };

  it('counts the days of a running trial, and says when it ended', () => {
    expect(planNotice(trial(), everyone, NOW)).toEqual({ kind: 'trial', daysLeft: 5 });
    expect(planNotice(trial({ active: false }), everyone, NOW)).toEqual({ kind: 'trial-ended' });
  });

  it('says nothing of paid plans, the lifetime plan or no plan', () => {
    expect(planNotice(monthly(), everyone, NOW)).toBeNull();
    expect(planNotice({ status: 'paid', active: true, lifetime: true }, everyone, NOW)).toBeNull();
    expect(planNotice({ status: 'none', active: false, lifetime: false }, everyone, NOW)).toBeNull();
  });

  it('says nothing to whom the guard lets in without a plan', () => {
    expect(planNotice(trial({ active: false }), { admin: true, freeAccess: false }, NOW)).toBeNull();
    expect(planNotice(trial(), { admin: false, freeAccess: true }, NOW)).toBeNull();
  });
});
