import { Navigate, Outlet, useLocation } from '../../router';
import { paths } from '../../../config/paths';
import { useSession } from '../useSession';
import { SessionPending } from './SessionPending';
import { signInHref } from '../return-to';

/**
 * Subscription guard: a ready session with free app access, an active app
 * subscription, or an admin's. Otherwise the subscription page, with the query string kept
 * (subscription_type, status) so a pricing link still opens the right view.
 */
export function RequireSubscription() {
  const session = useSession();
  const location = useLocation();
  const { search } = location;
  if (session.status === 'anonymous') return <Navigate to={signInHref(location)} replace />;
  if (session.status !== 'ready') return <SessionPending session={session} />;
  if (!session.hasAppAccess) return <Navigate to={{ pathname: paths.subscription.path, search }} replace />;
  return <Outlet />;
}
