import { Navigate, Outlet, useLocation } from '../../router';
import { useSession } from '../useSession';
import { signInHref } from '../return-to';
import { SessionPending } from './SessionPending';

/** Session guard: the child routes need a ready session; without one, sign in and come back here. */
export function RequireSession() {
  const session = useSession();
  const location = useLocation();
  // Back here once signed in: an applied job's link from a mail, opened signed out, lands on it.
  if (session.status === 'anonymous') return <Navigate to={signInHref(location)} replace />;
  if (session.status !== 'ready') return <SessionPending session={session} />;
  return <Outlet />;
}
