import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TagSearchDocument } from '../../../generated/graphql';
import { apiError } from '../../../test/factories';
import { RemoteJobsPage } from '../components/RemoteJobsPage';
import {
  companyJobsMock,
  createJob,
  jobDetailsMock,
  jobsMock,
  recordVisitMock,
  renderSignedIn,
  withSession,
} from './job-test-utils';

const GENERIC = 'Something went wrong, Please try again after sometime';
const NO_JOBS = 'There are no jobs at the moment matching this search criteria';

const renderRemoteJobs = (options: Omit<Parameters<typeof renderSignedIn>[1], 'path'> & { path?: string } = {}) =>
  renderSignedIn(<RemoteJobsPage />, { path: '/remote-jobs', ...options });

const chips = () => within(screen.getByLabelText('Chosen filters'));

describe('remote jobs: filters', () => {
  it('starts from the filters saved in the session', async () => {
    const user = withSession({ sources: ['Remote OK'], categories: ['Programming'], tags: ['react'], hideViewedJobs: true });
    const saved = { sources: ['Remote OK'], categories: ['Programming'], tags: ['react'], hideViewedJobs: true };
    renderRemoteJobs({ user, mocks: [jobsMock(saved, { jobs: [createJob({ jobTitle: 'React Developer' })] })] });

    expect(await screen.findByRole('button', { name: 'React Developer' })).toBeInTheDocument();
    expect(chips().getByText('Remote OK')).toBeInTheDocument();
    expect(chips().getByText('Programming')).toBeInTheDocument();
    expect(chips().getByText('react')).toBeInTheDocument();
    expect(screen.getByLabelText('Hide already viewed jobs')).toBeChecked();
    expect(screen.getByLabelText('Worldwide')).not.toBeChecked();
  });

  it('goes back to page 1 when a filter changes', async () => {
    const user = userEvent.setup();
    const firstPage = Array.from({ length: 10 }, () => createJob());
    renderRemoteJobs({
      mocks: [
        jobsMock({}, { jobs: firstPage, total: 25 }),
        jobsMock({}, { jobs: [createJob({ jobTitle: 'On page two' })], total: 25 }, 2),
        jobsMock({ hideViewedJobs: true }, { jobs: [createJob({ jobTitle: 'Not seen yet' })], total: 25 }),
      ],
    });

    await screen.findByRole('button', { name: firstPage[0].jobTitle });
    await user.click(screen.getAllByRole('button', { name: 'Go to page 2' })[0]);
    expect(await screen.findByRole('button', { name: 'On page two' })).toBeInTheDocument();

    await user.click(screen.getByLabelText('Hide already viewed jobs'));

    expect(await screen.findByRole('button', { name: 'Not seen yet' })).toBeInTheDocument();
    for (const pager of screen.getAllByRole('navigation', { name: 'pagination' })) {
      expect(within(pager).getByRole('button', { current: 'page' })).toHaveTextContent('1');
    }
  });

  it('shows a pager above and below the list when there is more than one page', async () => {
    renderRemoteJobs({ mocks: [jobsMock({}, { jobs: [createJob()], total: 11 })] });
    await screen.findByText('Acme');
    expect(screen.getAllByRole('navigation', { name: 'pagination' })).toHaveLength(2);
  });

  it('hides the pager when everything fits on one page', async () => {
    renderRemoteJobs({ mocks: [jobsMock({}, { jobs: [createJob()], total: 10 })] });
    await screen.findByText('Acme');
    expect(screen.queryByRole('navigation', { name: 'pagination' })).not.toBeInTheDocument();
  });

  it('shows chips for the chosen filters and searches again without a removed one', async () => {
    const user = userEvent.setup();
    renderRemoteJobs({
      user: withSession({ categories: ['Programming'], tags: ['react', 'node'] }),
      mocks: [
        jobsMock({ categories: ['Programming'], tags: ['react', 'node'] }, { jobs: [createJob({ jobTitle: 'Full stack' })] }),
        jobsMock({ categories: ['Programming'], tags: ['node'] }, { jobs: [createJob({ jobTitle: 'Node only' })] }),
      ],
    });
    await screen.findByRole('button', { name: 'Full stack' });

    await user.click(chips().getByRole('button', { name: 'Remove react' }));

    expect(await screen.findByRole('button', { name: 'Node only' })).toBeInTheDocument();
    expect(chips().queryByText('react')).not.toBeInTheDocument();
    expect(chips().getByText('node')).toBeInTheDocument();
    expect(chips().getByText('Programming')).toBeInTheDocument();
  });

  it('adds a chip for a board chosen in the Job Boards select', async () => {
    const user = userEvent.setup();
    renderRemoteJobs({
      mocks: [
        jobsMock({}, { jobs: [createJob({ jobTitle: 'Anywhere' })] }),
        jobsMock({ sources: ['We Work Remotely'] }, { jobs: [createJob({ jobTitle: 'From WWR' })] }),
      ],
    });
    await screen.findByRole('button', { name: 'Anywhere' });

    await user.click(screen.getByRole('combobox', { name: 'Job Boards' }));
    await user.click(await screen.findByRole('option', { name: 'We Work Remotely' }));
    await user.keyboard('{Escape}');

    expect(await screen.findByRole('button', { name: 'From WWR' })).toBeInTheDocument();
    expect(chips().getByText('We Work Remotely')).toBeInTheDocument();
  });

  it('clears every chip with the delete-all icon', async () => {
    const user = userEvent.setup();
    renderRemoteJobs({
      user: withSession({ sources: ['Remote OK'], categories: ['Design'], tags: ['figma'], hideViewedJobs: true }),
      mocks: [
        jobsMock({ sources: ['Remote OK'], categories: ['Design'], tags: ['figma'], hideViewedJobs: true }, { jobs: [createJob({ jobTitle: 'Designer' })] }),
        jobsMock({ hideViewedJobs: true }, { jobs: [createJob({ jobTitle: 'Anything unseen' })] }),
      ],
    });
    await screen.findByRole('button', { name: 'Designer' });

    await user.click(screen.getByRole('button', { name: 'Remove all filters' }));

    expect(await screen.findByRole('button', { name: 'Anything unseen' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Chosen filters')).not.toBeInTheDocument();
  });

  it('sends worldwide: true when the Worldwide toggle is on', async () => {
    const user = userEvent.setup();
    renderRemoteJobs({
      mocks: [
        jobsMock({}, { jobs: [createJob({ jobTitle: 'Anywhere' })] }),
        jobsMock({ worldwide: true }, { jobs: [createJob({ jobTitle: 'Truly worldwide', worldwide: true })] }),
      ],
    });
    await screen.findByRole('button', { name: 'Anywhere' });

    await user.click(screen.getByLabelText('Worldwide'));

    expect(await screen.findByRole('button', { name: 'Truly worldwide' })).toBeInTheDocument();
  });

  it('searches by keyword once typing pauses', async () => {
    const user = userEvent.setup();
    renderRemoteJobs({
      mocks: [
        jobsMock({}, { jobs: [createJob({ jobTitle: 'Anything' })] }),
        jobsMock({ query: 'rust' }, { jobs: [createJob({ jobTitle: 'Rust Engineer' })] }),
      ],
    });
    await screen.findByRole('button', { name: 'Anything' });

    await user.type(screen.getByRole('searchbox', { name: 'Search' }), ' rust ');

    expect(await screen.findByRole('button', { name: 'Rust Engineer' }, { timeout: 2000 })).toBeInTheDocument();
  });

  it('adds a tag found by the typeahead', async () => {
    const user = userEvent.setup();
    renderRemoteJobs({
      mocks: [
        jobsMock({}, { jobs: [createJob({ jobTitle: 'Anything' })] }),
        {
          request: { query: TagSearchDocument, variables: { query: 'gra', limit: 10 } },
          result: { data: { tags: [{ __typename: 'Tag', title: 'graphql' }, { __typename: 'Tag', title: 'grafana' }] } },
        },
        jobsMock({ tags: ['graphql'] }, { jobs: [createJob({ jobTitle: 'GraphQL API' })] }),
      ],
    });
    await screen.findByRole('button', { name: 'Anything' });

    await user.type(screen.getByRole('combobox', { name: 'Tags' }), 'gra');
    await user.click(await screen.findByRole('option', { name: 'graphql' }, { timeout: 2000 }));

    expect(await screen.findByRole('button', { name: 'GraphQL API' })).toBeInTheDocument();
    expect(chips().getByText('graphql')).toBeInTheDocument();
  });
});

describe('remote jobs: list states', () => {
  it('says so when nothing matches', async () => {
    renderRemoteJobs({ mocks: [jobsMock({}, { jobs: [] })] });
    expect(await screen.findByText(NO_JOBS)).toBeInTheDocument();
  });

  it('empties the list and shows the generic message when a load fails', async () => {
    const user = userEvent.setup();
    renderRemoteJobs({
      mocks: [
        jobsMock({}, { jobs: [createJob({ jobTitle: 'Shown first' })] }),
        jobsMock({ worldwide: true }, { error: new Error('offline') }),
      ],
    });
    await screen.findByRole('button', { name: 'Shown first' });

    await user.click(screen.getByLabelText('Worldwide'));

    expect(await screen.findByText(GENERIC)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Shown first' })).not.toBeInTheDocument();
    expect(screen.queryByText(NO_JOBS)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('shows no generic message for a 401 (sign-in takes over)', async () => {
    renderRemoteJobs({ mocks: [jobsMock({}, apiError('Authentication required', 'UNAUTHENTICATED', 401))] });
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.queryByText(GENERIC)).not.toBeInTheDocument();
  });
});

describe('remote jobs: details row', () => {
  it('inserts the details beneath a clicked job and removes them on a second click', async () => {
    const user = userEvent.setup();
    const visits = jest.fn();
    const job = createJob({ jobTitle: 'Platform Engineer' });
    const next = createJob({ jobTitle: 'Next job' });
    renderRemoteJobs({
      mocks: [
        jobsMock({}, { jobs: [job, next] }),
        jobDetailsMock(job._id, '<p>Build the <strong>platform</strong>.</p>'),
        recordVisitMock(job._id, visits),
      ],
    });
    const title = await screen.findByRole('button', { name: 'Platform Engineer' });
    expect(title).toHaveAttribute('aria-expanded', 'false');

    await user.click(title);

    const details = await screen.findByRole('region', { name: 'Details of Platform Engineer' });
    expect(title).toHaveAttribute('aria-expanded', 'true');
    expect(await within(details).findByText('platform')).toBeInTheDocument();
    // The row sits between its card and the next card.
    const items = screen.getAllByRole('listitem');
    expect(within(items[0]).getByRole('region')).toBe(details);
    expect(within(items[1]).queryByRole('region')).not.toBeInTheDocument();
    await waitFor(() => expect(visits).toHaveBeenCalledTimes(1));
    expect(await screen.findByRole('img', { name: 'Visited' })).toBeInTheDocument();

    await user.click(title);

    expect(screen.queryByRole('region', { name: 'Details of Platform Engineer' })).not.toBeInTheDocument();
    expect(title).toHaveAttribute('aria-expanded', 'false');
  });

  it('does not record a visit again for a visited job', async () => {
    const user = userEvent.setup();
    const job = createJob({ jobTitle: 'Seen before', visited: true });
    renderRemoteJobs({ mocks: [jobsMock({}, { jobs: [job] }), jobDetailsMock(job._id, '<p>Again.</p>')] });

    await user.click(await screen.findByRole('button', { name: 'Seen before' }));

    // Without a RecordVisit mock a visit call would fail loudly; the description arriving means the row is settled.
    expect(await screen.findByText('Again.')).toBeInTheDocument();
  });
});

describe('remote jobs: company view', () => {
  it('lists one company under "{company} Job Postings" without the Worldwide toggle', async () => {
    renderRemoteJobs({
      initialEntry: '/remote-jobs?companyName=Globex',
      mocks: [companyJobsMock('Globex', [createJob({ jobTitle: 'Globex SRE', companyName: 'Globex' })])],
    });

    expect(await screen.findByRole('heading', { name: 'Globex Job Postings' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Globex SRE' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Worldwide')).not.toBeInTheDocument();
  });

  it('goes back to the full list with the back icon', async () => {
    const user = userEvent.setup();
    const { router } = renderRemoteJobs({
      initialEntry: '/remote-jobs?companyName=Globex',
      mocks: [companyJobsMock('Globex', [createJob({ companyName: 'Globex' })]), jobsMock({}, { jobs: [createJob({ jobTitle: 'Everyone' })] })],
    });
    await screen.findByRole('heading', { name: 'Globex Job Postings' });

    await user.click(screen.getByRole('link', { name: 'Back to all remote jobs' }));

    expect(await screen.findByRole('heading', { name: 'Remote Jobs' })).toBeInTheDocument();
    expect(router.location.search).toBe('');
    expect(await screen.findByRole('button', { name: 'Everyone' })).toBeInTheDocument();
  });

  it("opens a company's view from the company name on a card", async () => {
    const user = userEvent.setup();
    const { router } = renderRemoteJobs({
      mocks: [
        jobsMock({}, { jobs: [createJob({ companyName: 'Initech', jobTitle: 'TPS Analyst' })] }),
        companyJobsMock('Initech', [createJob({ companyName: 'Initech', jobTitle: 'TPS Analyst' })]),
      ],
    });

    await user.click(await screen.findByRole('button', { name: 'Initech' }));

    expect(await screen.findByRole('heading', { name: 'Initech Job Postings' })).toBeInTheDocument();
    expect(router.location.search).toBe('?companyName=Initech');
    // The company link does not also open the details row.
    expect(screen.queryByRole('region', { name: /^Details of/ })).not.toBeInTheDocument();
  });
});

describe('remote jobs: category page', () => {
  it('preselects the category of the slug', async () => {
    renderSignedIn(<RemoteJobsPage />, {
      path: '/remote-jobs/:categorySlug',
      initialEntry: '/remote-jobs/devops-sysadmin',
      user: withSession({ categories: ['Programming'] }),
      mocks: [jobsMock({ categories: ['Devops & Sysadmin'] }, { jobs: [createJob({ jobTitle: 'SRE' })] }, 1, { saveAsSession: false })],
    });

    expect(await screen.findByRole('heading', { name: 'Devops & Sysadmin Remote Jobs' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'SRE' })).toBeInTheDocument();
    expect(chips().getByText('Devops & Sysadmin')).toBeInTheDocument();
    expect(chips().queryByText('Programming')).not.toBeInTheDocument();
  });

  it('keeps its category in the path, not the query, and the search it adds in the query', async () => {
    const user = userEvent.setup();
    const { router } = renderSignedIn(<RemoteJobsPage />, {
      path: '/remote-jobs/:categorySlug',
      initialEntry: '/remote-jobs/design',
      mocks: [
        jobsMock({ categories: ['Design'] }, { jobs: [createJob({ jobTitle: 'Designer' })] }, 1, { saveAsSession: false }),
        jobsMock({ categories: ['Design'], worldwide: true }, { jobs: [createJob({ jobTitle: 'Designer anywhere' })] }, 1, { saveAsSession: false }),
      ],
    });
    await screen.findByRole('button', { name: 'Designer' });
    expect(router.location.search).toBe('');

    await user.click(screen.getByLabelText('Worldwide'));
    expect(await screen.findByRole('button', { name: 'Designer anywhere' })).toBeInTheDocument();
    expect([router.location.pathname, router.location.search]).toEqual(['/remote-jobs/design', '?worldwide=1']);
  });
});

describe('remote jobs: coming back in the same visit', () => {
  it('keeps the saved filters after a category page: it filters that page only (issue 23, item 7)', async () => {
    const { router } = renderSignedIn(<RemoteJobsPage />, {
      path: '/remote-jobs/:categorySlug',
      initialEntry: '/remote-jobs/design',
      user: withSession({ categories: ['Programming'] }),
      extraRoutes: [{ path: '/remote-jobs', element: <RemoteJobsPage /> }],
      mocks: [
        jobsMock({ categories: ['Design'] }, { jobs: [createJob({ jobTitle: 'Designer' })] }, 1, { saveAsSession: false }),
        jobsMock({ categories: ['Programming'] }, { jobs: [createJob({ jobTitle: 'Programmer' })] }),
      ],
    });
    await screen.findByRole('button', { name: 'Designer' });

    await act(() => router.navigate('/remote-jobs'));

    expect(await screen.findByRole('heading', { name: 'Remote Jobs' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Programmer' })).toBeInTheDocument();
    expect(chips().getByText('Programming')).toBeInTheDocument();
    expect(chips().queryByText('Design')).not.toBeInTheDocument();
  });

  it('starts from the last search, which the server saved, not the filters of sign-in', async () => {
    const user = userEvent.setup();
    const { router } = renderRemoteJobs({
      extraRoutes: [{ path: '/viewed-jobs', element: <h1>Viewed</h1> }],
      mocks: [
        jobsMock({}, { jobs: [createJob({ jobTitle: 'Anything' })] }),
        jobsMock({ worldwide: true }, { jobs: [createJob({ jobTitle: 'Worldwide job' })] }),
      ],
    });
    await screen.findByRole('button', { name: 'Anything' });
    await user.click(screen.getByLabelText('Worldwide'));
    await screen.findByRole('button', { name: 'Worldwide job' });

    await act(() => router.navigate('/viewed-jobs'));
    await screen.findByRole('heading', { name: 'Viewed' });
    await act(() => router.navigate('/remote-jobs'));

    expect(await screen.findByRole('button', { name: 'Worldwide job' })).toBeInTheDocument();
    expect(screen.getByLabelText('Worldwide')).toBeChecked();
  });

  it('keeps the seeker’s filters too (hide jobs without pay), as the server saved them', async () => {
    const user = userEvent.setup();
    const { router } = renderRemoteJobs({
      extraRoutes: [{ path: '/viewed-jobs', element: <h1>Viewed</h1> }],
      mocks: [
        jobsMock({}, { jobs: [createJob({ jobTitle: 'Anything' })] }),
        jobsMock({ withPayOnly: true }, { jobs: [createJob({ jobTitle: 'Paid job' })] }),
      ],
    });
    await screen.findByRole('button', { name: 'Anything' });
    await user.click(screen.getByLabelText('Hide jobs without pay'));
    await screen.findByRole('button', { name: 'Paid job' });

    await act(() => router.navigate('/viewed-jobs'));
    await screen.findByRole('heading', { name: 'Viewed' });
    await act(() => router.navigate('/remote-jobs'));

    expect(await screen.findByRole('button', { name: 'Paid job' })).toBeInTheDocument();
    expect(screen.getByLabelText('Hide jobs without pay')).toBeChecked();
  });
});

describe('remote jobs: the search lives in the address', () => {
  it('opens the search and page an address holds, over the saved session filters, with its count', async () => {
    const user = withSession({ categories: ['Programming'] });
    const { router } = renderRemoteJobs({
      user,
      initialEntry: '/remote-jobs?q=figma&categories=Design&tags=ui&page=2',
      mocks: [jobsMock({ categories: ['Design'], tags: ['ui'], query: 'figma' }, { jobs: [createJob({ jobTitle: 'Product Designer' })], total: 1234 }, 2)],
    });

    expect(await screen.findByRole('button', { name: 'Product Designer' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('1,234 jobs');
    expect(chips().getByText('Design')).toBeInTheDocument();
    expect(router.location.search).toBe('?q=figma&categories=Design&tags=ui&page=2');
  });

  it('writes the saved session filters into a bare address, so a reload or a copy keeps them', async () => {
    const user = withSession({ categories: ['Programming'], tags: ['react'] });
    const { router } = renderRemoteJobs({ user, mocks: [jobsMock({ categories: ['Programming'], tags: ['react'] }, { jobs: [createJob({ jobTitle: 'React Developer' })] })] });

    expect(await screen.findByRole('button', { name: 'React Developer' })).toBeInTheDocument();
    expect(router.location.search).toBe('?categories=Programming&tags=react');
  });

  it('makes each change and page a step Back returns through, to the same page of the same search', async () => {
    const user = userEvent.setup();
    const firstPage = Array.from({ length: 10 }, () => createJob());
    const { router } = renderRemoteJobs({
      mocks: [
        jobsMock({}, { jobs: firstPage, total: 25 }),
        jobsMock({}, { jobs: [createJob({ jobTitle: 'On page two' })], total: 25 }, 2),
        jobsMock({ worldwide: true }, { jobs: [createJob({ jobTitle: 'Anywhere' })], total: 1 }),
      ],
    });
    await screen.findByRole('button', { name: firstPage[0].jobTitle });
    await user.click(screen.getAllByRole('button', { name: 'Go to page 2' })[0]);
    expect(await screen.findByRole('button', { name: 'On page two' })).toBeInTheDocument();
    expect(router.location.search).toBe('?page=2');

    await user.click(screen.getByLabelText('Worldwide'));
    expect(await screen.findByRole('button', { name: 'Anywhere' })).toBeInTheDocument();
    expect(router.location.search).toBe('?worldwide=1');
    expect(screen.getByRole('status')).toHaveTextContent('1 job');

    act(() => router.go(-1));
    expect(await screen.findByRole('button', { name: 'On page two' })).toBeInTheDocument();
    expect(screen.getByLabelText('Worldwide')).not.toBeChecked();
    act(() => router.go(-1));
    expect(await screen.findByRole('button', { name: firstPage[0].jobTitle })).toBeInTheDocument();
  });

  it('says a count past the list’s reach is a floor', async () => {
    renderRemoteJobs({ mocks: [jobsMock({}, { jobs: [createJob()], total: 1000, totalIsExact: false })] });
    await screen.findByText('Acme');
    expect(screen.getByRole('status')).toHaveTextContent('1,000+ jobs');
  });

  it('keeps hiding viewed jobs the viewer’s own: it is not written into the address', async () => {
    const user = userEvent.setup();
    const { router } = renderRemoteJobs({
      mocks: [jobsMock({}, { jobs: [createJob()], total: 1 }), jobsMock({ hideViewedJobs: true }, { jobs: [createJob({ jobTitle: 'Not seen yet' })], total: 1 })],
    });
    await screen.findByText('Acme');
    await user.click(screen.getByLabelText('Hide already viewed jobs'));
    expect(await screen.findByRole('button', { name: 'Not seen yet' })).toBeInTheDocument();
    expect(router.location.search).toBe('');
  });
});
