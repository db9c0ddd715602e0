import { useQuery } from '@apollo/client/react';
import { JobContactsDocument, type JobContactsQuery } from '../../../generated/graphql';

export type EventContact = JobContactsQuery['jobContacts']['data'][number];

const NONE: readonly EventContact[] = [];

/** The application's contacts an event can be with (an event names at most 20; the API pages 100 at most). */
export function useAllJobContacts(appliedJobId: string): readonly EventContact[] {
  const { data } = useQuery(JobContactsDocument, { variables: { appliedJobId, page: 1, limit: 100 } });
  return data?.jobContacts.data ?? NONE;
}
