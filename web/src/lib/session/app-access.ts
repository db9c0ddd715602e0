import type { BootstrapQuery } from '../../generated/graphql';

/**
 * Subscription-guarded screens are open: free app access is on, the app subscription is active, or
 * the user is an admin (as the API decides, services/src/auth/authorization.ts: an admin made with
 * `npm run admin:create` has no trial or plan at all).
 */
export const hasAppAccess = (bootstrap: Pick<BootstrapQuery['bootstrap'], 'appConfig' | 'me'> | null): boolean =>
  Boolean(bootstrap?.appConfig.accessSwitches.enableFreeAccessForApp || bootstrap?.me.appSubscription.active || bootstrap?.me.isAdmin);
