import { useState } from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { BROWSE_REMOTE_JOBS } from '../../../components/EmptyState';
import { paths } from '../../../config/paths';
import { useViewedJobs } from '../hooks/useViewedJobs';
import { VIEWED_JOBS_PAGE_SIZE } from '../utils/job-constants';
import { JOB_MESSAGES } from '../utils/job-messages';
import { JobResults } from './JobResults';

export function ViewedJobsPage() {
  const [page, setPage] = useState(1);
  const result = useViewedJobs(page);
  return (
    <Stack spacing={2}>
      <Typography variant="h4" component="h1">
        {paths.viewedJobs.title}
      </Typography>
      <JobResults
        result={result}
        page={page}
        pageSize={VIEWED_JOBS_PAGE_SIZE}
        onPageChange={setPage}
        emptyText={JOB_MESSAGES.noViewedJobs}
        emptyAction={{ label: BROWSE_REMOTE_JOBS, to: paths.remoteJobs.getHref(), variant: 'contained' }}
      />
    </Stack>
  );
}
