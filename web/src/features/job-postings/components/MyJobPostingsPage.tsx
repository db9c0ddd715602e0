import { useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { EmptyState } from '../../../components/EmptyState';
import { Pager } from '../../../components/Pager';
import { ProgressBar } from '../../../components/ProgressBar';
import { TryAgain } from '../../../components/TryAgain';
import { paths } from '../../../config/paths';
import { useMyJobPostings } from '../hooks/useMyJobPostings';
import { MY_JOB_POSTINGS_PAGE_SIZE } from '../utils/job-postings-constants';
import { JOB_POSTINGS_MESSAGES } from '../utils/job-postings-messages';
import { PostingList } from './PostingList';

/** Job Postings (recruiters): the jobs the user posted, with Mark filled and Cancel auto bump. */
export function MyJobPostingsPage() {
  const [page, setPage] = useState(1);
  const { items, total, loading, failed, retry } = useMyJobPostings(page);
  const top = useRef<HTMLDivElement>(null);
  // From the lower pager the new page would otherwise open at its bottom.
  const changePageFromBottom = (next: number) => {
    setPage(next);
    top.current?.scrollIntoView?.({ block: 'start' });
  };

  return (
    <Stack spacing={2}>
      <Typography variant="h4" component="h1">
        {paths.myJobPostings.title}
      </Typography>
      <Box ref={top} aria-busy={loading} sx={{ scrollMarginTop: 16 }}>
        <Box sx={{ height: 4, mb: 1 }}>{loading && <ProgressBar label="Loading your job postings" />}</Box>
        <Pager page={page} pageSize={MY_JOB_POSTINGS_PAGE_SIZE} total={total} onChange={setPage} />
        {/* A new page starts with every details row closed. */}
        <PostingList key={page} jobs={items} />
        <Pager page={page} pageSize={MY_JOB_POSTINGS_PAGE_SIZE} total={total} onChange={changePageFromBottom} />
        {failed && <TryAgain onRetry={retry} />}
        {!failed && !loading && items.length === 0 && (
          <EmptyState message={JOB_POSTINGS_MESSAGES.noPostings} action={{ label: JOB_POSTINGS_MESSAGES.postAJob, to: paths.postJob.getHref(), variant: 'contained' }} />
        )}
      </Box>
    </Stack>
  );
}
