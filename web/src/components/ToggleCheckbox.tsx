import { alpha, styled } from '@mui/material/styles';
import CheckBoxIcon from '@mui/icons-material/CheckBox';
import CheckBoxOutlineBlankIcon from '@mui/icons-material/CheckBoxOutlineBlank';

export interface ToggleCheckboxProps {
  label: string;
  checked: boolean;
  onChange(checked: boolean): void;
  /** A switch (the default) for a setting that applies at once, a checkbox for a refinement of one. */
  kind?: 'switch' | 'checkbox';
  title?: string;
  hidden?: boolean;
  disabled?: boolean;
}

/*
 * A switch and a checkbox drawn as MUI's Switch, Checkbox and FormControlLabel draw them, on the
 * browser's own checkbox (role="switch" for the switch). The job filters are on the first page,
 * where those three MUI modules and their shared SwitchBase were 10 KB of code for four toggles;
 * the screens loaded later keep MUI's.
 */

const ToggleLabel = styled('label')(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  verticalAlign: 'middle',
  cursor: 'pointer',
  marginLeft: -11,
  marginRight: 16,
  WebkitTapHighlightColor: 'transparent',
  ...theme.typography.body1,
  '&.toggle-disabled': { cursor: 'default', color: theme.palette.text.disabled },
}));

// The native input covers the whole control, invisible: it takes the clicks, the focus and the keys.
const inputStyles = { position: 'absolute', inset: 0, width: '100%', height: '100%', margin: 0, opacity: 0, cursor: 'inherit', zIndex: 1 } as const;

const SwitchRoot = styled('span')(({ theme }) => {
  const { primary, common, grey, action } = theme.palette;
  const halo = (color: string) => `${theme.shadows[1]}, 0 0 0 9px ${color}`;
  return {
    display: 'inline-flex',
    position: 'relative',
    flexShrink: 0,
    width: 58,
    height: 38,
    padding: 12,
    boxSizing: 'border-box',
    verticalAlign: 'middle',
    zIndex: 0,
    '& > input': inputStyles,
    '& > .switch-track': {
      width: '100%',
      height: '100%',
      borderRadius: 7,
      backgroundColor: common.black,
      opacity: 0.38,
      transition: theme.transitions.create(['opacity', 'background-color'], { duration: theme.transitions.duration.shortest }),
    },
    '& > .switch-thumb': {
      position: 'absolute',
      top: 9,
      left: 9,
      width: 20,
      height: 20,
      borderRadius: '50%',
      backgroundColor: common.white,
      boxShadow: theme.shadows[1],
      transition: theme.transitions.create(['transform', 'background-color', 'box-shadow'], { duration: theme.transitions.duration.shortest }),
    },
    '& > input:checked ~ .switch-thumb': { transform: 'translateX(20px)', backgroundColor: primary.main },
    '& > input:checked ~ .switch-track': { backgroundColor: primary.main, opacity: 0.5 },
    '& > input:enabled:hover ~ .switch-thumb': { boxShadow: halo(alpha(action.active, action.hoverOpacity)) },
    '& > input:enabled:checked:hover ~ .switch-thumb': { boxShadow: halo(alpha(primary.main, action.hoverOpacity)) },
    '& > input:focus-visible ~ .switch-thumb, & > input:focus-visible:hover ~ .switch-thumb': { boxShadow: halo(alpha(primary.main, 0.3)) },
    '& > input:disabled ~ .switch-thumb': { backgroundColor: grey[100] },
    '& > input:disabled ~ .switch-track': { opacity: 0.12 },
  };
});

const CheckboxRoot = styled('span')(({ theme }) => {
  const { primary, text, action } = theme.palette;
  return {
    display: 'inline-flex',
    position: 'relative',
    flexShrink: 0,
    padding: 9,
    borderRadius: '50%',
    color: text.secondary,
    '& > input': inputStyles,
    '& > svg': { fontSize: theme.typography.pxToRem(24) },
    '&.toggle-checked': { color: primary.main },
    '&:hover:not(.toggle-disabled)': { backgroundColor: alpha(action.active, action.hoverOpacity) },
    '&.toggle-checked:hover:not(.toggle-disabled)': { backgroundColor: alpha(primary.main, action.hoverOpacity) },
    '&:has(> input:focus-visible)': { backgroundColor: alpha(primary.main, 0.3) },
    '&.toggle-disabled': { color: action.disabled },
  };
});

export function ToggleCheckbox({ label, checked, onChange, kind = 'switch', title, hidden = false, disabled = false }: ToggleCheckboxProps) {
  if (hidden) return null;
  const input = (
    <input
      type="checkbox"
      role={kind === 'switch' ? 'switch' : undefined}
      checked={checked}
      disabled={disabled}
      onChange={(event) => onChange(event.target.checked)}
    />
  );
  const state = [checked && 'toggle-checked', disabled && 'toggle-disabled'].filter(Boolean).join(' ') || undefined;
  return (
    <ToggleLabel className={disabled ? 'toggle-disabled' : undefined} title={title}>
      {kind === 'switch' ? (
        <SwitchRoot>
          {input}
          <span className="switch-track" />
          <span className="switch-thumb" />
        </SwitchRoot>
      ) : (
        <CheckboxRoot className={state}>
          {input}
          {checked ? <CheckBoxIcon /> : <CheckBoxOutlineBlankIcon />}
        </CheckboxRoot>
      )}
      <span>{label}</span>
    </ToggleLabel>
  );
}
