import { useEffect } from 'react';
import { Navigate, useLocation } from '../../lib/router';
import { landingPageServed } from '../../lib/landing-page';
import { readStoredSession } from '../../lib/session-storage';
import { useSession } from '../../lib/session/useSession';
import { paths } from '../../config/paths';

/**
 * The empty path: remote jobs, with any query string carried along. A visitor who came from the
 * server's landing page (and went back to `#/`) gets that page again: loading `/` shows it.
 */
export function RedirectHome() {
  const { search } = useLocation();
  const { status } = useSession();
  // Not while a token is stored (even a stale one): the page's gate would hand `/` back to the app.
  const toLanding = status === 'anonymous' && !search && landingPageServedAtStart && !readStoredSession().token;
  useEffect(() => {
    if (toLanding) window.location.replace('/');
  }, [toLanding]);
  if (toLanding) return null;
  return <Navigate to={{ pathname: paths.remoteJobs.path, search }} replace />;
}

// Read before the app's first render replaces the landing page's markup.
const landingPageServedAtStart = typeof document !== 'undefined' && landingPageServed();
