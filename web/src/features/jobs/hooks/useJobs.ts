import { useEffect, useState } from 'react';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { JobsDocument, type JobFilterInput } from '../../../generated/graphql';
import { JOBS_PAGE_SIZE } from '../utils/job-constants';
import type { SavedJobFilters } from '../utils/job-filters';
import { toJobPageResult, type JobPageResult } from './job-page-result';
import { forgetPrefetchedJobs, wasPrefetched } from './prefetch-jobs';
import { useNotifyQueryFailure } from '../../../hooks/useNotifyFailure';

const savedPart = (filter: Partial<SavedJobFilters> | JobFilterInput | null | undefined): SavedJobFilters => ({
  categories: filter?.categories ?? [],
  sources: filter?.sources ?? [],
  tags: filter?.tags ?? [],
  hideViewedJobs: filter?.hideViewedJobs ?? false,
  worldwide: filter?.worldwide ?? false,
});

const sameSaved = (a: SavedJobFilters, b: SavedJobFilters): boolean =>
  JSON.stringify(savedPart(a)) === JSON.stringify(savedPart(b));

/**
 * The filtered job list. The server saves each searched filter as the user's
 * session filters; the cached user follows, so coming back to this screen in
 * the same visit starts from the last search rather than the one at sign-in.
 */
export function useJobs(filter: JobFilterInput, page: number, userId: string | null): JobPageResult {
  const client = useApolloClient();
  const variables = { filter, page, limit: JOBS_PAGE_SIZE };
  // The landing list may have been asked for already, this very page load (prefetchJobs). It is
  // forgotten once this list is on screen, not while rendering: a render may be thrown away and redone.
  const [prefetched] = useState(() => wasPrefetched(variables));
  useEffect(() => {
    if (prefetched) forgetPrefetchedJobs();
  }, [prefetched]);
  const result = useQuery(JobsDocument, {
    variables,
    // Every search must reach the server: it records the filter and the viewed flags change between visits.
    ...(prefetched
      ? { fetchPolicy: 'cache-first', nextFetchPolicy: () => 'cache-and-network' }
      : { fetchPolicy: 'cache-and-network' }),
  });
  useNotifyQueryFailure(result.error);

  // A string, so the effect runs when the searched filter changes, not whenever the result object does.
  const searched = result.data ? JSON.stringify(savedPart(result.variables?.filter)) : null;
  useEffect(() => {
    if (!searched || !userId) return;
    const id = client.cache.identify({ __typename: 'User', _id: userId });
    if (!id) return;
    const saved = JSON.parse(searched) as SavedJobFilters;
    client.cache.modify({
      id,
      fields: {
        session: (existing) =>
          existing && sameSaved(existing as SavedJobFilters, saved) ? existing : { ...(existing as object), ...saved },
      },
    });
  }, [client, searched, userId]);

  return toJobPageResult(result, (data) => data.jobs);
}
