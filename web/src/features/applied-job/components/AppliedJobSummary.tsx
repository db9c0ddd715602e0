import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import OpenInNew from '@mui/icons-material/OpenInNew';
import PublicIcon from '@mui/icons-material/Public';
import { CompanyImage } from '../../../components/CompanyImage';
import { JobDescriptionHtml } from '../../../components/JobDescriptionHtml';
import { applyHref } from '../../../lib/apply-href';
import { formatDay } from '../../../lib/format-day';
import { jobFacts } from '../../../lib/job-facts';
import { postedDateLabel } from '../../../lib/posted-date-label';
import type { AppliedJob } from '../hooks/useAppliedJob';
import { AppliedJobStatusSelect } from './AppliedJobStatusSelect';
import { MarkAppliedButton } from './MarkAppliedButton';

/**
 * The job as it was when the user applied or tracked it (the snapshot outlives the posting), with
 * the status dropdown, Apply Now and, for a job saved for later, "I applied". `actions` joins the
 * same row.
 */
export function AppliedJobSummary({ appliedJob, actions }: { appliedJob: AppliedJob; actions?: ReactNode }) {
  const job = appliedJob.jobInfo;
  const applyLink = applyHref(job.applyUrl);
  // A job tracked from elsewhere has no posting date: we never saw it posted.
  const { datePosted } = job;
  const posted = datePosted ? postedDateLabel(datePosted) : '';
  const facts = jobFacts(job);
  const source = appliedJob.origin === 'catalogue' || !job.source.name ? job.source.name : `Found on ${job.source.name}`;

  return (
    <Stack component="article" spacing={2} sx={{ minWidth: 0 }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Box sx={{ flexShrink: 0, '& img': { display: 'block', objectFit: 'contain', borderRadius: 1 } }}>
          <CompanyImage src={job.companyImage} companyName={job.companyName} />
        </Box>
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="h4" component="h1" sx={{ overflowWrap: 'anywhere' }}>
            {job.jobTitle}
          </Typography>
          <Typography variant="subtitle1" sx={{ fontWeight: 600 }}>
            {job.companyName}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {posted && datePosted && (
              <>
                Posted <time dateTime={datePosted}>{posted}</time>
                {source && ' · '}
              </>
            )}
            {source}
          </Typography>
          {facts && <Typography variant="body2">{facts}</Typography>}
          <Typography variant="body2" color="text.secondary">
            {appliedJob.appliedAt ? `Applied on ${formatDay(appliedJob.appliedAt)}` : 'Saved for later, not applied yet'}
          </Typography>
        </Box>
      </Stack>

      {(job.worldwide || job.tags.length > 0) && (
        <Stack direction="row" spacing={0.5} useFlexGap role="group" aria-label="Tags" sx={{ flexWrap: 'wrap' }}>
          {job.worldwide && <Chip icon={<PublicIcon />} label="Worldwide" size="small" color="success" variant="outlined" />}
          {job.tags.map((tag) => (
            <Chip key={tag} label={tag} size="small" />
          ))}
        </Stack>
      )}

      <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <AppliedJobStatusSelect appliedJobId={appliedJob._id} status={appliedJob.status} />
        {appliedJob.saved && <MarkAppliedButton appliedJobId={appliedJob._id} status={appliedJob.status} />}
        {applyLink && (
          <Button variant="contained" href={applyLink} target="_blank" rel="noopener noreferrer" endIcon={<OpenInNew />}>
            Apply Now
          </Button>
        )}
        {actions}
      </Stack>

      <Divider />
      <JobDescriptionHtml html={job.description} />
    </Stack>
  );
}
