import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  answerConfirmation,
  cancelJobAutoBumpMock,
  createPosting,
  markJobFilledMock,
  myJobPostingsMock,
  renderMyJobPostings,
} from './job-postings-test-utils';

const GENERIC = 'Something went wrong, Please try again after sometime';

const cardOf = (jobId: string) => within(screen.getByTestId(`job-card-${jobId}`));

describe('my job postings: list', () => {
  it('says so when nothing was posted, and links to Post a job', async () => {
    const user = userEvent.setup();
    renderMyJobPostings([myJobPostingsMock([])]);

    expect(await screen.findByText("You haven't posted any jobs yet.")).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Job Postings' })).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Post a job' }));
    expect(await screen.findByRole('heading', { name: 'Landed on /post-job' })).toBeInTheDocument();
  });

  it('shows each posting in the posting view: the poster’s actions instead of the shortlist marks', async () => {
    const open = createPosting({ jobTitle: 'Renewing job', isSubscription: true, visited: true, shortlisted: true, shortlistedJobId: 'sl-1' });
    const oneOff = createPosting({ jobTitle: 'One-off job' });
    const filled = createPosting({ jobTitle: 'Filled job', filled: true });
    renderMyJobPostings([myJobPostingsMock([open, oneOff, filled])]);
    await screen.findByRole('button', { name: 'Renewing job' });

    const renewing = cardOf(open._id);
    expect(renewing.getByRole('button', { name: 'Mark Job As Filled' })).toBeInTheDocument();
    expect(renewing.getByRole('button', { name: 'Cancel Job Auto Bump' })).toBeInTheDocument();
    expect(renewing.queryByRole('button', { name: /shortlist job|delist job/i })).not.toBeInTheDocument();
    expect(renewing.queryByRole('img', { name: 'Visited' })).not.toBeInTheDocument();
    expect(renewing.queryByRole('img', { name: 'Shortlisted' })).not.toBeInTheDocument();

    expect(cardOf(oneOff._id).getByRole('button', { name: 'Mark Job As Filled' })).toBeInTheDocument();
    expect(cardOf(oneOff._id).queryByRole('button', { name: 'Cancel Job Auto Bump' })).not.toBeInTheDocument();

    expect(cardOf(filled._id).getByText('Filled')).toBeInTheDocument();
    expect(cardOf(filled._id).queryByRole('button', { name: 'Mark Job As Filled' })).not.toBeInTheDocument();
  });

  it('inserts the details beneath a posting on a click and removes them on the next', async () => {
    const user = userEvent.setup();
    const posting = createPosting({ jobTitle: 'Platform Engineer', description: '<p>Run the platform.</p>' });
    renderMyJobPostings([myJobPostingsMock([posting, createPosting()])]);

    await user.click(await screen.findByRole('button', { name: 'Platform Engineer' }));

    const row = screen.getByRole('region', { name: 'Details of Platform Engineer' });
    expect(within(row).getByText('Run the platform.')).toBeInTheDocument();
    expect(within(row).getByText('Berlin, Germany')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')[0]).toContainElement(row);

    await user.click(screen.getByRole('button', { name: 'Platform Engineer' }));
    expect(screen.queryByRole('region', { name: 'Details of Platform Engineer' })).not.toBeInTheDocument();
  });

  it('pages by 10', async () => {
    const user = userEvent.setup();
    const first = Array.from({ length: 10 }, () => createPosting());
    const second = createPosting({ jobTitle: 'The eleventh' });
    renderMyJobPostings([myJobPostingsMock(first, { total: 11 }), myJobPostingsMock([second], { page: 2, total: 11 })]);
    await screen.findByRole('button', { name: first[9].jobTitle });

    const [topPager] = screen.getAllByRole('navigation', { name: 'pagination' });
    await user.click(within(topPager).getByRole('button', { name: 'Go to page 2' }));

    expect(await screen.findByRole('button', { name: 'The eleventh' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: first[0].jobTitle })).not.toBeInTheDocument();
  });

  it('tells the user when the list fails to load, and offers to try again', async () => {
    renderMyJobPostings([myJobPostingsMock({ error: new Error('down') })]);

    expect(await screen.findByText(GENERIC)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.queryByText("You haven't posted any jobs yet.")).not.toBeInTheDocument();
  });
});

