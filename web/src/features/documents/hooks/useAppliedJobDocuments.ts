import { useQuery } from '@apollo/client/react';
import { AppliedJobDocumentsDocument } from '../../../generated/graphql';
import { APPLIED_JOB_DOCUMENTS_PAGE_SIZE } from '../utils/document-constants';
import { toDocumentPageResult, type DocumentPageResult } from './document-page-result';
import { useNotifyQueryFailure } from '../../../hooks/useNotifyFailure';

export function useAppliedJobDocuments(appliedJobId: string, page: number): DocumentPageResult {
  const result = useQuery(AppliedJobDocumentsDocument, {
    variables: { appliedJobId, page, limit: APPLIED_JOB_DOCUMENTS_PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
  });
  useNotifyQueryFailure(result.error);
  return toDocumentPageResult(result, (data) => data.appliedJobDocuments);
}
