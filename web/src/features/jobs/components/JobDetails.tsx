import { useEffect, useRef } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useLoader } from '../../../components/GlobalLoader';
import { useSession } from '../../../lib/session/useSession';
import type { SeekerJob } from '../hooks/job-page-result';
import { useJobDetails } from '../hooks/useJobDetails';
import { useMarkApplied } from '../hooks/useMarkApplied';
import { useNotifyFailure } from '../../../hooks/useNotifyFailure';
import { useRecordVisit } from '../hooks/useRecordVisit';
import { useShortlistToggle } from '../hooks/useShortlistToggle';
import { useChangeJobStatus } from '../hooks/useChangeJobStatus';
import { JOB_MESSAGES } from '../utils/job-messages';
import { JobDescriptionHtml } from '../../../components/JobDescriptionHtml';

/** The row a card inserts beneath itself: the actions on the job and its description. */
export function JobDetails({ job, id }: { job: SeekerJob; id: string }) {
  const { jobStatuses } = useSession();
  const { description, alsoOn, expiredReason, loading } = useJobDetails(job._id);
  const toggleShortlist = useShortlistToggle();
  const markApplied = useMarkApplied();
  const changeStatus = useChangeJobStatus();
  const recordVisit = useRecordVisit();
  const notifyFailure = useNotifyFailure();
  const { track } = useLoader();

  // A ref, not state: StrictMode runs the effect twice and the visit must be sent once.
  const visitSent = useRef(false);
  useEffect(() => {
    if (job.visited || visitSent.current) return;
    visitSent.current = true;
    // A lost visit only costs the "visited" mark; it is not worth interrupting the reader.
    recordVisit(job._id).catch(() => undefined);
  }, [job._id, job.visited, recordVisit]);

  const apply = async () => {
    try {
      await track(markApplied(job._id));
    } catch (error) {
      notifyFailure(error);
    }
  };

  const pickStatus = (statusId: string) => {
    const chosen = jobStatuses.find((status) => status._id === statusId);
    if (chosen) void changeStatus(job, chosen);
  };

  return (
    <Paper id={id} role="region" aria-label={`Details of ${job.jobTitle}`} variant="outlined" sx={{ p: 2, bgcolor: 'grey.50' }}>
      <Stack spacing={2}>
        <Stack direction="row" spacing={2} useFlexGap flexWrap="wrap" alignItems="center">
          <Button variant={job.shortlisted ? 'outlined' : 'contained'} onClick={() => void toggleShortlist(job)}>
            {job.shortlisted ? 'Delist Job' : 'Shortlist Job'}
          </Button>
          {job.shortlisted && jobStatuses.length > 0 && (
            <TextField
              select
              size="small"
              label="Status"
              value={job.status ?? ''}
              onChange={(event) => pickStatus(event.target.value)}
              sx={{ minWidth: 200 }}
            >
              {jobStatuses.map((status) => (
                <MenuItem key={status._id} value={status._id}>
                  {status.title}
                </MenuItem>
              ))}
            </TextField>
          )}
        </Stack>

        {job.filled ? (
          <Alert severity="info">{JOB_MESSAGES.filledNotice}</Alert>
        ) : (
          job.expired && (
            <Alert severity="warning">
              {JOB_MESSAGES.expiredNotice}
              {expiredReason && ` ${expiredReason}.`}
            </Alert>
          )
        )}
        {alsoOn.length > 0 && (
          // Each board's own page for the job: the link back their terms ask for.
          <Typography variant="body2" color="text.secondary">
            Also on{' '}
            {alsoOn.map((board, i) => (
              <span key={board.name}>
                {i > 0 && ', '}
                <Link href={board.url} target="_blank" rel="noopener">
                  {board.name}
                </Link>
              </span>
            ))}
          </Typography>
        )}
        {job.pagePath && (
          <Typography variant="body2" color="text.secondary">
            Share this job:{' '}
            <Link href={job.pagePath} target="_blank" rel="noopener">
              its public page
            </Link>
          </Typography>
        )}
        {job.applied ? (
          <Alert severity="success">{JOB_MESSAGES.appliedNotice}</Alert>
        ) : (
          <Stack direction="row" spacing={2} alignItems="center">
            <Typography>{JOB_MESSAGES.appliedQuestion}</Typography>
            <Button variant="outlined" size="small" onClick={() => void apply()}>
              Yes
            </Button>
          </Stack>
        )}

        {loading && !description ? (
          <Box sx={{ display: 'flex', justifyContent: 'center', py: 2 }}>
            <CircularProgress size={28} aria-label="Loading the job description" />
          </Box>
        ) : (
          description && <JobDescriptionHtml html={description} />
        )}
      </Stack>
    </Paper>
  );
}
