import { useDeferredValue, useEffect, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { readStoredSession, subscribeToSession, updateStoredUserInfo } from '../session-storage';
import { hasAppAccess } from './app-access';
import { SessionContext, type Session, type SessionStatus } from './SessionContext';
import { useBootstrapQuery } from './useBootstrapQuery';

export function SessionProvider({ children }: { children: ReactNode }) {
  const stored = useSyncExternalStore(subscribeToSession, readStoredSession, readStoredSession);
  const isLoggedIn = Boolean(stored.token && stored.userInfo);
  const userId = isLoggedIn ? stored.userInfo!.userId : null;

  const query = useBootstrapQuery(userId);
  const { error, refetch } = query;
  // The first answer makes the whole screen behind the guards render; as a deferred value that
  // render is interruptible (split into short tasks) instead of one long task that blocks input.
  // Later changes (a new name, a new avatar) apply at once.
  const deferredData = useDeferredValue(query.data);
  const data = deferredData ? query.data : deferredData;
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
      hasAppAccess: hasAppAccess(bootstrap),
      retry: () => {
        void refetch().catch(() => undefined);
      },
    };
  }, [userId, isLoggedIn, bootstrap, error, stored.userInfo, user, refetch]);

  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}
