import type { SupportMessageFieldsFragment, SupportMessagesQuery } from '../../../generated/graphql';

export type SupportMessage = SupportMessageFieldsFragment;
export type MessageUser = SupportMessagesQuery['supportMessages']['users'][number];

/** The product's words for the support page (spec sections 6 and 8). */
export const SUPPORT_MESSAGES = {
  sent: 'Sent query successfully',
  sendFailed: 'Sending query failed, try again after some time',
  replied: 'Replied to query successfully',
  replyFailed: 'Replying to query failed, try again after some time',
  replyConfirm: 'Are you sure about this ?',
  replyLabel: 'Reply from support team',
  awaitingReply: 'Awaiting reply',
  noMessages: 'No messages yet. Ask us anything below.',
  ownQueryLabel: 'You',
} as const;

/** Spec section 9: the whole thread in one page. */
export const SUPPORT_MESSAGES_LIMIT = 200;

/** The variables of the one thread query the page and the send cache update share. */
export const SUPPORT_THREAD_VARIABLES = { page: 1, limit: SUPPORT_MESSAGES_LIMIT } as const;

/** "Support query from {name or email}": the name when there is one, else the email, else the id. */
export const userLabel = (user: MessageUser | undefined, fallback: string): string => user?.name.trim() || user?.email || fallback;

export const queryHeading = (label: string) => `Support query from ${label}`;

export interface UserThread {
  userId: string;
  label: string;
  messages: SupportMessage[];
}

const bySentTime = (a: SupportMessage, b: SupportMessage) => Date.parse(a.sentTime) - Date.parse(b.sentTime);

/** The caller's own thread, oldest first. */
export const oldestFirst = (messages: readonly SupportMessage[]): SupportMessage[] => [...messages].sort(bySentTime);

/**
 * Every user's messages in one thread per user, in the order the server lists the users
 * (newest activity first), each thread oldest first.
 */
export function groupByUser(messages: readonly SupportMessage[], users: readonly MessageUser[]): UserThread[] {
  const threads = new Map<string, SupportMessage[]>();
  for (const message of messages) {
    const thread = threads.get(message.from);
    if (thread) thread.push(message);
    else threads.set(message.from, [message]);
  }
  const usersById = new Map(users.map((user) => [user._id, user]));
  return [...threads].map(([userId, thread]) => ({
    userId,
    label: userLabel(usersById.get(userId), userId),
    messages: thread.sort(bySentTime),
  }));
}

const MESSAGE_TIME = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** When a query or reply was sent: "Mar 8, 2026, 9:30 AM". */
export const formatMessageTime = (value: string): string => MESSAGE_TIME.format(new Date(value));
