import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockLink } from '@apollo/client/testing';
import { CreateSavedSearchDocument, type JobFilterInput } from '../../../generated/graphql';
import { handOffJobFilter, shownJobFilter } from '../../../lib/job-filter-handoff';
import { apiError, createUser } from '../../../test/factories';
import { RemoteJobsPage } from '../components/RemoteJobsPage';
import { createJob, jobsMock, NO_FILTER, renderSignedIn, withSession } from './job-test-utils';

function createSavedSearchMock(name: string, filter: JobFilterInput, answer: 'ok' | ReturnType<typeof apiError> = 'ok'): MockLink.MockedResponse {
  return {
    request: { query: CreateSavedSearchDocument, variables: { name, filter } },
    result: answer === 'ok' ? { data: { createSavedSearch: { __typename: 'SavedSearch', id: 'search-1', name } } } : answer,
  };
}

// Everything issue 19 added, as the session saved it (types and seniorities lower-case, as the server keeps them).
const SESSION = { tags: ['react'], jobTypes: ['full-time'], seniorities: ['senior'], sort: 'pay', minPay: 90000, payCurrency: 'EUR', withPayOnly: true };
const SENT: JobFilterInput = {
  ...NO_FILTER,
  tags: ['react'],
  minPay: 90000,
  payCurrency: 'EUR',
  withPayOnly: true,
  jobTypes: ['Full-Time'],
  seniorities: ['senior'],
  sort: 'pay',
};

async function openSaveDialog() {
  await userEvent.click(await screen.findByRole('button', { name: 'Save this search' }));
  return within(await screen.findByRole('dialog', { name: 'Save this search' }));
}

describe('remote jobs: save this search', () => {
  it('saves the filter the list sends under a name and says so', async () => {
    renderSignedIn(<RemoteJobsPage />, {
      path: '/remote-jobs',
      user: withSession(SESSION),
      mocks: [jobsMock(SENT, { jobs: [createJob({ companyName: 'Acme' })] }), createSavedSearchMock('React, paid well', SENT)],
    });
    await screen.findByText('Acme');

    const dialog = await openSaveDialog();
    await userEvent.clear(dialog.getByRole('textbox', { name: 'Name' }));
    await userEvent.type(dialog.getByRole('textbox', { name: 'Name' }), 'React, paid well');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Saved the search "React, paid well": find it under Saved Searches')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("shows the server's refusal in the dialog, which stays open", async () => {
    renderSignedIn(<RemoteJobsPage />, {
      path: '/remote-jobs',
      mocks: [
        jobsMock({}, { jobs: [createJob({ companyName: 'Acme' })] }),
        createSavedSearchMock('One too many', NO_FILTER, apiError('You can save at most 25 searches; delete one you no longer use first', 'BAD_USER_INPUT', 400)),
      ],
    });
    await screen.findByText('Acme');

    const dialog = await openSaveDialog();
    await userEvent.clear(dialog.getByRole('textbox', { name: 'Name' }));
    await userEvent.type(dialog.getByRole('textbox', { name: 'Name' }), 'One too many');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));

    expect(await dialog.findByText('You can save at most 25 searches; delete one you no longer use first')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Save this search' })).toBeInTheDocument();
  });

  it('opens with a name for the search, which saves as it is', async () => {
    const filter: JobFilterInput = { ...NO_FILTER, categories: ['Design'], tags: ['figma'] };
    handOffJobFilter({ ...filter, query: 'product' });
    const sent = { ...filter, query: 'product' };
    renderSignedIn(<RemoteJobsPage />, {
      path: '/remote-jobs',
      user: createUser({ country: 'DE' }),
      mocks: [jobsMock(sent, { jobs: [createJob({ companyName: 'Acme' })] }), createSavedSearchMock('product · Design · figma · from Germany', sent)],
    });
    await screen.findByText('Acme');

    const dialog = await openSaveDialog();
    expect(dialog.getByRole('textbox', { name: 'Name' })).toHaveValue('product · Design · figma · from Germany');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Saved the search "product · Design · figma · from Germany": find it under Saved Searches')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('opens with a name of its own for a search without filters', async () => {
    renderSignedIn(<RemoteJobsPage />, { path: '/remote-jobs', mocks: [jobsMock({}, { jobs: [] })] });
    const dialog = await openSaveDialog();
    expect(dialog.getByRole('textbox', { name: 'Name' })).toHaveValue('All remote jobs');
  });

  it('asks for a name before saving', async () => {
    renderSignedIn(<RemoteJobsPage />, { path: '/remote-jobs', mocks: [jobsMock({}, { jobs: [] })] });
    const dialog = await openSaveDialog();
    await userEvent.clear(dialog.getByRole('textbox', { name: 'Name' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await dialog.findByText('Please provide a name')).toBeInTheDocument();
  });
});

describe('remote jobs: an opened saved search', () => {
  it('shows exactly its filter, keyword, pay, eligibility, types, seniorities and sort included', async () => {
    const opened: JobFilterInput = {
      ...NO_FILTER,
      categories: ['Programming'],
      query: 'platform',
      eligibility: 'confirmed',
      minPay: 120000,
      payCurrency: 'USD',
      withPayOnly: true,
      jobTypes: ['contract'],
      seniorities: ['lead'],
      sort: 'pay',
    };
    handOffJobFilter(opened);
    // The session's own filters (tags: go) are not what an opened search shows.
    const user = createUser({ country: 'DE', session: { ...withSession({ tags: ['go'] }).session } });
    const first = renderSignedIn(<RemoteJobsPage />, {
      path: '/remote-jobs',
      user,
      mocks: [jobsMock({ ...opened, jobTypes: ['Contract'] }, { jobs: [createJob({ companyName: 'Platformers' })] })],
    });

    expect(await screen.findByText('Platformers')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('platform');
    // What "Update with current filters" on Saved Searches will use.
    expect(shownJobFilter()).toEqual({ ...opened, jobTypes: ['Contract'] });

    // Shown once: coming back to the list later starts from the session's filters again.
    first.unmount();
    renderSignedIn(<RemoteJobsPage />, {
      path: '/remote-jobs',
      user,
      mocks: [jobsMock({ tags: ['go'] }, { jobs: [createJob({ companyName: 'Gophers' })] })],
    });
    expect(await screen.findByText('Gophers')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('');
  });
});
