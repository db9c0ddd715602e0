import { useCallback } from 'react';
import { useMutation } from '@apollo/client/react';
import { DeleteDocumentDocument } from '../../../generated/graphql';
import { forgetDocument } from './document-cache';

export function useDeleteDocument(): (documentId: string) => Promise<void> {
  const [mutate] = useMutation(DeleteDocumentDocument);
  return useCallback(
    async (documentId: string) => {
      await mutate({ variables: { id: documentId }, update: (cache) => forgetDocument(cache, documentId) });
    },
    [mutate],
  );
}
