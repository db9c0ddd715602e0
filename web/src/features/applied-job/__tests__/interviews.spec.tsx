import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockLink } from '@apollo/client/testing';
import {
  AddAppliedJobEventDocument,
  AppliedJobEventsDocument,
  DeleteAppliedJobEventDocument,
  JobContactsDocument,
  type AppliedJobEventsQuery,
} from '../../../generated/graphql';
import { eventWhen } from '../../../lib/event-times';
import { browserTimeZone } from '../../../lib/places';
import { downloadEventCalendar } from '../../../lib/rest-files';
import { saveBlob } from '../../../lib/save-blob';
import { answerConfirmation, APPLIED_JOB_ID, createContact, mutationMock, PAGE_SIZE, renderAppliedJob } from './applied-job-test-utils';

jest.mock('../../../lib/rest-files', () => ({ ...jest.requireActual('../../../lib/rest-files'), downloadEventCalendar: jest.fn() }));
jest.mock('../../../lib/save-blob', () => ({ ...jest.requireActual('../../../lib/save-blob'), saveBlob: jest.fn() }));
afterEach(() => jest.resetAllMocks());

type JobEvent = AppliedJobEventsQuery['appliedJobEvents']['data'][number];

/** 3 December 2030, 14:00 UTC (a Tuesday): 09:00 in New York. */
const START = '2030-12-03T14:00:00.000Z';
const grace = createContact({ _id: 'contact-grace', name: 'Grace Hopper' });

const createEvent = (overrides: Partial<JobEvent> = {}): JobEvent =>
  ({
    __typename: 'AppliedJobEvent',
    _id: 'event-1',
    appliedJobId: APPLIED_JOB_ID,
    kind: 'technical',
    startsAt: START,
    endsAt: '2030-12-03T15:00:00.000Z',
    timeZone: 'America/New_York',
    meetingUrl: 'https://meet.example.com/acme',
    contactIds: [grace._id],
    note: 'Bring the system design notes',
    ...overrides,
  }) as JobEvent;

const eventsMock = (events: JobEvent[]): MockLink.MockedResponse => ({
  request: { query: AppliedJobEventsDocument, variables: { appliedJobId: APPLIED_JOB_ID, page: 1, limit: PAGE_SIZE } },
  result: { data: { appliedJobEvents: { __typename: 'AppliedJobEventPage', total: events.length, page: 1, limit: PAGE_SIZE, data: events } } },
});
const allContactsMock: MockLink.MockedResponse = {
  request: { query: JobContactsDocument, variables: { appliedJobId: APPLIED_JOB_ID, page: 1, limit: 100 } },
  result: { data: { jobContacts: { __typename: 'JobContactPage', total: 1, page: 1, limit: 100, data: [grace] } } },
  maxUsageCount: Number.POSITIVE_INFINITY,
};

async function openInterviews(user: ReturnType<typeof userEvent.setup>, mocks: MockLink.MockedResponse[]) {
  renderAppliedJob({ mocks: [allContactsMock, ...mocks] });
  await user.click(await screen.findByRole('tab', { name: 'Interviews' }));
}

