import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockLink } from '@apollo/client/testing';
import { PreviewImportDocument, RunImportDocument } from '../../../generated/graphql';
import { RestError } from '../../../lib/api-errors';
import { request } from '../../../lib/rest-client';
import { bootstrapMock, createUser, storeLogin } from '../../../test/factories';
import { renderPage } from '../../../test/render';
import { ImportAppliedJobsDialog } from '../components/ImportAppliedJobsDialog';
import type { ImportMapping, ImportPreview } from '../utils/import-types';

jest.mock('../../../lib/rest-client', () => ({ ...jest.requireActual('../../../lib/rest-client'), request: jest.fn() }));
const upload = jest.mocked(request);

afterEach(() => jest.resetAllMocks());

const FIELDS = [
  { name: 'jobTitle', label: 'Job title', required: true },
  { name: 'companyName', label: 'Company', required: true },
  { name: 'status', label: 'Status', required: false },
  { name: 'appliedAt', label: 'Date applied', required: false },
];
const NO_MAPPING = { jobTitle: null, companyName: null, applyUrl: null, location: null, salary: null, description: null, status: null, appliedAt: null, addedAt: null, notes: null };
const row = (line: number, overrides: Partial<ImportPreview['preview'][number]> = {}): ImportPreview['preview'][number] => ({
  line,
  error: null,
  cells: [],
  jobTitle: 'Engineer',
  companyName: 'Acme',
  location: null,
  status: 'Applied',
  saved: false,
  appliedAt: '2024-03-02T12:00:00.000Z',
  statusChanges: 1,
  tasks: 0,
  contacts: 0,
  notes: 0,
  ...overrides,
});

function previewOf(overrides: Partial<ImportPreview>): ImportPreview {
  return {
    importId: 'import-1',
    fileName: 'huntr-export.csv',
    format: 'huntr',
    columns: ['Job Title', 'Company', 'List', 'Date Applied'],
    rows: 5,
    mappingRequired: false,
    expiresAt: '2024-03-03T12:00:00.000Z',
    fields: FIELDS,
    suggestedMapping: null,
    mapping: null,
    preview: [row(2)],
    ...overrides,
  };
}

/** As GraphQL answers it: with type names, unmapped fields null. */
function graphqlPreview(preview: ImportPreview) {
  const mapping = (m: ImportPreview['mapping']) => m && { __typename: 'ImportMapping', ...NO_MAPPING, ...m };
  return {
    __typename: 'TrackingImportPreview',
    ...preview,
    fields: preview.fields.map((f) => ({ __typename: 'ImportField', ...f })),
    suggestedMapping: mapping(preview.suggestedMapping),
    mapping: mapping(preview.mapping),
    preview: preview.preview.map((r) => ({ __typename: 'ImportPreviewRow', ...r })),
  };
}

function runMock(mapping: ImportMapping | null, answer: { imported: number; skipped: number; failed: { line: number; message: string }[] }): MockLink.MockedResponse {
  return {
    request: { query: RunImportDocument, variables: { importId: 'import-1', mapping } },
    result: {
      data: {
        runImport: {
          __typename: 'ImportResult',
          imported: answer.imported,
          skipped: answer.skipped,
          failedCount: answer.failed.length,
          failed: answer.failed.map((f) => ({ __typename: 'ImportFailure', ...f })),
        },
      },
    },
  };
}

function renderDialog(mocks: MockLink.MockedResponse[] = []) {
  const user = createUser({ userId: 'user-42' });
  storeLogin(user);
  const onClose = jest.fn();
  renderPage(<ImportAppliedJobsDialog onClose={onClose} />, { mocks: [bootstrapMock(user), ...mocks] });
  return { onClose };
}

const answerUpload = (preview: ImportPreview) => upload.mockResolvedValue({ json: async () => preview } as Response);

async function chooseFile(name = 'huntr-export.csv') {
  const user = userEvent.setup();
  const file = new File(['Job Title,Company\nEngineer,Acme\n'], name, { type: 'text/csv' });
  await user.upload(await screen.findByLabelText('Choose file'), file);
  return user;
}

