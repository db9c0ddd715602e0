import type { ReactNode, Ref } from 'react';
import { styled } from '@mui/material/styles';

/**
 * The frame of MUI's small outlined field (variant="outlined", size="small"): the floating label,
 * the outline with its notch and the adornments, around a native control the caller renders with
 * the class `field-input`. The first page's filters (search, tags, type, seniority, pay, sort)
 * used FormControl, InputLabel and OutlinedInput, 20 KB of modules (InputBase brings the
 * multi-line textarea too) and five styled elements per field; this is one, and plain CSS
 * for the states (the label floats while the field is focused or filled, as MUI's does).
 */
const FieldRoot = styled('div')(({ theme }) => {
  const easeOut = theme.transitions.easing.easeOut;
  const shrunk = { transform: 'translate(14px, -9px) scale(0.75)', maxWidth: 'calc(133% - 32px)' };
  return {
    display: 'inline-flex',
    flexDirection: 'column',
    position: 'relative',
    width: '100%',
    minWidth: 0,
    verticalAlign: 'top',
    '& > label': {
      ...theme.typography.body1,
      lineHeight: '1.4375em',
      position: 'absolute',
      left: 0,
      top: 0,
      zIndex: 1,
      padding: 0,
      color: theme.palette.text.secondary,
      transformOrigin: 'top left',
      transform: 'translate(14px, 9px) scale(1)',
      maxWidth: 'calc(100% - 24px)',
      whiteSpace: 'nowrap',
      overflow: 'hidden',
      textOverflow: 'ellipsis',
      pointerEvents: 'none',
      transition: theme.transitions.create(['color', 'transform', 'max-width'], { duration: theme.transitions.duration.shorter, easing: easeOut }),
    },
    '&.field-shrunk > label, &:focus-within > label': { ...shrunk, userSelect: 'none' },
    '&:focus-within > label': { color: theme.palette.primary.main },
    '& > .field-box': {
      ...theme.typography.body1,
      lineHeight: '1.4375em',
      position: 'relative',
      display: 'flex',
      alignItems: 'center',
      boxSizing: 'border-box',
      width: '100%',
      borderRadius: theme.shape.borderRadius,
      color: theme.palette.text.primary,
      cursor: 'text',
    },
    '&.field-start > .field-box': { paddingLeft: 14 },
    '&.field-end > .field-box': { paddingRight: 14 },
    '& .field-input': {
      font: 'inherit',
      letterSpacing: 'inherit',
      color: 'currentColor',
      border: 0,
      boxSizing: 'content-box',
      background: 'none',
      height: '1.4375em',
      margin: 0,
      display: 'block',
      minWidth: 0,
      width: '100%',
      padding: '8.5px 14px',
      borderRadius: 'inherit',
      outline: 0,
      WebkitTapHighlightColor: 'transparent',
      '&::placeholder': { color: 'currentColor', opacity: 0.42, transition: theme.transitions.create('opacity', { duration: theme.transitions.duration.shorter }) },
      '&[type=search]': { MozAppearance: 'textfield' },
    },
    '&.field-start .field-input': { paddingLeft: 0 },
    '&.field-select > .field-box': { cursor: 'pointer' },
    '&.field-select .field-input': { appearance: 'none', cursor: 'pointer', userSelect: 'none', caretColor: 'transparent', textOverflow: 'ellipsis', paddingRight: 18 },
    '&.field-select option': { backgroundColor: theme.palette.background.paper },
    '&.field-end .field-input': { paddingRight: 0 },
    // As MUI's: an empty field's placeholder shows only once the label has moved up out of its way.
    '&:not(.field-shrunk) .field-input:not(:focus)::placeholder': { opacity: 0 },
    '& .field-outline': {
      textAlign: 'left',
      position: 'absolute',
      inset: '-5px 0 0 0',
      margin: 0,
      padding: '0 8px',
      pointerEvents: 'none',
      borderRadius: 'inherit',
      borderStyle: 'solid',
      borderWidth: 1,
      borderColor: 'rgba(0, 0, 0, 0.23)',
      overflow: 'hidden',
      minWidth: '0%',
    },
    '& .field-outline > legend': {
      float: 'unset',
      width: 'auto',
      overflow: 'hidden',
      display: 'block',
      padding: 0,
      height: 11,
      fontSize: '0.75em',
      visibility: 'hidden',
      maxWidth: 0.01,
      whiteSpace: 'nowrap',
      transition: theme.transitions.create('max-width', { duration: 50, easing: easeOut }),
      '& > span': { paddingLeft: 5, paddingRight: 5, display: 'inline-block', opacity: 0, visibility: 'visible' },
    },
    '&.field-shrunk .field-outline > legend, &:focus-within .field-outline > legend': {
      maxWidth: '100%',
      transition: theme.transitions.create('max-width', { duration: 100, easing: easeOut, delay: 50 }),
    },
    '& > .field-box:hover > .field-outline': { borderColor: theme.palette.text.primary },
    '&:focus-within .field-outline, &:focus-within > .field-box:hover > .field-outline': { borderColor: theme.palette.primary.main, borderWidth: 2 },
  };
});

export interface OutlinedFieldProps {
  /** The id of the control inside, which the label names; the label's own id is `${id}-label` (a popup list names itself by it). */
  id: string;
  label: string;
  /**
   * The label stays above the field: it has a value, or a placeholder would print over the label.
   * A field with a start adornment always has it there, as MUI's does.
   */
  shrink: boolean;
  startAdornment?: ReactNode;
  endAdornment?: ReactNode;
  /** The box the control sits in (a menu anchors to it). */
  boxRef?: Ref<HTMLDivElement>;
  /** A click anywhere in the box, adornments and padding included. */
  onBoxClick?(): void;
  /** A select drawn by us: pointer, no caret, room for the arrow adornment. */
  select?: boolean;
  /** The control, with className="field-input". */
  children: ReactNode;
  /** What floats under the field (a list of suggestions), placed from its bottom edge. */
  below?: ReactNode;
}

export function OutlinedField({ id, label, shrink, startAdornment, endAdornment, boxRef, onBoxClick, select, children, below }: OutlinedFieldProps) {
  const state = [(shrink || startAdornment) && 'field-shrunk', startAdornment && 'field-start', endAdornment && 'field-end', select && 'field-select'].filter(Boolean).join(' ');
  return (
    <FieldRoot className={state || undefined}>
      <label htmlFor={id} id={`${id}-label`}>
        {label}
      </label>
      <div className="field-box" ref={boxRef} onClick={onBoxClick}>
        {startAdornment}
        {children}
        {endAdornment}
        <fieldset className="field-outline" aria-hidden>
          <legend>
            <span>{label}</span>
          </legend>
        </fieldset>
      </div>
      {below}
    </FieldRoot>
  );
}
