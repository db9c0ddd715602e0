import { useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import UploadFile from '@mui/icons-material/UploadFile';
import { EmptyState } from '../../../components/EmptyState';
import { paths } from '../../../config/paths';
import { RouterLink } from '../../../lib/router';
import { useDocuments } from '../hooks/useDocuments';
import { DOCUMENTS_PAGE_SIZE } from '../utils/document-constants';
import { DOCUMENT_MESSAGES } from '../utils/document-messages';
import { DocumentList } from './DocumentList';

export function DocumentsPage() {
  const [page, setPage] = useState(1);
  const result = useDocuments(page);
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} useFlexGap flexWrap="wrap" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography variant="h4" component="h1">
          {paths.documents.title}
        </Typography>
        <Button component={RouterLink} to={paths.uploadDocument.getHref()} variant="contained" startIcon={<UploadFile />}>
          Upload document
        </Button>
      </Stack>
      <DocumentList
        label="Documents"
        result={result}
        page={page}
        pageSize={DOCUMENTS_PAGE_SIZE}
        onPageChange={setPage}
        empty={<EmptyState message={DOCUMENT_MESSAGES.noDocuments} action={{ label: 'Upload your first document', to: paths.uploadDocument.getHref() }} />}
      />
    </Stack>
  );
}
