import { screen, within } from '@testing-library/react';
import type { AppliedJob } from '../utils/status-board';
import { appliedJobsMock, createAppliedJob, createSavedJob, renderAppliedJobsPage, statsFor, statsMock } from './tracking-test-utils';

// The drawings are MUI X Charts, heavy in jsdom; the panel is what this file is about.
jest.mock('../components/ApplicationCharts', () => ({ StatusChart: () => null, WeeklyChart: () => null }));

/**
 * Stands in for the mail-forwarding feature's panel of suggestions read from forwarded mail (the
 * app composes the two; features do not import each other), listing the jobs it was given.
 */
function SuggestionsPanelStand({ applications }: { applications: readonly AppliedJob[] }) {
  return (
    <section aria-label="Suggestions stand-in">
      <ul>
        {applications.map((job) => (
          <li key={job._id}>{job.jobInfo.jobTitle}</li>
        ))}
      </ul>
    </section>
  );
}

describe('applied jobs board: suggestions from forwarded mail', () => {
  it("shows the panel the app passes in, given the board's jobs to pick from", async () => {
    const jobs = [createAppliedJob({ jobInfo: { jobTitle: 'Backend Engineer' } }), createSavedJob({ jobInfo: { jobTitle: 'Data Engineer' } })];
    renderAppliedJobsPage([appliedJobsMock(jobs), statsMock(statsFor(jobs))], undefined, { SuggestionsPanel: SuggestionsPanelStand });

    await screen.findByRole('link', { name: 'Backend Engineer' });
    const panel = screen.getByRole('region', { name: 'Suggestions stand-in' });
    expect(within(panel).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Backend Engineer', 'Data Engineer']);
  });
});
