import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TrackedJobsDocument, type TrackedJobFieldsFragment } from '../../../generated/graphql';
import { DRAG_INSTRUCTIONS } from '../utils/drag-announcements';
import {
  APPLIED,
  appliedJobsMock,
  createAppliedJob,
  INTERVIEWING,
  renderAppliedJobsPage,
  statsFor,
  statsMock,
} from './tracking-test-utils';

// The drawings are MUI X Charts, heavy in jsdom; their figures are checked through the tables beside them.
jest.mock('../components/ApplicationCharts', () => ({ StatusChart: () => null, WeeklyChart: () => null }));

const EMPTY_TEXT = "Looks like you haven't applied for any jobs so far.";

describe('applied jobs board', () => {
  it('shows a Saved column, then one column per status, in order, each with its applications and their count', async () => {
    const backend = createAppliedJob({ jobInfo: { jobTitle: 'Backend Engineer', companyName: 'Globex' } });
    const frontend = createAppliedJob({ jobInfo: { jobTitle: 'Frontend Engineer', companyName: 'Initech' } });
    const designer = createAppliedJob({ status: INTERVIEWING._id, jobInfo: { jobTitle: 'Product Designer', companyName: 'Umbrella' } });
    const jobs = [backend, frontend, designer];
    renderAppliedJobsPage([appliedJobsMock(jobs), statsMock(statsFor(jobs))]);

    const applied = await screen.findByRole('region', { name: 'Applied 2' });
    expect(screen.getByRole('heading', { level: 1, name: 'Applied Jobs' })).toBeInTheDocument();
    const columnHeadings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(columnHeadings.slice(0, 4)).toEqual(['Saved 0', 'Applied 2', 'Interviewing 1', 'Offer 0']);

    const appliedCards = within(applied).getAllByRole('listitem');
    expect(appliedCards).toHaveLength(2);
    expect(within(appliedCards[0]).getByRole('link', { name: 'Backend Engineer' })).toBeInTheDocument();
    expect(within(appliedCards[0]).getByText('Globex')).toBeInTheDocument();
    expect(within(appliedCards[0]).getByRole('img', { name: 'Globex logo' })).toHaveAttribute('src', '/logos/acme.webp?v=1');
    expect(appliedCards[0]).toHaveTextContent(/Applied .*5.*2025/);
    expect(within(appliedCards[1]).getByRole('link', { name: 'Frontend Engineer' })).toBeInTheDocument();

    const interviewing = screen.getByRole('region', { name: 'Interviewing 1' });
    expect(within(interviewing).getByRole('link', { name: 'Product Designer' })).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Offer 0' })).queryAllByRole('listitem')).toHaveLength(0);
    expect(screen.queryByText(EMPTY_TEXT)).not.toBeInTheDocument();
  });

  it("opens an application's page from its title", async () => {
    const user = userEvent.setup();
    const job = createAppliedJob({ jobInfo: { jobTitle: 'Backend Engineer' } });
    renderAppliedJobsPage([appliedJobsMock([job]), statsMock(statsFor([job]))]);

    await user.click(await screen.findByRole('link', { name: 'Backend Engineer' }));

    expect(await screen.findByRole('heading', { name: 'Applied job page' })).toBeInTheDocument();
  });

  it('shows our own copy of a logo by its path on this site', async () => {
    const source = { __typename: 'AppliedJobSource', name: 'Board', url: 'https://board.example.com/' } as TrackedJobFieldsFragment['jobInfo']['source'];
    const job = createAppliedJob({ jobInfo: { companyName: 'Globex', companyImage: '/logos/globex.webp?v=2', source } });
    renderAppliedJobsPage([appliedJobsMock([job]), statsMock(statsFor([job]))]);

    expect(await screen.findByRole('img', { name: 'Globex logo' })).toHaveAttribute('src', '/logos/globex.webp?v=2');
  });

  it('says so when nothing was applied for, with no board or export', async () => {
    renderAppliedJobsPage([appliedJobsMock([]), statsMock(statsFor([]))]);

    expect(await screen.findByText(EMPTY_TEXT)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /^Applied/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Export CSV' })).not.toBeInTheDocument();
  });

  it('offers a way forward when nothing was applied for: Browse remote jobs', async () => {
    const user = userEvent.setup();
    renderAppliedJobsPage([appliedJobsMock([]), statsMock(statsFor([]))]);
    await screen.findByText(EMPTY_TEXT);

    await user.click(screen.getByRole('link', { name: 'Browse remote jobs' }));

    expect(await screen.findByRole('heading', { name: 'Remote jobs page' })).toBeInTheDocument();
  });

  it('shows the generic message and a way to try again when the list fails to load', async () => {
    renderAppliedJobsPage([
      { request: { query: TrackedJobsDocument, variables: { page: 1, limit: 10000, stage: 'all' } }, error: new Error('Network down') },
      statsMock(statsFor([])),
    ]);

    expect(await screen.findByText('Something went wrong, Please try again after sometime')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.queryByText(EMPTY_TEXT)).not.toBeInTheDocument();
  });

  it('pages only beyond the 10000 applications fetched at once', async () => {
    const job = createAppliedJob();
    const { unmount } = renderAppliedJobsPage([appliedJobsMock([job]), statsMock(statsFor([job]))]);
    await screen.findByRole('region', { name: 'Applied 1' });
    expect(screen.queryByRole('navigation', { name: 'pagination' })).not.toBeInTheDocument();
    unmount();

    renderAppliedJobsPage([appliedJobsMock([job], 10001), statsMock(statsFor([job]))]);
    const pager = await screen.findByRole('navigation', { name: 'pagination' });
    expect(within(pager).getByRole('button', { name: 'Go to page 2' })).toBeInTheDocument();
  });

  it('makes every card a keyboard drag handle that explains itself, with its link and delete button next in tab order', async () => {
    const user = userEvent.setup();
    const job = createAppliedJob({ jobInfo: { jobTitle: 'Backend Engineer', companyName: 'Globex' } });
    renderAppliedJobsPage([appliedJobsMock([job]), statsMock(statsFor([job]))]);

    const card = await screen.findByRole('button', { name: 'Backend Engineer at Globex' });
    expect(card).toHaveAttribute('tabindex', '0');
    expect(card).toHaveAccessibleDescription(DRAG_INSTRUCTIONS);

    card.focus();
    await user.tab();
    expect(screen.getByRole('link', { name: 'Backend Engineer' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Delete Backend Engineer from applied jobs' })).toHaveFocus();
  });
});

describe('applied jobs figures', () => {
  it('gives each chart a heading and its figures as a table', async () => {
    const jobs = [createAppliedJob(), createAppliedJob(), createAppliedJob({ status: INTERVIEWING._id })];
    renderAppliedJobsPage([appliedJobsMock(jobs), statsMock(statsFor(jobs))]);

    const byStatus = await screen.findByRole('region', { name: 'Applications by status' });
    const statusTable = within(byStatus).getByRole('table', { name: 'Applications by status' });
    expect(within(statusTable).getByRole('row', { name: `${APPLIED.title} 2` })).toBeInTheDocument();
    expect(within(statusTable).getByRole('row', { name: 'Interviewing 1' })).toBeInTheDocument();
    expect(within(statusTable).getByRole('row', { name: 'Offer 0' })).toBeInTheDocument();

    const perWeek = screen.getByRole('region', { name: 'Applications per week' });
    const [header, older, newer] = within(within(perWeek).getByRole('table', { name: 'Applications per week' })).getAllByRole('row');
    expect(within(header).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Week starting', 'Applications']);
    // Oldest first: the weeks of 24 February and 3 March.
    expect(within(older).getByRole('rowheader')).toHaveTextContent(/24/);
    expect(within(older).getByRole('cell')).toHaveTextContent('0');
    expect(within(newer).getByRole('rowheader')).toHaveTextContent(/\b3\b/);
    expect(within(newer).getByRole('cell')).toHaveTextContent('3');
  });
});
