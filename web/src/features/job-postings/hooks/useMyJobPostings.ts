import { useQuery } from '@apollo/client/react';
import { MyJobPostingsDocument, type JobPostingFieldsFragment } from '../../../generated/graphql';
import { toPageResult, type PageResult } from '../../../hooks/page-result';
import { useNotifyQueryFailure } from '../../../hooks/useNotifyFailure';
import { MY_JOB_POSTINGS_PAGE_SIZE } from '../utils/job-postings-constants';

export type JobPosting = JobPostingFieldsFragment;

/** One page of the caller's published postings, newest first. */
export function useMyJobPostings(page: number): PageResult<JobPosting> {
  const result = useQuery(MyJobPostingsDocument, {
    variables: { page, limit: MY_JOB_POSTINGS_PAGE_SIZE },
    // A posting paid for meanwhile is published by the payment's webhook, not by this app.
    fetchPolicy: 'cache-and-network',
  });
  useNotifyQueryFailure(result.error);
  return toPageResult(result, (data) => data.myJobPostings);
}
