import { Navigate, Outlet } from '../../router';
import { paths } from '../../../config/paths';
import { useSession } from '../useSession';

/** Anonymous guard: sign in and sign up are for visitors; a stored login goes to remote jobs instead. */
export function RequireAnonymous() {
  const { isLoggedIn } = useSession();
  if (isLoggedIn) return <Navigate to={paths.remoteJobs.getHref()} replace />;
  return <Outlet />;
}
