import type { ComponentType } from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

/**
 * The documents feature's list of one application's documents (with its upload link, the job
 * preselected). The app passes it in (app/router.tsx): features do not import each other.
 */
export type AppliedJobDocumentsView = ComponentType<{ appliedJobId: string }>;

/** The documents linked to this application. */
export function DocumentsPanel({ appliedJobId, Documents }: { appliedJobId: string; Documents: AppliedJobDocumentsView }) {
  return (
    <Stack spacing={1.5}>
      <Typography variant="h6" component="h2">
        Documents
      </Typography>
      <Documents appliedJobId={appliedJobId} />
    </Stack>
  );
}
