import type { JobSummary } from '../../../components/job-card/job-summary';
import { type PagedQueryState, type PageResult, toPageResult } from '../../../hooks/page-result';

export type { JobSummary };

/** One page of a job list as the screens render it. */
export type JobPageResult = Omit<PageResult<JobSummary>, 'items'> & { jobs: readonly JobSummary[] };

export function toJobPageResult<D>(
  state: PagedQueryState<D>,
  pick: (data: D) => { data: readonly JobSummary[]; total: number },
): JobPageResult {
  const { items, ...rest } = toPageResult(state, pick);
  return { jobs: items, ...rest };
}
