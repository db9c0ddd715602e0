import type { MockLink } from '@apollo/client/testing';
import { GraphQLError } from 'graphql';
import { BootstrapDocument, type AuthSessionFieldsFragment, type UserFieldsFragment } from '../generated/graphql';

/** Test data as the server sends it (with __typename, as the cache expects). */

type UserOverrides = Partial<Omit<UserFieldsFragment, 'appSubscription'>> & {
  appSubscription?: Partial<UserFieldsFragment['appSubscription']>;
};

export function createUser(overrides: UserOverrides = {}): UserFieldsFragment {
  const { appSubscription, ...fields } = overrides;
  const userId = fields.userId ?? fields._id ?? 'user-1';
  return {
    __typename: 'User',
    _id: userId,
    userId,
    name: 'Ada Lovelace',
    email: 'ada@example.com',
    admin: false,
    recruiter: false,
    isAdmin: false,
    profilePic: null,
    session: {
      __typename: 'SessionFilters',
      tags: [],
      categories: [],
      sources: [],
      hideViewedJobs: false,
      worldwide: false,
      eligibility: null,
      minPay: null,
      payCurrency: null,
      withPayOnly: null,
      jobTypes: null,
      seniorities: null,
      sort: null,
    },
    country: null,
    timezone: null,
    ...fields,
    appSubscription: {
      __typename: 'AppSubscription',
      status: 'trial',
      active: true,
      endTime: null,
      subscriptionId: null,
      lifetime: false,
      ...appSubscription,
    },
  } as UserFieldsFragment;
}

export function createAuthSession(user: UserFieldsFragment = createUser()): AuthSessionFieldsFragment {
  return {
    __typename: 'AuthSession',
    token: `token-of-${user.userId}`,
    userId: user.userId,
    expiry: '2030-01-01T00:00:00.000Z',
    exp: 1893456000,
    iat: 1700000000,
    userInfo: user,
  } as AuthSessionFieldsFragment;
}

export function bootstrapMock(
  user: UserFieldsFragment = createUser(),
  { freeAccess = false }: { freeAccess?: boolean } = {},
): MockLink.MockedResponse {
  return {
    request: { query: BootstrapDocument },
    result: {
      data: {
        bootstrap: {
          __typename: 'Bootstrap',
          me: user,
          appConfig: {
            __typename: 'AppConfig',
            fileTypes: [{ __typename: 'FileType', id: 'resume', title: 'Resume' }],
            emailTemplates: [],
            accessSwitches: { __typename: 'AccessSwitches', enableFreeAccessForApp: freeAccess, enableFreeAccessForNewsletter: false },
            filters: { __typename: 'FilterData', sources: [], categories: ['Programming'] },
          },
          jobStatuses: [{ __typename: 'JobStatus', _id: 'status-1', title: 'Applied' }],
        },
      },
    },
  };
}

/** A GraphQL error shaped like the gateway's: a message for people plus code and REST status. */
export function apiError(message: string, code: string, status: number): { errors: GraphQLError[] } {
  return { errors: [new GraphQLError(message, { extensions: { code, status } })] };
}

/** Signs a user in the way the app does: both keys in localStorage. */
export function storeLogin(user: UserFieldsFragment = createUser()): void {
  window.localStorage.setItem('token', `token-of-${user.userId}`);
  window.localStorage.setItem('userInfo', JSON.stringify(user));
}
