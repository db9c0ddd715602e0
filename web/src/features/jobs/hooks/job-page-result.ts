import type { JobCardFieldsFragment } from '../../../generated/graphql';

export type JobSummary = JobCardFieldsFragment;

/** One page of a job list as the screens render it. */
export interface JobPageResult {
  jobs: readonly JobSummary[];
  total: number;
  loading: boolean;
  failed: boolean;
  retry(): void;
}

interface QueryState<T> {
  data: T | undefined;
  previousData?: T;
  loading: boolean;
  error?: unknown;
  refetch(): Promise<unknown>;
}

const NO_JOBS: readonly JobSummary[] = [];

/**
 * While the next page or filter loads the previous page stays on screen, so the
 * list does not collapse and jump; a failed load shows nothing at all.
 */
export function toJobPageResult<T>(
  state: QueryState<T>,
  pick: (data: T) => { data: readonly JobSummary[]; total: number },
): JobPageResult {
  const shown = state.error ? undefined : (state.data ?? (state.loading ? state.previousData : undefined));
  const page = shown ? pick(shown) : undefined;
  return {
    jobs: page?.data ?? NO_JOBS,
    total: page?.total ?? 0,
    loading: state.loading,
    failed: Boolean(state.error),
    retry: () => {
      void state.refetch().catch(() => undefined);
    },
  };
}
