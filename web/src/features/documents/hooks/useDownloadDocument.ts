import { useCallback } from 'react';
import { saveBlob } from '../../../lib/save-blob';
import { downloadFile } from '../../../lib/rest-files';
import { useSession } from '../../../lib/session/useSession';

/** Fetches the bytes through REST (they need the bearer token) and saves them under the server's file name. */
export function useDownloadDocument(): (documentId: string) => Promise<void> {
  const userId = useSession().user?.userId;
  return useCallback(
    async (documentId: string) => {
      if (!userId) throw new Error('No signed-in user to download for');
      const { blob, fileName } = await downloadFile(userId, documentId);
      saveBlob(blob, fileName);
    },
    [userId],
  );
}
