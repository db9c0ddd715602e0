import { useCallback } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { uploadDocument } from '../../../lib/rest-files';
import { useSession } from '../../../lib/session/useSession';
import { forgetDocumentLists } from './document-cache';

export interface DocumentUpload {
  title: string;
  type: string;
  file: File;
  appliedJobId?: string;
}

/** Uploads through REST (GraphQL carries no files here); the cached lists are dropped so they show the new document. */
export function useUploadDocument(): (upload: DocumentUpload) => Promise<void> {
  const client = useApolloClient();
  const userId = useSession().user?.userId;
  return useCallback(
    async (upload: DocumentUpload) => {
      if (!userId) throw new Error('No signed-in user to upload for');
      await uploadDocument(userId, upload);
      forgetDocumentLists(client.cache);
    },
    [client, userId],
  );
}
