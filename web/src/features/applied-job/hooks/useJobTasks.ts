import { useQuery } from '@apollo/client/react';
import { JobTasksDocument, type JobTasksQuery } from '../../../generated/graphql';
import { APPLIED_JOB_ITEMS_PAGE_SIZE } from '../utils/applied-job-constants';
import { toItemPage, type ItemPage } from './item-page';

export type JobTask = JobTasksQuery['jobTasks']['data'][number];

export function useJobTasks(appliedJobId: string, page: number): ItemPage<JobTask> {
  const result = useQuery(JobTasksDocument, { variables: { appliedJobId, page, limit: APPLIED_JOB_ITEMS_PAGE_SIZE } });
  return toItemPage(result, (data) => data.jobTasks);
}
