import { useState, type ComponentType } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import FileUploadOutlinedIcon from '@mui/icons-material/FileUploadOutlined';
import { BROWSE_REMOTE_JOBS, EmptyState } from '../../../components/EmptyState';
import { Pager } from '../../../components/Pager';
import { ProgressBar } from '../../../components/ProgressBar';
import { paths } from '../../../config/paths';
import { useSession } from '../../../lib/session/useSession';
import { useAppliedJobs } from '../hooks/useAppliedJobs';
import { useAppliedJobStats } from '../hooks/useAppliedJobStats';
import type { AddJobDialogView, AddJobTarget, SuggestionsPanelView } from '../utils/add-job';
import { APPLIED_JOBS_PAGE_SIZE } from '../utils/applied-jobs-constants';
import { APPLIED_JOBS_MESSAGES } from '../utils/applied-jobs-messages';
import { AppliedJobsBoard } from './AppliedJobsBoard';
import { ApplicationStatsSection } from './ApplicationStatsSection';
import { ExportButtons } from './ExportButtons';
import { TryAgain } from '../../../components/TryAgain';

/**
 * /applied-jobs: the user's applications (and jobs saved for later) on a board by status, their
 * figures, an export, and a form to track a job found anywhere.
 */
// ImportDialog: the tracking-import feature's dialog, passed in by the app as AddJobDialog is;
// SuggestionsPanel: the mail-forwarding feature's suggestions read from forwarded mail, likewise.
export function AppliedJobsPage({
  AddJobDialog,
  ImportDialog,
  SuggestionsPanel,
}: {
  AddJobDialog: AddJobDialogView;
  ImportDialog?: ComponentType<{ onClose(): void }>;
  SuggestionsPanel?: SuggestionsPanelView;
}) {
  const { user } = useSession();
  const [page, setPage] = useState(1);
  // Mounted only while open, so each opening starts from a blank form with its column's choice.
  const [adding, setAdding] = useState<AddJobTarget | null>(null);
  const [importing, setImporting] = useState(false);
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
        <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          {user && total > 0 && <ExportButtons userId={user.userId} />}
          {ImportDialog && (
            <Button variant="outlined" size="small" startIcon={<FileUploadOutlinedIcon />} onClick={() => setImporting(true)}>
              Import
            </Button>
          )}
          <Button variant="contained" size="small" startIcon={<AddIcon />} onClick={() => setAdding({})}>
            {APPLIED_JOBS_MESSAGES.addJob}
          </Button>
        </Stack>
      </Stack>
      {adding && <AddJobDialog {...adding} onClose={() => setAdding(null)} />}
      {importing && ImportDialog && <ImportDialog onClose={() => setImporting(false)} />}
      {/* Shows itself only while forwarded mail waits to be confirmed; picks from the board's jobs. */}
      {SuggestionsPanel && <SuggestionsPanel applications={jobs} />}
      {/* Reserved height, so the page does not shift when the first load ends. */}
      <Box sx={{ height: 4 }}>{loading && <ProgressBar label="Loading applied jobs" />}</Box>
      {empty && (
        <EmptyState message={APPLIED_JOBS_MESSAGES.noAppliedJobs} action={{ label: BROWSE_REMOTE_JOBS, to: paths.remoteJobs.getHref(), variant: 'contained' }} />
      )}
      {failed && <TryAgain onRetry={result.retry} />}
      {jobs.length > 0 && (
        <>
          <Pager page={page} pageSize={APPLIED_JOBS_PAGE_SIZE} total={total} onChange={setPage} />
          <AppliedJobsBoard jobs={jobs} onAdd={setAdding} />
          {/* Below the board, so figures arriving after the jobs never push the board down. */}
          {stats && <ApplicationStatsSection stats={stats} />}
        </>
      )}
    </Stack>
  );
}
