import type { AppSubscriptionEntity, AppSubscriptionStatus } from '../app-subscription.entity';
import { describeSubscription } from '../app-subscription.service';

const NOW = new Date('2026-03-10T12:00:00Z');
const HOUR = 60 * 60 * 1000;

function row(overrides: Partial<AppSubscriptionEntity> = {}): AppSubscriptionEntity {
  return {
    userId: '6b1e0a52-7d3c-4c59-9a51-2f0c9a3e8b11',
    status: 'trial',
    endTime: new Date(NOW.getTime() + 24 * HOUR),
    subscriptionId: null,
    lifetime: false,
    updatedAt: NOW,
    ...overrides,
  };
}

describe('describeSubscription', () => {
  it('a user without a subscription row has status none and no access', () => {
    expect(describeSubscription(null, NOW)).toEqual({ status: 'none', active: false, endTime: null, subscriptionId: null, lifetime: false });
  });

  it('a trial is active before its endTime and answers the row fields', () => {
    const endTime = new Date(NOW.getTime() + HOUR);
    expect(describeSubscription(row({ endTime }), NOW)).toEqual({ status: 'trial', active: true, endTime, subscriptionId: null, lifetime: false });
  });

  it('a trial is inactive after its endTime, and exactly at it', () => {
    expect(describeSubscription(row({ endTime: new Date(NOW.getTime() - 1) }), NOW)).toMatchObject({ status: 'trial', active: false });
    expect(describeSubscription(row({ endTime: NOW }), NOW).active).toBe(false);
  });

  it('a paid subscription is active until its endTime and when it has none', () => {
    expect(describeSubscription(row({ status: 'paid', subscriptionId: 'sub_1' }), NOW)).toMatchObject({ active: true, subscriptionId: 'sub_1' });
    expect(describeSubscription(row({ status: 'paid', endTime: null }), NOW).active).toBe(true);
    expect(describeSubscription(row({ status: 'paid', endTime: new Date(NOW.getTime() - HOUR) }), NOW).active).toBe(false);
  });

  it('a lifetime subscription is always active, whatever its status or endTime', () => {
    for (const status of ['paid', 'expired', 'canceled'] as AppSubscriptionStatus[]) {
      const view = describeSubscription(row({ status, lifetime: true, endTime: new Date('2000-01-01T00:00:00Z') }), NOW);
      expect(view).toMatchObject({ status, active: true, lifetime: true });
    }
  });

  it.each(['incomplete', 'incomplete_expired', 'past_due', 'canceled', 'unpaid', 'paused', 'expired'] as AppSubscriptionStatus[])(
    'a %s subscription grants no access even before its endTime',
    (status) => {
      expect(describeSubscription(row({ status }), NOW)).toMatchObject({ status, active: false });
    },
  );

  it('uses the current time when none is given', () => {
    expect(describeSubscription(row({ endTime: new Date(Date.now() + HOUR) })).active).toBe(true);
    expect(describeSubscription(row({ endTime: new Date(Date.now() - HOUR) })).active).toBe(false);
  });
});
