import { useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import UploadFile from '@mui/icons-material/UploadFile';
import { paths } from '../../../config/paths';
import { RouterLink } from '../../../lib/router';
import { useAppliedJobDocuments } from '../hooks/useAppliedJobDocuments';
import { APPLIED_JOB_DOCUMENTS_PAGE_SIZE } from '../utils/document-constants';
import { DOCUMENT_MESSAGES } from '../utils/document-messages';
import { DocumentList } from './DocumentList';

/** The documents linked to one applied job, for the side panel of its detail screen. */
export function AppliedJobDocuments({ appliedJobId }: { appliedJobId: string }) {
  const [page, setPage] = useState(1);
  const result = useAppliedJobDocuments(appliedJobId, page);
  return (
    <Stack spacing={1}>
      <DocumentList
        label="Documents of this job"
        result={result}
        page={page}
        pageSize={APPLIED_JOB_DOCUMENTS_PAGE_SIZE}
        onPageChange={setPage}
        showAppliedJob={false}
        empty={
          <Typography variant="body2" color="text.secondary" sx={{ py: 2 }}>
            {DOCUMENT_MESSAGES.noAppliedJobDocuments}
          </Typography>
        }
      />
      <div>
        <Button component={RouterLink} to={paths.uploadDocument.getHref({ appliedJobId })} size="small" startIcon={<UploadFile />}>
          Upload document
        </Button>
      </div>
    </Stack>
  );
}
