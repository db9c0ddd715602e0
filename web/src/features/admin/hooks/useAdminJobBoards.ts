import { useQuery } from '@apollo/client/react';
import { AdminJobBoardsDocument, type AdminJobBoardFieldsFragment } from '../../../generated/graphql';
import { useNotifyQueryFailure } from '../../../hooks/useNotifyFailure';

export type AdminJobBoard = AdminJobBoardFieldsFragment;

const NO_BOARDS: readonly AdminJobBoard[] = [];

/** Every job board with its ingestion settings and last run. */
export function useAdminJobBoards(): { boards: readonly AdminJobBoard[]; loading: boolean; failed: boolean; retry(): void } {
  const { data, loading, error, refetch } = useQuery(AdminJobBoardsDocument, {
    // Runs finish in the worker, not in this app.
    fetchPolicy: 'cache-and-network',
  });
  useNotifyQueryFailure(error);
  return {
    boards: (error ? undefined : data?.adminJobBoards) ?? NO_BOARDS,
    loading,
    failed: Boolean(error),
    retry: () => {
      void refetch().catch(() => undefined);
    },
  };
}
