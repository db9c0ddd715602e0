import type { ReactElement } from 'react';
import type { MockLink } from '@apollo/client/testing';
import {
  AppliedJobDocumentsDocument,
  AppliedJobsDocument,
  CreateShareableLinkDocument,
  DeleteDocumentDocument,
  DocumentsDocument,
  RevokeShareableLinkDocument,
  type AppliedJobFieldsFragment,
  type DocumentFieldsFragment,
} from '../../../generated/graphql';
import { bootstrapMock, createUser, storeLogin } from '../../../test/factories';
import { renderRoutes } from '../../../test/render';
import { RequireSession } from '../../../lib/session/guards/RequireSession';
import { RequireSubscription } from '../../../lib/session/guards/RequireSubscription';

type DocumentOverrides = Partial<Omit<DocumentFieldsFragment, 'file'>> & { file?: Partial<DocumentFieldsFragment['file']> };

let documentSequence = 0;

/** A document as the list queries answer it (with __typename, as the cache expects). */
export function createDocument({ file, ...overrides }: DocumentOverrides = {}): DocumentFieldsFragment {
  documentSequence += 1;
  return {
    __typename: 'Document',
    _id: `document-${documentSequence}`,
    type: 'resume',
    title: `Resume ${documentSequence}`,
    appliedJobId: null,
    createdAt: '2025-01-10T09:00:00.000Z',
    file: { __typename: 'DocumentFile', name: `resume-${documentSequence}.pdf`, size: 120 * 1024, contentType: 'application/pdf', ...file },
    appliedJob: null,
    shareableLink: null,
    ...overrides,
  } as DocumentFieldsFragment;
}

export const linkedTo = (jobTitle: string, companyName: string) =>
  ({ __typename: 'DocumentAppliedJob', jobTitle, companyName }) as DocumentFieldsFragment['appliedJob'];

export const activeLink = (url: string, views: number) =>
  ({ __typename: 'ShareableLink', url, views, createdAt: '2025-01-11T09:00:00.000Z' }) as DocumentFieldsFragment['shareableLink'];

const documentPage = (data: DocumentFieldsFragment[], page: number, limit: number, total: number) => ({
  __typename: 'DocumentPage',
  data,
  total,
  page,
  limit,
});

/** One page of the user's documents; answered as often as it is asked. */
export function documentsMock(documents: DocumentFieldsFragment[], { page = 1, total = documents.length } = {}): MockLink.MockedResponse {
  return {
    request: { query: DocumentsDocument, variables: { page, limit: 10 } },
    result: { data: { documents: documentPage(documents, page, 10, total) } },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}

/** A list that changes on the server: `before` answers the first load, `after` every load since. */
export function beforeAndAfter(before: MockLink.MockedResponse, after: MockLink.MockedResponse): MockLink.MockedResponse[] {
  return [{ ...before, maxUsageCount: 1 }, after];
}

export function appliedJobDocumentsMock(
  appliedJobId: string,
  documents: DocumentFieldsFragment[],
  { page = 1, total = documents.length } = {},
): MockLink.MockedResponse {
  return {
    request: { query: AppliedJobDocumentsDocument, variables: { appliedJobId, page, limit: 5 } },
    result: { data: { appliedJobDocuments: documentPage(documents, page, 5, total) } },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}

export function deleteDocumentMock(id: string, answer: { ok: true } | { error: Error }, onCall = jest.fn()): MockLink.MockedResponse {
  const request = { query: DeleteDocumentDocument, variables: { id } };
  if ('error' in answer) return { request, error: answer.error };
  return {
    request,
    result: () => {
      onCall(id);
      return { data: { deleteDocument: true } };
    },
  };
}

export function createShareableLinkMock(documentId: string, answer: { url: string; views?: number } | { error: Error }): MockLink.MockedResponse {
  const request = { query: CreateShareableLinkDocument, variables: { documentId } };
  if ('error' in answer) return { request, error: answer.error };
  return { request, result: { data: { createShareableLink: activeLink(answer.url, answer.views ?? 0) } } };
}

export function revokeShareableLinkMock(documentId: string, answer: { ok: true } | { error: Error }): MockLink.MockedResponse {
  const request = { query: RevokeShareableLinkDocument, variables: { documentId } };
  if ('error' in answer) return { request, error: answer.error };
  return { request, result: { data: { revokeShareableLink: true } } };
}

export function createAppliedJob(id: string, jobTitle: string, companyName: string): AppliedJobFieldsFragment {
  return {
    __typename: 'AppliedJob',
    _id: id,
    appliedJobId: id,
    jobId: null,
    status: 'status-1',
    appliedAt: '2025-01-05T09:00:00.000Z',
    statusChangedAt: '2025-01-05T09:00:00.000Z',
    jobInfo: {
      __typename: 'AppliedJobInfo',
      jobTitle,
      companyName,
      companyImage: null,
      applyUrl: 'https://example.com/apply',
      datePosted: '2025-01-01T09:00:00.000Z',
      validThrough: '2025-02-01T09:00:00.000Z',
      tags: [],
      worldwide: true,
      source: { __typename: 'AppliedJobSource', name: 'Remote OK', url: 'https://remoteok.com' },
    },
  } as AppliedJobFieldsFragment;
}

export function appliedJobsMock(jobs: AppliedJobFieldsFragment[]): MockLink.MockedResponse {
  return {
    request: { query: AppliedJobsDocument, variables: { page: 1, limit: 10000 } },
    result: { data: { appliedJobs: { __typename: 'AppliedJobPage', data: jobs, total: jobs.length, page: 1, limit: 10000 } } },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}

export const FILE_TYPES = [
  { __typename: 'FileType', id: 'resume', title: 'Resume' },
  { __typename: 'FileType', id: 'cover-letter', title: 'Cover Letter' },
];

/** The bootstrap answer with both document types in the app config. */
function bootstrapWithFileTypes(): MockLink.MockedResponse {
  const mock = bootstrapMock(createUser());
  const result = mock.result as { data: { bootstrap: { appConfig: { fileTypes: unknown } } } };
  result.data.bootstrap.appConfig.fileTypes = FILE_TYPES;
  return mock;
}

/**
 * Signs a user in and renders `element` at `path` behind the guard the app
 * puts it behind, plus a heading at every path a test expects to land on.
 */
export function renderSignedIn(
  element: ReactElement,
  {
    path,
    initialEntry = path,
    mocks = [],
    landings = [],
    guard = 'session',
  }: { path: string; initialEntry?: string; mocks?: MockLink.MockedResponse[]; landings?: string[]; guard?: 'session' | 'subscription' },
) {
  storeLogin(createUser());
  const Guard = guard === 'session' ? RequireSession : RequireSubscription;
  return renderRoutes(
    [
      {
        element: <Guard />,
        children: [
          { path, element },
          ...landings.map((landing) => ({ path: landing, element: <h1>Landed on {landing}</h1> })),
        ],
      },
    ],
    { initialEntry, mocks: [bootstrapWithFileTypes(), ...mocks] },
  );
}
