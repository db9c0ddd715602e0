import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import type { DocumentNode } from 'graphql';
import {
  AppliedJobDocument,
  JobContactsDocument,
  JobNotesDocument,
  JobTasksDocument,
  type AppliedJobQuery,
  type JobContactsQuery,
  type JobNotesQuery,
  type JobTasksQuery,
} from '../../../generated/graphql';
import { bootstrapMock, createUser, storeLogin } from '../../../test/factories';
import { renderRoutes } from '../../../test/render';
import { RequireSession } from '../../../lib/session/guards/RequireSession';
import { AppliedJobPage } from '../components/AppliedJobPage';
import type { AppliedJobDocumentsView } from '../components/DocumentsPanel';

const DocumentsStandIn: AppliedJobDocumentsView = ({ appliedJobId }) => <p>The documents of {appliedJobId}</p>;

type AppliedJob = AppliedJobQuery['appliedJob'];
type Task = JobTasksQuery['jobTasks']['data'][number];
type Contact = JobContactsQuery['jobContacts']['data'][number];
type Note = JobNotesQuery['jobNotes']['data'][number];

export const APPLIED_JOB_ID = 'applied-1';
export const PAGE_SIZE = 5;

export const JOB_STATUSES = [
  { __typename: 'JobStatus', _id: 'status-applied', title: 'Applied' },
  { __typename: 'JobStatus', _id: 'status-interview', title: 'Interview' },
  { __typename: 'JobStatus', _id: 'status-offer', title: 'Offer' },
];

/** An applied job as the AppliedJob query answers it (with __typename, as the cache expects). */
export function createAppliedJob({ jobInfo, ...overrides }: Partial<Omit<AppliedJob, 'jobInfo'>> & { jobInfo?: Partial<AppliedJob['jobInfo']> } = {}): AppliedJob {
  return {
    __typename: 'AppliedJob',
    _id: APPLIED_JOB_ID,
    appliedJobId: APPLIED_JOB_ID,
    jobId: 'job-1',
    status: 'status-applied',
    appliedAt: '2030-01-01T00:00:00.000Z',
    saved: false,
    origin: 'catalogue',
    trackedAt: '2030-01-01T00:00:00.000Z',
    statusChangedAt: '2030-01-01T00:00:00.000Z',
    nextEvent: null,
    jobInfo: {
      __typename: 'AppliedJobInfo',
      jobTitle: 'Senior React Engineer',
      companyName: 'Acme',
      companyImage: '/logos/acme.webp?v=1',
      applyUrl: 'https://acme.example.com/apply',
      description: '<p>Build <strong>great</strong> things.</p>',
      datePosted: new Date(Date.now() - 3 * 24 * 3600 * 1000).toISOString(),
      validThrough: new Date(Date.now() + 27 * 24 * 3600 * 1000).toISOString(),
      tags: ['react', 'typescript'],
      worldwide: false,
      location: null,
      salary: null,
      employmentType: null,
      source: { __typename: 'AppliedJobSource', name: 'Remote OK', url: 'https://remoteok.com' },
      ...jobInfo,
    },
    ...overrides,
  } as AppliedJob;
}

let sequence = 0;
const nextId = (kind: string) => `${kind}-${++sequence}`;

export const createTask = (overrides: Partial<Task> = {}): Task =>
  ({
    __typename: 'JobTask',
    _id: nextId('task'),
    appliedJobId: APPLIED_JOB_ID,
    content: 'Send the portfolio',
    done: false,
    dueAt: null,
    dueTimeZone: null,
    followUp: null,
    ...overrides,
  }) as Task;

export const createContact = (overrides: Partial<Contact> = {}): Contact =>
  ({
    __typename: 'JobContact',
    _id: nextId('contact'),
    appliedJobId: APPLIED_JOB_ID,
    name: 'Grace Hopper',
    email: 'grace@acme.example.com',
    jobTitle: 'Engineering Manager',
    linkedInUrl: '',
    twitterUrl: '',
    ...overrides,
  }) as Contact;

export const createNote = (overrides: Partial<Note> = {}): Note =>
  ({ __typename: 'JobNote', _id: nextId('note'), appliedJobId: APPLIED_JOB_ID, title: 'First call', description: '', ...overrides }) as Note;

export function appliedJobMock(job: AppliedJob = createAppliedJob()): MockLink.MockedResponse {
  return { request: { query: AppliedJobDocument, variables: { id: job._id } }, result: { data: { appliedJob: job } } };
}

function listMock(query: DocumentNode, field: string, typename: string) {
  return (items: unknown[], { page = 1, total = items.length }: { page?: number; total?: number } = {}): MockLink.MockedResponse => ({
    request: { query, variables: { appliedJobId: APPLIED_JOB_ID, page, limit: PAGE_SIZE } },
    result: { data: { [field]: { __typename: typename, total, page, limit: PAGE_SIZE, data: items } } },
  });
}

/** One answer each; a list that loads again after a change needs a second mock with what it then holds. */
export const tasksMock = listMock(JobTasksDocument, 'jobTasks', 'JobTaskPage');
export const contactsMock = listMock(JobContactsDocument, 'jobContacts', 'JobContactPage');
export const notesMock = listMock(JobNotesDocument, 'jobNotes', 'JobNotePage');

/** A mutation's answer that records each call on `spy`, so a test can tell which mutation ran. */
export function mutationMock(
  query: DocumentNode,
  variables: Record<string, unknown>,
  answer: MockLink.MockedResponse['result'],
  spy: jest.Mock = jest.fn(),
): MockLink.MockedResponse {
  return {
    request: { query, variables },
    result: () => {
      spy(variables);
      return typeof answer === 'function' ? answer(variables) : answer;
    },
  } as MockLink.MockedResponse;
}

/**
 * Signs a user in and opens the applied job's page, as the router does (behind the
 * session guard). The side panel opens on Tasks, so the first task list is always asked for.
 */
export function renderAppliedJob({
  job = createAppliedJob(),
  jobMock = appliedJobMock(job),
  tasks = tasksMock([]),
  mocks = [],
  documents = DocumentsStandIn,
}: {
  job?: AppliedJob;
  jobMock?: MockLink.MockedResponse;
  tasks?: MockLink.MockedResponse;
  mocks?: MockLink.MockedResponse[];
  /** The Documents tab's list, which the app takes from the documents feature (app/__tests__ checks the two together). */
  documents?: AppliedJobDocumentsView;
} = {}) {
  const user = createUser();
  storeLogin(user);
  const bootstrap = bootstrapMock(user);
  (bootstrap.result as { data: { bootstrap: { jobStatuses: unknown } } }).data.bootstrap.jobStatuses = JOB_STATUSES;
  return renderRoutes(
    [{ element: <RequireSession />, children: [{ path: '/applied-jobs/:appliedJobId', element: <AppliedJobPage documents={documents} /> }] }],
    { initialEntry: `/applied-jobs/${job._id}`, mocks: [bootstrap, jobMock, tasks, ...mocks] },
  );
}

/**
 * Answers the confirmation dialog, checking its question, and waits for it to close:
 * while it is open the page behind it is hidden from screen readers (and from queries).
 */
export async function answerConfirmation(user: UserEvent, question: string, answer: 'Ok' | 'Cancel'): Promise<void> {
  const dialog = await screen.findByRole('dialog');
  expect(dialog).toHaveTextContent(question);
  await user.click(within(dialog).getByRole('button', { name: answer }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
}
