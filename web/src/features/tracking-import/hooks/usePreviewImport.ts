import { useCallback } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { PreviewImportDocument } from '../../../generated/graphql';
import type { ImportMapping, ImportPreview } from '../utils/import-types';

/** The upload's first rows again, as they would import with this mapping; never from the cache, the mapping changes them. */
export function usePreviewImport(): (importId: string, mapping: ImportMapping) => Promise<ImportPreview> {
  const client = useApolloClient();
  return useCallback(
    async (importId: string, mapping: ImportMapping) => {
      const { data } = await client.query({ query: PreviewImportDocument, variables: { importId, mapping }, fetchPolicy: 'no-cache' });
      if (!data) throw new Error('previewImport answered no data');
      return data.previewImport;
    },
    [client],
  );
}
