import { useDeferredValue, useMemo, useRef } from 'react';
import Box from '@mui/material/Box';
import { EmptyState, type EmptyStateAction } from '../../../components/EmptyState';
import { Pager } from '../../../components/Pager';
import { ProgressBar } from '../../../components/ProgressBar';
import type { JobPageResult } from '../hooks/job-page-result';
import { JobList } from './JobList';
import { TryAgain } from '../../../components/TryAgain';

export interface JobResultsProps {
  result: JobPageResult;
  page: number;
  pageSize: number;
  onPageChange(page: number): void;
  emptyText: string;
  /** The way forward from a list that is still empty (Shortlisted, Viewed). */
  emptyAction?: EmptyStateAction;
}

/** Cards rendered with the screen when it mounts; the rest follow (see below). */
const FIRST_CARDS = 3;

/** A page of jobs between two pagers, with the loading, empty and failed states every job list shares. */
export function JobResults({ result, page, pageSize, onPageChange, emptyText, emptyAction }: JobResultsProps) {
  const { total, loading, failed } = result;
  // A page of cards is the heaviest render of the screen. When the screen mounts (with its jobs
  // often already loaded) the first cards, the ones on screen, come with it and the others are a
  // deferred value: rendered in short, interruptible tasks and added below in a commit of their
  // own. Later changes (another page, a shortlisted job) show at once.
  const firstCards = useMemo(() => result.jobs.slice(0, FIRST_CARDS), [result.jobs]);
  const deferredJobs = useDeferredValue(result.jobs, firstCards);
  const jobs = deferredJobs === firstCards ? firstCards : result.jobs;
  const top = useRef<HTMLDivElement>(null);
  // From the lower pager the new page would otherwise open at its bottom.
  const changePageFromBottom = (next: number) => {
    onPageChange(next);
    top.current?.scrollIntoView?.({ block: 'start' });
  };

  return (
    <Box ref={top} aria-busy={loading} sx={{ scrollMarginTop: 16 }}>
      {/* Reserved height, so the list does not shift when a load starts or ends. */}
      <Box sx={{ height: 4, mb: 1 }}>{loading && <ProgressBar label="Loading jobs" />}</Box>
      <Pager page={page} pageSize={pageSize} total={total} onChange={onPageChange} />
      {/* A new page or filter starts with every details row closed. */}
      <JobList key={page} jobs={jobs} />
      {/* Below the last card only once every card is there, or it would jump down when the rest arrive. */}
      {jobs === result.jobs && <Pager page={page} pageSize={pageSize} total={total} onChange={changePageFromBottom} />}
      {failed && <TryAgain onRetry={result.retry} />}
      {!failed && !loading && jobs.length === 0 && <EmptyState message={emptyText} action={emptyAction} />}
    </Box>
  );
}
