import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { paths } from '../../../config/paths';
import { RouterLink } from '../../../lib/router';
import type { JobLinkPreview } from '../hooks/useJobLinkPreview';
import { TRACK_JOB_MESSAGES } from '../utils/track-job-messages';

export interface LinkPreviewNoticeProps {
  preview: JobLinkPreview | null;
  loading: boolean;
  failed: boolean;
}

/**
 * What the pasted link told us: that the user tracks the job already, or that it is one of ours;
 * or that it could not be read. Said politely (a status): the fields below stay the user's to fill.
 */
export function LinkPreviewNotice({ preview, loading, failed }: LinkPreviewNoticeProps) {
  if (loading || failed) {
    return (
      <Typography role="status" variant="body2" color="text.secondary">
        {loading ? TRACK_JOB_MESSAGES.readingLink : TRACK_JOB_MESSAGES.linkUnread}
      </Typography>
    );
  }
  if (!preview) return null;
  const { matchedJobId } = preview;
  // A job only shortlisted comes with no applied job id: it is not in the tracker yet.
  const tracked = preview.alreadyTracked?.appliedJobId ? { ...preview.alreadyTracked, appliedJobId: preview.alreadyTracked.appliedJobId } : null;
  return (
    <>
      {tracked && (
        <Alert severity="info">
          {TRACK_JOB_MESSAGES.alreadyTracked(tracked.saved ? null : tracked.appliedAt)}{' '}
          <Link component={RouterLink} to={paths.appliedJob.getHref(tracked.appliedJobId)} color="inherit">
            {TRACK_JOB_MESSAGES.openTracked}
          </Link>
        </Alert>
      )}
      {matchedJobId && !tracked && (
        <Alert severity="success">
          <AlertTitle>{TRACK_JOB_MESSAGES.onRemoteHunt}</AlertTitle>
          {TRACK_JOB_MESSAGES.onRemoteHuntDetail}
        </Alert>
      )}
    </>
  );
}
