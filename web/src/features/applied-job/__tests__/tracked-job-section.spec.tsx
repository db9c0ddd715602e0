import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { UpdateAppliedJobStatusDocument } from '../../../generated/graphql';
import { APPLIED_JOB_ID, createAppliedJob, mutationMock, renderAppliedJob } from './applied-job-test-utils';

/** A job found on LinkedIn and tracked by hand (issue 47): no posting dates, no logo, no tags. */
function createJobFromElsewhere(overrides: Parameters<typeof createAppliedJob>[0] = {}) {
  const { jobInfo, ...rest } = overrides;
  return createAppliedJob({
    jobId: null,
    origin: 'manual',
    ...rest,
    jobInfo: {
      jobTitle: 'Platform Engineer',
      companyName: 'Globex',
      companyImage: null,
      applyUrl: 'https://www.linkedin.com/jobs/view/123',
      description: '<p>Run the platform.</p>',
      datePosted: null,
      validThrough: null,
      tags: [],
      location: 'Berlin',
      salary: '€70k a year',
      employmentType: 'full-time',
      source: { __typename: 'AppliedJobSource', name: 'LinkedIn', url: 'https://www.linkedin.com' } as never,
      ...jobInfo,
    },
  });
}

const article = async (title: string) => (await screen.findByRole('heading', { level: 1, name: title })).closest('article') as HTMLElement;

describe('applied job: a job tracked from elsewhere', () => {
  it('shows where it is, what it pays, its kind and where it was found, with no posting date', async () => {
    renderAppliedJob({ job: createJobFromElsewhere() });

    const job = await article('Platform Engineer');
    expect(within(job).getByText('Berlin · €70k a year · Full-time')).toBeInTheDocument();
    expect(within(job).getByText('Found on LinkedIn')).toBeInTheDocument();
    expect(within(job).queryByText(/Posted/)).not.toBeInTheDocument();
    expect(within(job).getByText(/^Applied on /)).toBeInTheDocument();
    expect(within(job).getByRole('link', { name: 'Apply Now' })).toHaveAttribute('href', 'https://www.linkedin.com/jobs/view/123');
    expect(within(job).queryByRole('button', { name: 'I applied' })).not.toBeInTheDocument();
  });

  it('offers no Apply Now when the job has no address', async () => {
    renderAppliedJob({ job: createJobFromElsewhere({ jobInfo: { applyUrl: '', location: null, salary: null, employmentType: null } }) });

    const job = await article('Platform Engineer');
    expect(within(job).queryByRole('link', { name: 'Apply Now' })).not.toBeInTheDocument();
    expect(within(job).queryByText(/·/)).not.toBeInTheDocument();
  });

  it('turns a job saved for later into an application with "I applied"', async () => {
    const user = userEvent.setup();
    const applied = jest.fn();
    renderAppliedJob({
      job: createJobFromElsewhere({ saved: true, appliedAt: null }),
      mocks: [
        mutationMock(
          UpdateAppliedJobStatusDocument,
          { id: APPLIED_JOB_ID, status: 'status-applied', applied: true },
          {
            data: {
              updateAppliedJobStatus: {
                __typename: 'AppliedJob',
                _id: APPLIED_JOB_ID,
                status: 'status-applied',
                statusChangedAt: '2030-01-02T00:00:00.000Z',
                saved: false,
                appliedAt: '2030-01-02T12:00:00.000Z',
              },
            },
          },
          applied,
        ),
      ],
    });

    const job = await article('Platform Engineer');
    expect(within(job).getByText('Saved for later, not applied yet')).toBeInTheDocument();
    await user.click(within(job).getByRole('button', { name: 'I applied' }));

    expect(await screen.findByText('Marked as applied')).toBeInTheDocument();
    expect(applied).toHaveBeenCalledWith({ id: APPLIED_JOB_ID, status: 'status-applied', applied: true });
    expect(within(job).getByText('Applied on Jan 2, 2030')).toBeInTheDocument();
    expect(within(job).queryByRole('button', { name: 'I applied' })).not.toBeInTheDocument();
  });
});
