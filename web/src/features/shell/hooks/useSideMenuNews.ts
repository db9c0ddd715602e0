import { useEffect } from 'react';
import { useQuery } from '@apollo/client/react';
import { SideMenuNewsDocument } from '../../../generated/graphql';
import { useSession } from '../../../lib/session/useSession';

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

/**
 * "New since your last visit" for the side menu. Each count runs a job list on the server (one
 * per saved search), so it is asked when the session is ready, again when the user comes back
 * to the tab, and after the actions that change it (they refetch it by name) — never on a poll.
 * Only with app access (the counts need it); a failure leaves the counts off, as the unread dot does.
 */
export function useSideMenuNews(): SideMenuNews | null {
  const { status, hasAppAccess } = useSession();
  const { data, refetch } = useQuery(SideMenuNewsDocument, { skip: status !== 'ready' || !hasAppAccess });
  const asking = status === 'ready' && hasAppAccess;

  useEffect(() => {
    if (!asking) return;
    const onVisible = () => {
      if (document.visibilityState === 'visible') refetch().catch(() => undefined);
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [asking, refetch]);

  if (!data || !asking) return null;
  const news = new Map(data.savedSearchNews.map((n) => [n.id, n]));
  return {
    jobList: data.jobListNews,
    savedSearches: data.savedSearches.map(({ id, name }) => ({ id, name, news: news.get(id) ?? null })),
  };
}
