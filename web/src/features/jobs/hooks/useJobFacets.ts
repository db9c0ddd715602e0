import { useQuery } from '@apollo/client/react';
import { JobFacetsDocument, type JobFacetsQuery, type JobFilterInput } from '../../../generated/graphql';

export type JobFacets = JobFacetsQuery['jobFacets'];

/**
 * The counts beside the filter panel's options for this filter. Asked once per filter, not per
 * page; while a new filter's counts load, the last ones stay on screen rather than blinking out.
 * Counts are a help, not the list: if they fail, the panel simply shows none.
 */
export function useJobFacets(filter: JobFilterInput): JobFacets | undefined {
  const { data, previousData } = useQuery(JobFacetsDocument, { variables: { filter }, fetchPolicy: 'cache-and-network' });
  return (data ?? previousData)?.jobFacets;
}
