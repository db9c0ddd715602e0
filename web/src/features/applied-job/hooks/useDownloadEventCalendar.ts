import { useCallback } from 'react';
import { saveBlob } from '../../../lib/save-blob';
import { downloadEventCalendar } from '../../../lib/rest-files';
import { useSession } from '../../../lib/session/useSession';

/** Fetches one event's .ics through REST (it needs the bearer token) and saves it under the server's file name. */
export function useDownloadEventCalendar(): (appliedJobId: string, eventId: string) => Promise<void> {
  const userId = useSession().user?.userId;
  return useCallback(
    async (appliedJobId: string, eventId: string) => {
      if (!userId) throw new Error('No signed-in user to download for');
      const { blob, fileName } = await downloadEventCalendar(userId, appliedJobId, eventId);
      saveBlob(blob, fileName);
    },
    [userId],
  );
}
