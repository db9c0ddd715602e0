import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { UpdateAppliedJobStatusDocument } from '../../../generated/graphql';
import { apiError } from '../../../test/factories';
import {
  APPLIED_JOB_ID,
  appliedJobMock,
  createAppliedJob,
  mutationMock,
  renderAppliedJob,
} from './applied-job-test-utils';

const statusMock = (
  status: string,
  answer = {
    data: {
      updateAppliedJobStatus: { __typename: 'AppliedJob', _id: APPLIED_JOB_ID, status, statusChangedAt: '2030-01-02T00:00:00.000Z', saved: false, appliedAt: '2030-01-01T00:00:00.000Z' },
    },
  },
) =>
  mutationMock(UpdateAppliedJobStatusDocument, { id: APPLIED_JOB_ID, status }, answer);

describe('applied job: the job section', () => {
  it('shows the logo, title, company, tags, posted date, description and Apply Now', async () => {
    renderAppliedJob();

    const title = await screen.findByRole('heading', { level: 1, name: 'Senior React Engineer' });
    const job = title.closest('article') as HTMLElement;
    expect(within(job).getByRole('img', { name: 'Acme logo' })).toHaveAttribute('src', '/logos/acme.webp?v=1');
    expect(within(job).getByText('Acme')).toBeInTheDocument();
    expect(within(job).getByText('3 days ago')).toBeInTheDocument();
    const tags = within(job).getByRole('group', { name: 'Tags' });
    expect(within(tags).getByText('react')).toBeInTheDocument();
    expect(within(tags).getByText('typescript')).toBeInTheDocument();
    // The description is rendered as HTML, not shown as markup.
    expect(within(job).getByText('great').tagName).toBe('STRONG');
    expect(within(job).queryByText(/<p>/)).not.toBeInTheDocument();

    const apply = within(job).getByRole('link', { name: 'Apply Now' });
    expect(apply).toHaveAttribute('href', 'https://acme.example.com/apply');
    expect(apply).toHaveAttribute('target', '_blank');
    expect(apply).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(job).getByRole('combobox', { name: 'Status' })).toHaveTextContent('Applied');
  });

  it("falls back to the company's monogram when the image fails to load", async () => {
    renderAppliedJob();

    const logo = await screen.findByRole('img', { name: 'Acme logo' });
    fireEvent.error(logo);

    expect(screen.getByRole('img', { name: 'Acme logo' })).toHaveTextContent('A');
  });

  it("never loads a logo from another site, such as an old snapshot's board address", async () => {
    renderAppliedJob({ job: createAppliedJob({ jobInfo: { companyImage: 'https://remoteok.com/logos/acme.png' } }) });

    const logo = await screen.findByRole('img', { name: 'Acme logo' });
    expect(logo).not.toHaveAttribute('src');
    expect(logo).toHaveTextContent('A');
  });

  it('says so when the applied job does not exist', async () => {
    renderAppliedJob({
      jobMock: {
        request: appliedJobMock().request,
        result: apiError('The applied job was not found', 'NOT_FOUND', 404),
      },
    });

    expect(await screen.findByText(/This applied job could not be found/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Applied Jobs' })).toHaveAttribute('href', '/applied-jobs');
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
  });

  it('changes the status and names the new one', async () => {
    const user = userEvent.setup();
    renderAppliedJob({ mocks: [statusMock('status-interview')] });

    await user.click(await screen.findByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Interview' }));

    expect(await screen.findByText('Successfully updated the job status to Interview')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveTextContent('Interview');
  });

  it('keeps the old status and says something went wrong when the change fails', async () => {
    const user = userEvent.setup();
    renderAppliedJob({ mocks: [statusMock('status-offer', apiError('Please choose a valid job status', 'BAD_USER_INPUT', 400) as never)] });

    await user.click(await screen.findByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Offer' }));

    expect(await screen.findByText('Something went wrong, Please try again after sometime')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveTextContent('Applied');
  });
});

describe('applied job: the side panel', () => {
  it('hides and shows the panel from its toggle', async () => {
    const user = userEvent.setup();
    renderAppliedJob();

    const toggle = await screen.findByRole('button', { name: 'Tracking panel' });
    const panel = document.getElementById(toggle.getAttribute('aria-controls') ?? '') as HTMLElement;
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(panel).toContainElement(screen.getByRole('tab', { name: 'Tasks' }));
    expect(panel).toBeVisible();

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(panel).not.toBeVisible();
    expect(screen.queryByRole('tab', { name: 'Tasks' })).not.toBeInTheDocument();

    await user.click(toggle);
    expect(panel).toBeVisible();
  });
});
