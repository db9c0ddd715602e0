import { useQuery } from '@apollo/client/react';
import { HasUnreadMessagesDocument } from '../../../generated/graphql';
import { useSession } from '../../../lib/session/useSession';

/** How often the side menu asks whether support has written (or, for an admin, a user has). */
export const UNREAD_MESSAGES_POLL_MS = 60_000;

/**
 * Whether there are support messages the user has not read: the dot on Support in the side
 * menu. Asked once the session is ready, then every minute; the support page clears it in the
 * cache when it marks them read. A failure just leaves the dot off (spec section 8: silent).
 */
export function useHasUnreadMessages(): boolean {
  const { status } = useSession();
  const { data } = useQuery(HasUnreadMessagesDocument, {
    skip: status !== 'ready',
    pollInterval: UNREAD_MESSAGES_POLL_MS,
  });
  return data?.hasUnreadMessages ?? false;
}
