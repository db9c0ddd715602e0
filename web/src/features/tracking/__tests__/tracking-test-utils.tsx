import { deserialize, serialize } from 'node:v8';
import type { MockLink } from '@apollo/client/testing';
import { fireEvent } from '@testing-library/react';
import {
  AppliedJobStatsDocument,
  DeleteAppliedJobDocument,
  TrackedJobsDocument,
  UpdateAppliedJobStatusDocument,
  type AppliedJobStatsQuery,
  type TrackedJobFieldsFragment,
} from '../../../generated/graphql';
import { bootstrapMock, createUser, storeLogin } from '../../../test/factories';
import { renderRoutes } from '../../../test/render';
import { RequireSession } from '../../../lib/session/guards/RequireSession';
import { AppliedJobsPage } from '../components/AppliedJobsPage';
import type { AddJobTarget, SuggestionsPanelView } from '../utils/add-job';

// jsdom lacks structuredClone (browsers and Node have it); the charts' gesture code clones plain options with it.
globalThis.structuredClone ??= <T,>(value: T): T => deserialize(serialize(value)) as T;

export const STATUSES = [
  { __typename: 'JobStatus', _id: 'status-applied', title: 'Applied' },
  { __typename: 'JobStatus', _id: 'status-interviewing', title: 'Interviewing' },
  { __typename: 'JobStatus', _id: 'status-offer', title: 'Offer' },
] as const;

export const [APPLIED, INTERVIEWING, OFFER] = STATUSES;

type AppliedJobOverrides = Partial<Omit<TrackedJobFieldsFragment, 'jobInfo'>> & {
  jobInfo?: Partial<TrackedJobFieldsFragment['jobInfo']>;
};

let sequence = 0;

/** An application of a catalogue job as the list query answers it (with __typename, as the cache expects). */
export function createAppliedJob({ jobInfo, ...overrides }: AppliedJobOverrides = {}): TrackedJobFieldsFragment {
  sequence += 1;
  const id = overrides._id ?? `applied-${sequence}`;
  return {
    __typename: 'AppliedJob',
    _id: id,
    appliedJobId: id,
    jobId: `job-${sequence}`,
    status: APPLIED._id,
    appliedAt: '2025-03-05T10:00:00.000Z',
    saved: false,
    origin: 'catalogue',
    trackedAt: '2025-03-05T10:00:00.000Z',
    statusChangedAt: '2025-03-05T10:00:00.000Z',
    nextEvent: null,
    ...overrides,
    jobInfo: {
      __typename: 'AppliedJobInfo',
      jobTitle: `Engineer ${sequence}`,
      companyName: 'Acme',
      companyImage: '/logos/acme.webp?v=1',
      applyUrl: 'https://acme.example.com/apply',
      datePosted: '2025-03-01T00:00:00.000Z',
      validThrough: '2025-04-01T00:00:00.000Z',
      tags: ['react'],
      worldwide: false,
      location: null,
      salary: null,
      employmentType: null,
      source: { __typename: 'AppliedJobSource', name: 'Remote OK', url: 'https://remoteok.com' },
      ...jobInfo,
    },
  } as TrackedJobFieldsFragment;
}

/** A job found elsewhere and saved for later (issue 47): no posting dates, not applied yet. */
export function createSavedJob({ jobInfo, ...overrides }: AppliedJobOverrides = {}): TrackedJobFieldsFragment {
  return createAppliedJob({
    jobId: null,
    appliedAt: null,
    saved: true,
    origin: 'manual',
    trackedAt: '2025-03-04T10:00:00.000Z',
    ...overrides,
    jobInfo: {
      companyImage: null,
      datePosted: null,
      validThrough: null,
      tags: [],
      source: { __typename: 'AppliedJobSource', name: 'LinkedIn', url: '' } as TrackedJobFieldsFragment['jobInfo']['source'],
      ...jobInfo,
    },
  });
}

/** The board's list: every tracked job, saved ones too. */
export function appliedJobsMock(jobs: TrackedJobFieldsFragment[], total = jobs.length): MockLink.MockedResponse {
  return {
    request: { query: TrackedJobsDocument, variables: { page: 1, limit: 10000, stage: 'all' } },
    result: { data: { appliedJobs: { __typename: 'AppliedJobPage', total, page: 1, limit: 10000, data: jobs } } },
  };
}

export type Stats = AppliedJobStatsQuery['appliedJobStats'];

export function statsMock(stats: Stats): MockLink.MockedResponse {
  return {
    request: { query: AppliedJobStatsDocument },
    result: {
      data: {
        appliedJobStats: {
          __typename: 'AppliedJobStats',
          byStatus: stats.byStatus.map((entry) => ({ __typename: 'StatusCount', ...entry })),
          byWeek: stats.byWeek.map((entry) => ({ __typename: 'WeekCount', ...entry })),
        },
      },
    },
  };
}

