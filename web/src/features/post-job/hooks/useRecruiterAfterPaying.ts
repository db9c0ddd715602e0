import { useEffect } from 'react';
import { useRefreshSessionUser } from '../../../lib/session/useRefreshSessionUser';
import { useSession } from '../../../lib/session/useSession';
import { RECRUITER_CHECK_ATTEMPTS, RECRUITER_CHECK_INTERVAL_MS } from '../utils/post-job-constants';

/**
 * A signed-in poster back from paying becomes a recruiter once the payment's webhook publishes the
 * posting: the user is read again (and again, a while, until the server says so), so the side
 * menu's Job Postings appears without a page reload.
 */
export function useRecruiterAfterPaying(paid: boolean): void {
  const { user } = useSession();
  const refreshUser = useRefreshSessionUser();
  const waiting = paid && user !== null && !user.recruiter;

  useEffect(() => {
    if (!waiting) return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const check = async (attempt: number) => {
      // A failed read is as good as a "not yet": the next attempt asks again.
      const fresh = await refreshUser().catch(() => null);
      if (stopped || fresh?.recruiter || attempt >= RECRUITER_CHECK_ATTEMPTS) return;
      timer = setTimeout(() => void check(attempt + 1), RECRUITER_CHECK_INTERVAL_MS);
    };
    void check(1);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [waiting, refreshUser]);
}
