import { useCallback } from 'react';
import { request, userPath } from '../../../lib/rest-client';
import { useSession } from '../../../lib/session/useSession';
import type { ImportPreview } from '../utils/import-types';

/**
 * POST /users/{userId}/applied_jobs/imports: the file goes through REST (GraphQL carries no files
 * here). The server reads it whole and answers what it is and its first rows, or a 4xx whose
 * message names the problem; nothing is imported yet.
 */
export function useUploadImport(): (file: File) => Promise<ImportPreview> {
  const userId = useSession().user?.userId;
  return useCallback(
    async (file: File) => {
      if (!userId) throw new Error('No signed-in user to import for');
      const form = new FormData();
      form.append('file', file, file.name);
      const response = await request(`${userPath(userId)}/applied_jobs/imports`, { method: 'POST', body: form });
      return (await response.json()) as ImportPreview;
    },
    [userId],
  );
}
