import { useEffect, useMemo, useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { MarkJobListSeenDocument, SideMenuNewsDocument } from '../../../generated/graphql';
import { paths } from '../../../config/paths';
import { matchPath, useLocation } from '../../../lib/router';

export interface NewJobs {
  newJobs: number;
  newJobsIsExact: boolean;
}

export interface SideMenuNews {
  /** Remote Jobs: jobs matching the session filters posted since the list was last opened. */
  jobList: NewJobs | null;
  /** Each saved search, oldest first, with its new jobs (null while unknown). */
  savedSearches: { id: string; name: string; news: NewJobs | null }[];
}

const onJobList = (pathname: string) => Boolean(matchPath(paths.remoteJobs.path, pathname) || matchPath(paths.remoteJobsCategory.path, pathname));

/**
 * Remote Jobs on screen: its jobs are seen, so its count goes to 0 (the count sits in the root
 * query without an id, hence the field edit). Each time the list is opened, an opened saved
 * search included (it comes by its own route). Resolves either way: the count is a hint.
 */
function useMarkJobListSeen(pathname: string): boolean {
  const [markSeen] = useMutation(MarkJobListSeenDocument, {
    update: (cache) => {
      cache.modify({
        id: 'ROOT_QUERY',
        fields: { jobListNews: (existing: object | undefined) => (existing ? { ...existing, newJobs: 0, newJobsIsExact: true } : existing) },
      });
    },
  });
  const seeing = onJobList(pathname);
  // A first visit that lands on the list counts after marking it, so an answer from before the mark cannot outlive it.
  const [firstMarked, setFirstMarked] = useState(!seeing);
  useEffect(() => {
    if (!seeing) return;
    void markSeen()
      .catch(() => undefined)
      .then(() => setFirstMarked(true));
  }, [seeing, pathname, markSeen]);
  return firstMarked;
}

/**
 * Keeps "new since your last visit" for the side menu. Each count runs a job list on the server
 * (one per saved search), so it is asked once, again when the user comes back to the tab, and
 * after the actions that change it (they refetch it by name) — never on a poll. A failure leaves
 * the counts off, as the unread dot does. The menu reads the answer with useSideMenuNews.
 */
export function useWatchSideMenuNews(): void {
  const { pathname } = useLocation();
  const firstMarked = useMarkJobListSeen(pathname);
  const { refetch } = useQuery(SideMenuNewsDocument, { skip: !firstMarked });

  useEffect(() => {
    const onVisible = () => {
      if (document.visibilityState === 'visible') refetch().catch(() => undefined);
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [refetch]);
}

/** The counts as last answered (useWatchSideMenuNews asks); null until then. */
export function useSideMenuNews(): SideMenuNews | null {
  const { data } = useQuery(SideMenuNewsDocument, { fetchPolicy: 'cache-only' });
  // The same object until the answer changes: the menu re-renders only then.
  return useMemo(() => {
    if (!data) return null;
    const news = new Map(data.savedSearchNews.map((n) => [n.id, n]));
    return {
      jobList: data.jobListNews,
      savedSearches: data.savedSearches.map(({ id, name }) => ({ id, name, news: news.get(id) ?? null })),
    };
  }, [data]);
}
