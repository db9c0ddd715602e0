import { useId } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { ProgressBar } from '../../../components/ProgressBar';
import { useImportDialog } from '../hooks/useImportDialog';
import { FORMAT_LABELS, IMPORT_MESSAGES, rowsLabel } from '../utils/import-messages';
import { ColumnMapping } from './ColumnMapping';
import { ImportFilePicker } from './ImportFilePicker';
import { ImportPreviewTable } from './ImportPreviewTable';
import { ImportSummary } from './ImportSummary';

/**
 * "Import" on Applied Jobs: choose a file, see what it is and its first rows (mapping a CSV's
 * columns when it is not a tracker's export we know), import, read what happened. Full screen on
 * phones, where the table needs the width.
 */
export function ImportAppliedJobsDialog({ onClose }: { onClose(): void }) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  const { step, busy, problem, canImport, choose, mapColumn, run } = useImportDialog();

  return (
    <Dialog open onClose={busy ? undefined : onClose} aria-labelledby={titleId} fullScreen={phone} fullWidth maxWidth="md">
      <DialogTitle id={titleId}>{IMPORT_MESSAGES.title}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {problem && <Alert severity="error">{problem}</Alert>}
          {step.name === 'choose' && <ImportFilePicker busy={busy} onChoose={(file) => void choose(file)} />}
          {step.name === 'preview' && (
            <>
              <Typography variant="body2">
                <strong>{step.preview.fileName}</strong>
                {` — ${FORMAT_LABELS[step.preview.format] ?? step.preview.format}, ${rowsLabel(step.preview.rows)}`}
              </Typography>
              {step.preview.format !== 'remotehunt-json' && <ColumnMapping preview={step.preview} mapping={step.mapping} onChange={(field, column) => void mapColumn(field, column)} />}
              <Typography variant="subtitle2" component="h3">
                {IMPORT_MESSAGES.firstRows}
              </Typography>
              <ImportPreviewTable preview={step.preview} />
            </>
          )}
          {step.name === 'done' && <ImportSummary result={step.result} />}
          {busy && step.name === 'preview' && <ProgressBar label={IMPORT_MESSAGES.working} />}
        </Stack>
      </DialogContent>
      <DialogActions>
        {step.name === 'done' ? (
          <Button variant="contained" onClick={onClose}>
            {IMPORT_MESSAGES.close}
          </Button>
        ) : (
          <>
            <Button onClick={onClose} disabled={busy}>
              {IMPORT_MESSAGES.cancel}
            </Button>
            {step.name === 'preview' && (
              <Button variant="contained" disabled={!canImport} onClick={() => void run()}>
                {IMPORT_MESSAGES.import}
              </Button>
            )}
          </>
        )}
      </DialogActions>
    </Dialog>
  );
}
