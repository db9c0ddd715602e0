import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { saveBlob } from '../../../lib/save-blob';
import { downloadAppliedJobsExport } from '../../../lib/rest-files';
import { createUser } from '../../../test/factories';
import { appliedJobsMock, createAppliedJob, renderAppliedJobsPage, statsFor, statsMock } from './tracking-test-utils';

jest.mock('../../../lib/rest-files', () => ({
  ...jest.requireActual('../../../lib/rest-files'),
  downloadAppliedJobsExport: jest.fn(),
}));
jest.mock('../../../lib/save-blob', () => ({ ...jest.requireActual('../../../lib/save-blob'), saveBlob: jest.fn() }));
jest.mock('../components/ApplicationCharts', () => ({ StatusChart: () => null, WeeklyChart: () => null }));

const download = jest.mocked(downloadAppliedJobsExport);
const save = jest.mocked(saveBlob);

afterEach(() => jest.resetAllMocks());

async function renderWithOneJob() {
  const job = createAppliedJob();
  renderAppliedJobsPage([appliedJobsMock([job]), statsMock(statsFor([job]))], createUser({ userId: 'user-42' }));
  await screen.findByRole('region', { name: 'Applied 1' });
}

describe('exporting applied jobs', () => {
  it.each([
    ['Export CSV', 'csv', 'applied-jobs-2025-03-06.csv', 'text/csv'],
    ['Export JSON', 'json', 'applied-jobs-2025-03-06.json', 'application/json'],
  ] as const)('%s downloads that format for the signed-in user and saves it under the name the server gave', async (label, format, fileName, type) => {
    const user = userEvent.setup();
    const blob = new Blob(['x'], { type });
    download.mockResolvedValue({ blob, fileName });
    await renderWithOneJob();

    await user.click(screen.getByRole('button', { name: label }));

    await waitFor(() => expect(save).toHaveBeenCalledWith(blob, fileName));
    expect(download).toHaveBeenCalledWith('user-42', format);
    expect(screen.getByRole('button', { name: label })).toBeEnabled();
  });

  it('shows the generic message and saves nothing when the download fails', async () => {
    const user = userEvent.setup();
    download.mockRejectedValue(new Error('Network down'));
    await renderWithOneJob();

    await user.click(screen.getByRole('button', { name: 'Export CSV' }));

    expect(await screen.findByText('Something went wrong, Please try again after sometime')).toBeInTheDocument();
    expect(save).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeEnabled();
  });
});
