import type { DataSource, EntityManager } from 'typeorm';
import { grantsAccess } from '../billing/subscription-access';
import { AppSubscriptionEntity, type AppSubscriptionStatus } from './app-subscription.entity';

export interface AppSubscriptionView {
  status: AppSubscriptionStatus | 'none';
  active: boolean;
  endTime: Date | null;
  subscriptionId: string | null;
  lifetime: boolean;
}

const DAY_MS = 24 * 60 * 60 * 1000;

export function describeSubscription(row: AppSubscriptionEntity | null, now = new Date()): AppSubscriptionView {
  if (!row) return { status: 'none', active: false, endTime: null, subscriptionId: null, lifetime: false };
  return {
    status: row.status,
    active: grantsAccess(row, now),
    endTime: row.endTime,
    subscriptionId: row.subscriptionId,
    lifetime: row.lifetime,
  };
}

export class AppSubscriptionService {
  constructor(
    private readonly db: DataSource,
    private readonly trialDays: number,
  ) {}

  /** Every new account starts with a trial of TRIAL_DAYS days. */
  // eslint-disable-next-line no-restricted-syntax -- a system step inside sign-up's transaction
  async startTrial(manager: EntityManager, userId: string, now = new Date()): Promise<void> {
    await manager.insert(AppSubscriptionEntity, {
      userId,
      status: 'trial',
      endTime: new Date(now.getTime() + this.trialDays * DAY_MS),
      subscriptionId: null,
      lifetime: false,
    });
  }

  // eslint-disable-next-line no-restricted-syntax -- read with the session and for views already authorized (a new session, or after an Owner check)
  async getForUser(userId: string): Promise<AppSubscriptionView> {
    const row = await this.db.getRepository(AppSubscriptionEntity).findOneBy({ userId });
    return describeSubscription(row);
  }
}
