import { screen, within } from '@testing-library/react';
import type { MockLink } from '@apollo/client/testing';
import { UpcomingDocument, type UpcomingQuery } from '../../../generated/graphql';
import { eventDay } from '../../../lib/event-times';
import { RequireSession } from '../../../lib/session/guards/RequireSession';
import { bootstrapMock, createUser, storeLogin } from '../../../test/factories';
import { renderRoutes } from '../../../test/render';
import { UpcomingPage } from '../components/UpcomingPage';
import { groupByDay } from '../utils/group-by-day';

type Upcoming = UpcomingQuery['upcoming'];
type UpcomingEvent = Upcoming['events'][number];

/** 3 and 5 December 2030 on this device's clock. */
const TUE_NINE = new Date(2030, 11, 3, 9, 0).toISOString();
const TUE_FOUR = new Date(2030, 11, 3, 16, 0).toISOString();
const THU_TEN = new Date(2030, 11, 5, 10, 0).toISOString();

const event = (overrides: Partial<UpcomingEvent>): UpcomingEvent =>
  ({
    __typename: 'UpcomingEvent',
    _id: 'event-1',
    appliedJobId: 'applied-1',
    kind: 'other',
    startsAt: TUE_NINE,
    timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    meetingUrl: null,
    jobTitle: 'Backend Engineer',
    companyName: 'Initech',
    ...overrides,
  }) as UpcomingEvent;

const upcomingMock = (events: UpcomingEvent[], tasks: Upcoming['tasks'] = []): MockLink.MockedResponse => ({
  request: { query: UpcomingDocument, variables: { days: 30 } },
  result: { data: { upcoming: { __typename: 'Upcoming', days: 30, events, tasks } } },
});

function renderUpcoming(mock: MockLink.MockedResponse) {
  const user = createUser();
  storeLogin(user);
  renderRoutes(
    [
      { element: <RequireSession />, children: [{ path: '/upcoming', element: <UpcomingPage /> }] },
      { path: '/applied-jobs/:appliedJobId', element: <h1>Applied job page</h1> },
    ],
    { initialEntry: '/upcoming', mocks: [bootstrapMock(user), mock] },
  );
}

describe('the Upcoming screen', () => {
  it('groups the interviews and tasks due by day, each linking to its application, overdue tasks first', async () => {
    renderUpcoming(
      upcomingMock(
        [
          event({ _id: 'e1', kind: 'phone-screen', startsAt: TUE_NINE }),
          event({ _id: 'e2', kind: 'technical', startsAt: TUE_FOUR, appliedJobId: 'applied-2', jobTitle: 'Platform Engineer', companyName: 'Globex' }),
          event({ _id: 'e3', kind: 'offer-call', startsAt: THU_TEN }),
        ],
        [
          { __typename: 'UpcomingTask', _id: 't0', appliedJobId: 'applied-2', content: 'Send references', dueAt: '2030-12-01T09:00:00.000Z', dueTimeZone: 'UTC', overdue: true, jobTitle: 'Platform Engineer', companyName: 'Globex' },
          { __typename: 'UpcomingTask', _id: 't1', appliedJobId: 'applied-1', content: 'Send the portfolio', dueAt: THU_TEN, dueTimeZone: 'UTC', overdue: false, jobTitle: 'Backend Engineer', companyName: 'Initech' },
        ] as unknown as Upcoming['tasks'],
      ),
    );

    const tuesday = await screen.findByRole('region', { name: 'Tue 3 Dec' });
    expect(within(tuesday).getByText('Phone screen · Tue 3 Dec, 09:00')).toBeInTheDocument();
    expect(within(tuesday).getByText('Technical · Tue 3 Dec, 16:00')).toBeInTheDocument();
    expect(within(tuesday).getByRole('link', { name: 'Platform Engineer at Globex' })).toHaveAttribute('href', '/applied-jobs/applied-2');
    const thursday = screen.getByRole('region', { name: 'Thu 5 Dec' });
    expect(within(thursday).getByText('Offer call · Thu 5 Dec, 10:00')).toBeInTheDocument();
    expect(within(thursday).getByText('Send the portfolio')).toBeInTheDocument();
    expect(within(thursday).getByText(/^Task due Thu 5 Dec, 10:00/)).toBeInTheDocument();
    for (const link of within(thursday).getAllByRole('link', { name: 'Backend Engineer at Initech' })) expect(link).toHaveAttribute('href', '/applied-jobs/applied-1');
    const overdue = screen.getByRole('region', { name: 'Overdue tasks' });
    expect(within(overdue).getByText('Send references')).toBeInTheDocument();
    expect(within(overdue).getByText(/^Task overdue since Sun 1 Dec/)).toBeInTheDocument();
    // Overdue first, then the days in order.
    expect(screen.getAllByRole('region').map((region) => region.getAttribute('aria-label'))).toEqual(['Overdue tasks', 'Tue 3 Dec', 'Thu 5 Dec']);
  });

  it('says when nothing is coming up', async () => {
    renderUpcoming(upcomingMock([]));
    expect(await screen.findByText(/^Nothing in the next 30 days\./)).toBeInTheDocument();
  });

  it('groups by the day on the viewer’s calendar, in order', () => {
    const groups = groupByDay([{ at: '2030-12-03T23:30:00.000Z' }, { at: '2030-12-04T01:00:00.000Z' }], (item) => item.at, 'Europe/Berlin');
    expect(groups.map((g) => [g.label, g.items.length])).toEqual([['Wed 4 Dec', 2]]);
    expect(eventDay('2030-12-03T23:30:00.000Z', 'UTC')).toBe('Tue 3 Dec');
  });
});
