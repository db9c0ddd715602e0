import { Navigate, useLocation } from '../../lib/router';
import { paths } from '../../config/paths';

/** The empty path: remote jobs, with any query string carried along. */
export function RedirectHome() {
  const { search } = useLocation();
  return <Navigate to={{ pathname: paths.remoteJobs.path, search }} replace />;
}
