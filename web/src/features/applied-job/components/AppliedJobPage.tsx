import { useId, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import ViewSidebarOutlined from '@mui/icons-material/ViewSidebarOutlined';
import { DisclosureButton } from '../../../components/DisclosureButton';
import { ErrorAlert } from '../../../components/ErrorAlert';
import { paths } from '../../../config/paths';
import { usePageCrumb } from '../../../lib/page-crumb';
import { RouterLink, useParams } from '../../../lib/router';
import { useAppliedJob } from '../hooks/useAppliedJob';
import { appliedJobCrumb } from '../utils/applied-job-crumb';
import { APPLIED_JOB_MESSAGES } from '../utils/applied-job-messages';
import { AppliedJobSidePanel } from './AppliedJobSidePanel';
import type { AppliedJobDocumentsView } from './DocumentsPanel';
import { AppliedJobSummary } from './AppliedJobSummary';

const SIDE_PANEL_WIDTH = 400;

/** One application: the job on the left, its tasks, contacts, notes and documents in a panel the user can hide. */
export function AppliedJobPage({ documents }: { documents: AppliedJobDocumentsView }) {
  const appliedJobId = useParams().appliedJobId ?? '';
  const { appliedJob, loading, notFound, failed, retry } = useAppliedJob(appliedJobId);
  const [panelOpen, setPanelOpen] = useState(true);
  const panelId = useId();
  const panelRef = useRef<HTMLElement>(null);
  // Below md the panel is not beside the job but under it, open and out of sight: there the button
  // brings it into view (and focus) instead of hiding what the user went looking for.
  const stacked = useMediaQuery(useTheme().breakpoints.down('md'));
  usePageCrumb(appliedJob ? appliedJobCrumb(appliedJob.jobInfo) : null);

  if (notFound) {
    return (
      <Alert
        severity="warning"
        action={
          <Button color="inherit" size="small" component={RouterLink} to={paths.appliedJobs.getHref()}>
            {paths.appliedJobs.title}
          </Button>
        }
      >
        {APPLIED_JOB_MESSAGES.notFound}
      </Alert>
    );
  }
  if (failed) {
    return (
      <ErrorAlert
        action={
          <Button color="inherit" size="small" onClick={retry}>
            Retry
          </Button>
        }
      >
        {APPLIED_JOB_MESSAGES.loadFailed}
      </ErrorAlert>
    );
  }
  if (!appliedJob) {
    return loading ? (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
        <CircularProgress aria-label="Loading the applied job" />
      </Box>
    ) : null;
  }

  const showPanel = () => {
    setPanelOpen(true);
    // After the render that un-hides it, when it has a place to scroll to.
    requestAnimationFrame(() => {
      panelRef.current?.scrollIntoView({ block: 'start' });
      panelRef.current?.focus({ preventScroll: true });
    });
  };
  const panelToggle = stacked ? (
    <Button variant="outlined" startIcon={<ViewSidebarOutlined />} aria-controls={panelId} onClick={showPanel}>
      Tracking panel
    </Button>
  ) : (
    <DisclosureButton icon={<ViewSidebarOutlined />} expanded={panelOpen} controls={panelId} onToggle={() => setPanelOpen((open) => !open)}>
      Tracking panel
    </DisclosureButton>
  );

  return (
    <Box
      sx={{
        display: 'grid',
        gap: 3,
        alignItems: 'start',
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: panelOpen ? `minmax(0, 1fr) ${SIDE_PANEL_WIDTH}px` : 'minmax(0, 1fr)' },
      }}
    >
      <AppliedJobSummary appliedJob={appliedJob} actions={panelToggle} />
      {/* Hidden rather than removed, so an open form or chosen tab survives hiding the panel. */}
      <Paper
        component="aside"
        id={panelId}
        ref={panelRef}
        tabIndex={-1}
        aria-label="Tracking panel"
        variant="outlined"
        hidden={!panelOpen}
        sx={{ p: 2, position: { md: 'sticky' }, top: { md: 16 } }}
      >
        <AppliedJobSidePanel appliedJobId={appliedJob._id} documents={documents} />
      </Paper>
    </Box>
  );
}
