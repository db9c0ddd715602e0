import { useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import { useLoader } from '../../../components/GlobalLoader';
import { useNotifyFailure } from '../../../hooks/useNotifyFailure';
import { useExportAppliedJobs, type ExportFormat } from '../hooks/useExportAppliedJobs';

const FORMATS: { format: ExportFormat; label: string }[] = [
  { format: 'csv', label: 'Export CSV' },
  { format: 'json', label: 'Export JSON' },
];

export function ExportButtons({ userId }: { userId: string }) {
  const exportAppliedJobs = useExportAppliedJobs(userId);
  const notifyFailure = useNotifyFailure();
  const { track } = useLoader();
  // One export at a time: a second click while the first downloads would only save the file twice.
  const [busy, setBusy] = useState(false);

  const run = async (format: ExportFormat) => {
    setBusy(true);
    try {
      await track(exportAppliedJobs(format));
    } catch (error) {
      notifyFailure(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack direction="row" spacing={1}>
      {FORMATS.map(({ format, label }) => (
        <Button
          key={format}
          variant="outlined"
          size="small"
          startIcon={<FileDownloadOutlinedIcon />}
          disabled={busy}
          onClick={() => void run(format)}
        >
          {label}
        </Button>
      ))}
    </Stack>
  );
}
