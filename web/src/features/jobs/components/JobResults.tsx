import { useRef } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { Pager } from '../../../components/Pager';
import type { JobPageResult } from '../hooks/job-page-result';
import { JobList } from './JobList';

export interface JobResultsProps {
  result: JobPageResult;
  page: number;
  pageSize: number;
  onPageChange(page: number): void;
  emptyText: string;
}

/** A page of jobs between two pagers, with the loading, empty and failed states every job list shares. */
export function JobResults({ result, page, pageSize, onPageChange, emptyText }: JobResultsProps) {
  const { jobs, total, loading, failed } = result;
  const top = useRef<HTMLDivElement>(null);
  // From the lower pager the new page would otherwise open at its bottom.
  const changePageFromBottom = (next: number) => {
    onPageChange(next);
    top.current?.scrollIntoView?.({ block: 'start' });
  };

  return (
    <Box ref={top} aria-busy={loading} sx={{ scrollMarginTop: 16 }}>
      {/* Reserved height, so the list does not shift when a load starts or ends. */}
      <Box sx={{ height: 4, mb: 1 }}>{loading && <LinearProgress aria-label="Loading jobs" />}</Box>
      <Pager page={page} pageSize={pageSize} total={total} onChange={onPageChange} />
      {/* A new page or filter starts with every details row closed. */}
      <JobList key={page} jobs={jobs} />
      <Pager page={page} pageSize={pageSize} total={total} onChange={changePageFromBottom} />
      {failed && (
        <Box sx={{ py: 3, textAlign: 'center' }}>
          <Button variant="outlined" onClick={result.retry}>
            Try again
          </Button>
        </Box>
      )}
      {!failed && !loading && jobs.length === 0 && (
        <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
          {emptyText}
        </Typography>
      )}
    </Box>
  );
}
