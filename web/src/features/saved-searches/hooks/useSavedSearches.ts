import { useQuery } from '@apollo/client/react';
import { SavedSearchesDocument, type SavedSearchFieldsFragment } from '../../../generated/graphql';
import { useNotifyQueryFailure } from '../../../hooks/useNotifyFailure';

export interface SavedSearchItem extends SavedSearchFieldsFragment {
  /** Jobs posted since it was last opened; null while unknown. */
  news: { newJobs: number; newJobsIsExact: boolean } | null;
}

const NONE: readonly SavedSearchItem[] = [];

/** The user's saved searches, oldest first, each with its count of new jobs. */
export function useSavedSearches(): { searches: readonly SavedSearchItem[]; ready: boolean; failed: boolean; retry(): void } {
  const { data, previousData, error, refetch } = useQuery(SavedSearchesDocument, { fetchPolicy: 'cache-and-network' });
  useNotifyQueryFailure(error);
  const shown = error ? undefined : (data ?? previousData);
  const news = new Map(shown?.savedSearchNews.map((n) => [n.id, n]));
  return {
    searches: shown ? shown.savedSearches.map((search) => ({ ...search, news: news.get(search.id) ?? null })) : NONE,
    ready: shown !== undefined,
    failed: Boolean(error),
    retry: () => {
      void refetch().catch(() => undefined);
    },
  };
}
