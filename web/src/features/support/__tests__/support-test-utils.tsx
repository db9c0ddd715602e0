import type { ApolloLink } from '@apollo/client';
import type { MockLink } from '@apollo/client/testing';
import type { AppRoute } from '../../../lib/router';
import {
  HasUnreadMessagesDocument,
  MarkMessagesReadDocument,
  ReplySupportMessageDocument,
  SendSupportMessageDocument,
  SupportMessagesDocument,
  type SupportMessageFieldsFragment,
  type UserFieldsFragment,
} from '../../../generated/graphql';
import { bootstrapMock, createUser, storeLogin } from '../../../test/factories';
import { renderRoutes } from '../../../test/render';
import { RequireSession } from '../../../lib/session/guards/RequireSession';
import { SupportPage } from '../components/SupportPage';
import type { MessageUser } from '../utils/support-messages';

type Answer = ApolloLink.Result<Record<string, unknown>>;

let sequence = 0;

/** A support message as the server sends it (with __typename, as the cache expects). */
export function createMessage(overrides: Partial<SupportMessageFieldsFragment> = {}): SupportMessageFieldsFragment {
  sequence += 1;
  return {
    __typename: 'SupportMessage',
    _id: `message-${sequence}`,
    from: 'user-1',
    to: null,
    details: `Question ${sequence}`,
    sentTime: `2025-03-0${(sequence % 9) + 1}T09:00:00.000Z`,
    reply: null,
    replyTime: null,
    ...overrides,
  } as SupportMessageFieldsFragment;
}

export const messageUser = (_id: string, name: string, email: string) => ({ __typename: 'MessageUser', _id, name, email }) as MessageUser;

/** The thread query, answered as often as it is asked. */
export function supportMessagesMock(messages: SupportMessageFieldsFragment[], users: MessageUser[] = []): MockLink.MockedResponse {
  return {
    request: { query: SupportMessagesDocument, variables: { page: 1, limit: 200 } },
    result: {
      data: { supportMessages: { __typename: 'SupportMessagePage', data: messages, users, total: messages.length, page: 1, limit: 200 } },
    },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}

export function markMessagesReadMock(onCall = jest.fn()): MockLink.MockedResponse {
  return {
    request: { query: MarkMessagesReadDocument },
    result: () => {
      onCall();
      return { data: { markMessagesRead: false } };
    },
  };
}

export function hasUnreadMessagesMock(hasUnreadMessages: boolean): MockLink.MockedResponse {
  return { request: { query: HasUnreadMessagesDocument }, result: { data: { hasUnreadMessages } } };
}

export function sendMessageMock(details: string, answer: Answer, onCall = jest.fn()): MockLink.MockedResponse {
  return {
    request: { query: SendSupportMessageDocument, variables: { details } },
    result: () => {
      onCall(details);
      return answer;
    },
  };
}

export function replyMock(messageId: string, reply: string, answer: Answer, onCall = jest.fn()): MockLink.MockedResponse {
  return {
    request: { query: ReplySupportMessageDocument, variables: { messageId, reply } },
    result: () => {
      onCall(messageId, reply);
      return answer;
    },
  };
}

export const member = createUser({ userId: 'user-1', name: 'Ada Lovelace', email: 'ada@example.com' });
export const admin = createUser({ userId: 'admin-1', name: 'Grace Hopper', email: 'grace@example.com', admin: true, isAdmin: true });

/** Signs `user` in and opens the support page behind its session guard; marking read is answered unless `markRead` is given. */
export function renderSupport(
  { user = member, mocks = [], markRead = markMessagesReadMock() }: { user?: UserFieldsFragment; mocks?: MockLink.MockedResponse[]; markRead?: MockLink.MockedResponse } = {},
) {
  storeLogin(user);
  const routes: AppRoute[] = [{ element: <RequireSession />, children: [{ path: '/post-your-query-here', element: <SupportPage /> }] }];
  return renderRoutes(routes, { initialEntry: '/post-your-query-here', mocks: [bootstrapMock(user), markRead, ...mocks] });
}
