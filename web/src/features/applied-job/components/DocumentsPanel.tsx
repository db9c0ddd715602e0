import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AppliedJobDocuments } from '../../documents/components/AppliedJobDocuments';

/** The documents linked to this application; the list brings its own upload link with the job preselected. */
export function DocumentsPanel({ appliedJobId }: { appliedJobId: string }) {
  return (
    <Stack spacing={1.5}>
      <Typography variant="h6" component="h2">
        Documents
      </Typography>
      <AppliedJobDocuments appliedJobId={appliedJobId} />
    </Stack>
  );
}
