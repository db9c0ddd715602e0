import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockLink } from '@apollo/client/testing';
import { GENERIC_ERROR_MESSAGE } from '../../../lib/api-errors';
import { saveBlob } from '../../../lib/save-blob';
import { downloadFile } from '../../../lib/rest-files';
import { DocumentsPage } from '../components/DocumentsPage';
import {
  activeLink,
  beforeAndAfter,
  createDocument,
  createShareableLinkMock,
  deleteDocumentMock,
  documentsMock,
  linkedTo,
  renderSignedIn,
  revokeShareableLinkMock,
} from './document-test-utils';

jest.mock('../../../lib/rest-files', () => ({
  ...jest.requireActual<object>('../../../lib/rest-files'),
  downloadFile: jest.fn(),
}));
jest.mock('../../../lib/save-blob', () => ({
  ...jest.requireActual<object>('../../../lib/save-blob'),
  saveBlob: jest.fn(),
}));

const downloadFileMock = jest.mocked(downloadFile);
const saveBlobMock = jest.mocked(saveBlob);

afterEach(() => jest.clearAllMocks());

async function renderDocuments(mocks: MockLink.MockedResponse[]) {
  const view = renderSignedIn(<DocumentsPage />, { path: '/documents', mocks, landings: ['/upload-document'] });
  await screen.findByRole('heading', { name: 'Resumes & Cover Letters' });
  return view;
}

/** Answers the confirmation and waits for it to close: while it is open the page is hidden from queries by role. */
async function answerDialog(user: ReturnType<typeof userEvent.setup>, answer: 'Ok' | 'Cancel') {
  await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: answer }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
}

const rowOf = async (title: string) => within(await screen.findByRole('listitem', { name: title }));
const documentTitles = () =>
  within(screen.getByRole('list', { name: 'Documents' }))
    .getAllByRole('listitem')
    .map((row) => row.getAttribute('aria-label'));

