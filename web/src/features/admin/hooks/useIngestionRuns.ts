import { useQuery } from '@apollo/client/react';
import { IngestionRunsDocument, type IngestionRunFieldsFragment } from '../../../generated/graphql';
import { useNotifyQueryFailure } from '../../../hooks/useNotifyFailure';
import { INGESTION_RUNS_LIMIT } from '../utils/admin-constants';

export type IngestionRun = IngestionRunFieldsFragment;

const NO_RUNS: readonly IngestionRun[] = [];

/** The latest ingestion runs of every board, newest first. */
export function useIngestionRuns(): { runs: readonly IngestionRun[]; loading: boolean; failed: boolean; refresh(): void } {
  const { data, loading, error, refetch } = useQuery(IngestionRunsDocument, {
    variables: { limit: INGESTION_RUNS_LIMIT },
    fetchPolicy: 'cache-and-network',
    // Refresh shows it is asking.
    notifyOnNetworkStatusChange: true,
  });
  useNotifyQueryFailure(error);
  return {
    runs: (error ? undefined : data?.ingestionRuns) ?? NO_RUNS,
    loading,
    failed: Boolean(error),
    refresh: () => {
      void refetch().catch(() => undefined);
    },
  };
}
