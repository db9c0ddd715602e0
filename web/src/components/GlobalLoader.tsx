import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import { ProgressBar } from './ProgressBar';

export interface Loader {
  /** Shows the loader until `promise` settles; resolves or rejects exactly as `promise` does. */
  track<T>(promise: Promise<T>): Promise<T>;
  active: boolean;
}

export function GlobalLoader({ active }: { active: boolean }) {
  if (!active) return null;
  return (
    <Box sx={{ position: 'fixed', top: 0, left: 0, right: 0, zIndex: (theme) => theme.zIndex.tooltip + 1 }}>
      <ProgressBar label="Loading" />
    </Box>
  );
}

const LoaderContext = createContext<Loader | null>(null);

export function LoaderProvider({ children }: { children: ReactNode }) {
  // A count, not a flag: the bar must stay up until the last of overlapping requests settles.
  const [pending, setPending] = useState(0);

  const track = useCallback(<T,>(promise: Promise<T>): Promise<T> => {
    setPending((n) => n + 1);
    return promise.finally(() => setPending((n) => n - 1));
  }, []);

  const active = pending > 0;
  const loader = useMemo<Loader>(() => ({ track, active }), [track, active]);

  return (
    <LoaderContext.Provider value={loader}>
      <GlobalLoader active={active} />
      {children}
    </LoaderContext.Provider>
  );
}

export function useLoader(): Loader {
  const loader = useContext(LoaderContext);
  if (!loader) throw new Error('useLoader must be used inside <LoaderProvider>');
  return loader;
}
