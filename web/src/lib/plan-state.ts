/**
 * The app subscription as the session's bootstrap (`AppSubscription`) and the subscription query
 * (`SubscriptionDetails`) both carry it; the renewal fields only come with the latter.
 */
export interface PlanState {
  status: string;
  active: boolean;
  endTime?: string | null;
  subscriptionId?: string | null;
  lifetime: boolean;
  intervalType?: string | null;
  cancelAtPeriodEnd?: boolean;
}

export const TRIAL_ENDED_MESSAGE = 'Your trial has ended';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Whole days left, counting a started day as one: a trial ending in 4 days and 2 hours has 5 left. */
export function daysLeft(endTime: string, now = new Date()): number {
  return Math.max(1, Math.ceil((new Date(endTime).getTime() - now.getTime()) / DAY_MS));
}

export const formatDaysLeft = (days: number): string => `Trial: ${days} ${days === 1 ? 'day' : 'days'} left`;

export const isTrialOver = (plan: PlanState): boolean => plan.status === 'trial' && !plan.active && !plan.lifetime;

export type PlanNotice = { kind: 'trial'; daysLeft: number } | { kind: 'trial-ended' };

/**
 * What the app shell's banner says about the trial, if anything: only for a trial, and never to
 * whom the guard lets in without a plan (admins, everyone while free app access is on).
 */
export function planNotice(plan: PlanState, { admin, freeAccess }: { admin: boolean; freeAccess: boolean }, now = new Date()): PlanNotice | null {
  if (admin || freeAccess || plan.lifetime || plan.status !== 'trial') return null;
  if (!plan.active) return { kind: 'trial-ended' };
  return plan.endTime ? { kind: 'trial', daysLeft: daysLeft(plan.endTime, now) } : null;
}
