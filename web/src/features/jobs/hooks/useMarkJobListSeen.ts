import { useEffect } from 'react';
import { useMutation } from '@apollo/client/react';
import { MarkJobListSeenDocument } from '../../../generated/graphql';

/**
 * Opening Remote Jobs marks its jobs seen, so the side menu's "new" count beside it clears (the
 * count sits in the root query without an id, hence the field edit). A failure stays silent: the
 * count is a hint.
 */
export function useMarkJobListSeen(): void {
  const [markSeen] = useMutation(MarkJobListSeenDocument, {
    update: (cache) => {
      cache.modify({
        id: 'ROOT_QUERY',
        fields: { jobListNews: (existing: object | undefined) => (existing ? { ...existing, newJobs: 0, newJobsIsExact: true } : existing) },
      });
    },
  });
  useEffect(() => {
    markSeen().catch(() => undefined);
  }, [markSeen]);
}
