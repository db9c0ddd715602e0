import { keyframes } from '@emotion/react';
import Box from '@mui/material/Box';

// An indeterminate bar like MUI's LinearProgress: a stripe sweeping across a pale track. Drawn
// here because the bar shows on first loads, and LinearProgress's module would ship with them.
const sweep = keyframes`
  from { left: -40%; }
  to { left: 100%; }
`;

/** An indeterminate progress bar, 4px high, named for screen readers. */
export function ProgressBar({ label }: { label: string }) {
  return (
    <Box role="progressbar" aria-label={label} sx={{ position: 'relative', overflow: 'hidden', height: 4, bgcolor: 'primary.light' }}>
      <Box
        sx={{
          position: 'absolute',
          top: 0,
          bottom: 0,
          width: '40%',
          bgcolor: 'primary.main',
          animation: `${sweep} 1.4s ease-in-out infinite`,
          '@media (prefers-reduced-motion: reduce)': { animation: 'none', left: 0, width: '100%' },
        }}
      />
    </Box>
  );
}
