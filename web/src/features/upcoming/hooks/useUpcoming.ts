import { useQuery } from '@apollo/client/react';
import { UpcomingDocument, type UpcomingQuery } from '../../../generated/graphql';
import { isUnauthenticated } from '../../../lib/api-errors';
import { UPCOMING_DAYS } from '../utils/upcoming-constants';

export type UpcomingEvent = UpcomingQuery['upcoming']['events'][number];
export type UpcomingTask = UpcomingQuery['upcoming']['tasks'][number];

export interface UpcomingResult {
  events: readonly UpcomingEvent[];
  tasks: readonly UpcomingTask[];
  loading: boolean;
  failed: boolean;
  retry(): void;
}

const NONE: readonly never[] = [];

/** What is coming up across the tracker in the next 30 days; asked again on each visit. */
export function useUpcoming(): UpcomingResult {
  const { data, loading, error, refetch } = useQuery(UpcomingDocument, { variables: { days: UPCOMING_DAYS }, fetchPolicy: 'cache-and-network' });
  return {
    events: data?.upcoming.events ?? NONE,
    tasks: data?.upcoming.tasks ?? NONE,
    loading,
    failed: Boolean(error) && !isUnauthenticated(error),
    retry: () => void refetch().catch(() => undefined),
  };
}
