import Checkbox from '@mui/material/Checkbox';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import type { MultiSelectOption } from './MultiSelect';

const MENU_MAX_HEIGHT = 250;

export interface MultiSelectMenuProps {
  id: string;
  labelId: string;
  anchor: HTMLElement | null;
  open: boolean;
  onClose(): void;
  options: MultiSelectOption[];
  value: string[];
  onToggle(option: string): void;
}

/** MultiSelect's open list, loaded on first use: a listbox of checkable options that stays open while choosing. */
export default function MultiSelectMenu({ id, labelId, anchor, open, onClose, options, value, onToggle }: MultiSelectMenuProps) {
  return (
    <Menu
      anchorEl={anchor}
      open={open && anchor !== null}
      onClose={onClose}
      variant="selectedMenu"
      slotProps={{
        paper: { style: { maxHeight: MENU_MAX_HEIGHT, minWidth: anchor?.clientWidth } },
        list: { id, role: 'listbox', 'aria-multiselectable': true, 'aria-labelledby': labelId },
      }}
    >
      {options.map((option) => {
        const selected = value.includes(option.value);
        return (
          <MenuItem
            key={option.value}
            role="option"
            aria-selected={selected}
            selected={selected}
            disabled={option.disabled && !selected}
            dense
            onClick={() => onToggle(option.value)}
          >
            <Checkbox checked={selected} size="small" disableRipple tabIndex={-1} />
            {option.icon && (
              <ListItemIcon sx={{ minWidth: 28 }}>
                <img src={option.icon} alt="" width={16} height={16} />
              </ListItemIcon>
            )}
            <ListItemText primary={option.label} />
            {option.count !== undefined && (
              <Typography variant="body2" color="text.secondary" sx={{ ml: 2 }}>
                {option.count}
              </Typography>
            )}
          </MenuItem>
        );
      })}
    </Menu>
  );
}
