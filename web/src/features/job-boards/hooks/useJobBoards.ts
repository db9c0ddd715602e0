import { useEffect } from 'react';
import { useQuery } from '@apollo/client/react';
import { useNotify } from '../../../components/Notifications';
import { JobBoardsDocument, type JobBoardsQuery } from '../../../generated/graphql';
import { GENERIC_ERROR_MESSAGE, isUnauthenticated } from '../../../lib/api-errors';

export const JOB_BOARDS_PAGE_SIZE = 10;

export type JobBoardSummary = JobBoardsQuery['jobBoards']['data'][number];

export function useJobBoards(page: number): { boards: readonly JobBoardSummary[]; total: number; loading: boolean } {
  const { data, previousData, loading, error } = useQuery(JobBoardsDocument, {
    variables: { page, limit: JOB_BOARDS_PAGE_SIZE },
  });
  const notify = useNotify();
  useEffect(() => {
    // A 401 is the login-required handler's business; it is already on its way to sign in.
    if (error && !isUnauthenticated(error)) notify({ type: 'error', message: GENERIC_ERROR_MESSAGE });
  }, [error, notify]);

  const shown = error ? undefined : (data ?? (loading ? previousData : undefined));
  return { boards: shown?.jobBoards.data ?? [], total: shown?.jobBoards.total ?? 0, loading };
}
