import { useQuery } from '@apollo/client/react';
import { ShortlistedJobsDocument } from '../../../generated/graphql';
import { SHORTLISTED_JOBS_PAGE_SIZE } from '../utils/job-constants';
import { toJobPageResult, type JobPageResult } from './job-page-result';
import { useNotifyQueryFailure } from '../../../hooks/useNotifyFailure';

export function useShortlistedJobs(page: number): JobPageResult {
  const result = useQuery(ShortlistedJobsDocument, {
    variables: { page, limit: SHORTLISTED_JOBS_PAGE_SIZE },
    // Jobs are shortlisted from other screens; the list must not stay as it was on the first visit.
    fetchPolicy: 'cache-and-network',
  });
  useNotifyQueryFailure(result.error);
  return toJobPageResult(result, (data) => data.shortlistedJobs);
}
