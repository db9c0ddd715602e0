import type { ApolloLink } from '@apollo/client';
import type { MockLink } from '@apollo/client/testing';
import type { AppRoute } from '../../../lib/router';
import {
  AdminAppConfigDocument,
  AdminJobBoardsDocument,
  AdminUsersDocument,
  EmailTemplatePreviewDocument,
  ExchangeRatesDocument,
  IngestionRunsDocument,
  RunJobBoardDocument,
  SendMarketingEmailDocument,
  SetAccessSwitchesDocument,
  SetExchangeRateDocument,
  UpdateJobBoardDocument,
  type AccessSwitchesInput,
  type AdminJobBoardFieldsFragment,
  type AdminUserFieldsFragment,
  type IngestionRunFieldsFragment,
  type JobBoardSettingsInput,
  type UserFieldsFragment,
} from '../../../generated/graphql';
import { bootstrapMock, createUser, storeLogin } from '../../../test/factories';
import { renderRoutes } from '../../../test/render';
import { RequireSession } from '../../../lib/session/guards/RequireSession';
import { AdminPanelPage } from '../components/AdminPanelPage';

type Answer = ApolloLink.Result<Record<string, unknown>>;

/** Answered as often as asked; `onCall` hears every request. */
const always = (request: MockLink.MockedRequest, data: Record<string, unknown>, onCall?: jest.Mock): MockLink.MockedResponse => ({
  request,
  result: (variables) => {
    onCall?.(variables);
    return { data };
  },
  maxUsageCount: Number.POSITIVE_INFINITY,
});

const once = (request: MockLink.MockedRequest, answer: Answer, onCall = jest.fn()): MockLink.MockedResponse => ({
  request,
  result: (variables) => {
    onCall(variables);
    return answer;
  },
});

