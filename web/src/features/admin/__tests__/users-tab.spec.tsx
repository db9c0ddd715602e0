import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminUsersDocument, type AdminUserFieldsFragment } from '../../../generated/graphql';
import { formatDay } from '../../../lib/format-day';
import { apiError } from '../../../test/factories';
import {
  adminUsersMock,
  appConfigMock,
  createAdminUser,
  queuedMail,
  renderAdminPanel,
  sendMarketingEmailMock,
  watchRequests,
} from './admin-test-utils';

const subscription = (status: string, endTime: string | null, lifetime: boolean, state = status) =>
  ({ __typename: 'AdminUserSubscription', status, state, endTime, lifetime }) as AdminUserFieldsFragment['subscription'];

const ada = createAdminUser({
  _id: 'user-ada',
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  lastUpdated: '2025-03-08T12:00:00.000Z',
  createdAt: '2025-01-02T12:00:00.000Z',
  subscription: subscription('paid', '2025-06-30T12:00:00.000Z', false),
});
const lifer = createAdminUser({
  name: 'Linus',
  email: 'linus@example.com',
  subscription: subscription('paid', null, true),
});
// Cancelled at period end: still paid for until June, and not renewing.
const cara = createAdminUser({
  name: 'Cara',
  email: 'cara@example.com',
  subscription: subscription('paid', '2025-06-30T12:00:00.000Z', false, 'cancelled, runs to its end'),
});
const nobody = createAdminUser({ name: '', email: 'anon@example.com', subscription: null, emailsUnsubscribed: true });

