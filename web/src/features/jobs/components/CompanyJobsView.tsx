import { useState } from 'react';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { RouterLink } from '../../../lib/router';
import { paths } from '../../../config/paths';
import { useCompanyJobs } from '../hooks/useCompanyJobs';
import { JOBS_PAGE_SIZE } from '../utils/job-constants';
import { JOB_MESSAGES } from '../utils/job-messages';
import { JobResults } from './JobResults';

/**
 * One company's postings. The server answers these by company alone, so the
 * filter panel (Worldwide included) is not shown: it would not change the list.
 */
export function CompanyJobsView({ companyName }: { companyName: string }) {
  const [page, setPage] = useState(1);
  const result = useCompanyJobs(companyName, page);

  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1} alignItems="center">
        <IconButton component={RouterLink} to={paths.remoteJobs.getHref()} aria-label="Back to all remote jobs" edge="start">
          <ArrowBackIcon />
        </IconButton>
        <Typography variant="h4" component="h1" sx={{ overflowWrap: 'anywhere' }}>
          {paths.remoteJobs.companyTitle(companyName)}
        </Typography>
      </Stack>
      <JobResults
        result={result}
        page={page}
        pageSize={JOBS_PAGE_SIZE}
        onPageChange={setPage}
        emptyText={JOB_MESSAGES.noJobs}
      />
    </Stack>
  );
}
