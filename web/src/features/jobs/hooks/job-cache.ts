import type { ApolloCache } from '@apollo/client';
import type { JobCardFieldsFragment } from '../../../generated/graphql';

type CallerFlags = Partial<Pick<JobCardFieldsFragment, 'shortlisted' | 'shortlistedJobId' | 'status' | 'applied' | 'visited'>>;

/**
 * The mutations answer a shortlist or application record, not the job; the
 * normalized Job is patched here so every list showing it follows along.
 */
export function patchCachedJob(cache: ApolloCache, jobId: string, flags: CallerFlags): void {
  const id = cache.identify({ __typename: 'Job', _id: jobId });
  if (!id) return;
  cache.modify({
    id,
    fields: Object.fromEntries(Object.entries(flags).map(([field, value]) => [field, () => value])),
  });
}
