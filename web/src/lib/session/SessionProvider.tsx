import { useEffect, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { readStoredSession, subscribeToSession, updateStoredUserInfo } from '../session-storage';
import { SessionContext, type Session, type SessionStatus } from './SessionContext';
import { useBootstrapQuery } from './useBootstrapQuery';

export function SessionProvider({ children }: { children: ReactNode }) {
  const stored = useSyncExternalStore(subscribeToSession, readStoredSession, readStoredSession);
  const isLoggedIn = Boolean(stored.token && stored.userInfo);
  const userId = isLoggedIn ? stored.userInfo!.userId : null;

  const { data, error, refetch } = useBootstrapQuery(userId);
  // Data of a previous user (sign out, sign in as someone else) never counts.
  const bootstrap = data?.bootstrap && data.bootstrap.me.userId === userId ? data.bootstrap : null;
  const user = bootstrap?.me ?? null;

  useEffect(() => {
    if (user) updateStoredUserInfo(user);
  }, [user]);

  const session = useMemo<Session>(() => {
    let status: SessionStatus = 'loading';
    if (!userId) status = 'anonymous';
    else if (bootstrap) status = 'ready';
    else if (error) status = 'error';
    const appConfig = bootstrap?.appConfig ?? null;
    return {
      status,
      isLoggedIn,
      userId,
      storedUserInfo: stored.userInfo,
      user,
      appConfig,
      jobStatuses: bootstrap?.jobStatuses ?? [],
      hasAppAccess: Boolean(appConfig?.accessSwitches.enableFreeAccessForApp || user?.appSubscription.active),
      retry: () => {
        void refetch().catch(() => undefined);
      },
    };
  }, [userId, isLoggedIn, bootstrap, error, stored.userInfo, user, refetch]);

  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}
