import { useCallback } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { AccountMeDocument } from '../../../generated/graphql';
import { uploadAvatar } from '../../../lib/rest-client';

/**
 * Uploads a new avatar through REST (GraphQL carries no files here), then
 * re-reads the user so the menu and this page show the new picture.
 */
export function useUploadAvatar(): (userId: string, name: string, file: File) => Promise<void> {
  const client = useApolloClient();
  return useCallback(
    async (userId: string, name: string, file: File) => {
      await uploadAvatar(userId, { name, file });
      // The upload itself succeeded; a failed re-read only delays the new picture until the next load.
      await client.query({ query: AccountMeDocument, fetchPolicy: 'network-only' }).catch(() => undefined);
    },
    [client],
  );
}
