import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';

export interface ToggleCheckboxProps {
  label: string;
  checked: boolean;
  onChange(checked: boolean): void;
  hidden?: boolean;
  disabled?: boolean;
}

export function ToggleCheckbox({ label, checked, onChange, hidden = false, disabled = false }: ToggleCheckboxProps) {
  if (hidden) return null;
  return (
    <FormControlLabel
      label={label}
      disabled={disabled}
      control={<Switch checked={checked} onChange={(event) => onChange(event.target.checked)} />}
    />
  );
}
