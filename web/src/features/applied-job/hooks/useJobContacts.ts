import { useQuery } from '@apollo/client/react';
import { JobContactsDocument, type JobContactsQuery } from '../../../generated/graphql';
import { APPLIED_JOB_ITEMS_PAGE_SIZE } from '../utils/applied-job-constants';
import { toItemPage, type ItemPage } from './item-page';

export type JobContact = JobContactsQuery['jobContacts']['data'][number];

/** The fields a contact form edits; name and email are required. */
export type JobContactValues = Pick<JobContact, 'name' | 'email' | 'jobTitle' | 'linkedInUrl' | 'twitterUrl'>;

export function useJobContacts(appliedJobId: string, page: number): ItemPage<JobContact> {
  const result = useQuery(JobContactsDocument, { variables: { appliedJobId, page, limit: APPLIED_JOB_ITEMS_PAGE_SIZE } });
  return toItemPage(result, (data) => data.jobContacts);
}
