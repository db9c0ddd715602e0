import { useCallback } from 'react';
import { saveBlob } from '../../../lib/save-blob';
import { downloadAppliedJobsExport } from '../../../lib/rest-files';

export type ExportFormat = 'csv' | 'json';

/** Downloads every application (with its tasks, contacts and notes) and hands the file to the browser. */
export function useExportAppliedJobs(userId: string): (format: ExportFormat) => Promise<void> {
  return useCallback(
    async (format: ExportFormat) => {
      const { blob, fileName } = await downloadAppliedJobsExport(userId, format);
      saveBlob(blob, fileName);
    },
    [userId],
  );
}
