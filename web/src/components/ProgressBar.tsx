import { lazy, Suspense } from 'react';
import Box from '@mui/material/Box';

// MUI's animated bar is fetched the first time something loads; until it arrives a plain bar stands in.
const LinearProgress = lazy(() => import('@mui/material/LinearProgress'));

/** An indeterminate progress bar, 4px high, named for screen readers. */
export function ProgressBar({ label }: { label: string }) {
  const plainBar = <Box role="progressbar" aria-label={label} sx={{ height: 4, bgcolor: 'primary.light' }} />;
  return (
    <Suspense fallback={plainBar}>
      <LinearProgress aria-label={label} />
    </Suspense>
  );
}
