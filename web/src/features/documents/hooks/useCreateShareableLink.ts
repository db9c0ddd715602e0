import { useCallback } from 'react';
import { useMutation } from '@apollo/client/react';
import { CreateShareableLinkDocument } from '../../../generated/graphql';
import { setCachedShareableLink } from './document-cache';

/** The document's shareable URL: the active one when there is one, otherwise a new one. */
export function useCreateShareableLink(): (documentId: string) => Promise<string> {
  const [mutate] = useMutation(CreateShareableLinkDocument);
  return useCallback(
    async (documentId: string) => {
      const { data } = await mutate({
        variables: { documentId },
        update: (cache, result) => {
          if (result.data) setCachedShareableLink(cache, documentId, result.data.createShareableLink);
        },
      });
      if (!data) throw new Error('The shareable link mutation answered no data');
      return data.createShareableLink.url;
    },
    [mutate],
  );
}
