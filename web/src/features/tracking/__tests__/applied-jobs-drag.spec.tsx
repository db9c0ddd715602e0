import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import {
  appliedJobsMock,
  createAppliedJob,
  INTERVIEWING,
  layOutBoard,
  pressKey,
  renderAppliedJobsPage,
  statsFor,
  statsMock,
  updateStatusMock,
} from './tracking-test-utils';

// The drawings are MUI X Charts, heavy in jsdom; their figures are checked through the table beside them.
jest.mock('../components/ApplicationCharts', () => ({ StatusChart: () => null, WeeklyChart: () => null }));

afterEach(() => jest.restoreAllMocks());

const GENERIC = 'Something went wrong, Please try again after sometime';
const BACKEND_ID = 'applied-backend';

/** One application in Applied (the one dragged) and one in Interviewing; the card is picked up with the keyboard. */
async function pickUpCard(mutation?: MockLink.MockedResponse) {
  const job = createAppliedJob({ _id: BACKEND_ID, jobInfo: { jobTitle: 'Backend Engineer', companyName: 'Globex' } });
  const other = createAppliedJob({ status: INTERVIEWING._id, jobInfo: { jobTitle: 'Product Designer' } });
  renderAppliedJobsPage([appliedJobsMock([job, other]), statsMock(statsFor([job, other])), ...(mutation ? [mutation] : [])]);
  const card = await screen.findByRole('button', { name: 'Backend Engineer at Globex' });
  await screen.findByRole('table', { name: 'Applications by status' });
  layOutBoard();
  card.focus();
  pressKey('Space');
  await screen.findByText('You have picked up Backend Engineer in Applied.');
  return card;
}

async function moveRightAndDrop() {
  pressKey('ArrowRight');
  await screen.findByText('Backend Engineer is over Interviewing.');
  pressKey('Space');
  await screen.findByText('You have moved Backend Engineer from Applied to Interviewing.');
}

const column = (name: string) => screen.getByRole('region', { name });
const statusFigure = (name: string) =>
  within(screen.getByRole('table', { name: 'Applications by status' })).queryByRole('row', { name });

describe('changing a status by dragging a card (keyboard: space, arrow right, space)', () => {
  it('moves the card and its figures at once, before the server answers', async () => {
    await pickUpCard({ ...updateStatusMock(BACKEND_ID, INTERVIEWING._id, 'ok'), delay: Number.POSITIVE_INFINITY });

    await moveRightAndDrop();

    await waitFor(() => expect(within(column('Interviewing 2')).getByRole('link', { name: 'Backend Engineer' })).toBeInTheDocument());
    expect(within(column('Applied 0')).queryByRole('link')).not.toBeInTheDocument();
    expect(statusFigure('Applied 0')).toBeInTheDocument();
    expect(statusFigure('Interviewing 2')).toBeInTheDocument();
    expect(screen.queryByText(/Successfully updated/)).not.toBeInTheDocument();
  });

  it('saves the new status, names it, and keeps the focus on the moved card', async () => {
    const saved = jest.fn();
    await pickUpCard(updateStatusMock(BACKEND_ID, INTERVIEWING._id, 'ok', saved));

    await moveRightAndDrop();

    expect(await screen.findByText('Successfully updated the job status to Interviewing')).toBeInTheDocument();
    expect(saved).toHaveBeenCalledWith({ id: BACKEND_ID, status: INTERVIEWING._id });
    expect(within(column('Interviewing 2')).getByRole('link', { name: 'Backend Engineer' })).toBeInTheDocument();
    expect(statusFigure('Interviewing 2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Backend Engineer at Globex' })).toHaveFocus();
  });

  it('puts the card back and shows the generic message when saving fails', async () => {
    await pickUpCard(updateStatusMock(BACKEND_ID, INTERVIEWING._id, 'error'));

    await moveRightAndDrop();

    expect(await screen.findByText(GENERIC)).toBeInTheDocument();
    expect(within(column('Applied 1')).getByRole('link', { name: 'Backend Engineer' })).toBeInTheDocument();
    expect(within(column('Interviewing 1')).queryByRole('link', { name: 'Backend Engineer' })).not.toBeInTheDocument();
    expect(statusFigure('Applied 1')).toBeInTheDocument();
    expect(statusFigure('Interviewing 1')).toBeInTheDocument();
    expect(screen.queryByText(/Successfully updated/)).not.toBeInTheDocument();
  });

  it('saves nothing when the card is dropped back in its own column or the drag is cancelled', async () => {
    // No mutation is mocked: a request would fail and show the generic message.
    await pickUpCard();
    pressKey('Space');
    expect(await screen.findByText('Backend Engineer stays in Applied.')).toBeInTheDocument();

    pressKey('Space');
    await screen.findByText('You have picked up Backend Engineer in Applied.');
    pressKey('Escape');
    expect(await screen.findByText('Movement cancelled. Backend Engineer stays in Applied.')).toBeInTheDocument();

    expect(within(column('Applied 1')).getByRole('link', { name: 'Backend Engineer' })).toBeInTheDocument();
    expect(screen.queryByText(GENERIC)).not.toBeInTheDocument();
    expect(screen.queryByText(/Successfully updated/)).not.toBeInTheDocument();
  });
});
