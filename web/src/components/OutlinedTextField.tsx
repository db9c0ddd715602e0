import { useId, type ReactNode } from 'react';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';

export interface OutlinedTextFieldProps {
  label: string;
  value: string;
  onChange(value: string): void;
  placeholder?: string;
  type?: 'text' | 'search';
  autoComplete?: string;
  /** The on-screen keyboard to offer, e.g. 'numeric'. */
  inputMode?: 'numeric' | 'text';
  startAdornment?: ReactNode;
  endAdornment?: ReactNode;
  /** Keep the label above the field even when it is empty (a placeholder would print over it). */
  shrinkLabel?: boolean;
}

/**
 * A small outlined text field: what MUI's TextField renders for variant="outlined".
 * The first page uses this instead of TextField, whose module also imports the select,
 * filled and standard variants (about 8 KB gzipped that page would download and never run).
 */
export function OutlinedTextField({ label, value, onChange, placeholder, type, autoComplete, inputMode, startAdornment, endAdornment, shrinkLabel }: OutlinedTextFieldProps) {
  const id = useId();
  return (
    <FormControl fullWidth size="small" variant="outlined">
      <InputLabel htmlFor={id} shrink={shrinkLabel || undefined}>
        {label}
      </InputLabel>
      <OutlinedInput
        id={id}
        label={label}
        notched={shrinkLabel || undefined}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        placeholder={placeholder}
        type={type}
        autoComplete={autoComplete}
        inputProps={inputMode ? { inputMode } : undefined}
        startAdornment={startAdornment}
        endAdornment={endAdornment}
      />
    </FormControl>
  );
}
