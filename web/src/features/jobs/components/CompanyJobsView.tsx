import { useState } from 'react';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import BlockIcon from '@mui/icons-material/Block';
import { RouterLink } from '../../../lib/router';
import { paths } from '../../../config/paths';
import { useCompanyJobs } from '../hooks/useCompanyJobs';
import { useCompanyVisibility } from '../../../lib/hidden-companies/useCompanyVisibility';
import { useHiddenCompanies } from '../../../lib/hidden-companies/useHiddenCompanies';
import { JOBS_PAGE_SIZE } from '../utils/job-constants';
import { JOB_MESSAGES } from '../utils/job-messages';
import { JobResults } from './JobResults';

/**
 * One company's postings. The server answers these by company alone, so the
 * filter panel (Worldwide included) is not shown: it would not change the list.
 * Nor does hiding the company: this page still lists its jobs, and says they are hidden elsewhere.
 */
export function CompanyJobsView({ companyName }: { companyName: string }) {
  const [page, setPage] = useState(1);
  const result = useCompanyJobs(companyName, page);
  const hiddenCompanies = useHiddenCompanies();
  const { hide, show } = useCompanyVisibility();
  const hidden = hiddenCompanies.companies.find((company) => company.name.toLowerCase() === companyName.toLowerCase());

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
      {hiddenCompanies.ready && (
        <Stack direction="row" spacing={1} alignItems="center" flexWrap="wrap" useFlexGap>
          {hidden ? (
            <>
              <Typography role="status" variant="body2" color="text.secondary">
                {JOB_MESSAGES.companyHiddenNotice}
              </Typography>
              <Button size="small" onClick={() => void show(hidden)}>
                Show their jobs again
              </Button>
            </>
          ) : (
            <Button variant="outlined" size="small" startIcon={<BlockIcon />} onClick={() => void hide(companyName)}>
              Hide jobs from {companyName}
            </Button>
          )}
        </Stack>
      )}
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
