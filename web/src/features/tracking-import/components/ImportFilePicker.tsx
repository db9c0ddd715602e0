import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import FileUploadOutlinedIcon from '@mui/icons-material/FileUploadOutlined';
import { IMPORT_MESSAGES } from '../utils/import-messages';

/** The first step: what can be imported, and the button that picks the file. */
export function ImportFilePicker({ busy, onChoose }: { busy: boolean; onChoose(file: File): void }) {
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Typography variant="body2">{IMPORT_MESSAGES.choose}</Typography>
      <Button component="label" variant="outlined" startIcon={<FileUploadOutlinedIcon />} disabled={busy}>
        {busy ? IMPORT_MESSAGES.reading : IMPORT_MESSAGES.chooseFile}
        <input
          hidden
          type="file"
          accept=".csv,.json,text/csv,application/json"
          onChange={(event) => {
            const file = event.target.files?.[0];
            // Cleared, so choosing the same file again after a refusal still counts as a change.
            event.target.value = '';
            if (file) onChoose(file);
          }}
        />
      </Button>
    </Stack>
  );
}
