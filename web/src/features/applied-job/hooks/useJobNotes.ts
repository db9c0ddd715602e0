import { useQuery } from '@apollo/client/react';
import { JobNotesDocument, type JobNotesQuery } from '../../../generated/graphql';
import { APPLIED_JOB_ITEMS_PAGE_SIZE } from '../utils/applied-job-constants';
import { toItemPage, type ItemPage } from './item-page';

export type JobNote = JobNotesQuery['jobNotes']['data'][number];

/** The fields a note form edits; the title is required. */
export type JobNoteValues = Pick<JobNote, 'title' | 'description'>;

export function useJobNotes(appliedJobId: string, page: number): ItemPage<JobNote> {
  const result = useQuery(JobNotesDocument, { variables: { appliedJobId, page, limit: APPLIED_JOB_ITEMS_PAGE_SIZE } });
  return toItemPage(result, (data) => data.jobNotes);
}
