import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import {
  CancelJobAutoBumpDocument,
  MarkJobFilledDocument,
  MyJobPostingsDocument,
  type JobPostingFieldsFragment,
} from '../../../generated/graphql';
import { bootstrapMock, createUser, storeLogin } from '../../../test/factories';
import { renderRoutes } from '../../../test/render';
import { RequireSession } from '../../../lib/session/guards/RequireSession';
import { MyJobPostingsPage } from '../components/MyJobPostingsPage';

type PostingOverrides = Partial<Omit<JobPostingFieldsFragment, 'metadata' | 'company'>> & {
  metadata?: Partial<JobPostingFieldsFragment['metadata']>;
  company?: Partial<JobPostingFieldsFragment['company']>;
};

let postingSequence = 0;
const DAY_MS = 24 * 3600 * 1000;

/** One of the user's published postings as myJobPostings answers it (with __typename, as the cache expects). */
export function createPosting({ metadata, company, ...overrides }: PostingOverrides = {}): JobPostingFieldsFragment {
  postingSequence += 1;
  return {
    __typename: 'Job',
    _id: `posting-${postingSequence}`,
    jobTitle: `Backend Engineer ${postingSequence}`,
    companyName: 'Acme',
    companyImage: null,
    source: { __typename: 'JobSource', name: 'RemoteHunt', url: '/', attribution: null, jobUrl: null },
    tags: ['node'],
    category: 'Programming',
    applyUrl: 'https://acme.example.com/apply',
    datePosted: new Date(Date.now() - DAY_MS).toISOString(),
    validThrough: new Date(Date.now() + 29 * DAY_MS).toISOString(),
    metadata: { __typename: 'JobMetadata', highlight: true, pinTill: new Date(Date.now() + 6 * DAY_MS).toISOString(), ...metadata },
    worldwide: true,
    eligibility: { __typename: 'JobEligibility', badge: 'Anywhere', forYou: null },
    salary: null,
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
    isSubscription: false,
    description: '<p>Build the API.</p>',
    jobType: 'Full-Time',
    regionalRestriction: 'Worldwide',
    company: {
      __typename: 'JobCompany',
      hq: 'Berlin, Germany',
      email: 'jobs@acme.example.com',
      websiteUrl: 'https://acme.example.com',
      description: 'We make everything.',
      statement: null,
      ...company,
    },
    ...overrides,
  } as JobPostingFieldsFragment;
}

export function myJobPostingsMock(
  postings: JobPostingFieldsFragment[] | { error: Error },
  { page = 1, total }: { page?: number; total?: number } = {},
): MockLink.MockedResponse {
  const request = { query: MyJobPostingsDocument, variables: { page, limit: 10 } };
  if ('error' in postings) return { request, error: postings.error };
  return {
    request,
    result: { data: { myJobPostings: { __typename: 'JobPage', data: postings, total: total ?? postings.length } } },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}

export function markJobFilledMock(jobId: string, answer: 'ok' | { error: Error }): MockLink.MockedResponse {
  const request = { query: MarkJobFilledDocument, variables: { jobId } };
  if (answer !== 'ok') return { request, error: answer.error };
  return { request, result: { data: { markJobFilled: { __typename: 'Job', _id: jobId, filled: true, isSubscription: false } } } };
}

export function cancelJobAutoBumpMock(jobId: string, answer: 'ok' | { error: Error }): MockLink.MockedResponse {
  const request = { query: CancelJobAutoBumpDocument, variables: { jobId } };
  if (answer !== 'ok') return { request, error: answer.error };
  return { request, result: { data: { cancelJobAutoBump: { __typename: 'Job', _id: jobId, isSubscription: false } } } };
}

/** Signs a recruiter in and renders the page behind the session guard, as the app does. */
export function renderMyJobPostings(mocks: MockLink.MockedResponse[]) {
  const user = createUser({ recruiter: true });
  storeLogin(user);
  return renderRoutes(
    [
      {
        element: <RequireSession />,
        children: [
          { path: '/my-job-postings', element: <MyJobPostingsPage /> },
          { path: '/post-job', element: <h1>Landed on /post-job</h1> },
        ],
      },
    ],
    { initialEntry: '/my-job-postings', mocks: [bootstrapMock(user), ...mocks] },
  );
}

/** Answers the confirmation dialog, after checking what it asks. */
export async function answerConfirmation(user: ReturnType<typeof userEvent.setup>, question: string | RegExp, answer: 'Ok' | 'Cancel'): Promise<void> {
  const dialog = await screen.findByRole('dialog');
  expect(dialog).toHaveTextContent(question);
  await user.click(within(dialog).getByRole('button', { name: answer }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
}