describe('documents page: list', () => {
  it('shows each document with its type, file and linked job', async () => {
    const linked = createDocument({
      title: 'Resume for Acme',
      type: 'cover-letter',
      file: { name: 'acme-letter.docx', size: 2048 },
      appliedJobId: 'applied-1',
      appliedJob: linkedTo('Staff Engineer', 'Acme'),
    });
    const plain = createDocument({ title: 'General resume', file: { name: 'cv.pdf', size: 812 } });
    await renderDocuments([documentsMock([linked, plain])]);

    const first = await rowOf('Resume for Acme');
    expect(first.getByText('Cover Letter · acme-letter.docx (2.0 KB)')).toBeInTheDocument();
    expect(first.getByText('For Staff Engineer at Acme')).toBeInTheDocument();
    const second = await rowOf('General resume');
    expect(second.getByText('Resume · cv.pdf (812 bytes)')).toBeInTheDocument();
    expect(second.queryByText(/^For /)).not.toBeInTheDocument();
    for (const name of ['Download General resume', 'Copy shareable link of General resume', 'Delete General resume']) {
      expect(second.getByRole('button', { name })).toBeInTheDocument();
    }
  });

  it('pages by 10 and loads the page asked for', async () => {
    const user = userEvent.setup();
    const firstPage = Array.from({ length: 10 }, (_, i) => createDocument({ title: `Page one ${i + 1}` }));
    const secondPage = [createDocument({ title: 'Page two 1' }), createDocument({ title: 'Page two 2' })];
    await renderDocuments([documentsMock(firstPage, { total: 12 }), documentsMock(secondPage, { page: 2, total: 12 })]);

    await screen.findByRole('listitem', { name: 'Page one 1' });
    expect(documentTitles()).toHaveLength(10);
    await user.click(screen.getByRole('button', { name: 'Go to page 2' }));

    expect(await screen.findByRole('listitem', { name: 'Page two 1' })).toBeInTheDocument();
    expect(documentTitles()).toEqual(['Page two 1', 'Page two 2']);
    expect(screen.getByRole('button', { name: 'page 2' })).toHaveAttribute('aria-current', 'page');
  });

  it('invites a first upload when there are no documents', async () => {
    const user = userEvent.setup();
    await renderDocuments([documentsMock([])]);

    expect(await screen.findByText("You haven't uploaded any documents yet.")).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Upload your first document' }));

    expect(await screen.findByRole('heading', { name: 'Landed on /upload-document' })).toBeInTheDocument();
  });

  it('links to the upload form', async () => {
    await renderDocuments([documentsMock([createDocument()])]);

    expect(screen.getByRole('link', { name: 'Upload document' })).toHaveAttribute('href', '/upload-document');
  });

  it('says so when the list cannot be loaded', async () => {
    await renderDocuments([{ request: documentsMock([]).request, error: new Error('offline') }]);

    expect(await screen.findByText(GENERIC_ERROR_MESSAGE)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});

describe('documents page: download', () => {
  it("saves the bytes under the server's file name", async () => {
    const user = userEvent.setup();
    const blob = new Blob(['%PDF-1.7']);
    downloadFileMock.mockResolvedValue({ blob, fileName: 'Ada Lovelace - resume.pdf' });
    await renderDocuments([documentsMock([createDocument({ _id: 'document-42', title: 'My resume' })])]);

    await user.click((await rowOf('My resume')).getByRole('button', { name: 'Download My resume' }));

    await waitFor(() => expect(saveBlobMock).toHaveBeenCalledWith(blob, 'Ada Lovelace - resume.pdf'));
    expect(downloadFileMock).toHaveBeenCalledWith('user-1', 'document-42');
  });

  it('reports a failed download', async () => {
    const user = userEvent.setup();
    downloadFileMock.mockRejectedValue(new Error('offline'));
    await renderDocuments([documentsMock([createDocument({ title: 'My resume' })])]);

    await user.click((await rowOf('My resume')).getByRole('button', { name: 'Download My resume' }));

    expect(await screen.findByText(GENERIC_ERROR_MESSAGE)).toBeInTheDocument();
    expect(saveBlobMock).not.toHaveBeenCalled();
  });
});

describe('documents page: shareable link', () => {
  it('copies the link to the clipboard and shows it is active', async () => {
    const user = userEvent.setup();
    const url = 'https://remotehunt.example/api/v1/shared_files/abc123';
    await renderDocuments([
      documentsMock([createDocument({ _id: 'document-7', title: 'My resume' })]),
      createShareableLinkMock('document-7', { url }),
    ]);

    const row = await rowOf('My resume');
    expect(row.queryByRole('button', { name: 'Revoke shareable link of My resume' })).not.toBeInTheDocument();
    await user.click(row.getByRole('button', { name: 'Copy shareable link of My resume' }));

    expect(await screen.findByText('Copied shareable link to the clipboard')).toBeInTheDocument();
    await expect(navigator.clipboard.readText()).resolves.toBe(url);
    expect(row.getByText('Shareable link active · 0 views')).toBeInTheDocument();
    expect(row.getByRole('button', { name: 'Revoke shareable link of My resume' })).toBeInTheDocument();
  });

  it('says the link cannot be prepared when the server fails', async () => {
    const user = userEvent.setup();
    await navigator.clipboard.writeText('untouched');
    await renderDocuments([
      documentsMock([createDocument({ _id: 'document-7', title: 'My resume' })]),
      createShareableLinkMock('document-7', { error: new Error('offline') }),
    ]);

    await user.click((await rowOf('My resume')).getByRole('button', { name: 'Copy shareable link of My resume' }));

    expect(await screen.findByText('Cannot prepare sharaeble link at this moment')).toBeInTheDocument();
    await expect(navigator.clipboard.readText()).resolves.toBe('untouched');
  });

  it('shows the views of an active link and revokes it', async () => {
    const user = userEvent.setup();
    const shared = createDocument({ _id: 'document-8', title: 'Shared resume', shareableLink: activeLink('https://x.example/s/1', 3) });
    await renderDocuments([documentsMock([shared]), revokeShareableLinkMock('document-8', { ok: true })]);

    const row = await rowOf('Shared resume');
    expect(row.getByText('Shareable link active · 3 views')).toBeInTheDocument();
    await user.click(row.getByRole('button', { name: 'Revoke shareable link of Shared resume' }));

    expect(await screen.findByText('Shareable link revoked')).toBeInTheDocument();
    expect(row.queryByText(/Shareable link active/)).not.toBeInTheDocument();
    expect(row.queryByRole('button', { name: 'Revoke shareable link of Shared resume' })).not.toBeInTheDocument();
  });

  it('keeps the link when revoking fails', async () => {
    const user = userEvent.setup();
    const shared = createDocument({ _id: 'document-8', title: 'Shared resume', shareableLink: activeLink('https://x.example/s/1', 1) });
    await renderDocuments([documentsMock([shared]), revokeShareableLinkMock('document-8', { error: new Error('offline') })]);

    const row = await rowOf('Shared resume');
    await user.click(row.getByRole('button', { name: 'Revoke shareable link of Shared resume' }));

    expect(await screen.findByText(GENERIC_ERROR_MESSAGE)).toBeInTheDocument();
    expect(row.getByText('Shareable link active · 1 view')).toBeInTheDocument();
  });
});

describe('documents page: delete', () => {
  it('asks first and does nothing on Cancel', async () => {
    const user = userEvent.setup();
    const onDelete = jest.fn();
    await renderDocuments([documentsMock([createDocument({ _id: 'document-9', title: 'Old resume' })]), deleteDocumentMock('document-9', { ok: true }, onDelete)]);

    await user.click((await rowOf('Old resume')).getByRole('button', { name: 'Delete Old resume' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Do you really want to delete this document ?');
    await answerDialog(user, 'Cancel');

    expect(onDelete).not.toHaveBeenCalled();
    expect(screen.getByRole('listitem', { name: 'Old resume' })).toBeInTheDocument();
  });

  it('deletes after Ok and shows the list without it', async () => {
    const user = userEvent.setup();
    const kept = createDocument({ title: 'Kept resume' });
    const deleted = createDocument({ _id: 'document-10', title: 'Old resume' });
    await renderDocuments([...beforeAndAfter(documentsMock([kept, deleted]), documentsMock([kept])), deleteDocumentMock('document-10', { ok: true })]);

    await user.click((await rowOf('Old resume')).getByRole('button', { name: 'Delete Old resume' }));
    await answerDialog(user, 'Ok');

    expect(await screen.findByText('Document deleted successfully')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'Old resume' })).not.toBeInTheDocument());
    expect(screen.getByRole('listitem', { name: 'Kept resume' })).toBeInTheDocument();
  });

  it('reports a failed deletion and keeps the document', async () => {
    const user = userEvent.setup();
    await renderDocuments([
      documentsMock([createDocument({ _id: 'document-11', title: 'Old resume' })]),
      deleteDocumentMock('document-11', { error: new Error('offline') }),
    ]);

    await user.click((await rowOf('Old resume')).getByRole('button', { name: 'Delete Old resume' }));
    await answerDialog(user, 'Ok');

    expect(await screen.findByText('Document deletion failed')).toBeInTheDocument();
    expect(screen.getByRole('listitem', { name: 'Old resume' })).toBeInTheDocument();
  });
});
