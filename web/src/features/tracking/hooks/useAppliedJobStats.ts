import { useQuery } from '@apollo/client/react';
import { AppliedJobStatsDocument } from '../../../generated/graphql';
import type { ApplicationStats } from '../utils/application-stats';

/**
 * The chart's figures, or null until they arrive. A failure stays quiet here: the board's own
 * query reports the problem, and the chart only accompanies the board.
 */
export function useAppliedJobStats(): ApplicationStats | null {
  const { data, error } = useQuery(AppliedJobStatsDocument, { fetchPolicy: 'cache-and-network' });
  return error ? null : (data?.appliedJobStats ?? null);
}
