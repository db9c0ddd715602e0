import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RestError } from '../../../lib/api-errors';
import { uploadDocument } from '../../../lib/rest-files';
import { UploadDocumentPage } from '../components/UploadDocumentPage';
import { appliedJobsMock, createAppliedJob, renderSignedIn } from './document-test-utils';

jest.mock('../../../lib/rest-files', () => ({
  ...jest.requireActual<object>('../../../lib/rest-files'),
  uploadDocument: jest.fn(),
}));

const uploadDocumentMock = jest.mocked(uploadDocument);

afterEach(() => jest.clearAllMocks());

type User = ReturnType<typeof userEvent.setup>;

const APPLIED_JOBS = [createAppliedJob('applied-1', 'Staff Engineer', 'Acme'), createAppliedJob('applied-2', 'Designer', 'Globex')];
const pdf = () => new File(['%PDF-1.7'], 'resume.pdf', { type: 'application/pdf' });

async function renderUpload(initialEntry = '/upload-document') {
  const view = renderSignedIn(<UploadDocumentPage />, {
    path: '/upload-document',
    initialEntry,
    guard: 'subscription',
    mocks: [appliedJobsMock(APPLIED_JOBS)],
    landings: ['/documents', '/applied-jobs/applied-1'],
  });
  await screen.findByRole('heading', { name: 'Upload Documents' });
  return view;
}

async function choose(user: User, selectLabel: string, option: string) {
  await user.click(screen.getByRole('combobox', { name: selectLabel }));
  await user.click(await screen.findByRole('option', { name: option }));
}

async function fillForm(user: User, { title = 'My resume', type = 'Cover Letter', file = pdf() as File | null } = {}) {
  if (title) await user.type(screen.getByLabelText('Title'), title);
  if (type) await choose(user, 'Type', type);
  if (file) await user.upload(screen.getByLabelText('Document file'), file);
}

const submit = (user: User) => user.click(screen.getByRole('button', { name: 'Upload' }));

describe('upload document: validation', () => {
  it.each([
    ['no title', { title: '', type: '', file: null }, 'Please provide valid document title'],
    ['a blank title', { title: '   ', type: 'Resume' }, 'Please provide valid document title'],
    ['no type', { type: '', file: null }, 'Please select document type'],
    ['no file', { file: null }, 'Please select the file that you want to upload'],
  ])('refuses %s with its message', async (_case, values, message) => {
    const user = userEvent.setup();
    await renderUpload();

    await fillForm(user, values);
    await submit(user);

    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(uploadDocumentMock).not.toHaveBeenCalled();
  });
});

describe('upload document: sending', () => {
  it('offers the file types and applied jobs, and accepts office documents', async () => {
    const user = userEvent.setup();
    await renderUpload();

    expect(screen.getByLabelText('Document file')).toHaveAttribute('accept', '.pdf,.doc,.docx,.xls,.xlsx');
    await user.click(screen.getByRole('combobox', { name: 'Type' }));
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual(['Resume', 'Cover Letter']);
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('combobox', { name: 'Applied job (optional)' }));
    await waitFor(() =>
      expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['None', 'Staff Engineer — Acme', 'Designer — Globex']),
    );
  });

  it('uploads the document and goes to the documents page', async () => {
    const user = userEvent.setup();
    uploadDocumentMock.mockResolvedValue({ _id: 'document-1', title: 'My resume', type: 'cover-letter', appliedJobId: null });
    await renderUpload();

    const file = pdf();
    await fillForm(user, { title: '  My resume ', file });
    await submit(user);

    expect(await screen.findByText('File uploaded successfully')).toBeInTheDocument();
    expect(uploadDocumentMock).toHaveBeenCalledWith('user-1', { title: 'My resume', type: 'cover-letter', file });
    expect(await screen.findByRole('heading', { name: 'Landed on /documents' })).toBeInTheDocument();
  });

  it('links the applied job from the query and goes back to it', async () => {
    const user = userEvent.setup();
    uploadDocumentMock.mockResolvedValue({ _id: 'document-1', title: 'My resume', type: 'resume', appliedJobId: 'applied-1' });
    await renderUpload('/upload-document?appliedJobId=applied-1');

    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Applied job (optional)' })).toHaveTextContent('Staff Engineer — Acme'));
    const file = pdf();
    await fillForm(user, { type: 'Resume', file });
    await submit(user);

    expect(await screen.findByText('File uploaded successfully')).toBeInTheDocument();
    expect(uploadDocumentMock).toHaveBeenCalledWith('user-1', { title: 'My resume', type: 'resume', file, appliedJobId: 'applied-1' });
    expect(await screen.findByRole('heading', { name: 'Landed on /applied-jobs/applied-1' })).toBeInTheDocument();
  });

  it('links an applied job chosen in the form', async () => {
    const user = userEvent.setup();
    uploadDocumentMock.mockResolvedValue({ _id: 'document-1', title: 'My resume', type: 'resume', appliedJobId: 'applied-2' });
    await renderUpload();

    const file = pdf();
    await fillForm(user, { type: 'Resume', file });
    await choose(user, 'Applied job (optional)', 'Designer — Globex');
    await submit(user);

    expect(await screen.findByText('File uploaded successfully')).toBeInTheDocument();
    expect(uploadDocumentMock).toHaveBeenCalledWith('user-1', { title: 'My resume', type: 'resume', file, appliedJobId: 'applied-2' });
  });

  it("shows the server's reason when the file is refused", async () => {
    const user = userEvent.setup();
    const reason = 'Please upload a PDF, Word (doc, docx) or Excel (xls, xlsx) file';
    uploadDocumentMock.mockRejectedValue(new RestError(415, reason, reason));
    await renderUpload();

    // Named like a PDF, but the server finds it is not one.
    await fillForm(user, { file: new File(['MZ'], 'not-really.pdf') });
    await submit(user);

    expect(await screen.findByText(reason)).toBeInTheDocument();
    expect(screen.queryByText('File uploaded successfully')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Upload Documents' })).toBeInTheDocument();
    // The form stays, ready for another file.
    expect(screen.getByRole('button', { name: 'Upload' })).toBeEnabled();
  });

  it('falls back to the upload failure text without a server message', async () => {
    const user = userEvent.setup();
    uploadDocumentMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await renderUpload();

    await fillForm(user);
    await submit(user);

    expect(await screen.findByText('File upload failed')).toBeInTheDocument();
  });
});
