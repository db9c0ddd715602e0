import { lazy, memo, Suspense, useState } from 'react';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import type { SeekerJob } from '../hooks/job-page-result';
import { SeekerJobCard } from './SeekerJobCard';

// The details row (its actions, status select and description) is only needed once a card is opened.
const importJobDetails = () => import('./JobDetails');
const JobDetails = lazy(() => importJobDetails().then((module) => ({ default: module.JobDetails })));
const preloadJobDetails = () => void importJobDetails().catch(() => undefined);

/**
 * Job cards; clicking one inserts its details row beneath it and clicking it
 * again removes the row. One row at a time keeps the list scannable.
 */
export const JobList = memo(function JobList({ jobs }: { jobs: readonly SeekerJob[] }) {
  const [openJobId, setOpenJobId] = useState<string | null>(null);

  return (
    <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {jobs.map((job) => {
        const expanded = job._id === openJobId;
        const detailsId = `job-details-${job._id}`;
        return (
          // Pointing at or tabbing into a card fetches the details code before the click that needs it.
          <Box component="li" key={job._id} onPointerEnter={preloadJobDetails} onFocus={preloadJobDetails}>
            <SeekerJobCard
              job={job}
              expanded={expanded}
              detailsId={detailsId}
              onToggleDetails={() => setOpenJobId(expanded ? null : job._id)}
            />
            {expanded && (
              <Box sx={{ mt: 1 }}>
                <Suspense
                  fallback={
                    <Box sx={{ display: 'flex', justifyContent: 'center', py: 2 }}>
                      <CircularProgress size={28} aria-label="Loading the job details" />
                    </Box>
                  }
                >
                  <JobDetails job={job} id={detailsId} />
                </Suspense>
              </Box>
            )}
          </Box>
        );
      })}
    </Stack>
  );
});
