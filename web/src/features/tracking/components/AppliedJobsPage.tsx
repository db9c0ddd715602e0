import { useState } from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Pager } from '../../../components/Pager';
import { ProgressBar } from '../../../components/ProgressBar';
import { paths } from '../../../config/paths';
import { useSession } from '../../../lib/session/useSession';
import { useAppliedJobs } from '../hooks/useAppliedJobs';
import { useAppliedJobStats } from '../hooks/useAppliedJobStats';
import { APPLIED_JOBS_PAGE_SIZE } from '../utils/applied-jobs-constants';
import { APPLIED_JOBS_MESSAGES } from '../utils/applied-jobs-messages';
import { AppliedJobsBoard } from './AppliedJobsBoard';
import { ApplicationStatsSection } from './ApplicationStatsSection';
import { ExportButtons } from './ExportButtons';
import { TryAgain } from '../../../components/TryAgain';

/** /applied-jobs: the user's applications on a board by status, their figures, and an export. */
export function AppliedJobsPage() {
  const { user } = useSession();
  const [page, setPage] = useState(1);
  const result = useAppliedJobs(page);
  const stats = useAppliedJobStats();
  const { jobs, total, loading, failed } = result;
  const empty = !loading && !failed && total === 0;

  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}>
        <Typography variant="h4" component="h1">
          {paths.appliedJobs.title}
        </Typography>
        {user && total > 0 && <ExportButtons userId={user.userId} />}
      </Stack>
      {/* Reserved height, so the page does not shift when the first load ends. */}
      <Box sx={{ height: 4 }}>{loading && <ProgressBar label="Loading applied jobs" />}</Box>
      {empty && (
        <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
          {APPLIED_JOBS_MESSAGES.noAppliedJobs}
        </Typography>
      )}
      {failed && <TryAgain onRetry={result.retry} />}
      {jobs.length > 0 && (
        <>
          <Pager page={page} pageSize={APPLIED_JOBS_PAGE_SIZE} total={total} onChange={setPage} />
          <AppliedJobsBoard jobs={jobs} />
          {/* Below the board, so figures arriving after the jobs never push the board down. */}
          {stats && <ApplicationStatsSection stats={stats} />}
        </>
      )}
    </Stack>
  );
}
