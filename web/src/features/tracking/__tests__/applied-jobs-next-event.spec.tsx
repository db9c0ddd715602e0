import { screen, within } from '@testing-library/react';
import { nextEventLabel } from '../../../lib/event-times';
import { appliedJobsMock, createAppliedJob, renderAppliedJobsPage, statsFor, statsMock } from './tracking-test-utils';

jest.mock('../components/ApplicationCharts', () => ({ StatusChart: () => null, WeeklyChart: () => null }));

const HOUR = 3600 * 1000;

describe('the next interview on a kanban card', () => {
  it('names the kind and when, on the card of the application it belongs to only', async () => {
    const startsAt = new Date(Date.now() + 50 * HOUR).toISOString();
    const interviewing = createAppliedJob({
      jobInfo: { jobTitle: 'Backend Engineer', companyName: 'Initech' },
      nextEvent: { __typename: 'AppliedJobEvent', _id: 'event-1', kind: 'phone-screen', startsAt } as never,
    });
    const quiet = createAppliedJob({ jobInfo: { jobTitle: 'Frontend Engineer', companyName: 'Globex' } });
    renderAppliedJobsPage([appliedJobsMock([interviewing, quiet]), statsMock(statsFor([interviewing, quiet]))]);

    const card = (await screen.findByRole('link', { name: 'Backend Engineer' })).closest('li')!;
    const label = nextEventLabel({ kind: 'phone-screen', startsAt });
    expect(label).toMatch(/^Phone screen (Mon|Tue|Wed|Thu|Fri|Sat|Sun) \d\d:\d\d$/);
    expect(within(card).getByText(label)).toBeInTheDocument();
    const other = screen.getByRole('link', { name: 'Frontend Engineer' }).closest('li')!;
    expect(within(other).queryByText(/Phone screen|Interview/)).not.toBeInTheDocument();
  });

  it('reads "Interview Tue 14:00" for other kinds, and gives the date when a week away or more', () => {
    const now = new Date('2030-12-01T12:00:00.000Z');
    expect(nextEventLabel({ kind: 'other', startsAt: '2030-12-03T14:00:00.000Z' }, now, 'UTC')).toBe('Interview Tue 14:00');
    expect(nextEventLabel({ kind: 'technical', startsAt: '2030-12-03T14:00:00.000Z' }, now, 'UTC')).toBe('Technical Tue 14:00');
    expect(nextEventLabel({ kind: 'onsite', startsAt: '2030-12-03T14:00:00.000Z' }, now, 'UTC')).toBe('Onsite Tue 14:00');
    expect(nextEventLabel({ kind: 'offer-call', startsAt: '2030-12-10T14:00:00.000Z' }, now, 'UTC')).toBe('Offer call Tue 10 Dec 14:00');
  });
});
