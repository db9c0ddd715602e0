import { useId } from 'react';
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import { OutlinedField } from './OutlinedField';

export interface NativeSelectOption {
  value: string;
  label: string;
}

export interface OutlinedNativeSelectProps {
  label: string;
  value: string;
  options: readonly NativeSelectOption[];
  onChange(value: string): void;
}

/** The arrow MUI's selects show, over the field's right edge; clicks go through it to the field. */
export const selectArrow = <ArrowDropDownIcon sx={{ position: 'absolute', right: 7, pointerEvents: 'none', color: 'action.active' }} />;

/**
 * A small outlined select of the browser's own list, drawn as MUI's NativeSelect draws an outlined
 * one. The first page uses this instead of MUI's Select (whose menu brings a popover, a modal and
 * a focus trap) and of NativeSelect (which also brings the standard Input it defaults to).
 */
export function OutlinedNativeSelect({ label, value, options, onChange }: OutlinedNativeSelectProps) {
  const id = useId();
  return (
    <OutlinedField id={id} label={label} shrink select endAdornment={selectArrow}>
      <select id={id} className="field-input" value={value} onChange={(event) => onChange(event.target.value)}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </OutlinedField>
  );
}
