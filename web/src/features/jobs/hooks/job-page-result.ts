import type { SeekerJobFieldsFragment } from '../../../generated/graphql';
import { type PagedQueryState, type PageResult, toPageResult } from '../../../hooks/page-result';

/** A job as the seeker's lists render it: the card's fields (JobSummary) and its application, if any. */
export type SeekerJob = SeekerJobFieldsFragment;

/** One page of a job list as the screens render it. */
export type JobPageResult = Omit<PageResult<SeekerJob>, 'items'> & { jobs: readonly SeekerJob[] };

export function toJobPageResult<D>(
  state: PagedQueryState<D>,
  pick: (data: D) => { data: readonly SeekerJob[]; total: number },
): JobPageResult {
  const { items, ...rest } = toPageResult(state, pick);
  return { jobs: items, ...rest };
}
