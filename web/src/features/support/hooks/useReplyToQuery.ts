import { useCallback } from 'react';
import { useMutation } from '@apollo/client/react';
import { ReplySupportMessageDocument } from '../../../generated/graphql';

/** An admin answers (or corrects the answer to) a user's query; the message updates in the cache. */
export function useReplyToQuery(): (messageId: string, reply: string) => Promise<void> {
  const [mutate] = useMutation(ReplySupportMessageDocument);
  return useCallback(
    async (messageId: string, reply: string) => {
      await mutate({ variables: { messageId, reply } });
    },
    [mutate],
  );
}