describe('the Interviews tab', () => {
  it('lists each interview with its kind, time here and where it was set, link, people and note', async () => {
    const user = userEvent.setup();
    await openInterviews(user, [eventsMock([createEvent()])]);
    const list = await screen.findByRole('list', { name: 'Interviews' });
    const [item] = within(list).getAllByRole('listitem');

    expect(item).toHaveTextContent('Technical');
    expect(item).toHaveTextContent(eventWhen(START, 'America/New_York'));
    if (browserTimeZone() !== 'America/New_York') expect(item).toHaveTextContent(/09:00 New York\)/);
    expect(within(item).getByRole('link', { name: 'https://meet.example.com/acme' })).toHaveAttribute('href', 'https://meet.example.com/acme');
    expect(await within(item).findByText('With Grace Hopper')).toBeInTheDocument();
    expect(item).toHaveTextContent('Bring the system design notes');
  });

  it('gives the time once when the interview was set in this zone', () => {
    expect(eventWhen(START, 'America/New_York', 'America/New_York')).toBe('Tue 3 Dec, 09:00');
    expect(eventWhen(START, 'America/New_York', 'Europe/Berlin')).toBe('Tue 3 Dec, 15:00 (09:00 New York)');
    expect(eventWhen('2030-12-03T02:00:00.000Z', 'America/Los_Angeles', 'Europe/Berlin')).toBe('Tue 3 Dec, 03:00 (Mon 2 Dec, 18:00 Los Angeles)');
  });

  it('says so when there are none', async () => {
    const user = userEvent.setup();
    await openInterviews(user, [eventsMock([])]);
    expect(await screen.findByText('No interviews yet. Add one when it is booked.')).toBeInTheDocument();
  });

  it('adds a phone screen in this device’s zone and names it in the message', async () => {
    const user = userEvent.setup();
    const saved = createEvent({ _id: 'event-2', kind: 'phone-screen', startsAt: new Date(2030, 11, 3, 9, 0).toISOString(), timeZone: browserTimeZone(), contactIds: [], note: '', meetingUrl: null });
    const add = jest.fn();
    await openInterviews(user, [
      eventsMock([]),
      mutationMock(
        AddAppliedJobEventDocument,
        {
          appliedJobId: APPLIED_JOB_ID,
          input: { kind: 'phone-screen', startsAt: '2030-12-03T09:00', timeZone: browserTimeZone(), meetingUrl: 'https://meet.example.com/x', contactIds: [grace._id], note: '' },
        },
        { data: { addAppliedJobEvent: saved } },
        add,
      ),
      eventsMock([saved]),
    ]);
    await screen.findByText(/No interviews yet/);
    await user.click(screen.getByRole('button', { name: 'Add interview' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add interview' });
    expect(within(dialog).getByRole('combobox', { name: 'Time zone' })).toHaveValue(browserTimeZone());

    await user.click(within(dialog).getByRole('combobox', { name: 'Kind' }));
    await user.click(await screen.findByRole('option', { name: 'Phone screen' }));
    fireEvent.change(within(dialog).getByLabelText(/^Starts/), { target: { value: '2030-12-03T09:00' } });
    await user.type(within(dialog).getByRole('textbox', { name: 'Meeting link' }), 'https://meet.example.com/x');
    await user.click(within(dialog).getByRole('combobox', { name: 'With' }));
    await user.click(await screen.findByRole('option', { name: 'Grace Hopper' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Added the phone screen on Tue 3 Dec')).toBeInTheDocument();
    expect(add).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByRole('list', { name: 'Interviews' })).toHaveTextContent('Phone screen');
  });

  it('asks for a start before saving anything', async () => {
    const user = userEvent.setup();
    await openInterviews(user, [eventsMock([])]);
    await user.click(await screen.findByRole('button', { name: 'Add interview' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add interview' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Say when it starts')).toBeInTheDocument();
  });

  it('deletes an interview after asking, naming it', async () => {
    const user = userEvent.setup();
    const event = createEvent({ startsAt: new Date(2030, 11, 3, 9, 0).toISOString(), timeZone: browserTimeZone() });
    await openInterviews(user, [
      eventsMock([event]),
      mutationMock(DeleteAppliedJobEventDocument, { appliedJobId: APPLIED_JOB_ID, id: event._id }, { data: { deleteAppliedJobEvent: true } }),
      eventsMock([]),
    ]);
    await user.click(await screen.findByRole('button', { name: 'Delete Technical Tue 3 Dec' }));
    await answerConfirmation(user, 'Delete the technical interview on Tue 3 Dec?', 'Ok');
    expect(await screen.findByText('Deleted the technical interview on Tue 3 Dec')).toBeInTheDocument();
    expect(await screen.findByText(/No interviews yet/)).toBeInTheDocument();
  });

  it('downloads the interview as a calendar file with the signed-in user’s token', async () => {
    const user = userEvent.setup();
    const blob = new Blob(['BEGIN:VCALENDAR'], { type: 'text/calendar' });
    jest.mocked(downloadEventCalendar).mockResolvedValue({ blob, fileName: 'interview-acme-2030-12-03.ics' });
    await openInterviews(user, [eventsMock([createEvent()])]);
    await user.click(await screen.findByRole('button', { name: /^Add to calendar: Technical / }));
    await waitFor(() => expect(saveBlob).toHaveBeenCalledWith(blob, 'interview-acme-2030-12-03.ics'));
    expect(downloadEventCalendar).toHaveBeenCalledWith(expect.any(String), APPLIED_JOB_ID, 'event-1');
  });
});
