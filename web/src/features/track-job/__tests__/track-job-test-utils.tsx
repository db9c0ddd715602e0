import type { MockLink } from '@apollo/client/testing';
import {
  PreviewJobLinkDocument,
  TrackCatalogueJobDocument,
  TrackJobDocument,
  type PreviewJobLinkQuery,
  type TrackJobMutationVariables,
} from '../../../generated/graphql';
import { bootstrapMock, createUser, storeLogin } from '../../../test/factories';
import { renderRoutes } from '../../../test/render';
import { RequireSession } from '../../../lib/session/guards/RequireSession';
import { TrackJobDialog, type TrackJobDialogProps } from '../components/TrackJobDialog';

export const STATUSES = [
  { __typename: 'JobStatus', _id: 'status-applied', title: 'Applied' },
  { __typename: 'JobStatus', _id: 'status-interviewing', title: 'Interviewing' },
] as const;

/** trackJob's answer for `variables`, recording each call on `spy`. */
export function trackJobMock(variables: TrackJobMutationVariables, spy: jest.Mock = jest.fn(), { id = 'tracked-1' } = {}): MockLink.MockedResponse {
  return {
    request: { query: TrackJobDocument, variables },
    result: () => {
      spy(variables);
      const { job, saved } = variables;
      return {
        data: {
          trackJob: {
            __typename: 'AppliedJob',
            _id: id,
            saved: saved === true,
            status: variables.status ?? STATUSES[0]._id,
            appliedAt: saved ? null : `${String(variables.appliedAt)}T12:00:00.000Z`,
            jobInfo: { __typename: 'AppliedJobInfo', jobTitle: job.jobTitle, companyName: job.companyName },
          },
        },
      };
    },
  };
}

type Preview = PreviewJobLinkQuery['previewJobLink'];

/** A job page read from `url` (Greenhouse's, say), as previewJobLink answers it. */
export function createPreview(url: string, overrides: Partial<Omit<Preview, 'job'>> & { job?: Partial<Preview['job']> } = {}): Preview {
  const { job, ...rest } = overrides;
  return {
    url,
    matchedJobId: null,
    alreadyTracked: null,
    ...rest,
    job: {
      jobTitle: 'Platform Engineer',
      companyName: 'Globex',
      location: 'Berlin',
      description: 'Run the platform.',
      salary: null,
      employmentType: 'contract',
      applyUrl: url,
      source: 'boards.greenhouse.io',
      isJobPage: true,
      ...job,
    },
  };
}

/** previewJobLink's answer for `url`: a preview, a failure, or one that never comes. */
export function previewMock(url: string, answer: Preview | Error | 'never'): MockLink.MockedResponse {
  const request = { query: PreviewJobLinkDocument, variables: { url } };
  if (answer instanceof Error) return { request, error: answer };
  if (answer === 'never') return { request, delay: Number.POSITIVE_INFINITY, result: { data: null } };
  const typed = {
    ...answer,
    __typename: 'JobLinkPreview',
    alreadyTracked: answer.alreadyTracked && { __typename: 'AlreadyTracked', ...answer.alreadyTracked },
    job: { __typename: 'JobDraft', ...answer.job },
  };
  return { request, result: { data: { previewJobLink: typed } } };
}

export function trackCatalogueJobMock(jobId: string, spy: jest.Mock = jest.fn()): MockLink.MockedResponse {
  return {
    // The form sends the status and day it shows; the test checks them through the spy.
    request: { query: TrackCatalogueJobDocument, variables: (variables: Record<string, unknown>) => variables.jobId === jobId },
    result: (variables: Record<string, unknown>) => {
      spy(variables);
      return { data: { markApplied: { __typename: 'AppliedJobRef', _id: 'applied-9', appliedJobId: 'applied-9', jobId, status: STATUSES[0]._id } } };
    },
  };
}

/** Signs a user in whose statuses are STATUSES and opens the Add job form, as the board does. */
export function renderTrackJobDialog({ mocks = [], ...props }: Partial<TrackJobDialogProps> & { mocks?: MockLink.MockedResponse[] } = {}) {
  const user = createUser();
  storeLogin(user);
  const bootstrap = bootstrapMock(user);
  (bootstrap.result as { data: { bootstrap: { jobStatuses: unknown } } }).data.bootstrap.jobStatuses = STATUSES;
  const onClose = jest.fn();
  const view = renderRoutes(
    [
      {
        element: <RequireSession />,
        children: [
          { path: '/applied-jobs', element: <TrackJobDialog onClose={onClose} {...props} /> },
          { path: '/applied-jobs/:appliedJobId', element: <h1>Applied job page</h1> },
        ],
      },
    ],
    { initialEntry: '/applied-jobs', mocks: [bootstrap, ...mocks] },
  );
  return { ...view, onClose };
}
