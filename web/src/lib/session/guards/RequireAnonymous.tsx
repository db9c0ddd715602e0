import { Navigate, Outlet, useLocation } from '../../router';
import { paths } from '../../../config/paths';
import { useSession } from '../useSession';
import { returnTargetIn } from '../return-to';

/** Anonymous guard: sign in and sign up are for visitors; a stored login goes where it was going (`next`), else to remote jobs. */
export function RequireAnonymous() {
  const { isLoggedIn } = useSession();
  const { search } = useLocation();
  if (isLoggedIn) return <Navigate to={returnTargetIn(search) ?? paths.remoteJobs.getHref()} replace />;
  return <Outlet />;
}
