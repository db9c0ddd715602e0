import { useId } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useAddJobForm } from '../hooks/useAddJobForm';
import { TRACK_JOB_MESSAGES } from '../utils/track-job-messages';
import { ApplicationFields } from './ApplicationFields';
import { JobFields } from './JobFields';
import { LinkPreviewNotice } from './LinkPreviewNotice';

export interface TrackJobDialogProps {
  /** The status the application starts in (a board column's "+"); the first status otherwise. */
  status?: string;
  /** Opened from the Saved column: the job starts saved for later. */
  saved?: boolean;
  onClose(): void;
}

/**
 * "Add job": tracks a job found anywhere, applied or saved for later. Full screen on phones, where
 * a dialog's margins would leave the fields too narrow. It closes itself once the job is saved.
 */
export function TrackJobDialog({ status, saved, onClose }: TrackJobDialogProps) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  const { form, preview, previewLoading, previewFailed, problem, submit } = useAddJobForm({ status, saved, onSaved: onClose });

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullScreen={phone} fullWidth maxWidth="sm">
      {/* A flex column, so the fields scroll between the title and the buttons. */}
      <Box component="form" noValidate onSubmit={(event) => void submit(event)} sx={{ display: 'flex', flexDirection: 'column', minHeight: 0, flexGrow: 1 }}>
        <DialogTitle id={titleId}>{TRACK_JOB_MESSAGES.title}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {problem && <Alert severity="error">{problem}</Alert>}
            <JobFields form={form} linkNotice={<LinkPreviewNotice preview={preview} loading={previewLoading} failed={previewFailed} />} />
            <ApplicationFields form={form} />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={form.formState.isSubmitting}>
            Save
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