/** Stats that agree with `jobs` (the applications all in the week of 3 March 2025; saved jobs are not counted). */
export function statsFor(jobs: TrackedJobFieldsFragment[]): Stats {
  const applications = jobs.filter((j) => !j.saved);
  return {
    byStatus: STATUSES.map((s) => ({ status: s._id, title: s.title, count: applications.filter((j) => j.status === s._id).length })),
    byWeek: [
      { weekStart: '2025-02-24', count: 0 },
      { weekStart: '2025-03-03', count: applications.length },
    ],
  };
}

/** The status change of an application, or with `applied`, of a saved job now applied to (on 6 March 2025). */
export function updateStatusMock(
  id: string,
  status: string,
  answer: 'ok' | 'error',
  onCall: (variables: { id: string; status: string; applied?: boolean }) => void = () => undefined,
  { applied }: { applied?: true } = {},
): MockLink.MockedResponse {
  const variables = applied ? { id, status, applied } : { id, status };
  const request = { query: UpdateAppliedJobStatusDocument, variables };
  if (answer === 'error') return { request, error: new Error('Network down') };
  return {
    request,
    result: () => {
      onCall(variables);
      const appliedAt = applied ? '2025-03-06T10:00:00.000Z' : '2025-03-05T10:00:00.000Z';
      return {
        data: {
          updateAppliedJobStatus: { __typename: 'AppliedJob', _id: id, status, statusChangedAt: '2025-03-06T10:00:00.000Z', saved: false, appliedAt },
        },
      };
    },
  };
}

export function deleteMock(id: string, answer: 'ok' | 'error'): MockLink.MockedResponse {
  const request = { query: DeleteAppliedJobDocument, variables: { id } };
  if (answer === 'error') return { request, error: new Error('Network down') };
  return { request, result: { data: { deleteAppliedJob: true } } };
}

/**
 * Stands in for the track-job feature's Add job form (the app composes the two; features do not
 * import each other), saying what it was opened with.
 */
function AddJobDialogStand({ status, saved, onClose }: AddJobTarget & { onClose(): void }) {
  const title = STATUSES.find((s) => s._id === status)?.title;
  return (
    <div role="dialog" aria-label="Add job">
      {saved ? 'Opened saved for later' : `Opened in ${title ?? 'the first status'}`}
      <button type="button" onClick={onClose}>
        Cancel
      </button>
    </div>
  );
}

/**
 * Signs a user in whose statuses are STATUSES and opens /applied-jobs behind the session guard, as
 * the app does; with a stand-in for the mail-forwarding feature's panel when given one.
 */
export function renderAppliedJobsPage(mocks: MockLink.MockedResponse[], user = createUser(), { SuggestionsPanel }: { SuggestionsPanel?: SuggestionsPanelView } = {}) {
  storeLogin(user);
  const bootstrap = bootstrapMock(user);
  (bootstrap.result as { data: { bootstrap: { jobStatuses: unknown } } }).data.bootstrap.jobStatuses = STATUSES;
  return renderRoutes(
    [
      {
        element: <RequireSession />,
        children: [
          { path: '/applied-jobs', element: <AppliedJobsPage AddJobDialog={AddJobDialogStand} SuggestionsPanel={SuggestionsPanel} /> },
          { path: '/applied-jobs/:appliedJobId', element: <h1>Applied job page</h1> },
          { path: '/remote-jobs', element: <h1>Remote jobs page</h1> },
        ],
      },
    ],
    { initialEntry: '/applied-jobs', mocks: [bootstrap, ...mocks] },
  );
}

/**
 * jsdom lays nothing out, and the drag library moves a card by keyboard only to a column it can
 * see on screen. This gives the board a plain layout: columns 300px apart, cards 100px apart.
 */
export function layOutBoard(): void {
  jest.spyOn(document.documentElement, 'clientWidth', 'get').mockReturnValue(1200);
  jest.spyOn(document.documentElement, 'clientHeight', 'get').mockReturnValue(800);
  jest.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    const rect = (x: number, y: number, width: number, height: number) =>
      ({ x, y, left: x, top: y, width, height, right: x + width, bottom: y + height, toJSON: () => ({}) }) as DOMRect;
    const columns = [...document.querySelectorAll('[data-rfd-droppable-id]')];
    if (this.hasAttribute('data-rfd-droppable-id')) return rect(columns.indexOf(this) * 300, 0, 280, 600);
    const column = this.closest('[data-rfd-droppable-id]');
    if (column && this.hasAttribute('data-rfd-draggable-id')) {
      const cards = [...column.querySelectorAll('[data-rfd-draggable-id]')];
      return rect(columns.indexOf(column) * 300 + 10, 10 + cards.indexOf(this) * 100, 260, 90);
    }
    return rect(0, 0, 1200, 800);
  });
}

// The drag library reads `keyCode`, which user-event leaves at 0.
const KEY_CODES = { Space: 32, Escape: 27, ArrowLeft: 37, ArrowUp: 38, ArrowRight: 39, ArrowDown: 40 } as const;

/** Presses a key on whatever has the focus, as the drag library hears it. */
export function pressKey(code: keyof typeof KEY_CODES): void {
  const key = code === 'Space' ? ' ' : code;
  fireEvent.keyDown(document.activeElement ?? document.body, { key, code, keyCode: KEY_CODES[code] });
}
