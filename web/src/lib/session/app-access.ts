import type { BootstrapQuery } from '../../generated/graphql';

/** Subscription-guarded screens are open: free app access is on, or the app subscription is active. */
export const hasAppAccess = (bootstrap: Pick<BootstrapQuery['bootstrap'], 'appConfig' | 'me'> | null): boolean =>
  Boolean(bootstrap?.appConfig.accessSwitches.enableFreeAccessForApp || bootstrap?.me.appSubscription.active);
