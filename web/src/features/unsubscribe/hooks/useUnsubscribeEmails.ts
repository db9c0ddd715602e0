import { useCallback } from 'react';
import { useMutation } from '@apollo/client/react';
import { UnsubscribeEmailsDocument } from '../../../generated/graphql';

export interface UnsubscribeRequest {
  userId: string;
  /** The email link's token; without one the server accepts only the signed-in account itself. */
  token: string | null;
  reason: string;
  /** The link's kind of mail (such as reminders): only that kind stops; every email when null. */
  kind?: string | null;
}

/** Stops marketing mail and newsletter digests for the user of the email link. Rejects with the API error. */
export function useUnsubscribeEmails(): { unsubscribe(request: UnsubscribeRequest): Promise<void>; loading: boolean } {
  const [mutate, { loading }] = useMutation(UnsubscribeEmailsDocument);
  const unsubscribe = useCallback(
    async ({ userId, token, reason, kind }: UnsubscribeRequest) => {
      await mutate({ variables: { userId, token, reason: reason.trim() || null, ...(kind ? { kind } : {}) } });
    },
    [mutate],
  );
  return { unsubscribe, loading };
}
