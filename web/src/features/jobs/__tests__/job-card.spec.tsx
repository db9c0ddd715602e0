import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockLink } from '@apollo/client/testing';
import {
  DelistJobDocument,
  MarkAppliedDocument,
  ShortlistJobDocument,
  UpdateJobApplicationStatusDocument,
  UpdateShortlistedJobDocument,
  type SeekerJobFieldsFragment,
} from '../../../generated/graphql';
import { apiError } from '../../../test/factories';
import { RemoteJobsPage } from '../components/RemoteJobsPage';
import { createJob, jobDetailsMock, jobsMock, recordVisitMock, renderSignedIn } from './job-test-utils';

const GENERIC = 'Something went wrong, Please try again after sometime';

/** Cards are tested inside the list, so that mutations reach them through the cache as in the app. */
async function renderCard(job: SeekerJobFieldsFragment, mocks: MockLink.MockedResponse[] = []) {
  renderSignedIn(<RemoteJobsPage />, { path: '/remote-jobs', mocks: [jobsMock({}, { jobs: [job] }), ...mocks] });
  await screen.findByRole('button', { name: job.jobTitle });
  return within(screen.getByTestId(`job-card-${job._id}`));
}

const shortlistMock = (jobId: string, result: MockLink.MockedResponse['result']) => ({
  request: { query: ShortlistJobDocument, variables: { jobId } },
  result,
});

