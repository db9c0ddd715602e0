import { useQuery } from '@apollo/client/react';
import { ViewedJobsDocument } from '../../../generated/graphql';
import { VIEWED_JOBS_PAGE_SIZE } from '../utils/job-constants';
import { toJobPageResult, type JobPageResult } from './job-page-result';
import { useNotifyQueryFailure } from '../../../hooks/useNotifyFailure';

export function useViewedJobs(page: number): JobPageResult {
  const result = useQuery(ViewedJobsDocument, {
    variables: { page, limit: VIEWED_JOBS_PAGE_SIZE },
    // Opening a job anywhere adds to this list.
    fetchPolicy: 'cache-and-network',
  });
  useNotifyQueryFailure(result.error);
  return toJobPageResult(result, (data) => data.viewedJobs);
}
