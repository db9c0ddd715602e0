import { useQuery } from '@apollo/client/react';
import { AppliedJobDocument, type AppliedJobQuery } from '../../../generated/graphql';
import { errorCode, isUnauthenticated } from '../../../lib/api-errors';

export type AppliedJob = AppliedJobQuery['appliedJob'];

export interface AppliedJobResult {
  appliedJob: AppliedJob | null;
  loading: boolean;
  /** Missing, or someone else's: the server answers both the same way. */
  notFound: boolean;
  failed: boolean;
  retry(): void;
}

export function useAppliedJob(id: string): AppliedJobResult {
  const { data, loading, error, refetch } = useQuery(AppliedJobDocument, { variables: { id } });
  const notFound = errorCode(error) === 'NOT_FOUND';
  return {
    appliedJob: error ? null : (data?.appliedJob ?? null),
    loading,
    notFound,
    // A 401 is the sign-in redirect's business, not this screen's.
    failed: Boolean(error) && !notFound && !isUnauthenticated(error),
    retry: () => {
      void refetch().catch(() => undefined);
    },
  };
}
