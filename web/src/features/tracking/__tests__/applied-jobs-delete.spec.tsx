import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockLink } from '@apollo/client/testing';
import { appliedJobsMock, createAppliedJob, deleteMock, INTERVIEWING, renderAppliedJobsPage, statsFor, statsMock } from './tracking-test-utils';

// The drawings are MUI X Charts, heavy in jsdom; their figures are checked through the tables beside them.
jest.mock('../components/ApplicationCharts', () => ({ StatusChart: () => null, WeeklyChart: () => null }));

const CONFIRM = 'Do you really want to delete this job from the list ?';
const DELETE_BACKEND = 'Delete Backend Engineer from applied jobs';
const BACKEND_ID = 'applied-backend';

async function renderTwoJobs(mutation?: MockLink.MockedResponse) {
  const backend = createAppliedJob({ _id: BACKEND_ID, jobInfo: { jobTitle: 'Backend Engineer' } });
  const designer = createAppliedJob({ status: INTERVIEWING._id, jobInfo: { jobTitle: 'Product Designer' } });
  renderAppliedJobsPage([appliedJobsMock([backend, designer]), statsMock(statsFor([backend, designer])), ...(mutation ? [mutation] : [])]);
  await screen.findByRole('table', { name: 'Applications by status' });
  return screen.getByRole('button', { name: DELETE_BACKEND });
}

const figure = (table: string, row: string | RegExp) => within(screen.getByRole('table', { name: table })).queryByRole('row', { name: row });

describe('deleting an application from the board', () => {
  it('asks first, and keeps the job on Cancel', async () => {
    const user = userEvent.setup();
    await user.click(await renderTwoJobs());

    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(CONFIRM);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(within(screen.getByRole('region', { name: 'Applied 1' })).getByRole('link', { name: 'Backend Engineer' })).toBeInTheDocument();
  });

  it('removes the card, its count and its figures on Ok, and says so', async () => {
    const user = userEvent.setup();
    await user.click(await renderTwoJobs(deleteMock(BACKEND_ID, 'ok')));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Ok' }));

    expect(await screen.findByText('Successfully deleted the job from the applied job list')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.queryByRole('link', { name: 'Backend Engineer' })).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Applied 0' })).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Interviewing 1' })).getByRole('link', { name: 'Product Designer' })).toBeInTheDocument();
    expect(figure('Applications by status', 'Applied 0')).toBeInTheDocument();
    // Both were applied for in the same week; one is left.
    expect(within(screen.getByRole('table', { name: 'Applications per week' })).getAllByRole('cell').map((c) => c.textContent)).toEqual(['0', '1']);
  });

  it('shows the empty text once the last application is gone', async () => {
    const user = userEvent.setup();
    const only = createAppliedJob({ _id: BACKEND_ID, jobInfo: { jobTitle: 'Backend Engineer' } });
    renderAppliedJobsPage([appliedJobsMock([only]), statsMock(statsFor([only])), deleteMock(BACKEND_ID, 'ok')]);

    await user.click(await screen.findByRole('button', { name: DELETE_BACKEND }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Ok' }));

    expect(await screen.findByText("Looks like you haven't applied for any jobs so far.")).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.queryByRole('region', { name: /^Applied/ })).not.toBeInTheDocument();
  });

  it('keeps the card and says deleting failed when the server refuses', async () => {
    const user = userEvent.setup();
    await user.click(await renderTwoJobs(deleteMock(BACKEND_ID, 'error')));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Ok' }));

    expect(await screen.findByText('Deleting job from applied job list failed')).toBeInTheDocument();
    // The board is hidden from queries until the dialog has finished closing.
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(within(screen.getByRole('region', { name: 'Applied 1' })).getByRole('link', { name: 'Backend Engineer' })).toBeInTheDocument();
    expect(figure('Applications by status', 'Applied 1')).toBeInTheDocument();
  });
});
