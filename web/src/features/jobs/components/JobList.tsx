import { useState } from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import type { JobSummary } from '../hooks/job-page-result';
import { JobCard } from './JobCard';
import { JobDetails } from './JobDetails';

/**
 * Job cards; clicking one inserts its details row beneath it and clicking it
 * again removes the row. One row at a time keeps the list scannable.
 */
export function JobList({ jobs }: { jobs: readonly JobSummary[] }) {
  const [openJobId, setOpenJobId] = useState<string | null>(null);

  return (
    <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {jobs.map((job) => {
        const expanded = job._id === openJobId;
        const detailsId = `job-details-${job._id}`;
        return (
          <Box component="li" key={job._id}>
            <JobCard
              job={job}
              expanded={expanded}
              detailsId={detailsId}
              onToggleDetails={() => setOpenJobId(expanded ? null : job._id)}
            />
            {expanded && (
              <Box sx={{ mt: 1 }}>
                <JobDetails job={job} id={detailsId} />
              </Box>
            )}
          </Box>
        );
      })}
    </Stack>
  );
}
