import { useCallback, useEffect } from 'react';
import { useNotify } from '../components/Notifications';
import { GENERIC_ERROR_MESSAGE, isUnauthenticated } from '../lib/api-errors';

/**
 * The generic error notification of spec section 8, or a screen's own failure
 * message. A 401 stays silent: the login-required handler is already taking the
 * user to sign in.
 */
export function useNotifyFailure(): (error: unknown, message?: string) => void {
  const notify = useNotify();
  return useCallback(
    (error: unknown, message: string = GENERIC_ERROR_MESSAGE) => {
      if (!isUnauthenticated(error)) notify({ type: 'error', message });
    },
    [notify],
  );
}

/** Notifies once per failed query result. */
export function useNotifyQueryFailure(error: unknown): void {
  const notifyFailure = useNotifyFailure();
  useEffect(() => {
    if (error) notifyFailure(error);
  }, [error, notifyFailure]);
}
