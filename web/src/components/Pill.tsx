import type { MouseEvent, ReactNode } from 'react';
import { alpha, type CSSObject, styled, type Theme } from '@mui/material/styles';
import CancelIcon from '@mui/icons-material/Cancel';

export type PillColor = 'default' | 'primary' | 'success' | 'error' | 'warning';

const PILL_COLORS: readonly Exclude<PillColor, 'default'>[] = ['primary', 'success', 'error', 'warning'];

/** The shape and type of a small pill; the job card draws its tags with it too, from its own rule. */
export const pillShape = (theme: Theme): CSSObject => ({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  maxWidth: '100%',
  height: 24,
  boxSizing: 'border-box',
  borderRadius: 12,
  fontFamily: theme.typography.fontFamily,
  fontSize: theme.typography.pxToRem(13),
  lineHeight: 1.5,
  whiteSpace: 'nowrap',
  verticalAlign: 'middle',
});

/** A pill's label: cut with an ellipsis where the pill meets the edge of its row. */
export const pillLabel: CSSObject = { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' };

/**
 * The look of MUI's small outlined Chip, as one style rule for every pill on a page. The first
 * page shows dozens of them (the cards' badges, the chosen filters, the popular tags); a Chip
 * each brought 9 KB of module (with its ripple when clickable) and its own style work per
 * instance, where these are plain elements with class names.
 */
const pillStyles = ({ theme }: { theme: Theme }): CSSObject => ({
  ...pillShape(theme),
  margin: 0,
  padding: 0,
  border: `1px solid ${theme.palette.grey[400]}`,
  backgroundColor: 'transparent',
  color: theme.palette.text.primary,
  textDecoration: 'none',
  '& > .pill-label': { ...pillLabel, paddingLeft: 7, paddingRight: 7 },
  '& > .pill-icon': { display: 'inline-flex', fontSize: 18, marginLeft: 4, marginRight: -4, color: theme.palette.grey[700] },
  '& > .pill-icon > svg': { fontSize: 'inherit' },
  '& > .pill-avatar': { width: 18, height: 18, marginLeft: 2, marginRight: -4, borderRadius: '50%', objectFit: 'cover' },
  '& > .pill-remove': {
    display: 'inline-flex',
    margin: '0 2px 0 -4px',
    padding: 0,
    border: 0,
    background: 'none',
    cursor: 'pointer',
    borderRadius: '50%',
    color: alpha(theme.palette.text.primary, 0.26),
    fontSize: 16,
    '&:hover': { color: alpha(theme.palette.text.primary, 0.4) },
    '&:focus-visible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: 1 },
  },
  '& > .pill-remove > svg': { fontSize: 'inherit' },
  ...Object.fromEntries(
    PILL_COLORS.map((color) => [
      `&.pill-${color}`,
      {
        color: theme.palette[color].main,
        borderColor: alpha(theme.palette[color].main, 0.7),
        '& > .pill-icon': { color: 'inherit' },
        '& > .pill-remove': { color: alpha(theme.palette[color].main, 0.7), '&:hover': { color: theme.palette[color].main } },
      },
    ]),
  ),
});

const PillSpan = styled('span')(pillStyles);

// A pill that does something is a real button: the page's tab order and Enter/Space reach it.
const PillButton = styled('button')(pillStyles, ({ theme }) => ({
  cursor: 'pointer',
  transition: theme.transitions.create('background-color'),
  '&:hover': { backgroundColor: theme.palette.action.hover },
  '&:focus-visible': { backgroundColor: theme.palette.action.focus, outline: 'none' },
  '&:disabled': { opacity: theme.palette.action.disabledOpacity, cursor: 'default', pointerEvents: 'none' },
}));

export interface PillProps {
  label: string;
  color?: PillColor;
  /** An icon before the label (an MUI icon). */
  icon?: ReactNode;
  /** A small round picture before the label (a board's favicon). */
  avatarSrc?: string;
  title?: string;
  'aria-label'?: string;
  /** Makes the pill a button. */
  onClick?(event: MouseEvent<HTMLButtonElement>): void;
  disabled?: boolean;
  /** Adds a remove button, named by `removeLabel`. */
  onRemove?(): void;
  removeLabel?: string;
}

/** A small rounded label: a job's badge, a chosen filter that can be removed, a tag to add. */
export function Pill({ label, color = 'default', icon, avatarSrc, title, 'aria-label': ariaLabel, onClick, disabled, onRemove, removeLabel }: PillProps) {
  const className = color === 'default' ? undefined : `pill-${color}`;
  const content = (
    <>
      {avatarSrc && <img className="pill-avatar" src={avatarSrc} alt="" />}
      {icon && (
        <span className="pill-icon" aria-hidden>
          {icon}
        </span>
      )}
      <span className="pill-label">{label}</span>
      {onRemove && (
        <button type="button" className="pill-remove" aria-label={removeLabel ?? `Remove ${label}`} title={removeLabel ?? `Remove ${label}`} onClick={onRemove}>
          <CancelIcon fontSize="inherit" />
        </button>
      )}
    </>
  );
  if (onClick) {
    return (
      <PillButton type="button" className={className} title={title} aria-label={ariaLabel} disabled={disabled} onClick={onClick}>
        {content}
      </PillButton>
    );
  }
  return (
    <PillSpan className={className} title={title} aria-label={ariaLabel} role={ariaLabel ? 'img' : undefined}>
      {content}
    </PillSpan>
  );
}
