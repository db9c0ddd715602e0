import { useCallback } from 'react';
import { useMutation } from '@apollo/client/react';
import { RevokeShareableLinkDocument } from '../../../generated/graphql';
import { setCachedShareableLink } from './document-cache';

export function useRevokeShareableLink(): (documentId: string) => Promise<void> {
  const [mutate] = useMutation(RevokeShareableLinkDocument);
  return useCallback(
    async (documentId: string) => {
      await mutate({ variables: { documentId }, update: (cache) => setCachedShareableLink(cache, documentId, null) });
    },
    [mutate],
  );
}
