import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { JobDescriptionHtml } from '../../../components/JobDescriptionHtml';
import type { JobPosting } from '../hooks/useMyJobPostings';
import { formatDay } from '../../../lib/format-day';

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box>
      <Typography variant="subtitle2" component="dt">
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </Box>
  );
}

/** The row a posting inserts beneath its card: its terms, the company and the description. */
export function PostingDetails({ job, id }: { job: JobPosting; id: string }) {
  const pinned = job.metadata.pinTill && new Date(job.metadata.pinTill).getTime() > Date.now() ? job.metadata.pinTill : null;
  const { company } = job;
  return (
    <Paper id={id} role="region" aria-label={`Details of ${job.jobTitle}`} variant="outlined" sx={{ p: 2, bgcolor: 'grey.50' }}>
      <Stack spacing={2}>
        <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2 }}>
          {job.jobType && <Detail label="Job Type">{job.jobType}</Detail>}
          {job.regionalRestriction && <Detail label="Regional Restriction">{job.regionalRestriction}</Detail>}
          <Detail label="Valid until">{formatDay(job.validThrough)}</Detail>
          {pinned && <Detail label="Pinned until">{formatDay(pinned)}</Detail>}
          <Detail label="Auto bump">{job.isSubscription ? 'Renews every 30 days' : 'Off'}</Detail>
          {company.hq && <Detail label="Company HQ">{company.hq}</Detail>}
          {company.websiteUrl && (
            <Detail label="Company Website">
              <Link href={company.websiteUrl} target="_blank" rel="noopener noreferrer">
                {company.websiteUrl}
              </Link>
            </Detail>
          )}
          {company.email && <Detail label="Company Email">{company.email}</Detail>}
        </Box>
        {company.statement && <Typography sx={{ fontStyle: 'italic' }}>{company.statement}</Typography>}
        {company.description && <Typography color="text.secondary">{company.description}</Typography>}
        <JobDescriptionHtml html={job.description} />
      </Stack>
    </Paper>
  );
}
