import { Controller } from 'react-hook-form';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { messageText, type AddJobForm, type TrackJobFormField } from '../utils/track-job-form';

export interface SelectOption {
  value: string;
  label: string;
}

/** One of the form's lists (employment type, status), as MUI's select; its message reads as the text fields' do. */
export function SelectField({ form, name, label, options }: { form: AddJobForm; name: TrackJobFormField; label: string; options: readonly SelectOption[] }) {
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field: { ref, value, onChange, onBlur }, fieldState }) => (
        <TextField
          select
          label={label}
          name={name}
          value={value}
          inputRef={ref}
          onChange={(event) => onChange(event.target.value)}
          onBlur={onBlur}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message && messageText(fieldState.error.message)}
          fullWidth
        >
          {options.map((option) => (
            <MenuItem key={option.value} value={option.value}>
              {option.label}
            </MenuItem>
          ))}
        </TextField>
      )}
    />
  );
}
