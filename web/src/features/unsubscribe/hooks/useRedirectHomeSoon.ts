import { useCallback, useEffect, useRef } from 'react';
import { paths } from '../../../config/paths';
import { useNavigate } from '../../../lib/router';

/** Goes to the site root `delayMs` after being asked, unless the screen has gone by then. */
export function useRedirectHomeSoon(delayMs: number): () => void {
  const navigate = useNavigate();
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  // An answer can arrive after the user has left: it must not start a timer nothing clears.
  const mounted = useRef(false);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      if (timer.current) clearTimeout(timer.current);
    };
  }, []);
  return useCallback(() => {
    if (!mounted.current) return;
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => navigate(paths.home.getHref(), { replace: true }), delayMs);
  }, [navigate, delayMs]);
}
