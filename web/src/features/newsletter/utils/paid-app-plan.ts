import type { SessionUser } from '../../../lib/session/SessionContext';

/** A paid (not trial) app plan that runs, or the lifetime plan: the newsletter is free with it (spec section 4). */
export function hasPaidAppPlan(user: SessionUser | null): boolean {
  if (!user) return false;
  const { status, active, lifetime } = user.appSubscription;
  return lifetime || (status === 'paid' && active);
}
