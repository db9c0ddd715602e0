import { useEffect } from 'react';
import { useQuery } from '@apollo/client/react';
import { useNotify } from '../../../components/Notifications';
import { RemoteCompaniesDocument, type RemoteCompaniesQuery } from '../../../generated/graphql';
import { GENERIC_ERROR_MESSAGE, isUnauthenticated } from '../../../lib/api-errors';

export const REMOTE_COMPANIES_PAGE_SIZE = 10;

export type RemoteCompanySummary = RemoteCompaniesQuery['remoteCompanies']['data'][number];

export function useRemoteCompanies(page: number): {
  companies: readonly RemoteCompanySummary[];
  total: number;
  loading: boolean;
} {
  const { data, previousData, loading, error } = useQuery(RemoteCompaniesDocument, {
    variables: { page, limit: REMOTE_COMPANIES_PAGE_SIZE },
  });
  const notify = useNotify();
  useEffect(() => {
    // A 401 is the login-required handler's business; it is already on its way to sign in.
    if (error && !isUnauthenticated(error)) notify({ type: 'error', message: GENERIC_ERROR_MESSAGE });
  }, [error, notify]);

  // The previous page stays up while the next one loads; a failure leaves nothing.
  const shown = error ? undefined : (data ?? (loading ? previousData : undefined));
  return { companies: shown?.remoteCompanies.data ?? [], total: shown?.remoteCompanies.total ?? 0, loading };
}
