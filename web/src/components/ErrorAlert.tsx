import type { ReactNode } from 'react';
import Box from '@mui/material/Box';

/**
 * An error message with an action (e.g. Retry), announced to screen readers, in the colours of
 * MUI's standard error Alert. The guards and the error page show it on the first page's rare
 * failures; MUI's Alert module (with its icons) would ship to every first load for them.
 */
export function ErrorAlert({ children, action }: { children: ReactNode; action: ReactNode }) {
  return (
    <Box
      role="alert"
      sx={{ display: 'flex', alignItems: 'center', gap: 2, px: 2, py: 0.75, borderRadius: 1, typography: 'body2', color: '#5f2120', bgcolor: '#fdeded' }}
    >
      <Box sx={{ flexGrow: 1, py: 1 }}>{children}</Box>
      {action}
    </Box>
  );
}
