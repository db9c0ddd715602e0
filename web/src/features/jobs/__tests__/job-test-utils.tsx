import type { ReactElement } from 'react';
import type { MockLink } from '@apollo/client/testing';
import type { AppRoute } from '../../../lib/router';
import { createHiddenCompany, hiddenCompaniesMock } from '../../../lib/hidden-companies/__tests__/hidden-company-test-utils';
import {
  CompanyJobsDocument,
  JobDetailsDocument,
  JobsDocument,
  RecordVisitDocument,
  type JobFilterInput,
  type SeekerJobFieldsFragment,
  type UserFieldsFragment,
} from '../../../generated/graphql';
import { apiError, bootstrapMock, createUser, storeLogin } from '../../../test/factories';
import { renderRoutes } from '../../../test/render';
import { RequireSubscription } from '../../../lib/session/guards/RequireSubscription';

type JobOverrides = Partial<Omit<SeekerJobFieldsFragment, 'source' | 'metadata'>> & {
  source?: Partial<SeekerJobFieldsFragment['source']>;
};

let jobSequence = 0;

/** A job as the list queries answer it (with __typename, as the cache expects). */
export function createJob({ source, ...overrides }: JobOverrides = {}): SeekerJobFieldsFragment {
  jobSequence += 1;
  return {
    __typename: 'Job',
    _id: `job-${jobSequence}`,
    jobTitle: `Senior Engineer ${jobSequence}`,
    companyName: 'Acme',
    companyImage: '/logos/acme.webp?v=1',
    source: { __typename: 'JobSource', name: 'Remote OK', url: 'https://remoteok.com', attribution: null, jobUrl: null, ...source },
    tags: ['react', 'typescript'],
    category: 'Programming',
    applyUrl: 'https://acme.example.com/apply',
    datePosted: new Date(Date.now() - 3 * 24 * 3600 * 1000).toISOString(),
    validThrough: new Date(Date.now() + 27 * 24 * 3600 * 1000).toISOString(),
    metadata: { __typename: 'JobMetadata', highlight: false },
    worldwide: false,
    eligibility: { __typename: 'JobEligibility', badge: null, forYou: null },
    salary: null,
    jobType: null,
    seniority: null,
    staleReason: null,
    pagePath: null,
    expired: false,
    filled: false,
    shortlisted: false,
    shortlistedJobId: null,
    status: null,
    visited: false,
    applied: false,
    appliedJobId: null,
    ...overrides,
  } as SeekerJobFieldsFragment;
}

export const jobPage = (data: SeekerJobFieldsFragment[], total = data.length) => ({ __typename: 'JobPage', data, total });

export const NO_FILTER: JobFilterInput = { categories: [], sources: [], tags: [], hideViewedJobs: false, worldwide: false };

export function jobsMock(
  filter: Partial<JobFilterInput>,
  answer: { jobs: SeekerJobFieldsFragment[]; total?: number; totalIsExact?: boolean } | { error: Error } | ReturnType<typeof apiError>,
  page = 1,
  { saveAsSession = true }: { saveAsSession?: boolean } = {},
): MockLink.MockedResponse {
  const variables = { filter: { ...NO_FILTER, ...filter }, page, limit: 10, ...(saveAsSession ? {} : { saveAsSession: false }) };
  const request = { query: JobsDocument, variables };
  if ('error' in answer) return { request, error: answer.error };
  if ('errors' in answer) return { request, result: answer };
  return { request, result: { data: { jobs: { ...jobPage(answer.jobs, answer.total), __typename: 'JobListPage', totalIsExact: answer.totalIsExact ?? true } } }, maxUsageCount: Number.POSITIVE_INFINITY };
}

export function companyJobsMock(companyName: string, jobs: SeekerJobFieldsFragment[], total = jobs.length): MockLink.MockedResponse {
  return {
    request: { query: CompanyJobsDocument, variables: { companyName, page: 1, limit: 10 } },
    result: { data: { companyJobs: jobPage(jobs, total) } },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}

export function jobDetailsMock(
  jobId: string,
  description: string,
  more: { alsoOn?: { name: string; url: string }[]; expiredReason?: string | null } = {},
): MockLink.MockedResponse {
  const alsoOn = (more.alsoOn ?? []).map((listing) => ({ __typename: 'JobListing', ...listing }));
  return {
    request: { query: JobDetailsDocument, variables: { id: jobId } },
    result: { data: { job: { __typename: 'Job', _id: jobId, description, alsoOn, expiredReason: more.expiredReason ?? null } } },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}

export function recordVisitMock(jobId: string, onCall = jest.fn()): MockLink.MockedResponse {
  return {
    request: { query: RecordVisitDocument, variables: { jobId } },
    result: () => {
      onCall(jobId);
      return { data: { recordVisit: true } };
    },
  };
}

export { createHiddenCompany, hiddenCompaniesMock };

export const FILTER_SOURCES = [
  { __typename: 'FilterSource', name: 'Remote OK', favicon: 'https://remoteok.com/favicon.ico' },
  { __typename: 'FilterSource', name: 'We Work Remotely', favicon: 'https://weworkremotely.com/favicon.ico' },
];
export const FILTER_CATEGORIES = ['Programming', 'Design', 'Devops & Sysadmin'];

/** The statuses a job's details row offers, as the bootstrap answers them. */
export const JOB_STATUSES = [
  { __typename: 'JobStatus', _id: 'status-1', title: 'Applied' },
  { __typename: 'JobStatus', _id: 'status-2', title: 'Phone Screen' },
  { __typename: 'JobStatus', _id: 'status-3', title: 'Interviewing' },
];

/** The bootstrap answer with the job boards and categories the filter panel offers, and the job statuses. */
export function bootstrapWithFilters(user: UserFieldsFragment): MockLink.MockedResponse {
  const mock = bootstrapMock(user);
  const result = mock.result as { data: { bootstrap: { appConfig: { filters: unknown }; jobStatuses: unknown } } };
  result.data.bootstrap.appConfig.filters = { __typename: 'FilterData', sources: FILTER_SOURCES, categories: FILTER_CATEGORIES };
  result.data.bootstrap.jobStatuses = JOB_STATUSES;
  return mock;
}

export function withSession(session: Partial<UserFieldsFragment['session']>): UserFieldsFragment {
  const base = createUser();
  return createUser({ session: { ...base.session, ...session } });
}

/**
 * Signs a user in and renders `element` at `path` behind the subscription
 * guard, as the app does, plus a heading at every path a test expects to land on.
 */
export function renderSignedIn(
  element: ReactElement,
  {
    path,
    initialEntry = path,
    mocks = [],
    user = createUser(),
    extraRoutes = [],
  }: { path: string; initialEntry?: string; mocks?: MockLink.MockedResponse[]; user?: UserFieldsFragment; extraRoutes?: AppRoute[] },
) {
  storeLogin(user);
  return renderRoutes(
    [{ element: <RequireSubscription />, children: [{ path, element }, ...extraRoutes] }],
    // The company view asks which companies are hidden; a test's own answer comes first.
    { initialEntry, mocks: [bootstrapWithFilters(user), ...mocks, hiddenCompaniesMock()] },
  );
}
