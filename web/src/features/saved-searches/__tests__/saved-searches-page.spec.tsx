import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockLink } from '@apollo/client/testing';
import {
  DeleteSavedSearchDocument,
  OpenSavedSearchDocument,
  SavedSearchesDocument,
  UpdateSavedSearchDocument,
  type JobFilterInput,
  type SavedSearchFieldsFragment,
} from '../../../generated/graphql';
import { handedOffJobFilter, rememberShownJobFilter } from '../../../lib/job-filter-handoff';
import { apiError, bootstrapMock, createUser, storeLogin } from '../../../test/factories';
import { renderRoutes } from '../../../test/render';
import { RequireSubscription } from '../../auth/components/RequireSubscription';
import { OpenSavedSearchPage } from '../components/OpenSavedSearchPage';
import { SavedSearchesPage } from '../components/SavedSearchesPage';

configure({ asyncUtilTimeout: 3000 });

type Filter = SavedSearchFieldsFragment['filter'];
const BLANK: Filter = {
  categories: [],
  sources: [],
  tags: [],
  hideViewedJobs: false,
  worldwide: false,
  query: null,
  eligibility: null,
  country: null,
  minPay: null,
  payCurrency: null,
  withPayOnly: false,
  jobTypes: null,
  seniorities: null,
  sort: 'date',
};

const search = (id: string, name: string, filter: Partial<Filter> = {}) => ({
  __typename: 'SavedSearch',
  id,
  name,
  openedAt: '2026-11-20T10:00:00.000Z',
  filter: { __typename: 'SavedSearchFilter', ...BLANK, ...filter },
});
const news = (id: string, newJobs: number, newJobsIsExact = true) => ({ __typename: 'SavedSearchNews', id, newJobs, newJobsIsExact });

const REACT = search('search-1', 'React, paid well', {
  query: 'platform',
  tags: ['react'],
  minPay: 90000,
  payCurrency: 'EUR',
  jobTypes: ['full-time'],
  seniorities: ['senior'],
  eligibility: 'confirmed',
  sort: 'pay',
});
const DESIGN = search('search-2', 'Design anywhere', { categories: ['Design'], worldwide: true });

function listMock(searches: ReturnType<typeof search>[], counts: ReturnType<typeof news>[]): MockLink.MockedResponse {
  return { request: { query: SavedSearchesDocument }, result: { data: { savedSearches: searches, savedSearchNews: counts } } };
}

/** Where Open lands: what the remote-jobs list is handed to show. */
function RemoteJobsStandIn() {
  return <pre aria-label="Handed-off filter">{JSON.stringify(handedOffJobFilter())}</pre>;
}

function renderPage(mocks: MockLink.MockedResponse[]) {
  const user = createUser();
  storeLogin(user);
  return renderRoutes(
    [
      {
        element: <RequireSubscription />,
        children: [
          { path: '/saved-searches', element: <SavedSearchesPage /> },
          { path: '/saved-searches/:savedSearchId/open', element: <OpenSavedSearchPage /> },
          { path: '/remote-jobs', element: <RemoteJobsStandIn /> },
        ],
      },
    ],
    { initialEntry: '/saved-searches', mocks: [bootstrapMock(user), ...mocks] },
  );
}

const card = async (name: string) => within(await screen.findByRole('article', { name }));

