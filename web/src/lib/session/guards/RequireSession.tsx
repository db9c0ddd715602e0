import { Navigate, Outlet } from '../../router';
import { paths } from '../../../config/paths';
import { useSession } from '../useSession';
import { SessionPending } from './SessionPending';

/** Session guard: the child routes need a ready session; without one, sign in. */
export function RequireSession() {
  const session = useSession();
  if (session.status === 'anonymous') return <Navigate to={paths.signIn.getHref()} replace />;
  if (session.status !== 'ready') return <SessionPending session={session} />;
  return <Outlet />;
}
