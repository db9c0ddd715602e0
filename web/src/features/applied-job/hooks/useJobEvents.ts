import { useQuery } from '@apollo/client/react';
import { AppliedJobEventsDocument, type AppliedJobEventsQuery } from '../../../generated/graphql';
import { APPLIED_JOB_ITEMS_PAGE_SIZE } from '../utils/applied-job-constants';
import { toItemPage, type ItemPage } from './item-page';

export type JobEvent = AppliedJobEventsQuery['appliedJobEvents']['data'][number];

/** One page of an application's interviews: upcoming soonest first, then past ones latest first. */
export function useJobEvents(appliedJobId: string, page: number): ItemPage<JobEvent> {
  const result = useQuery(AppliedJobEventsDocument, { variables: { appliedJobId, page, limit: APPLIED_JOB_ITEMS_PAGE_SIZE } });
  return toItemPage(result, (data) => data.appliedJobEvents);
}
