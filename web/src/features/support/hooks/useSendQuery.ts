import { useCallback } from 'react';
import { useMutation } from '@apollo/client/react';
import { SendSupportMessageDocument, SupportMessagesDocument } from '../../../generated/graphql';
import { useSession } from '../../../lib/session/useSession';
import { SUPPORT_THREAD_VARIABLES } from '../utils/support-messages';

/** Sends a query to the support team; it joins the caller's thread on screen. Rejects with the API error. */
export function useSendQuery(): { send(details: string): Promise<void>; sending: boolean } {
  const [mutate, { loading }] = useMutation(SendSupportMessageDocument);
  const { user } = useSession();
  const send = useCallback(
    async (details: string) => {
      await mutate({
        variables: { details },
        update: (cache, { data }) => {
          const message = data?.sendSupportMessage;
          if (!message) return;
          cache.updateQuery({ query: SupportMessagesDocument, variables: SUPPORT_THREAD_VARIABLES }, (current) => {
            if (!current) return current;
            const thread = current.supportMessages;
            // An admin's first query starts a thread headed by their own name.
            const known = thread.users.some((u) => u._id === message.from);
            const sender = { __typename: 'MessageUser' as const, _id: message.from, name: user?.name ?? '', email: user?.email ?? '' };
            return {
              supportMessages: {
                ...thread,
                total: thread.total + 1,
                data: [...thread.data, message],
                users: known ? thread.users : [...thread.users, sender],
              },
            };
          });
        },
      });
    },
    [mutate, user],
  );
  return { send, sending: loading };
}