/** Hears every request of `query` without answering any: the mocks after it answer. */
export function watchRequests(query: MockLink.MockedRequest['query'], seen: unknown[]): MockLink.MockedResponse {
  return {
    request: {
      query,
      variables: (variables) => {
        seen.push(variables);
        return false;
      },
    },
    result: { data: {} },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}

let sequence = 0;

export function createAdminUser(overrides: Partial<AdminUserFieldsFragment> = {}): AdminUserFieldsFragment {
  sequence += 1;
  return {
    __typename: 'AdminUser',
    _id: `user-${sequence}`,
    name: `User ${sequence}`,
    email: `user${sequence}@example.com`,
    lastUpdated: '2025-03-01T12:00:00.000Z',
    createdAt: '2025-01-01T12:00:00.000Z',
    admin: false,
    recruiter: false,
    emailsUnsubscribed: false,
    subscription: { __typename: 'AdminUserSubscription', status: 'trial', state: 'trial', endTime: '2025-04-01T12:00:00.000Z', lifetime: false },
    ...overrides,
  } as AdminUserFieldsFragment;
}

export function adminUsersMock(
  users: AdminUserFieldsFragment[],
  { page = 1, query = null, total = users.length, onCall }: { page?: number; query?: string | null; total?: number; onCall?: jest.Mock } = {},
): MockLink.MockedResponse {
  return always(
    { query: AdminUsersDocument, variables: { page, limit: 10, query } },
    { adminUsers: { __typename: 'AdminUserPage', data: users, total, page, limit: 10 } },
    onCall,
  );
}

export const TEMPLATES = [
  { __typename: 'EmailTemplate', id: 'welcome', name: 'Welcome' },
  { __typename: 'EmailTemplate', id: 'win-back', name: 'Win back' },
];

export function appConfigMock(
  { app = false, newsletter = false }: { app?: boolean; newsletter?: boolean } = {},
  onCall?: jest.Mock,
): MockLink.MockedResponse {
  return always(
    { query: AdminAppConfigDocument },
    {
      appConfig: {
        __typename: 'AppConfig',
        emailTemplates: TEMPLATES,
        accessSwitches: { __typename: 'AccessSwitches', enableFreeAccessForApp: app, enableFreeAccessForNewsletter: newsletter },
      },
    },
    onCall,
  );
}

export const sendMarketingEmailMock = (type: string, email: string, answer: Answer, onCall?: jest.Mock) =>
  once({ query: SendMarketingEmailDocument, variables: { type, email } }, answer, onCall);

export const queuedMail = { data: { sendMarketingEmail: { __typename: 'QueuedMail', messageId: 'mail-1' } } };

export const setAccessSwitchesMock = (input: AccessSwitchesInput, answer: Answer, onCall?: jest.Mock) =>
  once({ query: SetAccessSwitchesDocument, variables: { input } }, answer, onCall);

export const accessSwitches = (app: boolean, newsletter: boolean) => ({
  data: { setAccessSwitches: { __typename: 'AccessSwitches', enableFreeAccessForApp: app, enableFreeAccessForNewsletter: newsletter } },
});

export function createRun(overrides: Partial<IngestionRunFieldsFragment> = {}): IngestionRunFieldsFragment {
  sequence += 1;
  return {
    __typename: 'IngestionRun',
    id: `run-${sequence}`,
    boardId: 'board-1',
    boardName: 'Remote OK',
    trigger: 'schedule',
    status: 'succeeded',
    attempt: 1,
    startedAt: '2025-03-01T08:00:00.000Z',
    finishedAt: '2025-03-01T08:01:00.000Z',
    fetched: 120,
    created: 7,
    updated: 3,
    unchanged: 105,
    duplicates: 2,
    skipped: 5,
    error: null,
    ...overrides,
  } as IngestionRunFieldsFragment;
}

export function createBoard(overrides: Partial<AdminJobBoardFieldsFragment> = {}): AdminJobBoardFieldsFragment {
  sequence += 1;
  return {
    __typename: 'AdminJobBoard',
    _id: `board-${sequence}`,
    name: `Board ${sequence}`,
    url: 'https://board.example.com',
    enabled: true,
    hasFeed: true,
    intervalMinutes: 60,
    minIntervalMinutes: 15,
    fullFeed: false,
    lastRun: null,
    ...overrides,
  } as AdminJobBoardFieldsFragment;
}

export const jobBoardsMock = (boards: AdminJobBoardFieldsFragment[], onCall?: jest.Mock) =>
  always({ query: AdminJobBoardsDocument }, { adminJobBoards: boards }, onCall);

export const updateJobBoardMock = (boardId: string, input: JobBoardSettingsInput, answer: Answer, onCall?: jest.Mock) =>
  once({ query: UpdateJobBoardDocument, variables: { boardId, input } }, answer, onCall);

export const runJobBoardMock = (boardId: string, answer: Answer, onCall?: jest.Mock) =>
  once({ query: RunJobBoardDocument, variables: { boardId } }, answer, onCall);

export const queuedRun = { data: { runJobBoard: { __typename: 'QueuedBoardRun', jobId: 'job-1' } } };

export const ingestionRunsMock = (runs: IngestionRunFieldsFragment[], { onCall, times }: { onCall?: jest.Mock; times?: number } = {}) => ({
  ...always({ query: IngestionRunsDocument, variables: { limit: 50 } }, { ingestionRuns: runs }, onCall),
  ...(times ? { maxUsageCount: times } : {}),
});

export const previewMock = (templateId: string, preview: { subject: string; html: string; text: string }) =>
  always(
    { query: EmailTemplatePreviewDocument, variables: { templateId } },
    { emailTemplatePreview: { __typename: 'MailPreview', id: templateId, ...preview } },
  );

export const adminUser = createUser({ userId: 'admin-1', name: 'Grace Hopper', email: 'grace@example.com', admin: true, isAdmin: true });

/** Signs `user` in (an admin unless told) and opens the admin panel behind its session guard. */
export function renderAdminPanel({ user = adminUser, mocks = [] }: { user?: UserFieldsFragment; mocks?: MockLink.MockedResponse[] } = {}) {
  storeLogin(user);
  const routes: AppRoute[] = [{ element: <RequireSession />, children: [{ path: '/admin-panel', element: <AdminPanelPage /> }] }];
  return renderRoutes(routes, { initialEntry: '/admin-panel', mocks: [bootstrapMock(user), ...mocks] });
}

export const exchangeRatesMock = (rates: { currency: string; usdPer: number; asOf: string }[]) =>
  always({ query: ExchangeRatesDocument }, { exchangeRates: rates.map((rate) => ({ __typename: 'ExchangeRate', ...rate })) });

export const setExchangeRateMock = (input: { currency: string; usdPer: number }, answer: Answer, onCall?: jest.Mock) =>
  once({ query: SetExchangeRateDocument, variables: { input } }, answer, onCall);
