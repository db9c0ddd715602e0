import type { ReactNode } from 'react';
import Drawer from '@mui/material/Drawer';

export interface MenuDrawerProps {
  id: string;
  width: number;
  open: boolean;
  onClose(): void;
  children: ReactNode;
}

/** The side menu in a drawer that slides in over the page, for small screens (loaded on first use). */
export default function MenuDrawer({ id, width, open, onClose, children }: MenuDrawerProps) {
  return (
    <Drawer id={id} variant="temporary" open={open} onClose={onClose} ModalProps={{ keepMounted: true }} slotProps={{ paper: { 'aria-label': 'Main menu', sx: { width } } }}>
      {children}
    </Drawer>
  );
}
