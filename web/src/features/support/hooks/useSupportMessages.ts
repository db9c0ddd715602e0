import { useQuery } from '@apollo/client/react';
import { SupportMessagesDocument } from '../../../generated/graphql';
import { useNotifyQueryFailure } from '../../../hooks/useNotifyFailure';
import { SUPPORT_THREAD_VARIABLES, type MessageUser, type SupportMessage } from '../utils/support-messages';

export interface SupportThreadResult {
  messages: readonly SupportMessage[];
  /** The people named by the messages' from and to. */
  users: readonly MessageUser[];
  loading: boolean;
  failed: boolean;
  retry(): void;
}

const NOTHING: readonly never[] = [];

/** The caller's support thread; for an admin every user's messages, grouped by user. */
export function useSupportMessages(): SupportThreadResult {
  const { data, loading, error, refetch } = useQuery(SupportMessagesDocument, {
    variables: SUPPORT_THREAD_VARIABLES,
    // Replies and new queries are written by other people: the page always asks the server.
    fetchPolicy: 'cache-and-network',
  });
  useNotifyQueryFailure(error);
  const page = error ? undefined : data?.supportMessages;
  return {
    messages: page?.data ?? NOTHING,
    users: page?.users ?? NOTHING,
    loading,
    failed: Boolean(error),
    retry: () => {
      void refetch().catch(() => undefined);
    },
  };
}
