import { useCallback, useEffect, useRef } from 'react';
import { reloadPage } from '../utils/page-location';

/** Reloads the page `delayMs` after being asked, unless the screen has gone by then. */
export function useReloadSoon(delayMs: number): () => void {
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );
  return useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(reloadPage, delayMs);
  }, [delayMs]);
}
