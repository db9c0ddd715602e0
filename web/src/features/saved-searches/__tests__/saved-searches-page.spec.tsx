import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockLink } from '@apollo/client/testing';
import {
  DeleteSavedSearchDocument,
  OpenSavedSearchDocument,
  SavedSearchesDocument,
  SetSavedSearchAlertDocument,
  UpdateSavedSearchDocument,
  type JobFilterInput,
  type SavedSearchAlertInput,
  type SavedSearchFieldsFragment,
} from '../../../generated/graphql';
import { handedOffJobFilter, rememberShownJobFilter } from '../../../lib/job-filter-handoff';
import { apiError, bootstrapMock, createUser, storeLogin } from '../../../test/factories';
import { renderRoutes } from '../../../test/render';
import { RequireSubscription } from '../../../lib/session/guards/RequireSubscription';
import { OpenSavedSearchPage } from '../components/OpenSavedSearchPage';
import { SavedSearchesPage } from '../components/SavedSearchesPage';

type Filter = SavedSearchFieldsFragment['filter'];
type Alert = SavedSearchFieldsFragment['alert'];
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

// A search whose alerts were never set, as the server answers it.
const ALERTS_OFF: Alert = { frequency: 'off', hour: 8, weekday: 1, timezone: 'UTC', quietHours: null, nextAlertAt: null };

