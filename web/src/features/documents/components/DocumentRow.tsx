import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { DocumentSummary } from '../hooks/document-page-result';
import { useFileTypes } from '../hooks/useFileTypes';
import { formatFileSize } from '../utils/file-size';
import { DocumentActions } from './DocumentActions';

const viewCount = (views: number) => (views === 1 ? '1 view' : `${views} views`);

export interface DocumentRowProps {
  document: DocumentSummary;
  /** Off inside an applied job's panel, where the job is already on screen. */
  showAppliedJob?: boolean;
}

export function DocumentRow({ document, showAppliedJob = true }: DocumentRowProps) {
  const fileTypes = useFileTypes();
  // A type the config no longer lists still has its id to show.
  const typeTitle = fileTypes.find((fileType) => fileType.id === document.type)?.title ?? document.type;
  const { appliedJob, shareableLink } = document;

  return (
    <Paper component="li" variant="outlined" aria-label={document.title} sx={{ p: 2 }}>
      <Stack spacing={0.5}>
        <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{document.title}</Typography>
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {typeTitle} · {document.file.name} ({formatFileSize(document.file.size)})
        </Typography>
        {showAppliedJob && appliedJob && (
          <Typography variant="body2">
            For {appliedJob.jobTitle} at {appliedJob.companyName}
          </Typography>
        )}
        {shareableLink && (
          <Typography variant="body2" color="text.secondary">
            Shareable link active · {viewCount(shareableLink.views)}
          </Typography>
        )}
        <DocumentActions document={document} />
      </Stack>
    </Paper>
  );
}
