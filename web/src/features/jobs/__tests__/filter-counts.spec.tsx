import type { MockLink } from '@apollo/client/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { JobFacetsDocument, type JobFilterInput } from '../../../generated/graphql';
import { RemoteJobsPage } from '../components/RemoteJobsPage';
import { createJob, jobsMock, NO_FILTER, renderSignedIn } from './job-test-utils';

const count = (value: string, n: number, countIsExact = true) => ({ __typename: 'FacetOption', value, count: n, countIsExact });

function facetsMock(filter: Partial<JobFilterInput>, facets: { boards: object[]; categories: object[]; tags: object[]; worldwide: number }): MockLink.MockedResponse {
  return {
    request: { query: JobFacetsDocument, variables: { filter: { ...NO_FILTER, ...filter } } },
    result: {
      data: {
        jobFacets: {
          __typename: 'JobFacets',
          boards: facets.boards,
          categories: facets.categories,
          tags: facets.tags,
          worldwide: { __typename: 'FacetCount', count: facets.worldwide, countIsExact: true },
        },
      },
    },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}

const ALL = facetsMock(
  {},
  {
    boards: [count('Remote OK', 1000, false), count('We Work Remotely', 0)],
    categories: [count('Programming', 412), count('Design', 0), count('Devops & Sysadmin', 3)],
    tags: [count('golang', 57), count('cobol', 0)],
    worldwide: 1234,
  },
);

const renderPage = (mocks: MockLink.MockedResponse[]) => renderSignedIn(<RemoteJobsPage />, { path: '/remote-jobs', mocks });

describe('remote jobs: counts beside the filter options', () => {
  it('shows each board and category with how many jobs it would list, and greys out those with none', async () => {
    const user = userEvent.setup();
    renderPage([jobsMock({}, { jobs: [createJob({ jobTitle: 'Anywhere' })] }), ALL]);
    await screen.findByRole('button', { name: 'Anywhere' });

    await user.click(screen.getByRole('combobox', { name: 'Job Boards' }));
    expect(await screen.findByRole('option', { name: 'Remote OK 1,000+' })).not.toHaveAttribute('aria-disabled');
    expect(screen.getByRole('option', { name: 'We Work Remotely 0' })).toHaveAttribute('aria-disabled', 'true');
    await user.keyboard('{Escape}');

    await user.click(screen.getByRole('combobox', { name: 'Job Categories' }));
    expect(await screen.findByRole('option', { name: 'Programming 412' })).not.toHaveAttribute('aria-disabled');
    expect(screen.getByRole('option', { name: 'Design 0' })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('option', { name: 'Devops & Sysadmin 3' })).toBeInTheDocument();
  });

  it('shows the Worldwide count and popular tags by count; picking one searches with it', async () => {
    const user = userEvent.setup();
    renderPage([
      jobsMock({}, { jobs: [createJob({ jobTitle: 'Anywhere' })] }),
      ALL,
      jobsMock({ tags: ['golang'] }, { jobs: [createJob({ jobTitle: 'Go developer' })] }),
      facetsMock({ tags: ['golang'] }, { boards: [], categories: [], tags: [count('golang', 57)], worldwide: 20 }),
    ]);
    expect(await screen.findByLabelText('Worldwide (1,234)')).toBeEnabled();
    const popular = within(screen.getByRole('group', { name: 'Popular tags' }));
    expect(popular.getByRole('button', { name: 'Add tag cobol, 0 jobs' })).toBeDisabled();

    await user.click(popular.getByRole('button', { name: 'Add tag golang, 57 jobs' }));

    expect(await screen.findByRole('button', { name: 'Go developer' })).toBeInTheDocument();
    expect(within(screen.getByLabelText('Chosen filters')).getByText('golang')).toBeInTheDocument();
    expect(await screen.findByLabelText('Worldwide (20)')).toBeInTheDocument();
    // A chosen tag is no longer offered among the popular ones.
    expect(screen.queryByRole('group', { name: 'Popular tags' })).not.toBeInTheDocument();
  });

  it('greys out Worldwide when it would list nothing, unless it is on', async () => {
    renderPage([
      jobsMock({}, { jobs: [createJob({ jobTitle: 'Anywhere' })] }),
      facetsMock({}, { boards: [], categories: [], tags: [], worldwide: 0 }),
    ]);
    expect(await screen.findByLabelText('Worldwide (0)')).toBeDisabled();
  });

  it('shows the options without counts when the counts cannot be had', async () => {
    renderPage([jobsMock({}, { jobs: [createJob({ jobTitle: 'Anywhere' })] })]);
    await screen.findByRole('button', { name: 'Anywhere' });
    expect(screen.getByLabelText('Worldwide')).toBeEnabled();
    expect(screen.queryByRole('group', { name: 'Popular tags' })).not.toBeInTheDocument();
  });
});
