import { useId, type ReactNode } from 'react';
import { OutlinedField } from './OutlinedField';

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
 * A small outlined text field, as MUI's TextField renders variant="outlined", drawn by
 * OutlinedField (see there why the first page does not use MUI's own).
 */
export function OutlinedTextField({ label, value, onChange, placeholder, type = 'text', autoComplete, inputMode, startAdornment, endAdornment, shrinkLabel = false }: OutlinedTextFieldProps) {
  const id = useId();
  return (
    <OutlinedField id={id} label={label} shrink={shrinkLabel || value !== ''} startAdornment={startAdornment} endAdornment={endAdornment}>
      <input
        id={id}
        className="field-input"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        placeholder={placeholder}
        type={type}
        autoComplete={autoComplete}
        inputMode={inputMode}
      />
    </OutlinedField>
  );
}
