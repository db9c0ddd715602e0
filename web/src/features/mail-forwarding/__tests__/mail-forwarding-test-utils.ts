import type { MockLink } from '@apollo/client/testing';
import {
  MailForwardingDocument,
  MailSuggestionsDocument,
  TrackedJobsDocument,
  type MailForwardingFieldsFragment,
  type MailSuggestionFieldsFragment,
  type TrackedJobFieldsFragment,
} from '../../../generated/graphql';

export const FORWARDING_ADDRESS = 'fw-abcdefghijklmnopqrst@in.remotehunt.example';

type SenderOverrides = Partial<MailForwardingFieldsFragment['senders'][number]>;

/** An address mail is forwarded from, as the API answers it. */
export const createSender = (overrides: SenderOverrides = {}): MailForwardingFieldsFragment['senders'][number] =>
  ({
    __typename: 'MailSender',
    _id: 'sender-1',
    address: 'ada@work.example',
    verified: false,
    createdAt: '2026-11-20T10:00:00.000Z',
    ...overrides,
  }) as MailForwardingFieldsFragment['senders'][number];

type ForwardingOverrides = Partial<Omit<MailForwardingFieldsFragment, 'senders'>> & { senders?: MailForwardingFieldsFragment['senders'] };

/** The Forwarded mail section's state; answered as often as asked unless `once`. */
export const forwardingMock = (overrides: ForwardingOverrides = {}, { once = false } = {}): MockLink.MockedResponse => ({
  request: { query: MailForwardingDocument },
  result: {
    data: {
      mailForwarding: {
        __typename: 'MailForwarding',
        address: FORWARDING_ADDRESS,
        accountAddress: 'ada@example.com',
        receiving: true,
        senders: [],
        ...overrides,
      },
    },
  },
  ...(once ? {} : { maxUsageCount: Number.POSITIVE_INFINITY }),
});

/** A pending suggestion read from forwarded mail: a rejection of a matched application. */
export const createSuggestion = (overrides: Partial<MailSuggestionFieldsFragment> = {}): MailSuggestionFieldsFragment =>
  ({
    __typename: 'MailSuggestion',
    _id: 'suggestion-1',
    receivedAt: '2026-11-20T10:00:00.000Z',
    sender: 'Acme Recruiting <jobs@acme.example>',
    subject: 'Your application to Acme',
    kind: 'rejection',
    sentence: 'Unfortunately we have decided to move forward with other candidates.',
    appliedJobId: 'applied-1',
    jobTitle: 'Senior Backend Engineer',
    companyName: 'Acme',
    toStatus: 'status-rejected',
    toStatusTitle: 'Rejected',
    eventStartsAt: null,
    eventTimeZone: null,
    state: 'pending',
    ...overrides,
  }) as MailSuggestionFieldsFragment;

/** The pending suggestions; answered as often as asked unless `once`. */
export const suggestionsMock = (suggestions: MailSuggestionFieldsFragment[], { once = false } = {}): MockLink.MockedResponse => ({
  request: { query: MailSuggestionsDocument },
  result: { data: { mailSuggestions: suggestions } },
  ...(once ? {} : { maxUsageCount: Number.POSITIVE_INFINITY }),
});

/** A tracked job as the board's list answers it (with __typename, as the cache expects). */
export const createTrackedJob = (id: string, jobTitle: string, status: string): TrackedJobFieldsFragment =>
  ({
    __typename: 'AppliedJob',
    _id: id,
    appliedJobId: id,
    jobId: null,
    status,
    appliedAt: '2026-11-01T10:00:00.000Z',
    statusChangedAt: '2026-11-01T10:00:00.000Z',
    saved: false,
    origin: 'manual',
    trackedAt: '2026-11-01T10:00:00.000Z',
    nextEvent: null,
    jobInfo: {
      __typename: 'AppliedJobInfo',
      jobTitle,
      companyName: 'Acme',
      companyImage: null,
      applyUrl: '',
      datePosted: null,
      validThrough: null,
      tags: [],
      worldwide: false,
      source: { __typename: 'AppliedJobSource', name: 'LinkedIn', url: '' },
      location: null,
      salary: null,
      employmentType: null,
    },
  }) as TrackedJobFieldsFragment;

/** The board's list (the tracking feature's TrackedJobs query, every tracked job); answered once. */
export const trackedJobsMock = (jobs: TrackedJobFieldsFragment[]): MockLink.MockedResponse => ({
  request: { query: TrackedJobsDocument, variables: { page: 1, limit: 10000, stage: 'all' } },
  result: { data: { appliedJobs: { __typename: 'AppliedJobPage', total: jobs.length, page: 1, limit: 10000, data: jobs } } },
});
