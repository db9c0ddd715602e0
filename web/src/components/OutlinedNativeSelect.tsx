import { useId, type ComponentProps } from 'react';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import type { InputBaseComponentProps } from '@mui/material/InputBase';
import OutlinedInput from '@mui/material/OutlinedInput';
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';

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

// The element OutlinedInput renders in place of its <input> (React 19 passes its ref as a prop).
function SelectElement(props: InputBaseComponentProps) {
  return <select {...(props as ComponentProps<'select'>)} />;
}

/**
 * A small outlined select of the browser's own list, drawn as MUI's NativeSelect draws an outlined
 * one. The first page uses this instead of MUI's Select (whose menu brings a popover, a modal and
 * a focus trap) and of NativeSelect (which also brings the standard Input it defaults to).
 */
export function OutlinedNativeSelect({ label, value, options, onChange }: OutlinedNativeSelectProps) {
  const id = useId();
  return (
    <FormControl fullWidth size="small" variant="outlined">
      <InputLabel htmlFor={id} shrink>
        {label}
      </InputLabel>
      <OutlinedInput
        id={id}
        label={label}
        notched
        value={value}
        onChange={(event) => onChange(event.target.value)}
        inputComponent={SelectElement}
        inputProps={{
          children: options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          )),
        }}
        endAdornment={<ArrowDropDownIcon sx={{ position: 'absolute', right: 7, pointerEvents: 'none', color: 'action.active' }} />}
        sx={{
          '& select': { appearance: 'none', cursor: 'pointer', userSelect: 'none', borderRadius: 1, pr: 4 },
          '& option': { bgcolor: 'background.paper' },
        }}
      />
    </FormControl>
  );
}
