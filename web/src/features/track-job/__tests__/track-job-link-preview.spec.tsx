import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SaveCatalogueJobDocument } from '../../../generated/graphql';
import { today } from '../utils/track-job-form';
import { createPreview, previewMock, renderTrackJobDialog, STATUSES, trackCatalogueJobMock, trackJobMock } from './track-job-test-utils';

const URL = 'https://boards.greenhouse.io/globex/jobs/42';

const dialog = () => screen.getByRole('dialog', { name: 'Add job' });
const field = (name: string) => within(dialog()).getByRole('textbox', { name });

/** Pastes the link, as people do; the form reads it once it has been left alone a moment. */
async function pasteLink(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('textbox', { name: 'Link to the job' }));
  await user.paste(URL);
}

describe('the Add job form, filled from a link', () => {
  it('fills the blank fields from the job the link leads to, keeping what was typed, and saves it as read from a link', async () => {
    const user = userEvent.setup();
    const sent = jest.fn();
    const job = {
      applyUrl: URL,
      jobTitle: 'Staff Platform Engineer',
      companyName: 'Globex',
      location: 'Berlin',
      employmentType: 'contract',
      source: 'boards.greenhouse.io',
      description: 'Run the platform.',
    };
    renderTrackJobDialog({
      mocks: [previewMock(URL, createPreview(URL)), trackJobMock({ job, appliedAt: today(), status: STATUSES[0]._id, origin: 'link' }, sent)],
    });
    await user.type(await screen.findByRole('textbox', { name: 'Job title' }), 'Staff Platform Engineer');

    await pasteLink(user);

    expect(await within(dialog()).findByDisplayValue('Globex')).toBe(field('Company'));
    expect(field('Job title')).toHaveValue('Staff Platform Engineer');
    expect(field('Location')).toHaveValue('Berlin');
    expect(field('Pay')).toHaveValue('');
    expect(within(dialog()).getByRole('combobox', { name: 'Employment type' })).toHaveTextContent('Contract');
    await user.click(within(dialog()).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Added Staff Platform Engineer at Globex')).toBeInTheDocument();
    expect(sent).toHaveBeenCalledWith({ job, appliedAt: today(), status: STATUSES[0]._id, origin: 'link' });
  });

  it('says the user tracks the job already, with a link to it', async () => {
    const user = userEvent.setup();
    const tracked = { appliedJobId: 'applied-7', saved: false, appliedAt: '2025-03-05T12:00:00.000Z' };
    renderTrackJobDialog({ mocks: [previewMock(URL, createPreview(URL, { alreadyTracked: tracked }))] });

    await pasteLink(user);

    expect(await within(dialog()).findByText(/You already track this job/)).toHaveTextContent('You already track this job (Applied on Mar 5, 2025)');
    await user.click(within(dialog()).getByRole('link', { name: 'Open the tracked job' }));
    expect(await screen.findByRole('heading', { name: 'Applied job page' })).toBeInTheDocument();
  });

  it('says "Saved" for a job the user saved for later', async () => {
    const user = userEvent.setup();
    const tracked = { appliedJobId: 'applied-7', saved: true, appliedAt: null };
    renderTrackJobDialog({ mocks: [previewMock(URL, createPreview(URL, { alreadyTracked: tracked }))] });

    await pasteLink(user);

    expect(await within(dialog()).findByText(/You already track this job/)).toHaveTextContent('You already track this job (Saved)');
  });

  it('marks a job on RemoteHunt applied instead of copying it', async () => {
    const user = userEvent.setup();
    const marked = jest.fn();
    const { onClose } = renderTrackJobDialog({
      mocks: [previewMock(URL, createPreview(URL, { matchedJobId: 'job-42' })), trackCatalogueJobMock('job-42', marked)],
    });

    await pasteLink(user);

    expect(await within(dialog()).findByText('This job is on RemoteHunt')).toBeInTheDocument();
    await user.click(within(dialog()).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Added Platform Engineer at Globex')).toBeInTheDocument();
    expect(marked).toHaveBeenCalledWith({ jobId: 'job-42', status: 'status-applied', appliedAt: expect.stringMatching(/^\d{4}-\d\d-\d\d$/) });
    expect(onClose).toHaveBeenCalled();
  });

  it('saves a job on RemoteHunt for later on the shortlist, where the board’s jobs are saved', async () => {
    const user = userEvent.setup();
    const shortlisted = jest.fn();
    renderTrackJobDialog({
      mocks: [
        previewMock(URL, createPreview(URL, { matchedJobId: 'job-42' })),
        {
          request: { query: SaveCatalogueJobDocument, variables: { jobId: 'job-42' } },
          result: () => {
            shortlisted();
            return { data: { shortlistJob: { __typename: 'ShortlistedJob', _id: 'short-1', jobId: 'job-42', status: null } } };
          },
        },
      ],
    });

    await pasteLink(user);
    await within(dialog()).findByText('This job is on RemoteHunt');
    await user.click(within(dialog()).getByRole('radio', { name: 'Saved for later' }));
    await user.click(within(dialog()).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Added Platform Engineer at Globex')).toBeInTheDocument();
    expect(shortlisted).toHaveBeenCalledTimes(1);
  });

  it('says while the link is being read', async () => {
    const user = userEvent.setup();
    renderTrackJobDialog({ mocks: [previewMock(URL, 'never')] });

    await pasteLink(user);

    expect(await within(dialog()).findByRole('status')).toHaveTextContent('Reading the job from the link…');
  });

  it('leaves the form to the user when the link cannot be read', async () => {
    const user = userEvent.setup();
    renderTrackJobDialog({ mocks: [previewMock(URL, new Error('Network down'))] });

    await pasteLink(user);

    expect(await within(dialog()).findByRole('status')).toHaveTextContent('We could not read the job from this link: please fill it in below.');
    expect(field('Job title')).toHaveValue('');
  });
});
