import { formatDay } from '../../../lib/format-day';
import type { AdminUserFieldsFragment } from '../../../generated/graphql';
import { NONE } from './admin-constants';

const DATE_TIME = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** "Mar 8, 2026, 9:30 AM", or a dash for a time that has not come. */
export const formatDateTime = (value: string | null | undefined): string => (value ? DATE_TIME.format(new Date(value)) : NONE);

/** When the user's subscription ends: a lifetime plan never does. */
export function subscriptionEnds(subscription: AdminUserFieldsFragment['subscription']): string {
  if (!subscription) return NONE;
  if (subscription.lifetime) return 'lifetime';
  return subscription.endTime ? formatDay(subscription.endTime) : NONE;
}

/** A value as the server sent it, without the cache's `__typename` bookkeeping. */
export function withoutTypename(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutTypename);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([key]) => key !== '__typename')
        .map(([key, field]) => [key, withoutTypename(field)]),
    );
  }
  return value;
}

/** The user as the JSON view shows and copies it. */
export const userJson = (user: AdminUserFieldsFragment): string => JSON.stringify(withoutTypename(user), null, 2);
