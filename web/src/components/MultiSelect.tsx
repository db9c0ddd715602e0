import { useId } from 'react';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import OutlinedInput from '@mui/material/OutlinedInput';
import Select, { type SelectChangeEvent } from '@mui/material/Select';

export interface MultiSelectOption {
  value: string;
  label: string;
  /** URL of a small image, e.g. a job board's favicon. */
  icon?: string;
}

export interface MultiSelectProps {
  label: string;
  options: MultiSelectOption[];
  value: string[];
  onChange(values: string[]): void;
  id?: string;
}

const MENU_MAX_HEIGHT = 250;

function selectionSummary(count: number): string {
  if (count === 0) return 'Choose options';
  if (count === 1) return '1 option selected';
  return `${count} options selected`;
}

export function MultiSelect({ label, options, value, onChange, id }: MultiSelectProps) {
  const generatedId = useId();
  const selectId = id ?? generatedId;
  const labelId = `${selectId}-label`;

  const handleChange = (event: SelectChangeEvent<string[]>) => {
    const next = event.target.value;
    // Browser autofill hands Select a comma-joined string instead of an array.
    onChange(typeof next === 'string' ? next.split(',') : next);
  };

  return (
    <FormControl fullWidth size="small">
      {/* The summary text always occupies the field, so the label must stay shrunk above it. */}
      <InputLabel id={labelId} shrink>
        {label}
      </InputLabel>
      <Select<string[]>
        id={selectId}
        labelId={labelId}
        multiple
        displayEmpty
        value={value}
        onChange={handleChange}
        input={<OutlinedInput notched label={label} />}
        renderValue={(selected) => selectionSummary(selected.length)}
        MenuProps={{ slotProps: { paper: { style: { maxHeight: MENU_MAX_HEIGHT } } } }}
      >
        {options.map((option) => (
          <MenuItem key={option.value} value={option.value} dense>
            <Checkbox checked={value.includes(option.value)} size="small" disableRipple tabIndex={-1} />
            {option.icon && (
              <ListItemIcon sx={{ minWidth: 28 }}>
                <img src={option.icon} alt="" width={16} height={16} />
              </ListItemIcon>
            )}
            <ListItemText primary={option.label} />
          </MenuItem>
        ))}
      </Select>
    </FormControl>
  );
}