describe('job card', () => {
  it('credits the board and links back to the posting there, as its terms ask', async () => {
    const card = await renderCard(
      createJob({ source: { name: 'Remote OK', attribution: 'Source: Remote OK', jobUrl: 'https://remoteok.com/remote-jobs/123' } }),
    );
    const credit = card.getByRole('link', { name: 'Source: Remote OK' });
    expect(credit).toHaveAttribute('href', 'https://remoteok.com/remote-jobs/123');
    // Followed: Remote OK's terms forbid nofollow on the link back.
    expect(credit.getAttribute('rel')).not.toMatch(/nofollow/);
  });

  it('credits a job without a board credit (one saved before every board had one) in the same form', async () => {
    const card = await renderCard(createJob({ jobTitle: 'Posted Here', source: { name: 'RemoteHunt', url: '/', attribution: null, jobUrl: null } }));
    expect(card.getByText('Source: RemoteHunt')).toBeInTheDocument();
    expect(card.queryByText('RemoteHunt', { exact: true })).toBeNull();
  });

  it('links to the job’s public page where it has one, and not where its board keeps its jobs inside the app', async () => {
    const card = await renderCard(createJob({ jobTitle: 'Public Engineer', pagePath: '/jobs/public-engineer-at-acme-0000000000000000000001' }));
    expect(card.getByRole('link', { name: 'Job page: Public Engineer' })).toHaveAttribute('href', '/jobs/public-engineer-at-acme-0000000000000000000001');
  });

  it('offers no public page link for a job without one', async () => {
    const card = await renderCard(createJob({ jobTitle: 'Private Engineer', pagePath: null }));
    expect(card.queryByRole('link', { name: /^Job page/ })).toBeNull();
  });

  it('says where the job can be done from, what it pays and what kind of job it is', async () => {
    const card = await renderCard(
      createJob({
        eligibility: { __typename: 'JobEligibility', badge: 'US only', forYou: null } as SeekerJobFieldsFragment['eligibility'],
        salary: { __typename: 'Salary', min: 120000, max: 150000, currency: 'USD', period: 'year' } as SeekerJobFieldsFragment['salary'],
        seniority: 'senior',
        jobType: 'Full-Time',
        worldwide: true,
      }),
    );
    expect(card.getByText('US only')).toBeInTheDocument();
    // The posting's own rule replaces the Worldwide tag: "Worldwide, US only" is US only.
    expect(card.queryByText('Worldwide')).not.toBeInTheDocument();
    expect(card.getByText('$120k–150k a year')).toBeInTheDocument();
    expect(card.getByText('Senior · Full-Time')).toBeInTheDocument();
  });

  it('says whether the job is open to where the user works from, once they said', async () => {
    const open = createJob({ eligibility: { __typename: 'JobEligibility', badge: 'Europe', forYou: 'may-apply' } as SeekerJobFieldsFragment['eligibility'] });
    const closed = createJob({ eligibility: { __typename: 'JobEligibility', badge: 'US only', forYou: 'may-not' } as SeekerJobFieldsFragment['eligibility'] });
    renderSignedIn(<RemoteJobsPage />, { path: '/remote-jobs', mocks: [jobsMock({}, { jobs: [open, closed] })] });
    expect(await screen.findByLabelText('Europe: Open to where you work from')).toHaveAttribute('title', 'Open to where you work from');
    expect(screen.getByLabelText('US only: Not open to where you work from')).toHaveAttribute('title', 'Not open to where you work from');
  });

  it('keeps the Worldwide tag where the posting says nothing more, and shows no pay it does not state', async () => {
    const card = await renderCard(createJob({ worldwide: true }));
    expect(card.getByText('Worldwide')).toBeInTheDocument();
    expect(card.queryByText(/a year|an hour/)).not.toBeInTheDocument();
  });

  it('marks a job that may be stale, with the reason', async () => {
    const card = await renderCard(createJob({ staleReason: 'Open for 75 days; Reposted 3 times' }));
    const stale = card.getByLabelText('May be stale: Open for 75 days; Reposted 3 times');
    expect(stale).toHaveAttribute('title', 'Open for 75 days; Reposted 3 times');
    expect(within(stale).getByText('May be stale')).toBeInTheDocument();
  });

  it('shows the job as the spec lists it', async () => {
    const card = await renderCard(
      createJob({
        jobTitle: 'Staff Engineer',
        companyName: 'Hooli',
        source: { name: 'We Work Remotely' },
        tags: ['go', 'anywhere'],
        worldwide: true,
        datePosted: new Date(Date.now() - 3 * 24 * 3600 * 1000 - 60_000).toISOString(),
      }),
    );

    expect(card.getByRole('heading', { name: 'Staff Engineer' })).toBeInTheDocument();
    expect(card.getByRole('button', { name: 'Hooli' })).toBeInTheDocument();
    expect(card.getByText('Worldwide')).toBeInTheDocument();
    expect(card.getByText('Source: We Work Remotely')).toBeInTheDocument();
    expect(card.getByText('3 days ago')).toBeInTheDocument();
    expect(card.getByText('go')).toBeInTheDocument();
    expect(card.getByText('anywhere')).toBeInTheDocument();
    expect(card.getByRole('img', { name: 'Hooli logo' })).toHaveAttribute('src', '/logos/acme.webp?v=1');
    const apply = card.getByRole('link', { name: 'Apply Now' });
    expect(apply).toHaveAttribute('href', 'https://acme.example.com/apply');
    expect(apply).toHaveAttribute('target', '_blank');
    expect(apply).toHaveAttribute('rel', 'noopener noreferrer');
    expect(card.getByRole('button', { name: 'Shortlist job', pressed: false })).toBeInTheDocument();
    expect(card.queryByRole('img', { name: 'Visited' })).not.toBeInTheDocument();
  });

  it('shows the shortlisted and visited marks', async () => {
    const card = await renderCard(createJob({ shortlisted: true, shortlistedJobId: 'sl-1', visited: true }));
    expect(card.getByRole('button', { name: 'Delist job', pressed: true })).toBeInTheDocument();
    expect(card.getByRole('img', { name: 'Visited' })).toBeInTheDocument();
  });

  it('shows one bookmark on a shortlisted card: the shortlist button is the mark (issue 23, item 12)', async () => {
    const card = await renderCard(createJob({ shortlisted: true, shortlistedJobId: 'sl-1' }));
    const marks = card.getByRole('button', { name: 'Delist job' }).parentElement as HTMLElement;
    expect(marks.querySelectorAll('svg[data-testid^="Bookmark"]')).toHaveLength(1);
    expect(card.queryByRole('img', { name: 'Shortlisted' })).not.toBeInTheDocument();
  });

  it('hides Apply Now for an expired job', async () => {
    const card = await renderCard(createJob({ expired: true }));
    expect(card.queryByRole('link', { name: 'Apply Now' })).not.toBeInTheDocument();
  });

  it('says a filled job is filled and offers no Apply Now', async () => {
    const card = await renderCard(createJob({ filled: true }));
    expect(card.queryByRole('link', { name: 'Apply Now' })).not.toBeInTheDocument();
    expect(card.getByTitle('This job has been filled and no longer takes applications.')).toHaveTextContent('Filled');
  });

  it('turns an email address into a mailto link and refuses other schemes', async () => {
    const card = await renderCard(createJob({ applyUrl: 'jobs@acme.example.com' }));
    expect(card.getByRole('link', { name: 'Apply Now' })).toHaveAttribute('href', 'mailto:jobs@acme.example.com');
  });

  it('offers no Apply Now for a script link', async () => {
    const card = await renderCard(createJob({ applyUrl: 'javascript:alert(1)' }));
    expect(card.queryByRole('link', { name: 'Apply Now' })).not.toBeInTheDocument();
  });

  it("falls back to the company's monogram when the logo fails to load", async () => {
    const card = await renderCard(createJob({ companyName: 'Hooli' }));

    fireEvent.error(card.getByRole('img', { name: 'Hooli logo' }));

    const monogram = card.getByRole('img', { name: 'Hooli logo' });
    expect(monogram.tagName).toBe('SPAN');
    expect(monogram).toHaveTextContent('H');
  });

  it('shows the monogram, the same colour every time, when the job has no logo, or one from another site', async () => {
    const none = await renderCard(createJob({ companyName: 'hooli', companyImage: null }));
    const monogram = none.getByRole('img', { name: 'hooli logo' });
    expect(monogram).toHaveTextContent('H');
    expect(monogram.style.backgroundColor).toMatch(/^rgb\(/);
    cleanup();
    const elsewhere = await renderCard(createJob({ companyName: 'hooli', companyImage: 'https://cdn.example.com/hooli.png' }));
    const again = elsewhere.getByRole('img', { name: 'hooli logo' });
    expect(again.tagName).toBe('SPAN');
    expect(again.style.backgroundColor).toBe(monogram.style.backgroundColor);
  });

  it('shortlists with the shortlist icon', async () => {
    const user = userEvent.setup();
    const job = createJob();
    const card = await renderCard(job, [
      shortlistMock(job._id, { data: { shortlistJob: { __typename: 'ShortlistedJob', _id: 'sl-9', jobId: job._id, status: null } } }),
    ]);

    await user.click(card.getByRole('button', { name: 'Shortlist job' }));

    expect(await screen.findByText('Shortlisted the job')).toBeInTheDocument();
    expect(card.getByRole('button', { name: 'Delist job', pressed: true })).toBeInTheDocument();
    // The icon does not open the details row as well.
    expect(screen.queryByRole('region', { name: /^Details of/ })).not.toBeInTheDocument();
  });

  it('delists a shortlisted job', async () => {
    const user = userEvent.setup();
    const job = createJob({ shortlisted: true, shortlistedJobId: 'sl-3' });
    const card = await renderCard(job, [
      { request: { query: DelistJobDocument, variables: { id: 'sl-3' } }, result: { data: { delistJob: true } } },
    ]);

    await user.click(card.getByRole('button', { name: 'Delist job' }));

    expect(await screen.findByText('Delisted the job')).toBeInTheDocument();
    expect(card.getByRole('button', { name: 'Shortlist job' })).toBeInTheDocument();
  });

  it('shows the generic message when shortlisting fails', async () => {
    const user = userEvent.setup();
    const job = createJob();
    const card = await renderCard(job, [shortlistMock(job._id, apiError('Database unavailable', 'INTERNAL', 500))]);

    await user.click(card.getByRole('button', { name: 'Shortlist job' }));

    expect(await screen.findByText(GENERIC)).toBeInTheDocument();
    expect(card.getByRole('button', { name: 'Shortlist job' })).toBeInTheDocument();
  });

  it('says nothing when shortlisting answers 401', async () => {
    const user = userEvent.setup();
    const job = createJob();
    let answered = false;
    const card = await renderCard(job, [
      {
        request: { query: ShortlistJobDocument, variables: { jobId: job._id } },
        result: () => {
          answered = true;
          return apiError('Authentication required', 'UNAUTHENTICATED', 401);
        },
      },
    ]);

    await user.click(card.getByRole('button', { name: 'Shortlist job' }));

    await waitFor(() => expect(answered).toBe(true));
    await waitFor(() => expect(screen.queryByRole('progressbar', { name: 'Loading' })).not.toBeInTheDocument());
    expect(screen.queryByText(GENERIC)).not.toBeInTheDocument();
    expect(screen.queryByText('Shortlisted the job')).not.toBeInTheDocument();
  });
});

describe('job details row', () => {
  async function openDetails(job: SeekerJobFieldsFragment, mocks: MockLink.MockedResponse[] = [], details: Parameters<typeof jobDetailsMock>[2] = {}) {
    const user = userEvent.setup();
    await renderCard(job, [jobDetailsMock(job._id, '<p>About the role.</p>', details), ...(job.visited ? [] : [recordVisitMock(job._id)]), ...mocks]);
    await user.click(screen.getByRole('button', { name: job.jobTitle }));
    const row = await screen.findByRole('region', { name: `Details of ${job.jobTitle}` });
    await within(row).findByText('About the role.');
    return { user, row: within(row) };
  }

  it('asks whether the user applied and marks the job applied on Yes', async () => {
    const job = createJob({ visited: true });
    const { user, row } = await openDetails(job, [
      {
        request: { query: MarkAppliedDocument, variables: { jobId: job._id } },
        result: { data: { markApplied: { __typename: 'AppliedJobRef', _id: 'a-1', appliedJobId: 'a-1', jobId: job._id, status: 'status-1' } } },
      },
    ]);
    expect(row.getByText('Did you apply for this job?')).toBeInTheDocument();

    await user.click(row.getByRole('button', { name: 'Yes' }));

    expect(await row.findByText('You have applied for this job.')).toBeInTheDocument();
    expect(row.queryByText('Did you apply for this job?')).not.toBeInTheDocument();
  });

  it('shows the applied and expired notices', async () => {
    const { row } = await openDetails(createJob({ visited: true, applied: true, expired: true }));
    expect(row.getByText('You have applied for this job.')).toBeInTheDocument();
    expect(row.getByText('This job has expired and no longer takes applications.')).toBeInTheDocument();
  });

  it('says a filled job no longer takes applications, in place of the expired notice', async () => {
    const { row } = await openDetails(createJob({ visited: true, filled: true, expired: true }));
    expect(row.getByText('This job has been filled and no longer takes applications.')).toBeInTheDocument();
    expect(row.queryByText(/has expired/)).not.toBeInTheDocument();
  });

  it('offers the public page to share in the details, where there is one', async () => {
    const shared = await openDetails(createJob({ visited: true, pagePath: '/jobs/shared-engineer-at-acme-0000000000000000000002' }), [], {});
    expect(shared.row.getByRole('link', { name: 'its public page' })).toHaveAttribute('href', '/jobs/shared-engineer-at-acme-0000000000000000000002');
  });

  it('names the other boards that list the job, each linking to its page there', async () => {
    const { row } = await openDetails(createJob({ visited: true }), [], {
      alsoOn: [
        { name: 'Remotive', url: 'https://remotive.com/remote-jobs/software-dev/job-1' },
        { name: 'We Work Remotely', url: 'https://weworkremotely.com/remote-jobs/acme-engineer' },
      ],
    });
    expect(row.getByText(/Also on/)).toBeInTheDocument();
    expect(row.getByRole('link', { name: 'Remotive' })).toHaveAttribute('href', 'https://remotive.com/remote-jobs/software-dev/job-1');
    expect(row.getByRole('link', { name: 'We Work Remotely' })).toHaveAttribute('href', 'https://weworkremotely.com/remote-jobs/acme-engineer');
  });

  it('says why a job ended early', async () => {
    const { row } = await openDetails(createJob({ visited: true, expired: true }), [], { expiredReason: 'No longer listed on Remotive' });
    expect(row.getByText('This job has expired and no longer takes applications. No longer listed on Remotive.')).toBeInTheDocument();
    expect(row.queryByText(/Also on/)).not.toBeInTheDocument();
  });

  it('shortlists from the row and then offers the status dropdown', async () => {
    const job = createJob({ visited: true });
    const { user, row } = await openDetails(job, [
      shortlistMock(job._id, { data: { shortlistJob: { __typename: 'ShortlistedJob', _id: 'sl-5', jobId: job._id, status: null } } }),
    ]);
    expect(row.queryByRole('combobox', { name: 'Status' })).not.toBeInTheDocument();

    await user.click(row.getByRole('button', { name: 'Shortlist Job' }));

    expect(await screen.findByText('Shortlisted the job')).toBeInTheDocument();
    expect(row.getByRole('button', { name: 'Delist Job' })).toBeInTheDocument();
    expect(row.getByRole('combobox', { name: 'Status' })).toBeInTheDocument();
  });

  it('changes the status of a shortlisted job', async () => {
    const job = createJob({ visited: true, shortlisted: true, shortlistedJobId: 'sl-7', status: null });
    const updated = jest.fn();
    const { user, row } = await openDetails(job, [
      {
        request: { query: UpdateShortlistedJobDocument, variables: { id: 'sl-7', status: 'status-1' } },
        result: () => {
          updated();
          return { data: { updateShortlistedJob: { __typename: 'ShortlistedJob', _id: 'sl-7', jobId: job._id, status: 'status-1' } } };
        },
      },
    ]);

    await user.click(row.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Applied' }));

    expect(await screen.findByText('Successfully updated the job status to Applied')).toBeInTheDocument();
    expect(updated).toHaveBeenCalledTimes(1);
    expect(row.getByRole('combobox', { name: 'Status' })).toHaveTextContent('Applied');
  });

  it("shows an applied job's status as its application's and changes it there, not on the shortlist (issue 47)", async () => {
    const job = createJob({ visited: true, shortlisted: true, shortlistedJobId: 'sl-8', applied: true, appliedJobId: 'a-8', status: 'status-2' });
    const updated = jest.fn();
    const { user, row } = await openDetails(job, [
      {
        request: { query: UpdateJobApplicationStatusDocument, variables: { id: 'a-8', status: 'status-3' } },
        result: (variables) => {
          updated(variables);
          return { data: { updateAppliedJobStatus: { __typename: 'AppliedJob', _id: 'a-8', status: 'status-3', statusChangedAt: '2030-01-02T00:00:00.000Z' } } };
        },
      },
    ]);
    expect(row.getByRole('combobox', { name: 'Status' })).toHaveTextContent('Phone Screen');

    await user.click(row.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Interviewing' }));

    expect(await screen.findByText('Successfully updated the job status to Interviewing')).toBeInTheDocument();
    expect(updated).toHaveBeenCalledTimes(1);
    expect(row.getByRole('combobox', { name: 'Status' })).toHaveTextContent('Interviewing');
  });

  it("says so and keeps the status when the application's status change fails", async () => {
    const job = createJob({ visited: true, shortlisted: true, shortlistedJobId: 'sl-9', applied: true, appliedJobId: 'a-9', status: 'status-1' });
    const { user, row } = await openDetails(job, [
      {
        request: { query: UpdateJobApplicationStatusDocument, variables: { id: 'a-9', status: 'status-2' } },
        result: apiError('Database unavailable', 'INTERNAL', 500),
      },
    ]);

    await user.click(row.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Phone Screen' }));

    expect(await screen.findByText(GENERIC)).toBeInTheDocument();
    expect(screen.queryByText(/Successfully updated/)).not.toBeInTheDocument();
    expect(row.getByRole('combobox', { name: 'Status' })).toHaveTextContent('Applied');
  });

  it("turns a shortlisted job's status into its application's once it is marked applied", async () => {
    const job = createJob({ visited: true, shortlisted: true, shortlistedJobId: 'sl-10', status: 'status-3' });
    const { user, row } = await openDetails(job, [
      {
        request: { query: MarkAppliedDocument, variables: { jobId: job._id } },
        result: { data: { markApplied: { __typename: 'AppliedJobRef', _id: 'a-10', appliedJobId: 'a-10', jobId: job._id, status: 'status-1' } } },
      },
      {
        request: { query: UpdateJobApplicationStatusDocument, variables: { id: 'a-10', status: 'status-2' } },
        result: { data: { updateAppliedJobStatus: { __typename: 'AppliedJob', _id: 'a-10', status: 'status-2', statusChangedAt: '2030-01-02T00:00:00.000Z' } } },
      },
    ]);
    expect(row.getByRole('combobox', { name: 'Status' })).toHaveTextContent('Interviewing');

    await user.click(row.getByRole('button', { name: 'Yes' }));

    expect(await row.findByText('You have applied for this job.')).toBeInTheDocument();
    expect(row.getByRole('combobox', { name: 'Status' })).toHaveTextContent('Applied');
    // The next change goes to the application the answer named.
    await user.click(row.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Phone Screen' }));
    expect(await screen.findByText('Successfully updated the job status to Phone Screen')).toBeInTheDocument();
  });

  it("keeps an applied job's status when it is shortlisted afterwards", async () => {
    const job = createJob({ visited: true, applied: true, appliedJobId: 'a-11', status: 'status-2' });
    const { user, row } = await openDetails(job, [
      shortlistMock(job._id, { data: { shortlistJob: { __typename: 'ShortlistedJob', _id: 'sl-11', jobId: job._id, status: null } } }),
    ]);

    await user.click(row.getByRole('button', { name: 'Shortlist Job' }));

    expect(await screen.findByText('Shortlisted the job')).toBeInTheDocument();
    expect(row.getByRole('combobox', { name: 'Status' })).toHaveTextContent('Phone Screen');
  });
});