const table = async () => within(await screen.findByRole('table', { name: 'Users' }));
const rowOf = async (email: string) => within((await screen.findByRole('cell', { name: email })).closest('tr') as HTMLElement);
const emails = () =>
  within(screen.getByRole('table', { name: 'Users' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).queryAllByRole('cell')[1]?.textContent);

describe('admin panel: users', () => {
  it('lists name, email, last updated, subscription and when it ends', async () => {
    renderAdminPanel({ mocks: [adminUsersMock([ada, lifer, nobody])] });

    const users = await table();
    expect(users.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Name',
      'Email',
      'Last updated',
      'Subscription',
      'Ends',
      'Actions',
    ]);
    const adaRow = await rowOf('ada@example.com');
    expect(adaRow.getAllByRole('cell').slice(0, 5).map((cell) => cell.textContent)).toEqual([
      'Ada Lovelace',
      'ada@example.com',
      formatDay('2025-03-08T12:00:00.000Z'),
      'paid',
      formatDay('2025-06-30T12:00:00.000Z'),
    ]);
    expect((await rowOf('linus@example.com')).getByRole('cell', { name: 'lifetime' })).toBeInTheDocument();
    const nobodyCells = (await rowOf('anon@example.com')).getAllByRole('cell').map((cell) => cell.textContent);
    expect(nobodyCells[3]).toBe('—');
    expect(nobodyCells[4]).toBe('—');
    expect(adaRow.getByRole('button', { name: 'Actions for ada@example.com' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('says a plan cancelled at period end is cancelled, not paid, while it runs (issue 23, item 12)', async () => {
    renderAdminPanel({ mocks: [adminUsersMock([ada, cara])] });

    const caraCells = (await rowOf('cara@example.com')).getAllByRole('cell').map((cell) => cell.textContent);
    expect(caraCells.slice(3, 5)).toEqual(['cancelled, runs to its end', formatDay('2025-06-30T12:00:00.000Z')]);
  });

  it('pages by 10', async () => {
    const user = userEvent.setup();
    const firstPage = Array.from({ length: 10 }, (_, i) => createAdminUser({ email: `first${i}@example.com` }));
    const secondPage = [createAdminUser({ email: 'second0@example.com' })];
    renderAdminPanel({ mocks: [adminUsersMock(firstPage, { total: 11 }), adminUsersMock(secondPage, { page: 2, total: 11 })] });

    await rowOf('first0@example.com');
    expect(emails()).toHaveLength(10);
    await user.click(screen.getByRole('button', { name: 'Go to page 2' }));

    await rowOf('second0@example.com');
    expect(emails()).toEqual(['second0@example.com']);
    expect(screen.getByRole('button', { name: 'page 2' })).toHaveAttribute('aria-current', 'page');
  });

  it('searches after a pause in typing, from the first page', async () => {
    const user = userEvent.setup();
    const requests: unknown[] = [];
    const firstPage = Array.from({ length: 10 }, (_, i) => createAdminUser({ email: `first${i}@example.com` }));
    renderAdminPanel({
      mocks: [
        watchRequests(AdminUsersDocument, requests),
        adminUsersMock(firstPage, { total: 11 }),
        adminUsersMock([createAdminUser({ email: 'second0@example.com' })], { page: 2, total: 11 }),
        adminUsersMock([ada], { query: 'ada' }),
      ],
    });

    await rowOf('first0@example.com');
    await user.click(screen.getByRole('button', { name: 'Go to page 2' }));
    await rowOf('second0@example.com');
    await user.type(screen.getByRole('searchbox', { name: 'Search users' }), ' ada');

    await rowOf('ada@example.com');
    expect(emails()).toEqual(['ada@example.com']);
    // One request for the whole word (trimmed), on page 1.
    expect(requests).toEqual([
      { page: 1, limit: 10, query: null },
      { page: 2, limit: 10, query: null },
      { page: 1, limit: 10, query: 'ada' },
    ]);
  });

  it('says so when no user matches', async () => {
    const user = userEvent.setup();
    renderAdminPanel({ mocks: [adminUsersMock([ada]), adminUsersMock([], { query: 'zzz' })] });

    await rowOf('ada@example.com');
    await user.type(screen.getByRole('searchbox', { name: 'Search users' }), 'zzz');

    expect(await screen.findByText('No users found')).toBeInTheDocument();
  });
});

describe('admin panel: a user row', () => {
  it('opens onto the JSON of the user, without cache bookkeeping, and closes again', async () => {
    const user = userEvent.setup();
    renderAdminPanel({ mocks: [adminUsersMock([ada, lifer]), appConfigMock()] });

    const toggle = (await rowOf('ada@example.com')).getByRole('button', { name: 'Actions for ada@example.com' });
    await user.click(toggle);

    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const json = JSON.parse((await screen.findByTestId('user-json')).textContent ?? '') as Record<string, unknown>;
    expect(json).toEqual({
      _id: 'user-ada',
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      lastUpdated: '2025-03-08T12:00:00.000Z',
      createdAt: '2025-01-02T12:00:00.000Z',
      admin: false,
      recruiter: false,
      emailsUnsubscribed: false,
      subscription: { status: 'paid', state: 'paid', endTime: '2025-06-30T12:00:00.000Z', lifetime: false },
    });
    // The details row sits right beneath its user.
    const rows = within(screen.getByRole('table', { name: 'Users' })).getAllByRole('row');
    expect(within(rows[2]).getByTestId('user-json')).toBeInTheDocument();

    await user.click(toggle);
    expect(screen.queryByTestId('user-json')).not.toBeInTheDocument();
  });

  it('copies the JSON to the clipboard and says so', async () => {
    const user = userEvent.setup();
    await navigator.clipboard.writeText('untouched');
    renderAdminPanel({ mocks: [adminUsersMock([ada]), appConfigMock()] });

    await user.click((await rowOf('ada@example.com')).getByRole('button', { name: 'Actions for ada@example.com' }));
    const shown = (await screen.findByTestId('user-json')).textContent;
    await user.click(screen.getByRole('button', { name: 'Copy JSON' }));

    expect(await screen.findByText('Copied json to the clipboard')).toBeInTheDocument();
    await expect(navigator.clipboard.readText()).resolves.toBe(shown);
    expect(shown).not.toContain('__typename');
  });

  it('sends the chosen template to the user and names it in the answer', async () => {
    const user = userEvent.setup();
    const sent = jest.fn();
    renderAdminPanel({ mocks: [adminUsersMock([ada]), appConfigMock(), sendMarketingEmailMock('win-back', 'ada@example.com', queuedMail, sent)] });

    await user.click((await rowOf('ada@example.com')).getByRole('button', { name: 'Actions for ada@example.com' }));
    const send = await screen.findByRole('button', { name: 'Send email' });
    expect(send).toBeDisabled();
    await user.click(screen.getByRole('combobox', { name: 'Email template' }));
    await user.click(await screen.findByRole('option', { name: 'Win back' }));
    await waitFor(() => expect(send).toBeEnabled());
    await user.click(send);

    expect((await screen.findByText('Sent Win back email successfully')).closest('.MuiAlert-root')).toHaveClass('MuiAlert-colorSuccess');
    expect(sent).toHaveBeenCalledWith({ type: 'win-back', email: 'ada@example.com' });
  });

  it('says which template failed to send', async () => {
    const user = userEvent.setup();
    renderAdminPanel({
      mocks: [adminUsersMock([ada]), appConfigMock(), sendMarketingEmailMock('welcome', 'ada@example.com', apiError('Mail is down', 'INTERNAL_SERVER_ERROR', 500))],
    });

    await user.click((await rowOf('ada@example.com')).getByRole('button', { name: 'Actions for ada@example.com' }));
    await user.click(await screen.findByRole('combobox', { name: 'Email template' }));
    await user.click(await screen.findByRole('option', { name: 'Welcome' }));
    await user.click(screen.getByRole('button', { name: 'Send email' }));

    expect((await screen.findByText('Sending Welcome email failed')).closest('.MuiAlert-root')).toHaveClass('MuiAlert-colorError');
    expect(screen.queryByText('Sent Welcome email successfully')).not.toBeInTheDocument();
  });

  it('notes a user who unsubscribed from marketing email', async () => {
    const user = userEvent.setup();
    renderAdminPanel({ mocks: [adminUsersMock([ada, nobody]), appConfigMock()] });

    await user.click((await rowOf('anon@example.com')).getByRole('button', { name: 'Actions for anon@example.com' }));
    expect(await screen.findByText('Unsubscribed from marketing email')).toBeInTheDocument();

    await user.click((await rowOf('ada@example.com')).getByRole('button', { name: 'Actions for ada@example.com' }));
    await screen.findByRole('combobox', { name: 'Email template' });
    expect(screen.queryByText('Unsubscribed from marketing email')).not.toBeInTheDocument();
  });
});
