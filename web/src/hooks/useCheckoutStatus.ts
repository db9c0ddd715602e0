import { useEffect, useRef } from 'react';

export type CheckoutStatus = 'success' | 'cancel';

/**
 * Runs `onReturn` once per checkout return (`?status=success|cancel`), however often the page
 * renders. A ref, not state: StrictMode runs effects twice and a notice must show once.
 */
export function useCheckoutStatus(status: string | null, onReturn: (status: CheckoutStatus) => void): void {
  const handled = useRef<string | null>(null);
  const latest = useRef(onReturn);
  latest.current = onReturn;

  useEffect(() => {
    if (status !== 'success' && status !== 'cancel') {
      handled.current = null;
      return;
    }
    if (handled.current === status) return;
    handled.current = status;
    latest.current(status);
  }, [status]);
}
