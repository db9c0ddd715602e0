import { useQuery } from '@apollo/client/react';
import { AdminUsersDocument, type AdminUserFieldsFragment } from '../../../generated/graphql';
import { toPageResult, type PageResult } from '../../../hooks/page-result';
import { useNotifyQueryFailure } from '../../../hooks/useNotifyFailure';
import { ADMIN_USERS_PAGE_SIZE } from '../utils/admin-constants';

export type AdminUser = AdminUserFieldsFragment;

/** One page of every user, optionally narrowed by a search on name or email. */
export function useAdminUsers(page: number, query: string): PageResult<AdminUser> {
  const result = useQuery(AdminUsersDocument, {
    variables: { page, limit: ADMIN_USERS_PAGE_SIZE, query: query || null },
    // People sign up and subscribe all the time.
    fetchPolicy: 'cache-and-network',
  });
  useNotifyQueryFailure(result.error);
  return toPageResult(result, (data) => data.adminUsers);
}
