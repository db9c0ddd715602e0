import { useQuery } from '@apollo/client/react';
import { HiddenCompaniesDocument, type HiddenCompanyFieldsFragment } from '../../generated/graphql';
import { useNotifyQueryFailure } from '../../hooks/useNotifyFailure';

export type HiddenCompany = HiddenCompanyFieldsFragment;

const NONE: readonly HiddenCompany[] = [];

/** The companies whose jobs the user keeps out of their lists, last hidden first. */
export function useHiddenCompanies(): {
  companies: readonly HiddenCompany[];
  /** The list has arrived (it may be empty). */
  ready: boolean;
  loading: boolean;
  failed: boolean;
  retry(): void;
} {
  const { data, previousData, loading, error, refetch } = useQuery(HiddenCompaniesDocument, { fetchPolicy: 'cache-and-network' });
  useNotifyQueryFailure(error);
  const shown = error ? undefined : (data ?? previousData)?.hiddenCompanies;
  return {
    companies: shown ?? NONE,
    ready: shown !== undefined,
    loading,
    failed: Boolean(error),
    retry: () => {
      void refetch().catch(() => undefined);
    },
  };
}
