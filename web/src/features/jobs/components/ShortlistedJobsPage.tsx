import { useState } from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { BROWSE_REMOTE_JOBS } from '../../../components/EmptyState';
import { paths } from '../../../config/paths';
import { useShortlistedJobs } from '../hooks/useShortlistedJobs';
import { SHORTLISTED_JOBS_PAGE_SIZE } from '../utils/job-constants';
import { JOB_MESSAGES } from '../utils/job-messages';
import { JobResults } from './JobResults';

export function ShortlistedJobsPage() {
  const [page, setPage] = useState(1);
  const result = useShortlistedJobs(page);
  return (
    <Stack spacing={2}>
      <Typography variant="h4" component="h1">
        {paths.shortlistedJobs.title}
      </Typography>
      <JobResults
        result={result}
        page={page}
        pageSize={SHORTLISTED_JOBS_PAGE_SIZE}
        onPageChange={setPage}
        emptyText={JOB_MESSAGES.noShortlistedJobs}
        emptyAction={{ label: BROWSE_REMOTE_JOBS, to: paths.remoteJobs.getHref(), variant: 'contained' }}
      />
    </Stack>
  );
}
