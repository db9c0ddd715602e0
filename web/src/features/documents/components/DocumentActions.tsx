import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import ContentCopy from '@mui/icons-material/ContentCopy';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import Download from '@mui/icons-material/Download';
import LinkOff from '@mui/icons-material/LinkOff';
import { useConfirm } from '../../../components/ConfirmDialog';
import { useLoader } from '../../../components/GlobalLoader';
import { useNotify } from '../../../components/Notifications';
import type { DocumentSummary } from '../hooks/document-page-result';
import { useCreateShareableLink } from '../hooks/useCreateShareableLink';
import { useDeleteDocument } from '../hooks/useDeleteDocument';
import { useDownloadDocument } from '../hooks/useDownloadDocument';
import { useNotifyFailure } from '../../../hooks/useNotifyFailure';
import { useRevokeShareableLink } from '../hooks/useRevokeShareableLink';
import { DOCUMENT_MESSAGES } from '../utils/document-messages';

/** Download, share, revoke and delete for one document; the same on the documents page and an applied job's panel. */
export function DocumentActions({ document }: { document: DocumentSummary }) {
  const download = useDownloadDocument();
  const createShareableLink = useCreateShareableLink();
  const revokeShareableLink = useRevokeShareableLink();
  const deleteDocument = useDeleteDocument();
  const confirm = useConfirm();
  const notify = useNotify();
  const notifyFailure = useNotifyFailure();
  const { track } = useLoader();
  const { _id: id, title } = document;

  const save = async () => {
    try {
      await track(download(id));
    } catch (error) {
      notifyFailure(error);
    }
  };

  const copyLink = async () => {
    try {
      const url = await track(createShareableLink(id));
      await navigator.clipboard.writeText(url);
      notify({ type: 'success', message: DOCUMENT_MESSAGES.linkCopied });
    } catch (error) {
      // A refused clipboard counts too: the user has no link to paste either way.
      notifyFailure(error, DOCUMENT_MESSAGES.shareLinkFailed);
    }
  };

  const revokeLink = async () => {
    try {
      await track(revokeShareableLink(id));
      notify({ type: 'success', message: DOCUMENT_MESSAGES.linkRevoked });
    } catch (error) {
      notifyFailure(error);
    }
  };

  const remove = async () => {
    if (!(await confirm(DOCUMENT_MESSAGES.deleteConfirm))) return;
    try {
      await track(deleteDocument(id));
      notify({ type: 'success', message: DOCUMENT_MESSAGES.deleted });
    } catch (error) {
      notifyFailure(error, DOCUMENT_MESSAGES.deleteFailed);
    }
  };

  return (
    <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap">
      <Button size="small" startIcon={<Download />} aria-label={`Download ${title}`} onClick={() => void save()}>
        Download
      </Button>
      <Button size="small" startIcon={<ContentCopy />} aria-label={`Copy shareable link of ${title}`} onClick={() => void copyLink()}>
        Copy Shareable Link
      </Button>
      {document.shareableLink && (
        <Button size="small" startIcon={<LinkOff />} aria-label={`Revoke shareable link of ${title}`} onClick={() => void revokeLink()}>
          Revoke link
        </Button>
      )}
      <Button size="small" color="error" startIcon={<DeleteOutline />} aria-label={`Delete ${title}`} onClick={() => void remove()}>
        Delete
      </Button>
    </Stack>
  );
}
