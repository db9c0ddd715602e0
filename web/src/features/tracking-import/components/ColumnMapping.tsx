import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { OutlinedNativeSelect } from '../../../components/OutlinedNativeSelect';
import { IMPORT_MESSAGES } from '../utils/import-messages';
import type { ImportField, ImportMapping, ImportPreview } from '../utils/import-types';

/** One select per field, listing the file's columns: the mapping step of a CSV. */
export function ColumnMapping({ preview, mapping, onChange }: { preview: ImportPreview; mapping: ImportMapping; onChange(field: ImportField, column: string): void }) {
  const options = [{ value: '', label: IMPORT_MESSAGES.notImported }, ...preview.columns.map((column) => ({ value: column, label: column }))];
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
      <Typography component="legend" variant="subtitle2" sx={{ mb: 1.5 }}>
        {IMPORT_MESSAGES.mapColumns}
      </Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2 }}>
        {preview.fields.map((field) => (
          <OutlinedNativeSelect
            key={field.name}
            label={field.required ? `${field.label} *` : field.label}
            value={mapping[field.name as ImportField] ?? ''}
            options={options}
            onChange={(column) => onChange(field.name as ImportField, column)}
          />
        ))}
      </Box>
    </Box>
  );
}
