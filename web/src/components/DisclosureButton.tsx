import type { ReactNode } from 'react';
import Button, { type ButtonProps } from '@mui/material/Button';

export interface DisclosureButtonProps {
  /** Whether the part it shows is open. */
  expanded: boolean;
  /** The id of the part it shows and hides. */
  controls: string;
  onToggle(): void;
  icon: ReactNode;
  children: ReactNode;
  sx?: ButtonProps['sx'];
}

/** An outlined button that shows and hides a part of the page, and tells assistive technology which and whether. */
export function DisclosureButton({ expanded, controls, onToggle, icon, children, sx }: DisclosureButtonProps) {
  return (
    <Button variant="outlined" startIcon={icon} aria-expanded={expanded} aria-controls={controls} onClick={onToggle} sx={sx}>
      {children}
    </Button>
  );
}
