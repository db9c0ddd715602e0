import { useQuery } from '@apollo/client/react';
import { CompanyJobsDocument } from '../../../generated/graphql';
import { JOBS_PAGE_SIZE } from '../utils/job-constants';
import { toJobPageResult, type JobPageResult } from './job-page-result';
import { useNotifyQueryFailure } from '../../../hooks/useNotifyFailure';

export function useCompanyJobs(companyName: string, page: number): JobPageResult {
  const result = useQuery(CompanyJobsDocument, {
    variables: { companyName, page, limit: JOBS_PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
  });
  useNotifyQueryFailure(result.error);
  return toJobPageResult(result, (data) => data.companyJobs);
}