describe('my job postings: actions', () => {
  it('marks a posting filled once the poster confirms it cannot be undone: the card shows Filled, without Apply Now, and says it worked', async () => {
    const user = userEvent.setup();
    const posting = createPosting({ jobTitle: 'Renewing job', isSubscription: true });
    renderMyJobPostings([myJobPostingsMock([posting]), markJobFilledMock(posting._id, 'ok')]);
    await screen.findByRole('button', { name: 'Renewing job' });
    const card = cardOf(posting._id);
    expect(card.getByRole('link', { name: 'Apply Now' })).toBeInTheDocument();

    await user.click(card.getByRole('button', { name: 'Mark Job As Filled' }));
    await answerConfirmation(
      user,
      'Mark "Renewing job" as filled? It leaves the job lists and stops taking applications, and its auto bump stops. This cannot be undone.',
      'Ok',
    );

    expect(await screen.findByText('Marked "Renewing job" as filled')).toBeInTheDocument();
    expect(card.getByText('Filled')).toBeInTheDocument();
    expect(card.queryByRole('button', { name: 'Mark Job As Filled' })).not.toBeInTheDocument();
    expect(card.queryByRole('button', { name: 'Cancel Job Auto Bump' })).not.toBeInTheDocument();
    expect(card.queryByRole('link', { name: 'Apply Now' })).not.toBeInTheDocument();
    // The action's click does not open the details as well.
    expect(screen.queryByRole('region', { name: 'Details of Renewing job' })).not.toBeInTheDocument();
  });

  it('leaves the posting open when the poster cancels the question, and asks the server nothing', async () => {
    const user = userEvent.setup();
    const posting = createPosting({ jobTitle: 'Open job' });
    // No mutation mock: a request would fail the test with the generic message.
    renderMyJobPostings([myJobPostingsMock([posting])]);
    await screen.findByRole('button', { name: 'Open job' });

    await user.click(cardOf(posting._id).getByRole('button', { name: 'Mark Job As Filled' }));
    await answerConfirmation(user, /^Mark "Open job" as filled\? It leaves the job lists and stops taking applications\. This cannot be undone\./, 'Cancel');

    expect(cardOf(posting._id).getByRole('button', { name: 'Mark Job As Filled' })).toBeInTheDocument();
    expect(screen.queryByText(GENERIC)).not.toBeInTheDocument();
    expect(screen.queryByText(/as filled$/)).not.toBeInTheDocument();
  });

  it('cancels the auto bump once confirmed: the button is gone, the posting stays open, and it says so', async () => {
    const user = userEvent.setup();
    const posting = createPosting({ jobTitle: 'Renewing job', isSubscription: true, validThrough: '2031-03-08T12:00:00.000Z' });
    renderMyJobPostings([myJobPostingsMock([posting]), cancelJobAutoBumpMock(posting._id, 'ok')]);
    await screen.findByRole('button', { name: 'Renewing job' });
    const card = cardOf(posting._id);

    await user.click(card.getByRole('button', { name: 'Cancel Job Auto Bump' }));
    await answerConfirmation(
      user,
      'Cancel the auto bump of "Renewing job"? It will not be renewed or brought back to the top again, and stays listed until Mar 8, 2031.',
      'Ok',
    );

    expect(await screen.findByText('Cancelled the auto bump of "Renewing job"')).toBeInTheDocument();
    expect(card.queryByRole('button', { name: 'Cancel Job Auto Bump' })).not.toBeInTheDocument();
    expect(card.getByRole('button', { name: 'Mark Job As Filled' })).toBeInTheDocument();
    expect(card.queryByText('Filled')).not.toBeInTheDocument();
  });

  it('keeps the auto bump when the poster cancels the question', async () => {
    const user = userEvent.setup();
    const posting = createPosting({ jobTitle: 'Renewing job', isSubscription: true });
    renderMyJobPostings([myJobPostingsMock([posting])]);
    await screen.findByRole('button', { name: 'Renewing job' });

    await user.click(cardOf(posting._id).getByRole('button', { name: 'Cancel Job Auto Bump' }));
    await answerConfirmation(user, /^Cancel the auto bump of "Renewing job"\?/, 'Cancel');

    expect(cardOf(posting._id).getByRole('button', { name: 'Cancel Job Auto Bump' })).toBeInTheDocument();
    expect(screen.queryByText(GENERIC)).not.toBeInTheDocument();
  });

  it('shows the generic message when marking filled fails, and keeps the button', async () => {
    const user = userEvent.setup();
    const posting = createPosting({ jobTitle: 'Open job' });
    renderMyJobPostings([myJobPostingsMock([posting]), markJobFilledMock(posting._id, { error: new Error('down') })]);
    await screen.findByRole('button', { name: 'Open job' });

    await user.click(cardOf(posting._id).getByRole('button', { name: 'Mark Job As Filled' }));
    await answerConfirmation(user, /as filled\?/, 'Ok');

    expect(await screen.findByText(GENERIC)).toBeInTheDocument();
    expect(cardOf(posting._id).getByRole('button', { name: 'Mark Job As Filled' })).toBeInTheDocument();
    expect(cardOf(posting._id).queryByText('Filled')).not.toBeInTheDocument();
    expect(screen.queryByText(/^Marked/)).not.toBeInTheDocument();
  });

  it('shows the generic message when cancelling the auto bump fails, and keeps the button', async () => {
    const user = userEvent.setup();
    const posting = createPosting({ jobTitle: 'Renewing job', isSubscription: true });
    renderMyJobPostings([myJobPostingsMock([posting]), cancelJobAutoBumpMock(posting._id, { error: new Error('down') })]);
    await screen.findByRole('button', { name: 'Renewing job' });

    await user.click(cardOf(posting._id).getByRole('button', { name: 'Cancel Job Auto Bump' }));
    await answerConfirmation(user, /^Cancel the auto bump/, 'Ok');

    expect(await screen.findByText(GENERIC)).toBeInTheDocument();
    expect(cardOf(posting._id).getByRole('button', { name: 'Cancel Job Auto Bump' })).toBeInTheDocument();
    expect(screen.queryByText(/^Cancelled the auto bump/)).not.toBeInTheDocument();
  });
});
