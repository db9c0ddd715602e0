import { useEffect, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { Pager } from '../../../components/Pager';
import { ProgressBar } from '../../../components/ProgressBar';
import type { DocumentPageResult } from '../hooks/document-page-result';
import { DocumentRow } from './DocumentRow';
import { TryAgain } from '../../../components/TryAgain';

export interface DocumentListProps {
  label: string;
  result: DocumentPageResult;
  page: number;
  pageSize: number;
  onPageChange(page: number): void;
  empty: ReactNode;
  showAppliedJob?: boolean;
}

/** A page of documents with the loading, empty and failed states both document lists share. */
export function DocumentList({ label, result, page, pageSize, onPageChange, empty, showAppliedJob }: DocumentListProps) {
  const { documents, total, loading, failed } = result;
  const pageEmptied = !loading && !failed && documents.length === 0 && page > 1;

  // Deleting the last document of the last page leaves that page empty: show the one before.
  useEffect(() => {
    if (pageEmptied) onPageChange(page - 1);
  }, [pageEmptied, page, onPageChange]);

  return (
    <Box aria-busy={loading}>
      {/* Reserved height, so the list does not shift when a load starts or ends. */}
      <Box sx={{ height: 4, mb: 1 }}>{loading && <ProgressBar label="Loading documents" />}</Box>
      {documents.length > 0 && (
        <Stack component="ul" aria-label={label} spacing={1.5} sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {documents.map((document) => (
            <DocumentRow key={document._id} document={document} showAppliedJob={showAppliedJob} />
          ))}
        </Stack>
      )}
      <Pager page={page} pageSize={pageSize} total={total} onChange={onPageChange} />
      {failed && <TryAgain onRetry={result.retry} />}
      {!failed && !loading && documents.length === 0 && page === 1 && empty}
    </Box>
  );
}
