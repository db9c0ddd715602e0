import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  APPLIED,
  appliedJobsMock,
  createAppliedJob,
  createSavedJob,
  INTERVIEWING,
  layOutBoard,
  pressKey,
  renderAppliedJobsPage,
  statsFor,
  statsMock,
  updateStatusMock,
} from './tracking-test-utils';

// The drawings are MUI X Charts, heavy in jsdom; their figures are checked through the tables beside them.
jest.mock('../components/ApplicationCharts', () => ({ StatusChart: () => null, WeeklyChart: () => null }));

afterEach(() => jest.restoreAllMocks());

const SAVED_ID = 'saved-platform';
const GENERIC = 'Something went wrong, Please try again after sometime';

/** A job saved for later (found on LinkedIn) and one application in Applied. */
async function renderBoard(mutation?: MockLink.MockedResponse) {
  const saved = createSavedJob({
    _id: SAVED_ID,
    jobInfo: { jobTitle: 'Platform Engineer', companyName: 'Globex', location: 'Berlin', salary: '€70k', employmentType: 'contract' },
  });
  const application = createAppliedJob({ jobInfo: { jobTitle: 'Backend Engineer', companyName: 'Initech' } });
  renderAppliedJobsPage([appliedJobsMock([saved, application]), statsMock(statsFor([saved, application])), ...(mutation ? [mutation] : [])]);
  await screen.findByRole('table', { name: 'Applications by status' });
}

const column = (name: string) => screen.getByRole('region', { name });
const statusFigure = (name: string) => within(screen.getByRole('table', { name: 'Applications by status' })).queryByRole('row', { name });

describe('the Saved column', () => {
  it('comes first and holds the jobs saved for later, with what is known of them', async () => {
    await renderBoard();

    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings.slice(0, 2)).toEqual(['Saved 1', 'Applied 1']);
    const [card] = within(column('Saved 1')).getAllByRole('listitem');
    expect(within(card).getByRole('link', { name: 'Platform Engineer' })).toBeInTheDocument();
    expect(card).toHaveTextContent('Berlin · €70k · Contract');
    expect(card).toHaveTextContent(/Saved .*4.*2025/);
    expect(card).not.toHaveTextContent(/Applied/);
    expect(within(card).getByRole('button', { name: 'I applied for Platform Engineer' })).toBeInTheDocument();
    // Only saved cards offer it; the figures count applications only.
    expect(within(column('Applied 1')).queryByRole('button', { name: /^I applied/ })).not.toBeInTheDocument();
    expect(statusFigure('Applied 1')).toBeInTheDocument();
  });

  it('moves a saved job to its status as an application with "I applied"', async () => {
    const user = userEvent.setup();
    const saved = jest.fn();
    await renderBoard(updateStatusMock(SAVED_ID, APPLIED._id, 'ok', saved, { applied: true }));

    await user.click(screen.getByRole('button', { name: 'I applied for Platform Engineer' }));

    expect(await screen.findByText('Marked Platform Engineer as applied, in Applied')).toBeInTheDocument();
    expect(saved).toHaveBeenCalledWith({ id: SAVED_ID, status: APPLIED._id, applied: true });
    const card = within(column('Applied 2')).getByRole('link', { name: 'Platform Engineer' }).closest('li') as HTMLElement;
    expect(card).toHaveTextContent(/Applied .*6.*2025/);
    expect(within(card).queryByRole('button', { name: /^I applied/ })).not.toBeInTheDocument();
    expect(within(column('Saved 0')).queryAllByRole('listitem')).toHaveLength(0);
    expect(statusFigure('Applied 2')).toBeInTheDocument();
  });

  it('applies to a saved job dragged to a status column', async () => {
    const saved = jest.fn();
    await renderBoard(updateStatusMock(SAVED_ID, APPLIED._id, 'ok', saved, { applied: true }));
    layOutBoard();
    screen.getByRole('button', { name: 'Platform Engineer at Globex' }).focus();

    pressKey('Space');
    await screen.findByText('You have picked up Platform Engineer in Saved.');
    pressKey('ArrowRight');
    await screen.findByText('Platform Engineer is over Applied.');
    pressKey('Space');

    expect(await screen.findByText('Marked Platform Engineer as applied, in Applied')).toBeInTheDocument();
    expect(saved).toHaveBeenCalledWith({ id: SAVED_ID, status: APPLIED._id, applied: true });
    expect(within(column('Applied 2')).getByRole('link', { name: 'Platform Engineer' })).toBeInTheDocument();
  });

  it('puts the card back in Saved and says something went wrong when applying fails', async () => {
    const user = userEvent.setup();
    await renderBoard(updateStatusMock(SAVED_ID, APPLIED._id, 'error', undefined, { applied: true }));

    await user.click(screen.getByRole('button', { name: 'I applied for Platform Engineer' }));

    expect(await screen.findByText(GENERIC)).toBeInTheDocument();
    await waitFor(() => expect(within(column('Saved 1')).getByRole('link', { name: 'Platform Engineer' })).toBeInTheDocument());
    expect(statusFigure('Applied 1')).toBeInTheDocument();
  });

  it('takes no application back: an application dragged toward Saved stays where it was', async () => {
    // No mutation is mocked: a request would fail and show the generic message.
    await renderBoard();
    layOutBoard();
    screen.getByRole('button', { name: 'Backend Engineer at Initech' }).focus();

    pressKey('Space');
    await screen.findByText('You have picked up Backend Engineer in Applied.');
    pressKey('ArrowLeft');
    pressKey('Space');

    expect(await screen.findByText('Backend Engineer stays in Applied.')).toBeInTheDocument();
    expect(within(column('Applied 1')).getByRole('link', { name: 'Backend Engineer' })).toBeInTheDocument();
    expect(screen.queryByText(GENERIC)).not.toBeInTheDocument();
  });
});

describe('adding a job from the board', () => {
  it('opens the Add job form from the page header, in the first status', async () => {
    const user = userEvent.setup();
    await renderBoard();

    await user.click(screen.getByRole('button', { name: 'Add job' }));

    expect(screen.getByRole('dialog', { name: 'Add job' })).toHaveTextContent('Opened in the first status');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog', { name: 'Add job' })).not.toBeInTheDocument();
  });

  it("opens it from a column's + with that column's status, or saved for later from Saved", async () => {
    const user = userEvent.setup();
    await renderBoard();

    await user.click(within(column('Interviewing 0')).getByRole('button', { name: `Add a job to ${INTERVIEWING.title}` }));
    expect(screen.getByRole('dialog', { name: 'Add job' })).toHaveTextContent('Opened in Interviewing');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));

    await user.click(within(column('Saved 1')).getByRole('button', { name: 'Add a job saved for later' }));
    expect(screen.getByRole('dialog', { name: 'Add job' })).toHaveTextContent('Opened saved for later');
  });

  it('offers Add job on an empty tracker too', async () => {
    const user = userEvent.setup();
    renderAppliedJobsPage([appliedJobsMock([]), statsMock(statsFor([]))]);

    await user.click(await screen.findByRole('button', { name: 'Add job' }));

    expect(screen.getByRole('dialog', { name: 'Add job' })).toBeInTheDocument();
  });
});
