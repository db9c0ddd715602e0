import { useQuery } from '@apollo/client/react';
import { DocumentsDocument } from '../../../generated/graphql';
import { DOCUMENTS_PAGE_SIZE } from '../utils/document-constants';
import { toDocumentPageResult, type DocumentPageResult } from './document-page-result';
import { useNotifyQueryFailure } from '../../../hooks/useNotifyFailure';

export function useDocuments(page: number): DocumentPageResult {
  const result = useQuery(DocumentsDocument, {
    variables: { page, limit: DOCUMENTS_PAGE_SIZE },
    // Shared links are opened by other people: their view counts change on the server only.
    fetchPolicy: 'cache-and-network',
  });
  useNotifyQueryFailure(result.error);
  return toDocumentPageResult(result, (data) => data.documents);
}
