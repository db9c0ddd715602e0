import { useCallback } from 'react';
import { saveBlob } from '../../../lib/browser';
import { downloadAppliedJobsExport } from '../../../lib/rest-client';

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
