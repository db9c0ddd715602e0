import { useState } from 'react';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useLoader } from '../../../components/GlobalLoader';
import { useNotify } from '../../../components/Notifications';
import { paths } from '../../../config/paths';
import { errorStatus, isUnauthenticated, serverMessage } from '../../../lib/api-errors';
import { useNavigate, useSearchParams } from '../../../lib/router';
import { useUploadDocument, type DocumentUpload } from '../hooks/useUploadDocument';
import { DOCUMENT_MESSAGES } from '../utils/document-messages';
import { UploadDocumentForm } from './UploadDocumentForm';

/** A refused upload (no title, wrong kind, too large, unknown job): the server's text says what to change. */
const isRefusal = (status: number | undefined) => status !== undefined && status >= 400 && status < 500;

export function UploadDocumentPage() {
  const [searchParams] = useSearchParams();
  // Set when the user came from an applied job's panel: that job is preselected and the user goes back to it.
  const fromAppliedJobId = searchParams.get('appliedJobId') ?? undefined;
  const uploadDocument = useUploadDocument();
  const navigate = useNavigate();
  const notify = useNotify();
  const { track } = useLoader();
  const [uploading, setUploading] = useState(false);

  const upload = async (document: DocumentUpload) => {
    setUploading(true);
    try {
      await track(uploadDocument(document));
    } catch (error) {
      setUploading(false);
      if (isUnauthenticated(error)) return;
      const message = isRefusal(errorStatus(error)) ? serverMessage(error) : undefined;
      notify({ type: 'error', message: message ?? DOCUMENT_MESSAGES.uploadFailed });
      return;
    }
    notify({ type: 'success', message: DOCUMENT_MESSAGES.uploaded });
    navigate(fromAppliedJobId ? paths.appliedJob.getHref(fromAppliedJobId) : paths.documents.getHref());
  };

  return (
    <Stack spacing={3} sx={{ maxWidth: 720 }}>
      <Typography variant="h4" component="h1">
        {paths.uploadDocument.title}
      </Typography>
      <Card variant="outlined">
        <CardContent>
          <UploadDocumentForm
            initialAppliedJobId={fromAppliedJobId}
            busy={uploading}
            onSubmit={(document) => void upload(document)}
            onProblem={(message) => notify({ type: 'warning', message })}
          />
        </CardContent>
      </Card>
    </Stack>
  );
}
