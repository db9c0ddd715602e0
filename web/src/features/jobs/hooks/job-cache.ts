import type { ApolloCache } from '@apollo/client';
import type { SeekerJobFieldsFragment } from '../../../generated/graphql';

type CallerFlags = Partial<Pick<SeekerJobFieldsFragment, 'shortlisted' | 'shortlistedJobId' | 'status' | 'applied' | 'appliedJobId' | 'visited'>>;

const cachedJobId = (cache: ApolloCache, jobId: string) => cache.identify({ __typename: 'Job', _id: jobId });

/**
 * The mutations answer a shortlist or application record, not the job; the
 * normalized Job is patched here so every list showing it follows along.
 */
export function patchCachedJob(cache: ApolloCache, jobId: string, flags: CallerFlags): void {
  const id = cachedJobId(cache, jobId);
  if (!id) return;
  cache.modify({
    id,
    fields: Object.fromEntries(Object.entries(flags).map(([field, value]) => [field, () => value])),
  });
}

/**
 * Shortlisting, delisting or moving a shortlisted job gives the job the shortlist's status only
 * while it is not applied: an applied job's status is its application's (issue 47).
 */
export function patchShortlistStatus(cache: ApolloCache, jobId: string, status: string | null): void {
  const id = cachedJobId(cache, jobId);
  if (!id) return;
  cache.modify({ id, fields: { status: (existing, { readField }) => (readField('appliedJobId') ? existing : status) } });
}