const search = (id: string, name: string, filter: Partial<Filter> = {}, alert: Partial<Alert> = {}) => ({
  __typename: 'SavedSearch',
  id,
  name,
  openedAt: '2026-11-20T10:00:00.000Z',
  filter: { __typename: 'SavedSearchFilter', ...BLANK, ...filter },
  alert: {
    __typename: 'SavedSearchAlert',
    ...ALERTS_OFF,
    ...alert,
    quietHours: alert.quietHours ? { __typename: 'QuietHours', ...alert.quietHours } : null,
  },
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

function renderPage(mocks: MockLink.MockedResponse[], user = createUser()) {
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

  it('opens a search: marks it opened, then Remote Jobs gets exactly its filter, in its address', async () => {
    const { router } = renderPage([
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
    expect(router.location.pathname).toBe('/remote-jobs');
    expect(router.location.search).toBe('?q=platform&tags=react&type=full-time&seniority=senior&place=confirmed&minPay=90000&currency=EUR&sort=pay');
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

function setAlertMock(id: string, alert: SavedSearchAlertInput, answer: ReturnType<typeof search> | ReturnType<typeof apiError>): MockLink.MockedResponse {
  return {
    request: { query: SetSavedSearchAlertDocument, variables: { id, alert } },
    result: 'errors' in answer ? answer : { data: { setSavedSearchAlert: answer } },
  };
}

const openAlerts = async (name: string) => {
  await userEvent.click((await card(name)).getByRole('button', { name: 'Email alerts' }));
  return within(await screen.findByRole('dialog', { name: `Email alerts for "${name}"` }));
};

describe('email alerts of a saved search', () => {
  afterEach(() => jest.restoreAllMocks());

  it('shows each search’s alerts in words, with the next one in its own time zone', async () => {
    renderPage([
      listMock(
        [
          search('search-1', 'React, paid well', {}, { frequency: 'daily', timezone: 'Europe/Berlin', nextAlertAt: '2026-12-01T07:00:00.000Z' }),
          search('search-2', 'Design anywhere', {}, { frequency: 'weekly', hour: 18, weekday: 5, quietHours: { start: 22, end: 7 }, nextAlertAt: '2026-12-04T18:00:00.000Z' }),
          search('search-3', 'Go', {}, { frequency: 'instant', timezone: 'Asia/Tokyo', nextAlertAt: '2026-11-30T10:00:00.000Z' }),
          search('search-4', 'Rust'),
        ],
        [],
      ),
    ]);

    const react = await card('React, paid well');
    expect(react.getByText('Daily alerts at 08:00 (Europe/Berlin)')).toBeInTheDocument();
    expect(react.getByText('Next alert: Tue, Dec 1, 08:00')).toBeInTheDocument();
    const design = await card('Design anywhere');
    expect(design.getByText('Weekly alerts on Fridays at 18:00, quiet 22:00–07:00 (UTC)')).toBeInTheDocument();
    expect(design.getByText('Next alert: Fri, Dec 4, 18:00')).toBeInTheDocument();
    expect((await card('Go')).getByText('Alerts as jobs arrive, at most hourly')).toBeInTheDocument();
    expect((await card('Go')).queryByText(/Next alert/)).not.toBeInTheDocument();
    expect((await card('Rust')).getByText('Email alerts are off')).toBeInTheDocument();
  });

  it('sets daily alerts at the chosen hour in the account’s time zone, and says so', async () => {
    const daily = search('search-1', 'React, paid well', REACT.filter, { frequency: 'daily', hour: 9, timezone: 'Europe/Berlin', nextAlertAt: '2026-12-01T08:00:00.000Z' });
    renderPage(
      [listMock([REACT], []), setAlertMock('search-1', { frequency: 'daily', hour: 9, weekday: 1, timezone: 'Europe/Berlin', quietHours: null }, daily)],
      createUser({ timezone: 'Europe/Berlin' }),
    );

    const dialog = await openAlerts('React, paid well');
    expect(dialog.getByRole('combobox', { name: 'Email alerts' })).toHaveValue('off');
    await userEvent.selectOptions(dialog.getByRole('combobox', { name: 'Email alerts' }), 'Daily');
    expect(dialog.queryByRole('combobox', { name: 'Day' })).not.toBeInTheDocument();
    expect(dialog.getByRole('combobox', { name: 'Time zone' })).toHaveValue('Europe/Berlin');
    expect(dialog.getByRole('combobox', { name: 'Time' })).toHaveValue('8');
    await userEvent.selectOptions(dialog.getByRole('combobox', { name: 'Time' }), '09:00');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Saved the alerts of "React, paid well": Daily alerts at 09:00 (Europe/Berlin)')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect((await card('React, paid well')).getByText('Daily alerts at 09:00 (Europe/Berlin)')).toBeInTheDocument();
  });

  it('sends the weekday, hour, time zone and quiet hours chosen for weekly alerts', async () => {
    const input = { frequency: 'weekly', hour: 18, weekday: 5, timezone: 'America/Sao_Paulo', quietHours: { start: 23, end: 6 } };
    const weekly = search('search-2', 'Design anywhere', DESIGN.filter, { ...input, nextAlertAt: '2026-12-04T21:00:00.000Z' });
    renderPage([listMock([DESIGN], []), setAlertMock('search-2', input, weekly)]);

    const dialog = await openAlerts('Design anywhere');
    await userEvent.selectOptions(dialog.getByRole('combobox', { name: 'Email alerts' }), 'Weekly');
    await userEvent.selectOptions(dialog.getByRole('combobox', { name: 'Day' }), 'Friday');
    await userEvent.selectOptions(dialog.getByRole('combobox', { name: 'Time' }), '18:00');
    const zone = dialog.getByRole('combobox', { name: 'Time zone' });
    await userEvent.clear(zone);
    await userEvent.paste('Sao_Paulo');
    await userEvent.click(await screen.findByRole('option', { name: 'America/Sao_Paulo' }));
    await userEvent.click(dialog.getByRole('switch', { name: 'Quiet hours' }));
    expect(dialog.getByRole('combobox', { name: 'Quiet from' })).toHaveValue('22');
    expect(dialog.getByRole('combobox', { name: 'Quiet until' })).toHaveValue('7');
    await userEvent.selectOptions(dialog.getByRole('combobox', { name: 'Quiet from' }), '23:00');
    await userEvent.selectOptions(dialog.getByRole('combobox', { name: 'Quiet until' }), '06:00');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));

    expect(
      await screen.findByText('Saved the alerts of "Design anywhere": Weekly alerts on Fridays at 18:00, quiet 23:00–06:00 (America/Sao_Paulo)'),
    ).toBeInTheDocument();
    expect((await card('Design anywhere')).getByText('Next alert: Fri, Dec 4, 18:00')).toBeInTheDocument();
  });

  it('proposes the browser’s time zone without an account one, and keeps the zone of alerts already set', async () => {
    const resolved = Intl.DateTimeFormat.prototype.resolvedOptions;
    jest.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockImplementation(function (this: Intl.DateTimeFormat) {
      return { ...resolved.call(this), timeZone: 'Asia/Tokyo' };
    });
    renderPage([listMock([REACT, search('search-2', 'Design anywhere', {}, { frequency: 'instant', timezone: 'UTC' })], [])]);

    let dialog = await openAlerts('React, paid well');
    await userEvent.selectOptions(dialog.getByRole('combobox', { name: 'Email alerts' }), 'As jobs arrive (at most hourly)');
    expect(dialog.getByRole('combobox', { name: 'Time zone' })).toHaveValue('Asia/Tokyo');
    expect(dialog.queryByRole('combobox', { name: 'Time' })).not.toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    dialog = await openAlerts('Design anywhere');
    expect(dialog.getByRole('combobox', { name: 'Time zone' })).toHaveValue('UTC');
  });

  it('turns alerts off keeping their settings, and says so', async () => {
    const on = { frequency: 'weekly', hour: 18, weekday: 5, timezone: 'Europe/Berlin', quietHours: { start: 22, end: 7 } };
    const design = search('search-2', 'Design anywhere', DESIGN.filter, { ...on, nextAlertAt: '2026-12-04T17:00:00.000Z' });
    const off = search('search-2', 'Design anywhere', DESIGN.filter, { ...on, frequency: 'off' });
    renderPage([listMock([design], []), setAlertMock('search-2', { ...on, frequency: 'off' }, off)]);

    const dialog = await openAlerts('Design anywhere');
    await userEvent.selectOptions(dialog.getByRole('combobox', { name: 'Email alerts' }), 'Off');
    expect(dialog.queryByRole('combobox', { name: 'Time zone' })).not.toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Alerts for "Design anywhere" are off')).toBeInTheDocument();
    expect((await card('Design anywhere')).getByText('Email alerts are off')).toBeInTheDocument();
  });

  it('keeps the dialog open with the server’s message when it refuses the settings', async () => {
    renderPage(
      [
        listMock([REACT], []),
        setAlertMock(
          'search-1',
          { frequency: 'instant', hour: 8, weekday: 1, timezone: 'Europe/Berlin', quietHours: null },
          apiError('An active app subscription is required', 'FORBIDDEN', 403),
        ),
      ],
      createUser({ timezone: 'Europe/Berlin' }),
    );

    const dialog = await openAlerts('React, paid well');
    await userEvent.selectOptions(dialog.getByRole('combobox', { name: 'Email alerts' }), 'instant');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));

    expect(await dialog.findByText('An active app subscription is required')).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('refuses quiet hours that end when they start, without asking the server', async () => {
    renderPage([listMock([REACT], [])]);

    const dialog = await openAlerts('React, paid well');
    await userEvent.selectOptions(dialog.getByRole('combobox', { name: 'Email alerts' }), 'daily');
    await userEvent.click(dialog.getByRole('switch', { name: 'Quiet hours' }));
    await userEvent.selectOptions(dialog.getByRole('combobox', { name: 'Quiet from' }), '07:00');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));

    expect(await dialog.findByText('Quiet hours must end at another hour than they start')).toBeInTheDocument();
  });
});
