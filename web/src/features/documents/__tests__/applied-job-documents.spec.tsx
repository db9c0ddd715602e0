import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockLink } from '@apollo/client/testing';
import { AppliedJobDocuments } from '../components/AppliedJobDocuments';
import { appliedJobDocumentsMock, beforeAndAfter, createDocument, deleteDocumentMock, linkedTo, renderSignedIn } from './document-test-utils';

const JOB = 'applied-1';
const linked = (title: string, id?: string) =>
  createDocument({ ...(id ? { _id: id } : {}), title, appliedJobId: JOB, appliedJob: linkedTo('Staff Engineer', 'Acme') });

async function renderPanel(mocks: MockLink.MockedResponse[]) {
  const view = renderSignedIn(<AppliedJobDocuments appliedJobId={JOB} />, { path: '/applied-jobs/applied-1', mocks });
  await screen.findByRole('link', { name: 'Upload document' });
  return view;
}

const titles = () =>
  within(screen.getByRole('list', { name: 'Documents of this job' }))
    .getAllByRole('listitem')
    .map((row) => row.getAttribute('aria-label'));

describe('applied job documents', () => {
  it('lists the linked documents 5 to a page, with their actions', async () => {
    const user = userEvent.setup();
    const firstPage = Array.from({ length: 5 }, (_, i) => linked(`Letter ${i + 1}`));
    await renderPanel([appliedJobDocumentsMock(JOB, firstPage, { total: 6 }), appliedJobDocumentsMock(JOB, [linked('Letter 6')], { page: 2, total: 6 })]);

    const row = within(await screen.findByRole('listitem', { name: 'Letter 1' }));
    expect(titles()).toEqual(['Letter 1', 'Letter 2', 'Letter 3', 'Letter 4', 'Letter 5']);
    // The job is the panel's own: the row does not repeat it.
    expect(row.queryByText('For Staff Engineer at Acme')).not.toBeInTheDocument();
    for (const name of ['Download Letter 1', 'Copy shareable link of Letter 1', 'Delete Letter 1']) {
      expect(row.getByRole('button', { name })).toBeInTheDocument();
    }
    await user.click(screen.getByRole('button', { name: 'Go to page 2' }));

    expect(await screen.findByRole('listitem', { name: 'Letter 6' })).toBeInTheDocument();
    expect(titles()).toEqual(['Letter 6']);
  });

  it('offers an upload linked to the job', async () => {
    await renderPanel([appliedJobDocumentsMock(JOB, [])]);

    expect(await screen.findByText('No documents are linked to this job yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Upload document' })).toHaveAttribute('href', '/upload-document?appliedJobId=applied-1');
  });

  it('deletes a document after confirmation', async () => {
    const user = userEvent.setup();
    const kept = linked('Kept letter');
    const deleted = linked('Old letter', 'document-99');
    await renderPanel([
      ...beforeAndAfter(appliedJobDocumentsMock(JOB, [kept, deleted]), appliedJobDocumentsMock(JOB, [kept])),
      deleteDocumentMock('document-99', { ok: true }),
    ]);

    await user.click(within(await screen.findByRole('listitem', { name: 'Old letter' })).getByRole('button', { name: 'Delete Old letter' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Do you really want to delete this document ?');
    await user.click(within(dialog).getByRole('button', { name: 'Ok' }));

    expect(await screen.findByText('Document deleted successfully')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(titles()).toEqual(['Kept letter']));
  });

  it('goes back a page when its last document is deleted', async () => {
    const user = userEvent.setup();
    const firstPage = Array.from({ length: 5 }, (_, i) => linked(`Letter ${i + 1}`));
    const last = linked('Letter 6', 'document-6');
    await renderPanel([
      ...beforeAndAfter(appliedJobDocumentsMock(JOB, firstPage, { total: 6 }), appliedJobDocumentsMock(JOB, firstPage, { total: 5 })),
      ...beforeAndAfter(appliedJobDocumentsMock(JOB, [last], { page: 2, total: 6 }), appliedJobDocumentsMock(JOB, [], { page: 2, total: 5 })),
      deleteDocumentMock('document-6', { ok: true }),
    ]);

    await screen.findByRole('listitem', { name: 'Letter 1' });
    await user.click(screen.getByRole('button', { name: 'Go to page 2' }));
    await user.click(within(await screen.findByRole('listitem', { name: 'Letter 6' })).getByRole('button', { name: 'Delete Letter 6' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Ok' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(titles()).toEqual(['Letter 1', 'Letter 2', 'Letter 3', 'Letter 4', 'Letter 5']));
    expect(screen.queryByText('No documents are linked to this job yet.')).not.toBeInTheDocument();
  });
});