describe('saved searches page', () => {
  it('lists each search with its filter in words and its new jobs', async () => {
    renderPage([listMock([REACT, DESIGN], [news('search-1', 3), news('search-2', 100, false)])]);

    const react = await card('React, paid well');
    expect(react.getByText('3 new')).toBeInTheDocument();
    expect(
      react.getByText(
        'Keyword “platform” · Tags: react · Full-time · Senior · Pay from 90,000 EUR a year · Only jobs that confirm your country · highest pay first',
      ),
    ).toBeInTheDocument();
    const design = await card('Design anywhere');
    expect(design.getByText('100+ new')).toBeInTheDocument();
    expect(design.getByText('Categories: Design · Worldwide · newest first')).toBeInTheDocument();
  });

  it('says when there are none', async () => {
    renderPage([listMock([], [])]);
    expect(await screen.findByText(/You have no saved searches yet/)).toBeInTheDocument();
  });

  it('opens a search: marks it opened, then Remote Jobs gets exactly its filter', async () => {
    renderPage([
      listMock([REACT], [news('search-1', 3)]),
      { request: { query: OpenSavedSearchDocument, variables: { id: 'search-1' } }, result: { data: { openSavedSearch: REACT } } },
    ]);

    await userEvent.click((await card('React, paid well')).getByRole('link', { name: 'Open' }));

    const handed = JSON.parse((await screen.findByLabelText('Handed-off filter')).textContent ?? 'null') as JobFilterInput;
    expect(handed).toEqual({
      categories: [],
      sources: [],
      tags: ['react'],
      hideViewedJobs: false,
      worldwide: false,
      query: 'platform',
      eligibility: 'confirmed',
      minPay: 90000,
      payCurrency: 'EUR',
      withPayOnly: false,
      jobTypes: ['full-time'],
      seniorities: ['senior'],
      sort: 'pay',
    });
  });

  it("shows why a search could not be opened, and lets the user try again", async () => {
    renderPage([
      listMock([REACT], []),
      { request: { query: OpenSavedSearchDocument, variables: { id: 'search-1' } }, result: apiError('The saved search was not found', 'NOT_FOUND', 404) },
    ]);
    await userEvent.click((await card('React, paid well')).getByRole('link', { name: 'Open' }));
    expect(await screen.findByText('The saved search was not found')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('renames a search and says so', async () => {
    const renamed = { ...REACT, name: 'React jobs' };
    renderPage([
      listMock([REACT], []),
      { request: { query: UpdateSavedSearchDocument, variables: { id: 'search-1', name: 'React jobs' } }, result: { data: { updateSavedSearch: renamed } } },
      listMock([renamed], []),
    ]);

    await userEvent.click((await card('React, paid well')).getByRole('button', { name: 'Rename' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Rename "React, paid well"' }));
    const field = dialog.getByRole('textbox', { name: 'Name' });
    expect(field).toHaveValue('React, paid well');
    await userEvent.clear(field);
    await userEvent.type(field, 'React jobs');
    await userEvent.click(dialog.getByRole('button', { name: 'Rename' }));

    expect(await screen.findByText('Renamed the search to "React jobs"')).toBeInTheDocument();
    expect(await screen.findByRole('article', { name: 'React jobs' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('keeps the rename dialog open with the server’s message when the name is taken', async () => {
    renderPage([
      listMock([REACT, DESIGN], []),
      {
        request: { query: UpdateSavedSearchDocument, variables: { id: 'search-1', name: 'design ANYWHERE' } },
        result: apiError('You already have a saved search named "design ANYWHERE"', 'BAD_USER_INPUT', 400),
      },
    ]);

    await userEvent.click((await card('React, paid well')).getByRole('button', { name: 'Rename' }));
    const dialog = within(await screen.findByRole('dialog'));
    await userEvent.clear(dialog.getByRole('textbox', { name: 'Name' }));
    await userEvent.type(dialog.getByRole('textbox', { name: 'Name' }), 'design ANYWHERE');
    await userEvent.click(dialog.getByRole('button', { name: 'Rename' }));

    expect(await dialog.findByText('You already have a saved search named "design ANYWHERE"')).toBeInTheDocument();
  });

  it('updates a search with the filters Remote Jobs shows', async () => {
    const current: JobFilterInput = { categories: [], sources: [], tags: ['vue'], hideViewedJobs: false, worldwide: false, query: 'frontend', sort: 'pay' };
    rememberShownJobFilter(current);
    const updated = search('search-1', 'React, paid well', { tags: ['vue'], query: 'frontend', sort: 'pay' });
    renderPage([
      listMock([REACT], []),
      { request: { query: UpdateSavedSearchDocument, variables: { id: 'search-1', filter: current } }, result: { data: { updateSavedSearch: updated } } },
      listMock([updated], []),
    ]);

    await userEvent.click((await card('React, paid well')).getByRole('button', { name: 'Update with current filters' }));

    expect(await screen.findByText('"React, paid well" now uses your current filters')).toBeInTheDocument();
    expect(await screen.findByText('Keyword “frontend” · Tags: vue · highest pay first')).toBeInTheDocument();
  });

  it('deletes a search once confirmed, and says so', async () => {
    renderPage([
      listMock([REACT, DESIGN], []),
      { request: { query: DeleteSavedSearchDocument, variables: { id: 'search-2' } }, result: { data: { deleteSavedSearch: true } } },
      listMock([REACT], []),
    ]);

    await userEvent.click((await card('Design anywhere')).getByRole('button', { name: 'Delete' }));
    const confirm = within(await screen.findByRole('dialog', { name: 'Delete the saved search "Design anywhere"?' }));
    await userEvent.click(confirm.getByRole('button', { name: 'Ok' }));

    expect(await screen.findByText('Deleted the search "Design anywhere"')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Design anywhere' })).not.toBeInTheDocument());
    expect(screen.getByRole('article', { name: 'React, paid well' })).toBeInTheDocument();
  });

  it('keeps a search when deleting is cancelled, and shows a failed delete', async () => {
    renderPage([
      listMock([DESIGN], []),
      { request: { query: DeleteSavedSearchDocument, variables: { id: 'search-2' } }, result: apiError('The saved search was not found', 'NOT_FOUND', 404) },
    ]);

    await userEvent.click((await card('Design anywhere')).getByRole('button', { name: 'Delete' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('article', { name: 'Design anywhere' })).toBeInTheDocument();

    await userEvent.click((await card('Design anywhere')).getByRole('button', { name: 'Delete' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Ok' }));
    expect(await screen.findByText('The saved search was not found')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('article', { name: 'Design anywhere' })).toBeInTheDocument();
  });
});
