import { useState } from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { JobCard } from '../../../components/job-card/JobCard';
import type { JobPosting } from '../hooks/useMyJobPostings';
import { PostingActions } from './PostingActions';
import { PostingDetails } from './PostingDetails';

/**
 * The poster's job cards; clicking one inserts its details beneath it and clicking it again
 * removes them, one at a time, as in the other job lists.
 */
export function PostingList({ jobs }: { jobs: readonly JobPosting[] }) {
  const [openJobId, setOpenJobId] = useState<string | null>(null);

  return (
    <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {jobs.map((job) => {
        const expanded = job._id === openJobId;
        const detailsId = `job-posting-details-${job._id}`;
        return (
          <Box component="li" key={job._id}>
            <JobCard
              job={job}
              expanded={expanded}
              detailsId={detailsId}
              onToggleDetails={() => setOpenJobId(expanded ? null : job._id)}
              actions={<PostingActions job={job} />}
              posterView
            />
            {expanded && (
              <Box sx={{ mt: 1 }}>
                <PostingDetails job={job} id={detailsId} />
              </Box>
            )}
          </Box>
        );
      })}
    </Stack>
  );
}
