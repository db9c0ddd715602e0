import { useCallback } from 'react';
import { useMutation } from '@apollo/client/react';
import { RunImportDocument } from '../../../generated/graphql';
import type { ImportMapping, ImportResult } from '../utils/import-types';

/**
 * Imports the upload. Any number of applications may arrive, on any page of the board and in any
 * figure: the cached lists and figures are dropped, so what is on screen loads again.
 */
export function useRunImport(): (importId: string, mapping: ImportMapping | null) => Promise<ImportResult> {
  const [mutate] = useMutation(RunImportDocument);
  return useCallback(
    async (importId: string, mapping: ImportMapping | null) => {
      const { data } = await mutate({
        variables: { importId, mapping },
        update: (cache, { data: answer }) => {
          if (!answer?.runImport.imported) return;
          cache.evict({ id: 'ROOT_QUERY', fieldName: 'appliedJobs' });
          cache.evict({ id: 'ROOT_QUERY', fieldName: 'appliedJobStats' });
          cache.gc();
        },
      });
      if (!data) throw new Error('runImport answered no data');
      return data.runImport;
    },
    [mutate],
  );
}
