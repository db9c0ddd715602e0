import { screen, waitFor } from '@testing-library/react';
import { appliedJobsMock, createAppliedJob, INTERVIEWING, renderAppliedJobsPage, statsFor, statsMock } from './tracking-test-utils';

describe('applied jobs charts', () => {
  it('draws the status and weekly charts from the stats once their code has loaded', async () => {
    const jobs = [createAppliedJob(), createAppliedJob({ status: INTERVIEWING._id })];
    renderAppliedJobsPage([appliedJobsMock(jobs), statsMock(statsFor(jobs))]);

    const byStatus = await screen.findByRole('region', { name: 'Applications by status' });
    const perWeek = screen.getByRole('region', { name: 'Applications per week' });

    // The drawings are hidden from screen readers (the tables carry the figures), so they are found by element.
    await waitFor(() => expect(byStatus.querySelector('svg')).toHaveTextContent(/Applied.*Interviewing.*Offer/));
    // Every other week is labelled, counting back from the latest one (the table names them all).
    await waitFor(() => expect(perWeek.querySelector('svg')).toHaveTextContent(/Mar 3/));
  });
});