describe('the import dialog', () => {
  it('shows a Huntr export’s format and first rows, imports it and sums up, listing the failed lines', async () => {
    const mapping = { jobTitle: 'Job Title', companyName: 'Company', status: 'List', appliedAt: 'Date Applied' };
    answerUpload(
      previewOf({
        mapping,
        suggestedMapping: mapping,
        preview: [row(2, { jobTitle: 'Senior Frontend Engineer' }), row(4, { companyName: 'Initech', saved: true, appliedAt: null }), row(5, { error: 'Company: please provide the company' })],
      }),
    );
    renderDialog([runMock(mapping, { imported: 4, skipped: 0, failed: [{ line: 5, message: 'Company: please provide the company' }] })]);

    const user = await chooseFile();

    expect(await screen.findByText('— Huntr CSV export, 5 rows')).toBeInTheDocument();
    expect(upload).toHaveBeenCalledWith('/users/user-42/applied_jobs/imports', expect.objectContaining({ method: 'POST', body: expect.any(FormData) }));
    const table = within(screen.getByRole('table', { name: 'The first rows, as they would import' }));
    expect(table.getByRole('row', { name: /Senior Frontend Engineer Acme Applied Mar 2, 2024/ })).toBeInTheDocument();
    expect(table.getByRole('row', { name: /Initech Saved for later/ })).toBeInTheDocument();
    expect(table.getByRole('row', { name: '5 Company: please provide the company' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Import' }));

    expect(await screen.findByText('Imported 4 applications. 0 already in your tracker, skipped. 1 failed.')).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Rows that failed' })).getByText('Line 5: Company: please provide the company')).toBeInTheDocument();
  });

  it('maps a generic CSV’s columns: each choice previews again, and Import waits for the title and company', async () => {
    const suggested = { jobTitle: 'Position' };
    answerUpload(
      previewOf({
        fileName: 'sheet.csv',
        format: 'generic',
        columns: ['Position', 'Employer', 'Stage'],
        mappingRequired: true,
        suggestedMapping: suggested,
        mapping: suggested,
        preview: [row(2, { error: 'mapping.companyName: please choose the column that holds the company to see this row as it would import' })],
      }),
    );
    const chosen = { jobTitle: 'Position', companyName: 'Employer' };
    const previewMock: MockLink.MockedResponse = {
      request: { query: PreviewImportDocument, variables: { importId: 'import-1', mapping: chosen } },
      result: {
        data: {
          previewImport: graphqlPreview(
            previewOf({ fileName: 'sheet.csv', format: 'generic', columns: ['Position', 'Employer', 'Stage'], mappingRequired: true, suggestedMapping: suggested, mapping: chosen, preview: [row(2, { companyName: 'Northwind' })] }),
          ),
        },
      },
    };
    renderDialog([previewMock, runMock(chosen, { imported: 3, skipped: 0, failed: [] })]);

    const user = await chooseFile('sheet.csv');

    expect(await screen.findByText('— CSV, 5 rows')).toBeInTheDocument();
    expect(screen.getByLabelText('Job title *')).toHaveValue('Position');
    expect(screen.getByLabelText('Company *')).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Import' })).toBeDisabled();

    await user.selectOptions(screen.getByLabelText('Company *'), 'Employer');

    expect(await screen.findByRole('row', { name: /Engineer Northwind Applied/ })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Import' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Import' }));
    expect(await screen.findByText('Imported 3 applications. 0 already in your tracker, skipped. 0 failed.')).toBeInTheDocument();
  });

  it('imports our JSON export without a mapping step', async () => {
    answerUpload(previewOf({ fileName: 'applied-jobs.json', format: 'remotehunt-json', columns: [], rows: 3 }));
    const { onClose } = renderDialog([runMock(null, { imported: 0, skipped: 3, failed: [] })]);

    const user = await chooseFile('applied-jobs.json');

    expect(await screen.findByText('— RemoteHunt JSON export, 3 rows')).toBeInTheDocument();
    expect(screen.queryByText('Which column holds each field?')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Import' }));
    expect(await screen.findByText('Imported 0 applications. 3 already in your tracker, skipped. 0 failed.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('says what the server found wrong with a file, and lets another be chosen', async () => {
    const refusal = 'Line 3: a quoted cell starts here and its closing quote (") never comes; check the file is a complete CSV export';
    upload.mockRejectedValue(new RestError(400, refusal, refusal));
    renderDialog();

    await chooseFile('broken.csv');

    expect(await screen.findByRole('alert')).toHaveTextContent(refusal);
    expect(screen.getByLabelText('Choose file')).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Import' })).not.toBeInTheDocument();
  });
});
