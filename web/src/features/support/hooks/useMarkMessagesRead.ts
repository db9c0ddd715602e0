import { useEffect, useRef } from 'react';
import { useMutation } from '@apollo/client/react';
import { HasUnreadMessagesDocument, MarkMessagesReadDocument } from '../../../generated/graphql';

/**
 * Opening the support page reads what there was to read (spec section 2): marks it read once
 * and writes the answer to the cached unread flag, so the side menu's dot clears at once.
 * A failure changes nothing the user can act on, so it stays silent.
 */
export function useMarkMessagesRead(): void {
  const [mutate] = useMutation(MarkMessagesReadDocument);
  const marked = useRef(false);
  useEffect(() => {
    if (marked.current) return;
    marked.current = true;
    mutate({
      update: (cache, { data }) => {
        if (data) cache.writeQuery({ query: HasUnreadMessagesDocument, data: { hasUnreadMessages: data.markMessagesRead } });
      },
    }).catch(() => undefined);
  }, [mutate]);
}
