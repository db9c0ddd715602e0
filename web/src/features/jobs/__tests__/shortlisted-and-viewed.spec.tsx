import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockLink } from '@apollo/client/testing';
import { ShortlistedJobsDocument, ViewedJobsDocument, type SeekerJobFieldsFragment } from '../../../generated/graphql';
import { ShortlistedJobsPage } from '../components/ShortlistedJobsPage';
import { ViewedJobsPage } from '../components/ViewedJobsPage';
import { createJob, jobDetailsMock, jobPage, renderSignedIn } from './job-test-utils';

const shortlistedMock = (jobs: SeekerJobFieldsFragment[], total = jobs.length): MockLink.MockedResponse => ({
  request: { query: ShortlistedJobsDocument, variables: { page: 1, limit: 20 } },
  result: { data: { shortlistedJobs: jobPage(jobs, total) } },
});

const viewedMock = (jobs: SeekerJobFieldsFragment[], total = jobs.length): MockLink.MockedResponse => ({
  request: { query: ViewedJobsDocument, variables: { page: 1, limit: 10 } },
  result: { data: { viewedJobs: jobPage(jobs, total) } },
});

const REMOTE_JOBS_LANDING = { path: '/remote-jobs', element: <h1>Landed on Remote Jobs</h1> };

/** An empty list's way forward: Browse remote jobs opens Remote Jobs. */
async function browseRemoteJobs() {
  await userEvent.setup().click(screen.getByRole('link', { name: 'Browse remote jobs' }));
  expect(await screen.findByRole('heading', { name: 'Landed on Remote Jobs' })).toBeInTheDocument();
}

describe('shortlisted jobs', () => {
  it('says so when nothing is shortlisted', async () => {
    renderSignedIn(<ShortlistedJobsPage />, { path: '/shortlisted-jobs', mocks: [shortlistedMock([])] });
    expect(await screen.findByText("Looks like you haven't shortlisted any jobs so far.")).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Shortlisted Jobs' })).toBeInTheDocument();
  });

  it('offers a way forward when nothing is shortlisted: Browse remote jobs', async () => {
    renderSignedIn(<ShortlistedJobsPage />, { path: '/shortlisted-jobs', mocks: [shortlistedMock([])], extraRoutes: [REMOTE_JOBS_LANDING] });
    await screen.findByText("Looks like you haven't shortlisted any jobs so far.");
    await browseRemoteJobs();
  });

  it('pages by 20: no pager for 20 jobs', async () => {
    const jobs = Array.from({ length: 20 }, () => createJob({ shortlisted: true, shortlistedJobId: 'sl' }));
    renderSignedIn(<ShortlistedJobsPage />, { path: '/shortlisted-jobs', mocks: [shortlistedMock(jobs, 20)] });
    await screen.findByRole('button', { name: jobs[19].jobTitle });
    expect(screen.queryByRole('navigation', { name: 'pagination' })).not.toBeInTheDocument();
  });

  it('pages by 20: a pager above and below for 21 jobs', async () => {
    const jobs = Array.from({ length: 20 }, () => createJob({ shortlisted: true, shortlistedJobId: 'sl' }));
    renderSignedIn(<ShortlistedJobsPage />, { path: '/shortlisted-jobs', mocks: [shortlistedMock(jobs, 21)] });
    await screen.findByRole('button', { name: jobs[0].jobTitle });
    const pagers = screen.getAllByRole('navigation', { name: 'pagination' });
    expect(pagers).toHaveLength(2);
    expect(within(pagers[0]).getByRole('button', { name: 'Go to page 2' })).toBeInTheDocument();
    expect(within(pagers[0]).queryByRole('button', { name: 'Go to page 3' })).not.toBeInTheDocument();
  });
});

describe('viewed jobs', () => {
  it('says so when nothing was viewed', async () => {
    renderSignedIn(<ViewedJobsPage />, { path: '/viewed-jobs', mocks: [viewedMock([])] });
    expect(await screen.findByText("Looks like you haven't viewed any jobs so far.")).toBeInTheDocument();
  });

  it('offers a way forward when nothing was viewed: Browse remote jobs', async () => {
    renderSignedIn(<ViewedJobsPage />, { path: '/viewed-jobs', mocks: [viewedMock([])], extraRoutes: [REMOTE_JOBS_LANDING] });
    await screen.findByText("Looks like you haven't viewed any jobs so far.");
    await browseRemoteJobs();
  });

  it('opens and closes a details row beneath a viewed job', async () => {
    const user = userEvent.setup();
    const job = createJob({ jobTitle: 'Seen job', visited: true });
    renderSignedIn(<ViewedJobsPage />, {
      path: '/viewed-jobs',
      mocks: [viewedMock([job, createJob({ visited: true })]), jobDetailsMock(job._id, '<p>Seen it.</p>')],
    });

    await user.click(await screen.findByRole('button', { name: 'Seen job' }));
    const row = await screen.findByRole('region', { name: 'Details of Seen job' });
    expect(await within(row).findByText('Seen it.')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')[0]).toContainElement(row);

    await user.click(screen.getByRole('button', { name: 'Seen job' }));
    expect(screen.queryByRole('region', { name: 'Details of Seen job' })).not.toBeInTheDocument();
  });
});
