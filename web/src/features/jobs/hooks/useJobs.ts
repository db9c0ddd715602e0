import { useEffect, useState } from 'react';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { JobsDocument, type JobFilterInput } from '../../../generated/graphql';
import { DEFAULT_PAY_CURRENCY, JOBS_PAGE_SIZE } from '../utils/job-constants';
import type { SavedJobFilters } from '../utils/job-filters';
import { toJobPageResult, type JobPageResult } from './job-page-result';
import { forgetPrefetchedJobs, wasPrefetched } from './prefetch-jobs';
import { useNotifyQueryFailure } from '../../../hooks/useNotifyFailure';

// What the server saves of a searched filter (issue #19's fields only when given, as it does).
const savedPart = (filter: Partial<SavedJobFilters> | JobFilterInput | null | undefined): SavedJobFilters => ({
  categories: filter?.categories ?? [],
  sources: filter?.sources ?? [],
  tags: filter?.tags ?? [],
  hideViewedJobs: filter?.hideViewedJobs ?? false,
  worldwide: filter?.worldwide ?? false,
  ...(filter?.eligibility ? { eligibility: filter.eligibility } : {}),
  ...(filter?.minPay ? { minPay: filter.minPay, payCurrency: filter.payCurrency ?? DEFAULT_PAY_CURRENCY } : {}),
  ...(filter?.withPayOnly ? { withPayOnly: true } : {}),
  ...(filter?.jobTypes?.length ? { jobTypes: filter.jobTypes } : {}),
  ...(filter?.seniorities?.length ? { seniorities: filter.seniorities } : {}),
  ...(filter?.sort === 'pay' ? { sort: filter.sort } : {}),
});

const sameSaved = (a: SavedJobFilters, b: SavedJobFilters): boolean =>
  JSON.stringify(savedPart(a)) === JSON.stringify(savedPart(b));

// Saved only when given: a search without one of these drops the one saved before. They stay in
// the cached session as null, as the server answers them, so the user's fields stay complete.
const OPTIONAL_SAVED_FIELDS = ['eligibility', 'minPay', 'payCurrency', 'withPayOnly', 'jobTypes', 'seniorities', 'sort'];
const withSaved = (existing: object, saved: SavedJobFilters): object => ({
  ...existing,
  ...Object.fromEntries(OPTIONAL_SAVED_FIELDS.map((field) => [field, null])),
  ...saved,
});

/**
 * The filtered job list. The server saves each searched filter as the user's
 * session filters; the cached user follows, so coming back to this screen in
 * the same visit starts from the last search rather than the one at sign-in.
 * With `saveAsSession: false` (a category page, a view of the list) neither saves it.
 */
export function useJobs(
  filter: JobFilterInput,
  page: number,
  userId: string | null,
  { saveAsSession = true }: { saveAsSession?: boolean } = {},
): JobPageResult & { totalIsExact: boolean } {
  const client = useApolloClient();
  // Sent only when false: the server's default saves, and the usual request stays as it was.
  const variables = { filter, page, limit: JOBS_PAGE_SIZE, ...(saveAsSession ? {} : { saveAsSession: false }) };
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
  const searched = result.data && saveAsSession ? JSON.stringify(savedPart(result.variables?.filter)) : null;
  useEffect(() => {
    if (!searched || !userId) return;
    const id = client.cache.identify({ __typename: 'User', _id: userId });
    if (!id) return;
    const saved = JSON.parse(searched) as SavedJobFilters;
    client.cache.modify({
      id,
      fields: {
        session: (existing) =>
          existing && sameSaved(existing as SavedJobFilters, saved) ? existing : withSaved((existing ?? {}) as object, saved),
      },
    });
  }, [client, searched, userId]);

  const shown = result.data ?? result.previousData;
  // Past the list's reach (1,000) the total is a floor: "1,000+ jobs".
  return { ...toJobPageResult(result, (data) => data.jobs), totalIsExact: shown?.jobs.totalIsExact ?? true };
}
