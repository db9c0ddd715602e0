import { screen, within } from '@testing-library/react';
import { HasUnreadMessagesDocument, SideMenuNewsDocument } from '../../generated/graphql';
import { JOB_STATUSES, appliedJobMock, createAppliedJob, tasksMock } from '../../features/applied-job/__tests__/applied-job-test-utils';
import { bootstrapMock, createUser, storeLogin } from '../../test/factories';
import { renderRoutes } from '../../test/render';
import { routes } from '../router';

const noUnreadMessages = { request: { query: HasUnreadMessagesDocument }, result: { data: { hasUnreadMessages: false } } };
const noNews = {
  request: { query: SideMenuNewsDocument },
  result: { data: { jobListNews: { __typename: 'JobListNews', newJobs: 0, newJobsIsExact: true }, savedSearches: [], savedSearchNews: [] } },
};

/** The app's own route table, shell and all, signed in at the applied job's address. */
function openAppliedJob(job = createAppliedJob()) {
  const user = createUser();
  storeLogin(user);
  const bootstrap = bootstrapMock(user);
  (bootstrap.result as { data: { bootstrap: { jobStatuses: unknown } } }).data.bootstrap.jobStatuses = JOB_STATUSES;
  return renderRoutes(routes, {
    initialEntry: `/applied-jobs/${job._id}`,
    mocks: [bootstrap, appliedJobMock(job), tasksMock([]), noUnreadMessages, noNews],
  });
}

const breadcrumb = async () => within(await screen.findByRole('navigation', { name: 'Breadcrumb' }));

describe("the applied job's breadcrumb", () => {
  it("ends with the job's title and company, not its id, which stays in the address", async () => {
    const job = createAppliedJob({ _id: 'applied-7f3c', jobInfo: { jobTitle: 'Senior React Engineer', companyName: 'Acme' } });
    const { router } = openAppliedJob(job);

    const crumbs = await breadcrumb();
    expect(await crumbs.findByText('Senior React Engineer at Acme')).toHaveAttribute('aria-current', 'page');
    expect(crumbs.getByRole('link', { name: 'Applied Jobs' })).toHaveAttribute('href', '/applied-jobs');
    expect(crumbs.queryByText('applied-7f3c')).not.toBeInTheDocument();
    expect(router.location.pathname).toBe('/applied-jobs/applied-7f3c');
  });

  it('names the title alone where title and company would make a long crumb', async () => {
    const jobTitle = 'Staff Software Engineer, Payments Infrastructure and Risk';
    openAppliedJob(createAppliedJob({ jobInfo: { jobTitle, companyName: 'International Business Machines' } }));

    const crumbs = await breadcrumb();
    expect(await crumbs.findByText(jobTitle)).toHaveAttribute('aria-current', 'page');
  });
});
