import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatDateTime } from '../utils/admin-format';
import { adminUsersMock, appConfigMock, createRun, ingestionRunsMock, previewMock, renderAdminPanel } from './admin-test-utils';

async function openTab(name: string, mocks: MockLink.MockedResponse[]) {
  const user = userEvent.setup();
  renderAdminPanel({ mocks: [adminUsersMock([]), ...mocks] });
  await user.click(await screen.findByRole('tab', { name }));
  return user;
}

describe('admin panel: ingestion runs', () => {
  it('lists the latest runs with their counts and errors', async () => {
    const failed = createRun({
      boardName: 'WeWorkRemotely',
      trigger: 'manual',
      status: 'failed',
      startedAt: '2025-03-02T10:00:00.000Z',
      finishedAt: '2025-03-02T10:00:05.000Z',
      fetched: 0,
      created: 0,
      updated: 0,
      unchanged: 0,
      skipped: 0,
      error: 'Feed answered 503',
    });
    await openTab('Ingestion runs', [ingestionRunsMock([failed, createRun()])]);

    const table = within(await screen.findByRole('table', { name: 'Ingestion runs' }));
    expect(table.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Board',
      'Trigger',
      'Status',
      'Started',
      'Finished',
      'Fetched',
      'Created',
      'Updated',
      'Unchanged',
      'Skipped',
      'Error',
    ]);
    const row = within((await table.findByRole('cell', { name: 'WeWorkRemotely' })).closest('tr') as HTMLElement);
    expect(row.getAllByRole('cell').map((cell) => cell.textContent)).toEqual([
      'WeWorkRemotely',
      'manual',
      'failed',
      formatDateTime('2025-03-02T10:00:00.000Z'),
      formatDateTime('2025-03-02T10:00:05.000Z'),
      '0',
      '0',
      '0',
      '0',
      '0',
      'Feed answered 503',
    ]);
    const ok = within(table.getByRole('cell', { name: 'Remote OK' }).closest('tr') as HTMLElement);
    expect(ok.getAllByRole('cell').slice(5, 10).map((cell) => cell.textContent)).toEqual(['120', '7', '3', '105', '5']);
  });

  it('asks again on Refresh', async () => {
    const asked = jest.fn();
    const later = createRun({ boardName: 'Himalayas', status: 'running', finishedAt: null });
    const user = await openTab('Ingestion runs', [ingestionRunsMock([createRun()], { onCall: asked, times: 1 }), ingestionRunsMock([later, createRun()])]);

    await screen.findByRole('cell', { name: 'Remote OK' });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Refresh' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Refresh' }));

    expect(await screen.findByRole('cell', { name: 'Himalayas' })).toBeInTheDocument();
    expect(asked).toHaveBeenCalledTimes(1);
  });
});

describe('admin panel: email templates', () => {
  it('previews the chosen template: subject, the HTML in a sandbox and the text version', async () => {
    const html = '<html><body><h1>Welcome aboard</h1><script>alert(1)</script></body></html>';
    const user = await openTab('Email templates', [
      appConfigMock(),
      previewMock('welcome', { subject: 'Welcome to RemoteHunt', html, text: 'Welcome aboard\n\nFind remote work.' }),
    ]);

    expect(await screen.findByText('Choose a template to see its preview.')).toBeInTheDocument();
    await user.click(await screen.findByRole('combobox', { name: 'Email template' }));
    await user.click(await screen.findByRole('option', { name: 'Welcome' }));

    expect(await screen.findByText('Welcome to RemoteHunt')).toBeInTheDocument();
    const frame = screen.getByTitle('Email preview');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('sandbox', '');
    expect(frame).toHaveAttribute('srcdoc', html);
    const text = screen.getByText('Text version').closest('details') as HTMLElement;
    expect(text).not.toHaveAttribute('open');
    expect(within(text).getByText(/Find remote work\./)).toBeInTheDocument();
    await user.click(within(text).getByText('Text version'));
    expect(text).toHaveAttribute('open');
  });
});
